/** Region pages of Vidarbha and West Maharashtra: Nagpur, Akola, Pune, Kolhapur. */
import nagpurImage from '../assets/images/regions/nagpur.jpg?wide';
import akolaImage from '../assets/images/regions/akola.jpg?wide';
import puneImage from '../assets/images/regions/pune.jpg?wide';
import kolhapurImage from '../assets/images/regions/kolhapur.jpg?wide';
import type { Region } from './schema.ts';

export const nagpur = {
  path: '/vidarbha/nagpur',
  name: 'Nagpur',
  division: 'Vidarbha',
  image: { picture: nagpurImage, alt: 'Rows of orange trees laden with ripe Nagpur oranges' },
  summary: 'The Orange City of India, at the heart of Vidarbha.',
  intro: [
    'Nagpur is the largest city of Vidarbha, in the east of Maharashtra, and is called the Orange City for the Nagpur mandarin grown around it. The Nagpur orange has had a Geographical Indication since 2014.',
    "The district's farms also grow cotton, soybean and pigeon pea, and tiger reserves lie within easy reach.",
  ],
  crops: ['Nagpur orange (mandarin)', 'Cotton', 'Soybean', 'Tur (pigeon pea)', 'Wheat and gram in winter'],
  seasons: [
    { period: 'September to December', text: 'The Ambia crop of oranges, with a slightly sour taste, is harvested.' },
    { period: 'January to March', text: 'The sweeter Mrig crop, and pleasant weather for orchard walks.' },
    { period: 'April to June', text: 'Very hot: plan farm visits for the early morning.' },
  ],
  landmarks: [
    'Deekshabhoomi, where Dr. B. R. Ambedkar embraced Buddhism in 1956',
    'The Zero Mile stone',
    'Ramtek and its hill temples',
    'Pench Tiger Reserve',
    'Tadoba-Andhari Tiger Reserve in neighbouring Chandrapur district',
  ],
  experiences: [
    'Walk through orange orchards and taste fruit from the tree',
    'Learn how oranges are graded and packed for market',
    'Try Varhadi and Saoji cooking',
    'Combine a farm stay with a tiger safari',
  ],
} satisfies Region;

export const akola = {
  path: '/vidarbha/akola',
  name: 'Akola',
  division: 'Vidarbha',
  image: { picture: akolaImage, alt: 'Cotton fields with open white bolls stretching to the horizon' },
  summary: 'Cotton country in western Vidarbha, and home to an agricultural university.',
  intro: [
    'Akola lies in the cotton belt of western Vidarbha. Black soil and monsoon rain support cotton, soybean and pulses, and the town has long been a centre of the cotton trade and of ginning.',
    "Dr. Panjabrao Deshmukh Krishi Vidyapeeth, one of Maharashtra's agricultural universities, has its headquarters in Akola.",
  ],
  crops: ['Cotton', 'Soybean', 'Tur (pigeon pea)', 'Jowar (sorghum)', 'Gram and wheat in winter'],
  seasons: [
    { period: 'June to September', text: 'Sowing after the first good monsoon rain.' },
    { period: 'October to January', text: 'Cotton picking, when the fields turn white with open bolls.' },
    { period: 'November to February', text: 'Cool days for farm visits among the winter crops.' },
  ],
  landmarks: [
    'Narnala fort in the Satpura hills',
    'Dr. Panjabrao Deshmukh Krishi Vidyapeeth and its research farms',
    'The Raj Rajeshwar temple in Akola',
    'Lonar crater lake in neighbouring Buldhana district',
  ],
  experiences: [
    'See cotton picked by hand and learn how it is ginned',
    'Visit university demonstration plots, by arrangement',
    'Share a Varhadi meal with a farm family',
    'Make a day trip to the Lonar crater',
  ],
} satisfies Region;

export const pune = {
  path: '/west/pune',
  name: 'Pune',
  division: 'West Maharashtra',
  image: { picture: puneImage, alt: 'A grape vineyard in the foreground with Sahyadri hills and a fort behind' },
  summary: 'Forts of the Sahyadri, grape gardens and sugarcane, an hour or two from the city.',
  intro: [
    'Pune district runs from the crest of the Sahyadri in the west to the drier plains of Baramati and Indapur in the east. Its farms feed the city with vegetables, milk and fruit, and grow grapes, sugarcane and onions.',
    'Baramati is where organised agri-tourism took root in Maharashtra, and our own office is in Pune.',
  ],
  crops: [
    'Grapes, around Junnar and Narayangaon',
    'Sugarcane',
    'Onion',
    'Vegetables and flowers for the city markets',
    'Jowar and bajra',
    'Rice in the western hills, including fragrant Ambemohar',
  ],
  seasons: [
    { period: 'June to September', text: 'Monsoon walks, waterfalls and paddy in the western hills.' },
    { period: 'October to February', text: 'Pleasant weather, and the start of the sugarcane crushing season.' },
    { period: 'January to April', text: 'Grape harvest in the vineyards.' },
  ],
  landmarks: [
    'Shivneri fort at Junnar, birthplace of Chhatrapati Shivaji Maharaj',
    'Sinhagad, Rajgad and Torna forts',
    'Bhimashankar temple and wildlife sanctuary',
    'The Lenyadri caves and Ganesh temple',
    'The agri-tourism centres around Baramati',
  ],
  experiences: [
    'Pick grapes and learn how vines are pruned and trained',
    'Ride a bullock cart between sugarcane fields',
    'Eat misal, pithla-bhakri and freshly churned buttermilk',
    'Climb a Sahyadri fort with a village guide',
  ],
} satisfies Region;

export const kolhapur = {
  path: '/west/kolhapur',
  name: 'Kolhapur',
  division: 'West Maharashtra',
  image: {
    picture: kolhapurImage,
    alt: 'Sugarcane fields beside a village jaggery unit with smoke rising from its chimney',
  },
  summary: 'Sugarcane, jaggery and the Panchganga river, in the south-west of Maharashtra.',
  intro: [
    'Kolhapur stands on the Panchganga river in the fertile south-west of Maharashtra. Irrigated sugarcane covers much of the district, and Kolhapur jaggery is known across India.',
    'The city is famous for the Mahalaxmi (Ambabai) temple, for Kolhapuri chappals, for its fiery food and for its tradition of kushti wrestling.',
  ],
  crops: [
    'Sugarcane',
    'Jaggery (gul), made in village gurhals',
    'Rice, including the fragrant Ajara Ghansal',
    'Soybean',
    'Groundnut',
  ],
  seasons: [
    {
      period: 'November to March',
      text: 'Jaggery season: after Diwali the gurhals boil fresh cane juice in wide iron pans.',
    },
    { period: 'June to September', text: 'Heavy monsoon in the western hills; Radhanagari is lush and green.' },
    { period: 'October to February', text: 'Pleasant weather for temples, forts and farms.' },
  ],
  landmarks: [
    'The Mahalaxmi (Ambabai) temple',
    'Panhala fort',
    'Rankala lake and the New Palace',
    'The Jyotiba temple on its hill',
    'Radhanagari Wildlife Sanctuary, known for the Indian bison (gaur)',
  ],
  experiences: [
    'Watch cane crushed and jaggery poured into moulds, and taste it warm',
    'Eat tambda and pandhra rassa, the red and white Kolhapuri curries',
    'Watch a kushti bout at a traditional talim',
    'Take home jaggery and a pair of Kolhapuri chappals',
  ],
} satisfies Region;
