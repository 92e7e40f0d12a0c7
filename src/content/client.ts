/**
 * Supplied by the client; replace before launch.
 *
 * The contact details below are stand-ins chosen so that they cannot reach a
 * real person: the e-mail domain uses the reserved `.example` top-level domain
 * and the social links point at each platform's home page. Every page, the
 * footer, the WhatsApp button and the business's structured data read them
 * from here, so replacing this one file updates the whole site.
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
} satisfies Client;
