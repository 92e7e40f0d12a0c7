/** English blog posts 1 to 5 (newest first). */
import en1 from '../assets/images/blog/en-1.jpg?card';
import en2 from '../assets/images/blog/en-2.jpg?card';
import en3 from '../assets/images/blog/en-3.jpg?card';
import en4 from '../assets/images/blog/en-4.jpg?card';
import en5 from '../assets/images/blog/en-5.jpg?card';
import type { EnglishPost } from './schema.ts';

export const englishPosts1 = [
  {
    slug: 'maharashtra-agri-tourism-policy',
    image: { picture: en1, alt: 'A policy document lying open on a table, with green farm fields beyond' },
    date: '23 Jul 2021',
    title: 'Maharashtra\'s Agri-Tourism Policy: what it means for farmers',
    summary: 'In September 2020 the state approved its Agri-Tourism Policy. Who can start a centre, where to register it and what the policy sets out to achieve.',
    body: [
      'In September 2020 the Maharashtra cabinet approved the state\'s Agri-Tourism Policy. Maharashtra had long been a pioneer of agri-tourism, with farmers around Baramati hosting guests since the mid-2000s, but this was the first time the state set out how centres should be recognised.',
      'Who can start a centre? The policy is open to individual farmers and to groups: farmers\' co-operative societies and farmer producer companies, and agricultural institutions such as agricultural science centres, colleges and universities.',
      'Centres register with the state\'s tourism department and receive a registration certificate. Registered centres can approach banks for loans, and registration tells guests that a centre meets the basic conditions.',
      'What does a centre need? A working farm in a rural area, rooms for guests, a kitchen and a place to serve meals. Reports at the time of approval spoke of farms of about two to five acres; check the current requirements with the Directorate of Tourism before you plan any building.',
      'The policy\'s aims are broad: rural development through tourism, a direct market for farm produce, jobs for rural women and young people, and a stage for folk art and traditions. For guests it promises real farm experiences, close to nature.',
      'If you are thinking of registering, start with a simple plan: what your farm can offer in each season, how many guests you can host comfortably and what you need to build. Our consultants can help you prepare it.',
    ],
  },
  {
    slug: 'farm-festivals-of-maharashtra',
    image: { picture: en2, alt: 'Villagers celebrating a harvest festival with decorated bullocks and drums' },
    date: '8 Jul 2021',
    title: 'Farm festivals of Maharashtra worth travelling for',
    summary: 'The farming year is marked by festivals, from Bail Pola for the bullocks to tilgul at Sankranti. A guide to the celebrations you can share on a farm.',
    body: [
      'In a farming village the calendar is written in crops and festivals. Visiting a farm during a festival is one of the warmest ways to see rural Maharashtra, as long as you come as a respectful guest.',
      'Bail Pola honours the bullocks that plough the fields. On the new-moon day of the month of Shravan, usually in August or September, farmers rest their bullocks, bathe them, paint their horns and lead them through the village in procession. It is celebrated widely in Vidarbha and Marathwada.',
      'During Ganeshotsav, in August or September, many Kokan families return to their villages, and homes fill with music, guests and ukadiche modak, the steamed rice dumplings filled with coconut and jaggery.',
      'Diwali comes after the monsoon harvest, and in sugarcane country it also marks the start of the jaggery season, when village gurhals light their furnaces. In mid-January, Makar Sankranti is celebrated with tilgul, sweets of sesame and jaggery shared with the words "eat tilgul and speak sweetly".',
      'Gudi Padwa, in March or April, is the Marathi new year: a gudi, a pole dressed with silk, neem leaves and a copper pot, is raised outside every home.',
      'If you visit during a festival, follow your hosts\' lead, dress modestly, ask before you photograph people or shrines, and join in only where you are invited.',
    ],
  },
  {
    slug: 'flavours-of-the-farm-kitchen',
    image: { picture: en3, alt: 'A farm kitchen meal of bhakri, vegetables, chutney and buttermilk laid out on a wooden table' },
    date: '21 Jun 2021',
    title: 'Flavours of the farm kitchen',
    summary: 'Bhakri, pithla and thecha; solkadhi in Kokan, rassa in Kolhapur and bharit in Khandesh. What you will eat on a farm in Maharashtra, and why it tastes so good.',
    body: [
      'Ask anyone who has stayed on a farm what they remember most, and they will often say the food. It is simple, seasonal and cooked with what grows a few steps from the kitchen.',
      'The everyday meal of the Deccan is bhakri, a flatbread of jowar or bajra patted out by hand and baked on an iron griddle, eaten with pithla (a thick gram-flour curry), thecha (a fiery pounded chutney of green chilli and garlic) and a vegetable of the season. Varan-bhat, plain dal and rice with a spoon of ghee, is comfort on a rainy day.',
      'Each region adds its own flavours. In Kokan, meals end with solkadhi, a pink drink of kokum and coconut milk. Kolhapur is famous for tambda and pandhra rassa, its red and white mutton curries. In Khandesh, brinjals roasted over an open fire become bharit.',
      'Winter brings hurda parties in the fields: tender green jowar roasted over coals and eaten with chutneys, a short seasonal treat that many farm stays build a day around.',
      'Much of the flavour comes from the chulha, the wood-fired stove, and from grains ground on the farm. Many hosts are happy to let guests help, so ask if you can roll a bhakri of your own.',
    ],
  },
  {
    slug: 'what-children-learn-on-a-farm',
    image: { picture: en4, alt: 'Children in a field learning from a farmer who shows them seedlings' },
    date: '2 Jun 2021',
    title: 'What children learn on a farm',
    summary: 'Where milk comes from, how a seed becomes a plant, why water matters. A day on a farm teaches children what no textbook can.',
    body: [
      'Many city children have never seen how their food is grown. A day on a farm changes that quickly: they put their hands in the soil, hold a seed and then see the crop it becomes.',
      'Good farm visits for children are hands-on. They sow seeds in a tray to take home, water seedlings, feed calves, collect eggs, watch a compost pit at work and pick fruit in season. Each activity leads to a question, and the farmer is there to answer it.',
      'Schools can link a visit to their lessons: plant life, the water cycle, soil and nutrition come alive in the field. Ask the children to draw or write what they saw before they leave.',
      'Safety comes first. Centres that host children should fence wells, farm ponds and machinery, keep a first-aid box ready and make sure every group has a responsible adult with it.',
      'Children who have spent a day with a farmer look at food differently. They waste less and respect the work behind every meal, which is the best reason of all to bring them.',
    ],
  },
  {
    slug: 'marketing-your-farm-stay-from-a-phone',
    image: { picture: en5, alt: 'A mobile phone held up to photograph an orchard, a farm stay listing on its screen' },
    date: '17 May 2021',
    title: 'Marketing your farm stay from a phone',
    summary: 'Good photographs, an honest description, a map listing and guest reviews. Four steps any farm family can take to bring in guests, using only a phone.',
    body: [
      'You do not need an agency to start marketing an agro-tourism centre. A phone with a decent camera and an hour a week will take you a long way.',
      'Start with photographs. Take them in soft morning or evening light: the fields, the rooms, the food and guests enjoying an activity (with their permission). Show what is really there, so that guests arrive happy rather than surprised.',
      'List your centre on the online maps people use to find their way, with its name, phone number, opening times and photographs. Many visitors choose a place while they are already on the road.',
      'Use WhatsApp and social media to share what is happening each season: mango picking, hurda parties, paddy planting. State your prices, facilities and rules clearly, and answer enquiries quickly.',
      'Finally, ask happy guests to leave a review, and reply politely to every review, including the critical ones. Honest reviews are the advertising guests trust most.',
    ],
  },
] satisfies EnglishPost[];
