/**
 * The Agro page (/agro): a short explanation of agro tourism, with key facts;
 * the page lists the region pages (regions.ts) under `regionsHeading`.
 */
import type { Agro } from './schema.ts';

export const agro = {
  heading: 'What Is Agro Tourism?',
  intro: [
    'Agro tourism brings travellers to working farms. Guests stay with a farm family, eat what the farm grows, join in the work of the season and enjoy village life; the family earns a second income without giving up farming.',
    'Maharashtra, with its many farming regions, has been a pioneer of agro tourism in India.',
  ],
  facts: [
    {
      label: 'September 2020',
      text: 'The Government of Maharashtra approved its Agri-Tourism Policy, under which farmers, their co-operatives and agricultural institutions can register agro-tourism centres with the tourism department.',
    },
    {
      label: '16 May',
      text: 'World Agri-Tourism Day, marked in Maharashtra with conferences and awards for farmers who run agro-tourism centres.',
    },
    {
      label: 'Five regions',
      text: 'Kokan, Vidarbha, West Maharashtra, Marathwada and Khandesh each offer different crops, seasons, food and landscapes.',
    },
  ],
  sections: [
    {
      id: 'for-guests',
      heading: 'For guests',
      paragraphs: [
        'A farm visit can be a day trip or a stay of several nights. Expect simple, clean rooms, home-cooked food and hosts who know every tree on their land. Children learn where food comes from; adults slow down.',
      ],
      list: [
        'Pick mangoes in Kokan, oranges in Vidarbha or grapes near Pune, in season',
        'Ride a bullock cart, milk a cow and cook bhakri on a chulha',
        'See jaggery made in Kolhapur or cotton picked in Vidarbha',
        'Enjoy folk songs, Warli art and village festivals',
      ],
    },
    {
      id: 'for-farmers',
      heading: 'For farmers',
      paragraphs: [
        'Agro tourism turns what a farm already has, its fields, animals, food and traditions, into a steady second income. It opens a direct market for produce and creates work for young people in the village.',
        'Starting well takes planning: what to offer in each season, how many guests to host, what to build and how to register. That is where we come in, with workshops, consulting, design, project reports and marketing.',
      ],
    },
  ],
  regionsHeading: 'Explore agro tourism by region',
  regionsIntro:
    'Each region page describes its crops, the best seasons to visit, nearby landmarks and the farm experiences on offer.',
} satisfies Agro;
