/**
 * The built-in stand-ins for what only the business knows: the operator gives the real
 * values at deploy time in the file `SITE_CONFIG` names (src/site-settings.ts; README,
 * "Operating the site"), and every page reads them through the server render
 * (src/business.ts). These stay for development and tests, and for any part the file
 * leaves out; in production the server names each stand-in still in use when it starts.
 *
 * They are chosen so that they cannot reach a real person: the e-mail domain uses the
 * reserved `.example` top-level domain, and the social links point at each network's
 * home page. The labels are the networks' names, shown beside the operator's links too.
 */
import type { Client } from './schema.ts';

export const client = {
  phone: { display: '+91 20 4000 0000', tel: '+912040000000' },
  whatsapp: {
    display: '+91 90000 00000',
    number: '919000000000',
    url: 'https://wa.me/919000000000',
  },
  email: 'info@agrotourism.example',
  /** The street line is the client's to add; the office is in Pune. */
  address: {
    lines: ['Agro Tourism office', 'Pune, Maharashtra', 'India'],
    locality: 'Pune',
    region: 'Maharashtra',
    country: 'India',
    countryCode: 'IN',
  },
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/' },
    { network: 'x', label: 'X (Twitter)', url: 'https://x.com/' },
  ],
  /** Pune's centre: the office's street address is the operator's to give. */
  map: { query: 'Pune, Maharashtra, India', lat: 18.5204, lng: 73.8567 },
} satisfies Client;
