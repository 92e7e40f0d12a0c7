/**
 * Names of the founder, the team and the testimonial authors.
 *
 * These are the client's to supply: the names below are stand-ins, and every
 * page reads names from this one file only, so replacing them here is all it
 * takes. (Testimonial authors are written in Devanagari because their cards
 * are in Marathi.)
 */
import type { People } from './schema.ts';

export const people = {
  team: {
    founderCeo: 'Sandeep Jadhav',
    coFounderMd: 'Prajakta Kulkarni',
    headOfProduction: 'Amol Shinde',
    contentManager: 'Snehal Deshpande',
    headOfEditorial: 'Madhura Joshi',
    researchAndAnchor: 'Nikhil Gaikwad',
    headOfBusiness: 'Vikram Salunkhe',
  },
  testimonialAuthors: {
    sunita: { lang: 'mr', name: 'सुनीता माने', detail: 'कृषी पर्यटन केंद्र चालिका, सातारा जिल्हा' },
    ramesh: { lang: 'mr', name: 'रमेश कदम', detail: 'आंबा बागायतदार, रत्नागिरी जिल्हा' },
    ashwini: { lang: 'mr', name: 'अश्विनी देशमुख', detail: 'ग्रामीण पर्यटन उद्योजिका, नाशिक जिल्हा' },
  },
} satisfies People;
