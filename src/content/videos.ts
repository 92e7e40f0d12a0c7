/**
 * The eighteen video players: six on Our Project, twelve on Our Story.
 *
 * Client-supplied: we have no list of the client's own videos. The one YouTube
 * id below is a real, public video on agro-tourism that we found and checked;
 * every other entry has `youtubeId: null` and a working title for the topic,
 * and shows only its poster until the client supplies the video (replace the
 * id and the title together). Never fill in an id that has not been checked.
 */
import project1 from '../assets/images/videos/project-1.jpg?card';
import project2 from '../assets/images/videos/project-2.jpg?card';
import project3 from '../assets/images/videos/project-3.jpg?card';
import project4 from '../assets/images/videos/project-4.jpg?card';
import project5 from '../assets/images/videos/project-5.jpg?card';
import project6 from '../assets/images/videos/project-6.jpg?card';
import story1 from '../assets/images/videos/story-1.jpg?card';
import story2 from '../assets/images/videos/story-2.jpg?card';
import story3 from '../assets/images/videos/story-3.jpg?card';
import story4 from '../assets/images/videos/story-4.jpg?card';
import story5 from '../assets/images/videos/story-5.jpg?card';
import story6 from '../assets/images/videos/story-6.jpg?card';
import story7 from '../assets/images/videos/story-7.jpg?card';
import story8 from '../assets/images/videos/story-8.jpg?card';
import story9 from '../assets/images/videos/story-9.jpg?card';
import story10 from '../assets/images/videos/story-10.jpg?card';
import story11 from '../assets/images/videos/story-11.jpg?card';
import story12 from '../assets/images/videos/story-12.jpg?card';
import type { Video } from './schema.ts';

export const projectVideos = [
  {
    id: 'workshop-first-guests',
    title: 'Workshop: welcoming your first guests',
    poster: { picture: project1, alt: 'Video poster: farmers seated in a classroom workshop, listening to a trainer' },
    youtubeId: null,
  },
  {
    id: 'planning-farm-year',
    title: 'Planning guest activities through the farm year',
    poster: { picture: project2, alt: 'Video poster: a farmer explaining crops to visitors at the edge of a field' },
    youtubeId: null,
  },
  {
    id: 'cottages-local-materials',
    title: 'Designing guest cottages with local materials',
    poster: { picture: project3, alt: 'Video poster: a small cottage with a tiled roof beside farm fields' },
    youtubeId: null,
  },
  {
    id: 'farm-kitchen',
    title: 'Cooking for guests in a farm kitchen',
    poster: { picture: project4, alt: 'Video poster: a traditional farm kitchen with a wood-fired chulha' },
    youtubeId: null,
  },
  {
    id: 'phone-photography',
    title: 'Showing your farm well in photographs',
    poster: { picture: project5, alt: 'Video poster: a farm scene being photographed for promotion' },
    youtubeId: null,
  },
  {
    id: 'orchard-field-visit',
    title: 'Field visit to a mango orchard',
    poster: { picture: project6, alt: 'Video poster: workshop participants walking through a mango orchard' },
    youtubeId: null,
  },
] satisfies Video[];

export const storyVideos = [
  {
    id: 'agrotourism-bihar',
    title: 'Agrotourism in Bihar: a farm near Patna (Back to Farming, in Hindi)',
    poster: { picture: story1, alt: 'Video poster: a farm with huts and fields where visitors are welcomed' },
    youtubeId: 'D5gbcdyB0JY',
  },
  {
    id: 'world-agri-tourism-day',
    title: 'World Agri-Tourism Day, 16 May',
    poster: { picture: story2, alt: 'Video poster: farmers gathered on a stage for an agri-tourism event' },
    youtubeId: null,
  },
  {
    id: 'kokan-farm-stay',
    title: 'A day at a Kokan farm stay',
    poster: { picture: story3, alt: 'Video poster: a Kokan farmhouse among coconut palms and paddy fields' },
    youtubeId: null,
  },
  {
    id: 'bullock-cart-games',
    title: 'Bullock cart rides and village games',
    poster: { picture: story4, alt: 'Video poster: a bullock cart carrying visitors along a village track' },
    youtubeId: null,
  },
  {
    id: 'warli-painting',
    title: 'Warli painting with tribal artists',
    poster: { picture: story5, alt: 'Video poster: white Warli figures painted on a red mud wall' },
    youtubeId: null,
  },
  {
    id: 'kolhapur-jaggery',
    title: 'How jaggery is made in Kolhapur',
    poster: { picture: story6, alt: 'Video poster: sugarcane juice boiling in wide iron pans at a jaggery unit' },
    youtubeId: null,
  },
  {
    id: 'grape-harvest',
    title: 'Grape harvest near Pune',
    poster: { picture: story7, alt: 'Video poster: rows of vines hung with bunches of grapes' },
    youtubeId: null,
  },
  {
    id: 'monsoon-paddy',
    title: 'Planting paddy in the monsoon',
    poster: {
      picture: story8,
      alt: 'Video poster: farmers transplanting paddy in flooded green fields under rain clouds',
    },
    youtubeId: null,
  },
  {
    id: 'nagpur-oranges',
    title: 'The orange orchards of Nagpur',
    poster: { picture: story9, alt: 'Video poster: orange trees heavy with fruit in a Vidarbha orchard' },
    youtubeId: null,
  },
  {
    id: 'jalgaon-bananas',
    title: 'Banana plantations of Jalgaon',
    poster: { picture: story10, alt: 'Video poster: tall banana plants in long rows on a Khandesh farm' },
    youtubeId: null,
  },
  {
    id: 'farm-school-day',
    title: 'A farm school day for children',
    poster: { picture: story11, alt: 'Video poster: children learning about plants from a farmer' },
    youtubeId: null,
  },
  {
    id: 'night-sky',
    title: 'A night under the stars on the farm',
    poster: { picture: story12, alt: 'Video poster: a starry night sky above tents on a farm' },
    youtubeId: null,
  },
] satisfies Video[];
