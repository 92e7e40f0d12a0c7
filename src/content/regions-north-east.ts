/** Region pages of Marathwada and Khandesh: Aurangabad, Nanded, Khandesh. */
import aurangabadImage from '../assets/images/regions/aurangabad.jpg?wide';
import nandedImage from '../assets/images/regions/nanded.jpg?wide';
import khandeshImage from '../assets/images/regions/khandesh.jpg?wide';
import type { Region } from './schema.ts';

export const aurangabad = {
  path: '/marathwada/aurangabad',
  name: 'Aurangabad',
  division: 'Marathwada',
  otherName: 'Chhatrapati Sambhajinagar',
  image: { picture: aurangabadImage, alt: 'Rock-cut cave entrances in a basalt cliff above cotton fields' },
  summary: 'The gateway to the Ajanta and Ellora caves, in the heart of Marathwada.',
  intro: [
    'Aurangabad was officially renamed Chhatrapati Sambhajinagar in 2023; our menu keeps the older name that many visitors still look for. The city is the gateway to the Ajanta and Ellora caves, both UNESCO World Heritage Sites.',
    "Around it, Marathwada's farms grow cotton, maize, millets and pulses, and orchards of sweet lime (mosambi).",
  ],
  crops: ['Cotton', 'Maize', 'Bajra and jowar', 'Tur and other pulses', 'Sweet lime (mosambi)'],
  seasons: [
    {
      period: 'July to September',
      text: 'Monsoon: the Ajanta gorge is green and its waterfall runs; the kharif crops stand in the fields.',
    },
    { period: 'October to February', text: 'Cool weather for the caves, and cotton picking on the farms.' },
    { period: 'March to May', text: 'Hot and dry: visit early in the day.' },
  ],
  landmarks: [
    'The Ajanta Caves (closed on Mondays)',
    'The Ellora Caves (closed on Tuesdays)',
    'Bibi Ka Maqbara',
    'Daulatabad (Devagiri) fort',
    'The Grishneshwar Jyotirlinga temple near Ellora',
    'Paithan, home of the Paithani sari, and the Jayakwadi dam',
  ],
  experiences: [
    'Combine a day at the caves with a night on a farm',
    'See Paithani saris woven on handlooms in Paithan',
    'Walk through cotton fields and mosambi orchards',
    'Watch birds on the Jayakwadi backwaters',
  ],
} satisfies Region;

export const nanded = {
  path: '/marathwada/nanded',
  name: 'Nanded',
  division: 'Marathwada',
  image: {
    picture: nandedImage,
    alt: 'The Godavari river at dusk with the silhouette of a domed gurdwara on its bank',
  },
  summary: 'On the banks of the Godavari, home of Takht Sachkhand Sri Hazur Sahib.',
  intro: [
    'Nanded stands on the Godavari in south-eastern Marathwada. It is home to Takht Sachkhand Sri Hazur Abchalnagar Sahib, one of the five takhts of Sikhism, built where Guru Gobind Singh ji spent his last days in 1708.',
    "The district's farms grow soybean, cotton, pulses and sugarcane, with banana gardens on irrigated land.",
  ],
  crops: ['Soybean', 'Cotton', 'Tur and gram', 'Jowar', 'Sugarcane', 'Banana'],
  seasons: [
    {
      period: 'July to September',
      text: 'Monsoon: the Godavari runs full and the Sahastrakund falls on the Penganga are at their best.',
    },
    { period: 'October to February', text: 'Cool weather, and the harvest of soybean and cotton.' },
    { period: 'March to May', text: 'Hot and dry: plan outdoor visits for mornings and evenings.' },
  ],
  landmarks: [
    'Takht Sachkhand Sri Hazur Abchalnagar Sahib',
    'The ghats of the Godavari',
    'Nanded fort (Nandagiri)',
    'Sahastrakund waterfall on the Penganga',
    'Mahur, with its Renuka Devi and Dattatreya temples',
    'Kandhar fort',
  ],
  experiences: [
    'Share langar at the gurdwara',
    'Visit farms growing soybean, pulses and bananas',
    'Picnic at Sahastrakund after the rains',
    'Taste Marathwada food: jowar bhakri, thecha and groundnut chutney',
  ],
} satisfies Region;

export const khandesh = {
  path: '/khandesh',
  name: 'Khandesh',
  division: 'Khandesh',
  image: { picture: khandeshImage, alt: 'Long rows of tall banana plants with heavy green bunches' },
  summary: 'The banana belt of Jalgaon, in the Tapi valley below the Satpura hills.',
  intro: [
    'Khandesh is the north-western region of Maharashtra, in the Tapi valley below the Satpura range. Today it covers the districts of Jalgaon, Dhule and Nandurbar, and many of its people speak Ahirani as well as Marathi.',
    'Jalgaon is famous for its bananas, which carry a Geographical Indication, and the Bhil and Pawra communities of the Satpura foothills in Nandurbar keep rich tribal traditions.',
  ],
  crops: [
    'Banana',
    'Cotton',
    'Jowar and bajra',
    'Red chilli, traded at Nandurbar',
    'Brinjal for the famous Khandeshi bharit',
  ],
  seasons: [
    {
      period: 'All year',
      text: 'Bananas are planted in different seasons, so some plantation is always being harvested.',
    },
    { period: 'July to September', text: 'The Satpura foothills turn green in the monsoon.' },
    { period: 'October to February', text: 'Cool weather for farm visits and winter bharit parties.' },
  ],
  landmarks: [
    'The Ajanta Caves, about 60 km from Jalgaon',
    'Yawal Wildlife Sanctuary in the Satpura',
    'The Unapdev hot spring near Chopda',
    'Toranmal hill station in Nandurbar district',
    'Laling fort near Dhule',
  ],
  experiences: [
    'Walk through banana plantations and see bunches harvested and ripened',
    'Join a winter bharit-bhakri meal cooked over an open fire',
    'Visit a weekly tribal market (haat) in the Satpura foothills',
    'Hear Ahirani songs and stories',
  ],
} satisfies Region;
