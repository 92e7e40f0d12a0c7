/**
 * A unique title and description for every route, the ten region pages and the
 * not-found page. PageMeta adds " | Agro Tourism" to each title. Blog articles
 * (/blog1/<slug>, /blog2/<slug>) use their own title and summary.
 */
import type { Meta } from './schema.ts';
import { sitePaths } from '../site-paths.ts';

export const meta = {
  [sitePaths.home]: {
    title: 'Farm, Rural and Tribal Tourism in Maharashtra',
    description:
      'Stay on working farms across Maharashtra, and help farm families earn more from agro tourism with workshops, consulting and marketing from Pune.',
  },
  [sitePaths.about]: {
    title: 'About Us',
    description:
      'Our story, our founder and the team of seven behind Agro Tourism, a Pune consultancy for farm, rural and tribal tourism in Maharashtra.',
  },
  [sitePaths.agro]: {
    title: 'What Is Agro Tourism?',
    description:
      'What agro tourism is, how Maharashtra supports it through its 2020 Agri-Tourism Policy, World Agri-Tourism Day on 16 May, and where to go.',
  },
  [sitePaths.blogs]: {
    title: 'Our Blogs',
    description:
      'Read our English and Marathi blogs on agro tourism: policy, seasons, farm food, marketing, homestays and community development.',
  },
  [sitePaths.contact]: {
    title: 'Contact Us',
    description:
      'Write to our Pune office about farm visits, workshops or starting a centre, and read answers to common questions about agro tourism.',
  },
  [sitePaths.project]: {
    title: 'Our Project',
    description:
      'Excursions, hands-on experiences, farm tours and quiet stays: our project and our agro-tourism workshops and training, with videos.',
  },
  [sitePaths.story]: {
    title: 'Our Story',
    description:
      'Workshops, field visits and news from our work with farm families, with videos and links for further reading on Maharashtra.',
  },
  [sitePaths.englishBlog]: {
    title: 'English Blog',
    description:
      'Guides on agro tourism in Maharashtra: the 2020 policy, farm festivals, food, children on the farm, homestays, Warli art and more.',
  },
  [sitePaths.marathiBlog]: {
    title: 'Marathi Blog',
    description:
      'Marathi articles for farm families and centre owners: agro-tourism policy, World Agri-Tourism Day, benefits, marketing and more.',
  },
  [sitePaths.registration]: {
    title: 'Agro Tourism Registration',
    description:
      'Register your agro-tourism centre with Agro Tourism so that our team can contact you about training, consulting and promotion.',
  },
  [sitePaths.gallery]: {
    title: 'Our Gallery',
    description:
      'Pictures of farm life in Maharashtra: mango orchards, vineyards, monsoon paddy, Warli art, jaggery making and the Milky Way over a farm.',
  },
  [sitePaths.login]: {
    title: 'Admin Login',
    description:
      'Sign in to the Agro Tourism admin area. Farm owners can register an agro-tourism centre from this page too.',
  },
  [sitePaths.terms]: {
    title: 'Terms of Use',
    description:
      'The terms that apply when you use the Agro Tourism website, register a centre with us or follow links to other sites.',
  },
  [sitePaths.privacy]: {
    title: 'Privacy Notice',
    description:
      'What the registration form collects, why we ask, where the details go and whom to contact about your personal information.',
  },
  [sitePaths.support]: {
    title: 'Support',
    description:
      'Get help with the Agro Tourism website, the centre registration form or our services, by e-mail, phone or WhatsApp.',
  },
  '/kokan/ratnagiri': {
    title: 'Ratnagiri: Alphonso Mango Country',
    description:
      'Agro tourism in Ratnagiri: Alphonso mango and cashew orchards, Konkan food, the best seasons to visit and landmarks near the coast.',
  },
  '/kokan/sindhudurg': {
    title: 'Sindhudurg: Sea Forts and Malvani Farms',
    description:
      'Agro tourism in Sindhudurg: Devgad mangoes, coconut and cashew farms, Malvani food and the sea fort off Malvan.',
  },
  '/kokan/raigad': {
    title: 'Raigad: Paddy Fields and Hill Forts',
    description:
      'Agro tourism in Raigad district: monsoon paddy planting, mango and coconut farms, Raigad Fort and sea forts, close to Mumbai and Pune.',
  },
  '/vidarbha/nagpur': {
    title: 'Nagpur: Orange Orchards of Vidarbha',
    description:
      'Agro tourism around Nagpur, the Orange City: orchard walks in orange season, Vidarbha food and tiger reserves nearby.',
  },
  '/vidarbha/akola': {
    title: 'Akola: Cotton Country',
    description:
      'Agro tourism in Akola: cotton picking season, soybean and pulse farms, an agricultural university and Narnala fort.',
  },
  '/west/pune': {
    title: 'Pune: Vineyards, Sugarcane and Forts',
    description:
      'Agro tourism in Pune district: grape harvests, sugarcane farms, Baramati agri-tourism and Sahyadri forts such as Shivneri and Sinhagad.',
  },
  '/west/kolhapur': {
    title: 'Kolhapur: Sugarcane and Jaggery',
    description:
      'Agro tourism in Kolhapur: see jaggery made in village gurhals, taste Kolhapuri food and visit the Mahalaxmi temple and Panhala fort.',
  },
  '/marathwada/aurangabad': {
    title: 'Aurangabad (Chhatrapati Sambhajinagar)',
    description:
      'Agro tourism near Aurangabad, now Chhatrapati Sambhajinagar: cotton and mosambi farms, Paithani weaving and the Ajanta and Ellora caves.',
  },
  '/marathwada/nanded': {
    title: 'Nanded: Farms on the Godavari',
    description:
      'Agro tourism in Nanded: soybean, cotton and banana farms on the Godavari, Takht Sachkhand Sri Hazur Sahib and Sahastrakund falls.',
  },
  '/khandesh': {
    title: 'Khandesh: Jalgaon Bananas and Tribal Culture',
    description:
      'Agro tourism in Khandesh: Jalgaon banana plantations, Khandeshi bharit, tribal markets in the Satpura foothills and the Ajanta caves.',
  },
} satisfies Meta;
