/** The Gallery page: eleven captioned pictures, one of them "Milky Way". */
import g01 from '../assets/images/gallery/01.jpg?wide';
import g02 from '../assets/images/gallery/02.jpg?wide';
import g03 from '../assets/images/gallery/03.jpg?wide';
import g04 from '../assets/images/gallery/04.jpg?wide';
import g05 from '../assets/images/gallery/05.jpg?wide';
import g06 from '../assets/images/gallery/06.jpg?wide';
import g07 from '../assets/images/gallery/07.jpg?wide';
import g08 from '../assets/images/gallery/08.jpg?wide';
import g09 from '../assets/images/gallery/09.jpg?wide';
import g10 from '../assets/images/gallery/10.jpg?wide';
import g11 from '../assets/images/gallery/11.jpg?wide';
import type { Gallery } from './schema.ts';

export const gallery = {
  heading: 'Our Gallery',
  intro:
    'Scenes from the farms, villages and skies of Maharashtra: orchards in harvest, monsoon paddy, village art and quiet nights far from city lights. Select a picture to see it larger.',
  viewerLabel: 'Larger view of the picture',
  viewerPrevious: 'Previous picture',
  viewerNext: 'Next picture',
  viewerPosition: 'Picture {n} of {total}',
  images: [
    {
      id: 'mango-orchard',
      image: { picture: g01, alt: 'An Alphonso mango orchard in Ratnagiri, trees hung with ripening fruit' },
      caption: 'Alphonso mango orchard, Ratnagiri',
    },
    {
      id: 'bullock-cart',
      image: { picture: g02, alt: 'A bullock cart carrying visitors along a farm track between fields' },
      caption: 'Bullock cart ride',
    },
    {
      id: 'vineyard',
      image: { picture: g03, alt: 'Rows of grape vines with hanging bunches in a vineyard' },
      caption: 'Grape vineyard',
    },
    {
      id: 'tents',
      image: { picture: g04, alt: 'Tents pitched in the shade of large trees on a farm' },
      caption: 'Tents under the trees',
    },
    {
      id: 'thali',
      image: { picture: g05, alt: 'A thali meal served on a banana leaf with rice, bhakri, vegetables and chutneys' },
      caption: 'A farm thali on a banana leaf',
    },
    {
      id: 'warli-wall',
      image: { picture: g06, alt: 'White Warli figures of dancers, farmers and trees painted on a red mud wall' },
      caption: 'Warli painting on a mud wall',
    },
    {
      id: 'milky-way',
      image: { picture: g07, alt: 'The bright band of the Milky Way across a dark sky above a farm stay' },
      caption: 'Milky Way',
    },
    {
      id: 'monsoon-paddy',
      image: { picture: g08, alt: 'Green paddy fields in the Kokan monsoon under heavy grey clouds' },
      caption: 'Monsoon paddy fields, Kokan',
    },
    {
      id: 'jaggery',
      image: {
        picture: g09,
        alt: 'Sugarcane harvest beside wide pans of boiling cane juice at a Kolhapur jaggery unit',
      },
      caption: 'Sugarcane harvest and jaggery pans, Kolhapur',
    },
    {
      id: 'orange-orchard',
      image: { picture: g10, alt: 'An orange orchard near Nagpur with trees full of fruit' },
      caption: 'Orange orchard, Nagpur',
    },
    {
      id: 'farm-workshop',
      image: { picture: g11, alt: 'Children gathered by a village well for a farm workshop' },
      caption: 'Children at a farm workshop by the well',
    },
  ],
} satisfies Gallery;
