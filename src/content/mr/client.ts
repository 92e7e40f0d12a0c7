/**
 * Marathi twin of ../client.ts: the built-in stand-ins, which the operator's file
 * (SITE_CONFIG) replaces at deploy time.
 *
 * The phone, WhatsApp number, e-mail address, social links and map are not words: they
 * are read from ../client.ts, so they stay identical. Only the stand-in postal address
 * and the network labels are translated below (the operator may give the address in
 * both languages).
 */
import { client as english } from '../client.ts';
import type { Client } from '../schema.ts';

/** The networks' names as Marathi readers write them. */
const socialLabels = {
  facebook: 'फेसबुक',
  instagram: 'इन्स्टाग्राम',
  youtube: 'यूट्यूब',
  x: 'एक्स (ट्विटर)',
} satisfies Record<Client['social'][number]['network'], string>;

export const client = {
  phone: english.phone,
  whatsapp: english.whatsapp,
  email: english.email,
  /** The street line is the client's to add; the office is in Pune. */
  address: {
    lines: ['ॲग्रो टुरिझम कार्यालय', 'पुणे, महाराष्ट्र', 'भारत'],
    locality: 'पुणे',
    region: 'महाराष्ट्र',
    country: 'भारत',
    countryCode: english.address.countryCode,
  },
  social: english.social.map(({ network, url }) => ({ network, label: socialLabels[network], url })),
  map: english.map,
} satisfies Client;
