/**
 * The company as the site presents it. The brand shown with the logo is
 * "Agro Tourism"; the legal or trading name has not been supplied, so it is
 * kept in this one constant (`legalName`) for the client to replace.
 */
import type { Site } from './schema.ts';

export const site = {
  name: 'Agro Tourism',
  legalName: 'Agro Tourism',
  tagline: 'Farm, rural and tribal tourism in Maharashtra',
  description:
    'A Pune consultancy that helps farmers run agro-tourism centres and helps travellers find real farm, rural and tribal experiences across Maharashtra.',
  language: 'en-IN',
  city: 'Pune',
  region: 'Maharashtra',
  country: 'India',
  areaServed: ['Maharashtra', 'Kokan', 'Vidarbha', 'West Maharashtra', 'Marathwada', 'Khandesh'],
  logoAlt: 'Agro Tourism logo: a sprout over a furrowed field under the sun',
  skipLink: 'Skip to main content',
} satisfies Site;
