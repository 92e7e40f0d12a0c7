/**
 * Marathi twin of ../people.ts: names of the founder, the team and the
 * testimonial authors, written in Devanagari.
 *
 * These are the client's to supply: the names below are the same stand-ins as
 * in ../people.ts, transliterated. Replace them here and in ../people.ts
 * together. (Testimonial authors are copied unchanged: they are already in
 * Marathi.)
 */
import type { People } from '../schema.ts';

export const people = {
  team: {
    founderCeo: 'संदीप जाधव',
    coFounderMd: 'प्राजक्ता कुलकर्णी',
    headOfProduction: 'अमोल शिंदे',
    contentManager: 'स्नेहल देशपांडे',
    headOfEditorial: 'मधुरा जोशी',
    researchAndAnchor: 'निखिल गायकवाड',
    headOfBusiness: 'विक्रम साळुंखे',
  },
  testimonialAuthors: {
    sunita: { lang: 'mr', name: 'सुनीता माने', detail: 'कृषी पर्यटन केंद्र चालिका, सातारा जिल्हा' },
    ramesh: { lang: 'mr', name: 'रमेश कदम', detail: 'आंबा बागायतदार, रत्नागिरी जिल्हा' },
    ashwini: { lang: 'mr', name: 'अश्विनी देशमुख', detail: 'ग्रामीण पर्यटन उद्योजिका, नाशिक जिल्हा' },
  },
} satisfies People;
