/** English blog posts 6 to 9 (newest first). */
import en6 from '../assets/images/blog/en-6.jpg?card';
import en7 from '../assets/images/blog/en-7.jpg?card';
import en8 from '../assets/images/blog/en-8.jpg?card';
import en9 from '../assets/images/blog/en-9.jpg?card';
import type { EnglishPost } from './schema.ts';

export const englishPosts2 = [
  {
    slug: 'what-to-expect-at-a-farm-homestay',
    image: { picture: en6, alt: 'A village homestay with a tiled roof, a swing on the veranda and a courtyard' },
    date: '26 Apr 2021',
    title: 'What to expect at a farm homestay',
    summary: 'A farm homestay is not a hotel, and that is its charm. What the rooms, meals and days are like, and how to be a guest your hosts will be glad to see again.',
    body: [
      'At a farm homestay you are a guest in a family\'s home. Rooms are simple and clean, meals are what the family cooks, and the day follows the rhythm of the farm rather than a hotel timetable.',
      'Mornings start early, with tea, milking and a walk through the fields. Afternoons are for rest or for seasonal work; evenings bring dinner together and, often, songs, stories and a sky full of stars.',
      'Water and electricity are precious in many villages, so use them carefully. Dress modestly, remove your shoes where your hosts do, and ask before you photograph people or enter a shrine.',
      'Tell your hosts in advance about food preferences and allergies, how many children are coming and when you will arrive. Small farms plan their cooking and their day around you.',
      'Pay fairly, buy some produce to take home, and tell your friends. For a farm family, a returning guest is worth more than any advertisement.',
    ],
  },
  {
    slug: 'warli-art-of-the-sahyadri',
    image: { picture: en7, alt: 'A Warli painting of dancers in a circle, farmers and trees in white on a red wall' },
    date: '5 Apr 2021',
    title: 'Warli art: stories painted on mud walls',
    summary: 'The Warli people of the northern Sahyadri paint their world in circles, triangles and squares. How the art is made, what it means and how to enjoy it respectfully.',
    body: [
      'Warli painting is the art of the Warli people of the northern Sahyadri, in places such as Dahanu, Talasari, Jawhar, Palghar and Mokhada. It is still practised today, traditionally by women and for occasions such as weddings and harvests.',
      'The paintings are made on mud walls with a white pigment of rice paste and water, applied with a thin stick. The figures are built from three shapes: the circle for the sun and moon, the triangle for mountains and pointed trees, and the square for a sacred enclosure or a piece of land.',
      'People and animals are drawn as two triangles joined at the tip, which gives the figures their lively, dancing look. The scenes show daily life: sowing, harvesting, fishing, hunting, and the circle dance to the music of the tarpa, a wind instrument.',
      'The art became widely known from the 1970s, when artists such as Jivya Soma Mashe began to paint it on paper and canvas for a wider audience.',
      'Several farm stays near the tribal belt arrange workshops with Warli artists. Learn from them, pay them fairly for their time and buy directly from the artists, so that the art keeps supporting the community that created it.',
    ],
  },
  {
    slug: 'monsoon-paddy-season-in-kokan',
    image: { picture: en8, alt: 'Farmers transplanting green paddy seedlings in flooded fields under monsoon clouds' },
    date: '15 Mar 2021',
    title: 'Plan a monsoon farm visit: paddy season in Kokan',
    summary: 'When the rains arrive in June, the Kokan turns green and farmers plant rice. How to plan a monsoon visit, join the transplanting and stay safe on slippery paths.',
    body: [
      'The south-west monsoon usually reaches the Kokan coast in early June, and within days the red earth turns green. For rice farmers it is the busiest time of the year.',
      'Seedlings are first raised in small nursery beds. When the fields are flooded and ploughed, usually in July, the seedlings are pulled, tied in bundles and transplanted by hand, a few at a time, in neat rows. The work is done together, often with songs.',
      'Guests can join in for an hour or two. Wear clothes you do not mind getting muddy, leave your phone in a dry bag and follow the farmers\' lead: they will show you how deep to push each bundle.',
      'Monsoon visits need care. Paths are slippery, streams can rise quickly and leeches are common in the hills, so stay with your hosts, avoid crossing swollen rivers and keep to the trails they suggest.',
      'The rice is harvested in October and November, after the rains. If you come back then, you will see the same fields golden and heavy with grain.',
    ],
  },
  {
    slug: 'selling-farm-produce-to-guests',
    image: { picture: en9, alt: 'A farm stall piled with vegetables, fruit, jaggery and jars of pickle' },
    date: '22 Feb 2021',
    title: 'Selling farm produce to your guests',
    summary: 'A small farm shop can add as much to a centre\'s income as the rooms. What to sell, how to price and pack it, and the food-safety registration packaged food needs.',
    body: [
      'Guests love to take a piece of the farm home with them. A small, tidy farm shop turns that wish into steady income and a lasting reminder of your centre.',
      'Sell what your farm and village do best: fresh fruit and vegetables in season, jaggery, honey, grains and pulses, and value-added products such as mango pulp, kokum syrup, pickles and papad made by local women\'s groups.',
      'Price fairly: above the wholesale market, below city shops, and the same for every guest. Display prices clearly, keep some change ready and accept payment by phone as well as cash.',
      'Packaged food must be safe and honestly labelled with its name, ingredients, weight and the date it was made. Food businesses in India need registration or a licence from the Food Safety and Standards Authority of India (FSSAI), so check which applies to you before you sell packaged products.',
      'Weekly village markets and farmers\' markets in nearby towns are another outlet, and a good way to meet future guests.',
    ],
  },
] satisfies EnglishPost[];
