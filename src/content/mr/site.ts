/**
 * Marathi twin of ../site.ts: the company as the Marathi site presents it.
 * The brand "Agro Tourism" is written in Devanagari; the legal or trading name
 * has not been supplied, so `legalName` is a stand-in for the client to replace
 * here and in ../site.ts together.
 */
import type { Site } from '../schema.ts';

export const site = {
  name: 'ॲग्रो टुरिझम',
  legalName: 'ॲग्रो टुरिझम',
  tagline: 'महाराष्ट्रातील कृषी, ग्रामीण आणि आदिवासी पर्यटन',
  description:
    'पुण्यातील एक सल्लागार संस्था. शेतकऱ्यांना कृषी पर्यटन केंद्रे चालवायला मदत करते आणि पर्यटकांना महाराष्ट्रभरातील खरेखुरे शेती, ग्रामीण व आदिवासी अनुभव शोधून देते.',
  language: 'mr-IN',
  city: 'पुणे',
  region: 'महाराष्ट्र',
  country: 'भारत',
  areaServed: ['महाराष्ट्र', 'कोकण', 'विदर्भ', 'पश्चिम महाराष्ट्र', 'मराठवाडा', 'खानदेश'],
  logoAlt: 'ॲग्रो टुरिझमचा लोगो: सूर्याखाली नांगरलेल्या शेतावर उगवलेला अंकुर',
  skipLink: 'थेट मुख्य मजकुराकडे जा',
} satisfies Site;
