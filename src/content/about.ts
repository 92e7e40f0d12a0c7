/**
 * The About page: the company story, the founder and the team of seven with the
 * spec's roles, in the spec's order. Names come from people.ts (client-supplied).
 */
import storyImage from '../assets/images/about/story.jpg?wide';
import founderImage from '../assets/images/about/founder.jpg?portrait';
// Team portraits are assigned so that each suits the stand-in name it illustrates.
import team1 from '../assets/images/about/team-1.jpg?portrait';
import team2 from '../assets/images/about/team-2.jpg?portrait';
import team3 from '../assets/images/about/team-3.jpg?portrait';
import team4 from '../assets/images/about/team-4.jpg?portrait';
import team5 from '../assets/images/about/team-5.jpg?portrait';
import team6 from '../assets/images/about/team-6.jpg?portrait';
import team7 from '../assets/images/about/team-7.jpg?portrait';
import { people } from './people.ts';
import type { About } from './schema.ts';

const t = people.team;
const portrait = (name: string) => `Illustrated portrait silhouette standing in for ${name}`;

export const about = {
  heading: 'About Us',
  intro:
    'We are an agro-tourism consultancy in Pune. We help farm families welcome guests, and help guests find the farms.',
  story: {
    heading: 'Our story',
    paragraphs: [
      "Agro Tourism began with a simple observation. Maharashtra's farms have what city families are looking for: open fields, fresh food, festivals and stories. Farm families, for their part, need an income that does not rise and fall with a single harvest or a single market price.",
      'Maharashtra is a pioneer of agri-tourism in India. Farmers around Baramati were hosting guests by the mid-2000s, and in September 2020 the state approved its Agri-Tourism Policy, so that farmers, their co-operatives and agricultural institutions can register centres with the tourism department.',
      "We stand between the farm and the guest. We train farm families in workshops, plan and design their centres, prepare the project reports that banks ask for, organise tours and festival trips, and tell each farm's story online so that visitors keep coming in every season.",
      "Our work is measured in the farmer's income and the guest's memories: a child who milks a cow for the first time, a family that comes back for the next mango season, a village that sees its own food and songs valued.",
    ],
    image: {
      picture: storyImage,
      alt: 'A training workshop under a large shady tree, farmers seated around a speaker',
    },
  },
  founder: {
    heading: 'Our founder',
    name: t.founderCeo,
    role: 'Founder & CEO',
    paragraphs: [
      `${t.founderCeo} founded Agro Tourism to bring together two worlds: the farm, with its knowledge and its hospitality, and the traveller who wants to see how food is grown.`,
      "He leads the company's workshops and consulting, and his rule for every centre is the same: begin with what the farm already does well, keep it honest, and make sure the farm family earns from every visit.",
    ],
    image: {
      picture: founderImage,
      alt: `Illustrated portrait silhouette standing in for ${t.founderCeo}, our founder`,
    },
  },
  values: {
    heading: 'What we believe',
    items: [
      {
        title: 'Farmer first',
        text: 'A centre succeeds when the farm family earns well and stays in charge of its land and its time.',
      },
      { title: 'Honest experiences', text: 'Real work, real food and real village life, not a stage set.' },
      { title: 'Care for the land', text: 'Local materials, little waste and respect for water, soil and wildlife.' },
      {
        title: 'Learning together',
        text: 'Guests learn about farming; farmers learn about guests. Both leave richer.',
      },
    ],
  },
  team: {
    heading: 'Our team',
    intro: 'Seven people who bring together farming, hospitality, design, writing, research and business.',
    members: [
      {
        id: 'founder-ceo',
        name: t.founderCeo,
        role: 'Founder & CEO',
        image: { picture: team2, alt: portrait(t.founderCeo) },
      },
      {
        id: 'co-founder-md',
        name: t.coFounderMd,
        role: 'Co-Founder & MD',
        image: { picture: team1, alt: portrait(t.coFounderMd) },
      },
      {
        id: 'head-of-production',
        name: t.headOfProduction,
        role: 'Head of Production',
        image: { picture: team4, alt: portrait(t.headOfProduction) },
      },
      {
        id: 'content-manager',
        name: t.contentManager,
        role: 'Content Manager',
        image: { picture: team3, alt: portrait(t.contentManager) },
      },
      {
        id: 'head-of-editorial',
        name: t.headOfEditorial,
        role: 'Head of Editorial',
        image: { picture: team5, alt: portrait(t.headOfEditorial) },
      },
      {
        id: 'research-anchor',
        name: t.researchAndAnchor,
        role: 'R & D and Anchor',
        image: { picture: team6, alt: portrait(t.researchAndAnchor) },
      },
      {
        id: 'head-of-business',
        name: t.headOfBusiness,
        role: 'Head of Business',
        image: { picture: team7, alt: portrait(t.headOfBusiness) },
      },
    ],
  },
} satisfies About;
