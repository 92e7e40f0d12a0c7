/**
 * The Home page: hero clips, welcome rows, the Mission / Vision / Awards flip
 * cards, Marathi testimonials, the nine services and the five cards.
 */
import heroFarm from '../assets/images/hero/farm.jpg?hero';
import heroJourney from '../assets/images/hero/journey.jpg?hero';
import heroRural from '../assets/images/hero/rural.jpg?hero';
import heroHarvest from '../assets/images/hero/harvest.jpg?hero';
import welcome1 from '../assets/images/home/welcome-1.jpg?wide';
import welcome2 from '../assets/images/home/welcome-2.jpg?wide';
import card1 from '../assets/images/home/card-1.jpg?card';
import card2 from '../assets/images/home/card-2.jpg?card';
import card3 from '../assets/images/home/card-3.jpg?card';
import card4 from '../assets/images/home/card-4.jpg?card';
import card5 from '../assets/images/home/card-5.jpg?card';
import { people } from './people.ts';
import type { Home } from './schema.ts';
import { sitePaths } from '../site-paths.ts';

const { sunita, ramesh, ashwini } = people.testimonialAuthors;

export const home = {
  heading: 'Agro Tourism in Maharashtra',
  hero: {
    label: 'Farm life in Maharashtra',
    slides: [
      {
        id: 'farm',
        video: '/media/hero/farm.mp4',
        poster: { picture: heroFarm, alt: 'Green farm fields at sunrise with a farmhouse beyond them' },
        title: 'Agro Tourism',
        subtitle: 'Start Your Journey Now',
      },
      {
        id: 'journey',
        video: '/media/hero/journey.mp4',
        poster: { picture: heroJourney, alt: 'A bullock cart on a village lane with hills in the distance' },
        title: 'Rural Rhythms',
      },
      {
        id: 'rural',
        video: '/media/hero/rural.mp4',
        poster: { picture: heroRural, alt: 'A mango orchard heavy with ripe fruit and baskets of the harvest' },
        title: 'Harvest Sweet Memory In Farm',
      },
      {
        id: 'harvest',
        video: '/media/hero/harvest.mp4',
        poster: { picture: heroHarvest, alt: 'Evening over sugarcane fields, with lanterns glowing by tents' },
        title: 'Memory In Farm',
      },
    ],
  },
  welcome: {
    heading: 'Welcome to Agro Tourism',
    rows: [
      {
        heading: 'Stay where your food is grown',
        paragraphs: [
          'Agro tourism invites you onto a working farm: you sleep in a farmhouse or cottage, eat what the family grows and spend the day in the fields beside them.',
          'We work with farm families across Maharashtra, from the mango orchards of Kokan to the orange groves of Vidarbha, so that their welcome is warm, clean and safe, and their income grows with every guest.',
        ],
        image: {
          picture: welcome1,
          alt: 'The courtyard of a farm stay with a tiled roof, a tulsi planter and cots in the shade',
        },
      },
      {
        heading: 'Learn by doing',
        paragraphs: [
          'Pick fruit, milk a cow, ride a bullock cart, cook bhakri on a chulha and listen to the songs of the season. Children learn where food comes from; grown-ups slow down.',
          'For farmers we run workshops, plan centres and handle marketing, so that hosting guests becomes a steady second income alongside the harvest.',
        ],
        image: {
          picture: welcome2,
          alt: 'A family picking fruit together in an orchard, a child holding up a full basket',
        },
      },
    ],
    /** `context` completes the label for screen readers and search engines ("Learn More about us"). */
    cta: { label: 'Learn More', context: 'about us and our team', to: sitePaths.about },
  },
  flipCards: {
    heading: 'What drives us',
    hint: 'Tap, hover over or focus a card to turn it.',
    cards: [
      {
        id: 'mission',
        title: 'Mission',
        icon: 'Target',
        teaser: 'Why we exist',
        body: {
          kind: 'text',
          paragraphs: [
            'To empower farmers with digital platforms and services so that they earn more from their agro tourism centres.',
          ],
        },
      },
      {
        id: 'vision',
        title: 'Vision',
        icon: 'Eye',
        teaser: 'Where we are going',
        body: {
          kind: 'text',
          paragraphs: [
            'To be a top agri-tourism solution provider in India, and to give the farmers we work with an identity recognised around the world.',
          ],
        },
      },
      {
        id: 'awards',
        title: 'Awards',
        icon: 'Award',
        teaser: 'Recognition for our work',
        body: {
          kind: 'list',
          items: [
            'Best E-commerce Start-up of 2018',
            'Recognition from a regional development organisation',
            'A special award at a felicitation ceremony',
          ],
        },
      },
    ],
  },
  testimonials: {
    heading: 'From our workshop participants',
    intro: 'Farmers who trained with us, in their own words (in Marathi).',
    items: [
      {
        id: 'sunita-mane',
        lang: 'mr',
        quote:
          'कार्यशाळेत पाहुण्यांचे स्वागत कसे करायचे, जेवणाचे नियोजन कसे करायचे आणि खर्चाचा हिशेब कसा ठेवायचा, हे अगदी सोप्या भाषेत शिकवले. आता आमच्या शेतावर दर शनिवार-रविवारी शहरातील कुटुंबे येतात आणि घरच्या भाजीपाल्याला जागेवरच चांगला भाव मिळतो.',
        name: sunita.name,
        detail: sunita.detail,
      },
      {
        id: 'ramesh-kadam',
        lang: 'mr',
        quote:
          'आंब्याच्या हंगामात बागेत पर्यटक बोलवावेत, असा विचार कधी केलाच नव्हता. प्रशिक्षणानंतर आम्ही आंबा तोडणीचा अनुभव सुरू केला. पाहुणे स्वतः आंबे उतरवतात, आमरस-पुरीचा आस्वाद घेतात आणि जाताना आंब्याच्या पेट्या घरी घेऊन जातात.',
        name: ramesh.name,
        detail: ramesh.detail,
      },
      {
        id: 'ashwini-deshmukh',
        lang: 'mr',
        quote:
          'मोबाइलवर चांगले फोटो कसे काढायचे, पाहुण्यांचे अभिप्राय कसे मिळवायचे आणि सोशल मीडियावर प्रामाणिक माहिती कशी द्यायची, हे मी या कार्यशाळेत शिकले. आता आमच्या केंद्राबद्दल चौकशीसाठी रोज फोन येतात.',
        name: ashwini.name,
        detail: ashwini.detail,
      },
    ],
  },
  events: {
    heading: 'Lets Check Our Events',
    intro: 'Everything a farm family needs to welcome guests, and everything a traveller needs to find them.',
    services: [
      {
        id: 'workshops-training',
        title: 'Workshops and Training',
        description:
          'Hands-on workshops for farm families on hosting guests, food safety, pricing and planning activities through the seasons.',
        icon: 'GraduationCap',
      },
      {
        id: 'rural-tourism-consulting',
        title: 'Rural Tourism Consulting',
        description:
          'A visit to your farm and a clear plan: what to offer, whom to invite, what it costs and how to register your centre.',
        icon: 'Compass',
      },
      {
        id: 'architecture-landscape',
        title: 'Architecture and Landscape Design',
        description:
          'Cottages, kitchens and paths built from local materials, laid out so that guests enjoy the farm without harming it.',
        icon: 'Ruler',
      },
      {
        id: 'bank-project-reports',
        title: 'Bank Project Reports',
        description:
          'Project reports with costs, income estimates and repayment plans, prepared the way banks ask for them when you apply for a loan.',
        icon: 'Landmark',
      },
      {
        id: 'tours-festival-trips',
        title: 'Tours and Festival Trips',
        description:
          'Guided trips to farms, harvests and village festivals across Maharashtra, for families, schools and companies.',
        icon: 'Bus',
      },
      {
        id: 'content-development',
        title: 'Content Development',
        description:
          'Words, photographs and short films that tell the real story of your farm, in English and Marathi.',
        icon: 'PenLine',
      },
      {
        id: 'it-work',
        title: 'IT Work',
        description:
          'Websites, booking forms and simple record keeping, set up so that a busy farm family can run them from a phone.',
        icon: 'Laptop',
      },
      {
        id: 'digital-marketing',
        title: 'Digital and Social Media Marketing',
        description:
          'Map listings, social media pages and guest reviews that bring visitors in every season, not only at harvest.',
        icon: 'Megaphone',
      },
      {
        id: 'promotion-branding',
        title: 'Promotion and Branding',
        description:
          'A name, a logo and a signboard for your centre, and a place in our tours, fairs and partner listings.',
        icon: 'BadgeCheck',
      },
    ],
  },
  cards: {
    heading: 'Experiences waiting for you',
    intro: 'A few of the simple pleasures our partner farms offer.',
    items: [
      {
        id: 'farm-stay',
        title: 'Farm Stay',
        text: 'Wake to birdsong in a farmhouse and drink tea fresh from the chulha.',
        image: { picture: card1, alt: 'A farmhouse with a tiled roof and a veranda among green fields' },
      },
      {
        id: 'bullock-cart-ride',
        title: 'Bullock Cart Ride',
        text: 'A slow, bumpy, happy ride along the field bunds.',
        image: { picture: card2, alt: 'A pair of bullocks pulling a wooden cart along a dirt track' },
      },
      {
        id: 'traditional-food',
        title: 'Traditional Food',
        text: 'Bhakri, pithla, thecha and seasonal vegetables, cooked on a wood fire.',
        image: { picture: card3, alt: 'A traditional Maharashtrian meal of bhakri, vegetables and chutney on a plate' },
      },
      {
        id: 'orchard-walk',
        title: 'Orchard Walk',
        text: 'Walk under mango, chikoo and guava trees with the farmer who planted them.',
        image: { picture: card4, alt: 'A path between rows of fruit trees in an orchard' },
      },
      {
        id: 'stargazing',
        title: 'Stargazing',
        text: 'Far from city lights, the night sky is full of stars.',
        image: { picture: card5, alt: 'A starry night sky above a quiet farm' },
      },
    ],
  },
  whatsapp: { label: 'Chat with us on WhatsApp' },
} satisfies Home;
