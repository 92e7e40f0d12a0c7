/**
 * The Our Story page: the workshop-and-news carousel, twelve videos, the 23
 * related links and three parallax sections.
 *
 * Related links go only to pages known to exist: English Wikipedia articles and
 * the Maharashtra Tourism (Government of Maharashtra) agro-tourism page.
 */
import slide1 from '../assets/images/story/slide-1.jpg?hero';
import slide2 from '../assets/images/story/slide-2.jpg?hero';
import slide3 from '../assets/images/story/slide-3.jpg?hero';
import slide4 from '../assets/images/story/slide-4.jpg?hero';
import slide5 from '../assets/images/story/slide-5.jpg?hero';
import parallax1 from '../assets/images/story/parallax-1.jpg?hero';
import parallax2 from '../assets/images/story/parallax-2.jpg?hero';
import parallax3 from '../assets/images/story/parallax-3.jpg?hero';
import type { Story } from './schema.ts';
import { storyVideos } from './videos.ts';

const wiki = (article: string) => `https://en.wikipedia.org/wiki/${article}`;

export const story = {
  heading: 'Our Story',
  intro: 'Workshops, field visits, awards and news from our work with farm families across Maharashtra.',
  carousel: {
    title: 'agro tourism workshop and news',
    slides: [
      {
        id: 'classroom-workshop',
        image: { picture: slide1, alt: 'A classroom workshop: farmers at desks facing a trainer and a board' },
        caption: 'Farm families at a workshop learn to plan a day for their guests.',
      },
      {
        id: 'field-visit',
        image: { picture: slide2, alt: 'Workshop participants on a field visit, walking between crops with a farmer' },
        caption: 'A field visit: participants see how a working centre receives its guests.',
      },
      {
        id: 'award-stage',
        image: { picture: slide3, alt: 'An award being presented on a stage in front of a seated audience' },
        caption: 'On stage to receive recognition for our work with farmers.',
      },
      {
        id: 'in-the-news',
        image: { picture: slide4, alt: 'A folded newspaper lying on a table with farm fields behind it' },
        caption: 'Agro tourism in the news: our workshops and partner farms in the papers.',
      },
      {
        id: 'group-photo',
        image: { picture: slide5, alt: 'Silhouettes of a workshop group standing together for a photograph' },
        caption: 'Together at the end of a training day.',
      },
    ],
  },
  videos: {
    heading: 'Videos',
    intro:
      'Farm life, festivals and workshops on film. Films with a play button load from YouTube only when you press it.',
    items: storyVideos,
  },
  relatedLinks: {
    heading: 'Related Links',
    intro: 'Further reading on agro tourism and on the regions, crops and landmarks of Maharashtra.',
    items: [
      {
        label: 'Maharashtra Tourism: Agro Tourism (Government of Maharashtra)',
        url: 'https://www.maharashtratourism.gov.in/web/mh-tourism/agro-tourism',
      },
      { label: 'Agritourism (Wikipedia)', url: wiki('Agritourism') },
      { label: 'Maharashtra (Wikipedia)', url: wiki('Maharashtra') },
      { label: 'Pune district (Wikipedia)', url: wiki('Pune_district') },
      { label: 'Konkan (Wikipedia)', url: wiki('Konkan') },
      { label: 'Ratnagiri district (Wikipedia)', url: wiki('Ratnagiri_district') },
      { label: 'Sindhudurg district (Wikipedia)', url: wiki('Sindhudurg_district') },
      { label: 'Raigad district (Wikipedia)', url: wiki('Raigad_district') },
      { label: 'Alphonso mango (Wikipedia)', url: wiki('Alphonso_mango') },
      { label: 'Sindhudurg Fort (Wikipedia)', url: wiki('Sindhudurg_Fort') },
      { label: 'Raigad Fort (Wikipedia)', url: wiki('Raigad_Fort') },
      { label: 'Western Ghats, the Sahyadri (Wikipedia)', url: wiki('Western_Ghats') },
      { label: 'Vidarbha (Wikipedia)', url: wiki('Vidarbha') },
      { label: 'Nagpur orange (Wikipedia)', url: wiki('Nagpur_orange') },
      { label: 'Marathwada (Wikipedia)', url: wiki('Marathwada') },
      { label: 'Ajanta Caves (Wikipedia)', url: wiki('Ajanta_Caves') },
      { label: 'Ellora Caves (Wikipedia)', url: wiki('Ellora_Caves') },
      { label: 'Hazur Sahib, Nanded (Wikipedia)', url: wiki('Hazur_Sahib') },
      { label: 'Kolhapur (Wikipedia)', url: wiki('Kolhapur') },
      { label: 'Jaggery (Wikipedia)', url: wiki('Jaggery') },
      { label: 'Khandesh (Wikipedia)', url: wiki('Khandesh') },
      { label: 'Jalgaon district (Wikipedia)', url: wiki('Jalgaon_district') },
      { label: 'Warli painting (Wikipedia)', url: wiki('Warli_painting') },
    ],
  },
  parallax: [
    {
      id: 'sahyadri',
      image: { picture: parallax1, alt: 'The green ridges of the Sahyadri hills under a wide sky' },
      heading: 'The Sahyadri',
      text: 'The Western Ghats run the length of Maharashtra, and farms nestle at their feet.',
    },
    {
      id: 'rivers',
      image: { picture: parallax2, alt: 'A river winding between green fields' },
      heading: 'Rivers that feed the fields',
      text: "From the Godavari to the Krishna, rivers water Maharashtra's sugarcane, grapes and paddy.",
    },
    {
      id: 'night-sky',
      image: { picture: parallax3, alt: 'A sky full of stars over a sleeping farm' },
      heading: 'Nights on the farm',
      text: 'Far from city lights, a farm stay is one of the best places to see the Milky Way.',
    },
  ],
} satisfies Story;
