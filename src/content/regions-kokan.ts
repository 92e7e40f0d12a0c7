/** Region pages of the Kokan coast: Ratnagiri, Sindhudurg, Raigad. */
import ratnagiriImage from '../assets/images/regions/ratnagiri.jpg?wide';
import sindhudurgImage from '../assets/images/regions/sindhudurg.jpg?wide';
import raigadImage from '../assets/images/regions/raigad.jpg?wide';
import type { Region } from './schema.ts';

export const ratnagiri = {
  path: '/kokan/ratnagiri',
  name: 'Ratnagiri',
  division: 'Kokan',
  image: { picture: ratnagiriImage, alt: 'Alphonso mango trees on a slope above the Ratnagiri coast and the sea' },
  summary: 'The home of the Alphonso mango, on the Konkan coast between the Sahyadri and the Arabian Sea.',
  intro: [
    'Ratnagiri district stretches along the Konkan coast, with red laterite soil, short fast rivers and the Sahyadri hills to the east. It is best known for the Alphonso mango, called Hapus in Marathi, and for its quiet beaches and temple towns.',
    'Farm stays here sit among mango and cashew orchards and coconut groves, often a short drive from the sea.',
  ],
  crops: [
    'Alphonso (Hapus) mango',
    'Cashew',
    'Kokum',
    'Coconut and areca nut',
    'Jackfruit',
    'Paddy (rice) in the monsoon',
  ],
  seasons: [
    {
      period: 'March to June',
      text: 'Mango season, at its peak in April and May: the time for orchard visits and fresh aamras.',
    },
    {
      period: 'June to September',
      text: 'The monsoon turns the hills green and fills the waterfalls; paddy is transplanted in flooded fields.',
    },
    {
      period: 'October to February',
      text: 'Cool, clear days for beaches and forts, with cashew trees flowering towards the new year.',
    },
  ],
  landmarks: [
    'Ganpatipule, its seaside Ganesh temple and beach',
    'Ratnadurg fort above Ratnagiri town',
    'Thibaw Palace, built for the exiled last king of Burma',
    'The birthplace of Lokmanya Tilak in Ratnagiri town',
    'Dr. Balasaheb Sawant Konkan Krishi Vidyapeeth, the agricultural university at Dapoli',
  ],
  experiences: [
    'Pick and pack mangoes with an orchard family in season',
    'See cashew nuts roasted and shelled, and taste kokum sherbet',
    'Eat a Konkani thali with solkadhi',
    'Walk to the beach through coconut and areca groves',
  ],
} satisfies Region;

export const sindhudurg = {
  path: '/kokan/sindhudurg',
  name: 'Sindhudurg',
  division: 'Kokan',
  image: {
    picture: sindhudurgImage,
    alt: 'The walls of Sindhudurg sea fort rising from the water, with coconut palms on the shore',
  },
  summary: "Maharashtra's southernmost coast: sea forts, Malvani food, Devgad mangoes and coconut palms.",
  intro: [
    "Sindhudurg is the southernmost district on Maharashtra's coast, next to Goa. It takes its name from the sea fort that Chhatrapati Shivaji Maharaj built on an island off Malvan between 1664 and 1667.",
    'Inland, villages sit among coconut, cashew and mango orchards; the Alphonso mangoes of Devgad are among the most prized of all.',
  ],
  crops: ['Alphonso mango, especially from Devgad', 'Cashew', 'Coconut', 'Kokum', 'Jackfruit', 'Paddy (rice)'],
  seasons: [
    { period: 'March to June', text: 'Mango season in the orchards of Devgad and Vengurla.' },
    {
      period: 'June to September',
      text: 'Heavy monsoon rain; the ghats around Amboli are at their greenest and full of waterfalls.',
    },
    {
      period: 'October to May',
      text: 'Boats to Sindhudurg Fort and snorkelling at Tarkarli run in the fair-weather months; they stop in the monsoon.',
    },
  ],
  landmarks: [
    'Sindhudurg Fort, on an island off Malvan',
    'Tarkarli beach and the backwaters of the Karli river',
    'Vijaydurg fort on the Devgad coast',
    'Amboli, a hill station in the Sahyadri',
    'Sawantwadi, known for its hand-painted wooden toys',
  ],
  experiences: [
    'Take the boat to Sindhudurg Fort from the Malvan jetty',
    'Eat Malvani food: kombdi vade, fish curry and solkadhi',
    'Visit a cashew or mango orchard and a village coconut grove',
    'Watch wooden toys being carved and painted in Sawantwadi',
  ],
} satisfies Region;

export const raigad = {
  path: '/kokan/raigad',
  name: 'Raigad',
  division: 'Kokan',
  image: { picture: raigadImage, alt: 'A hill fort on a steep Sahyadri summit above green paddy fields' },
  summary: 'Paddy fields, sea forts and the hill fort where Chhatrapati Shivaji Maharaj was crowned.',
  intro: [
    'Raigad district lies south of Mumbai, between the sea and the Sahyadri. Raigad Fort, near Mahad, was the capital of Chhatrapati Shivaji Maharaj, who was crowned there in 1674.',
    'Its villages grow rice in the monsoon and vegetables and pulses after it, and its farms are an easy trip from Mumbai and Pune.',
  ],
  crops: [
    'Paddy (rice)',
    'Mango',
    'Coconut and areca nut',
    'Alibag white onion',
    'Vegetables and pulses after the monsoon',
  ],
  seasons: [
    {
      period: 'June to September',
      text: 'Paddy transplanting, full rivers and waterfalls; fort paths are slippery, so go with a local guide.',
    },
    { period: 'October to February', text: 'The rice harvest and cool weather for fort climbs and beaches.' },
    { period: 'March to May', text: 'Mango season and warm days by the sea.' },
  ],
  landmarks: [
    'Raigad Fort, reached on foot or by ropeway',
    'Murud-Janjira, a sea fort off Murud',
    'Kolaba fort and the beaches of Alibag',
    'Matheran, a hill station closed to motor vehicles',
    'Karnala Bird Sanctuary',
  ],
  experiences: [
    'Plant paddy alongside farmers in the monsoon',
    'Ride a buffalo through a farm pond, as some farms near Neral offer',
    'Eat rice bhakri and fish curry from a Konkani kitchen',
    'Climb Raigad Fort with a village guide',
  ],
} satisfies Region;
