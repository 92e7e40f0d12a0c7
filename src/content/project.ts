/**
 * The Our Project page: four icon tiles, the marquee, a Marathi paragraph and
 * six videos (videos.ts).
 */
import type { Project } from './schema.ts';
import { projectVideos } from './videos.ts';

export const project = {
  heading: 'Our Project',
  intro:
    'Our project is simple to state: turn working farms into places people love to visit, and make every visit pay the farmer.',
  tiles: [
    {
      id: 'excursions',
      title: 'Excursions',
      text: 'Day trips to orchards, vineyards, forts and weekly village markets, with a farmer as your guide.',
      icon: 'Map',
    },
    {
      id: 'experiences',
      title: 'Experiences',
      text: 'Sow seeds, milk a cow, crush sugarcane and cook on a chulha: farm life, hands-on.',
      icon: 'Sprout',
    },
    {
      id: 'cool-tours',
      title: 'Cool Tours',
      text: 'Tractor and bullock cart rides, night walks and stargazing, planned for families and schools.',
      icon: 'Tractor',
    },
    {
      id: 'relax-locations',
      title: 'Relax Locations',
      text: 'Quiet farm stays by rivers, hills and mango groves, far from the noise of the city.',
      icon: 'TentTree',
    },
  ],
  marquee: 'Agro Tourism Workshop And Training',
  marathi: {
    lang: 'mr',
    heading: 'कृषी पर्यटन कार्यशाळा आणि प्रशिक्षण',
    paragraphs: [
      'आमच्या कार्यशाळा शेतकरी कुटुंबांसाठी आहेत. पाहुण्यांचे स्वागत, स्वच्छता, सुरक्षित अन्न, योग्य दर ठरवणे आणि ऋतूनुसार उपक्रमांचे नियोजन यांचे प्रत्यक्ष प्रशिक्षण आम्ही शेतावरच देतो. प्रत्येक सहभागी आपल्या शेतासाठी तयार केलेली कृती-योजना घेऊन घरी जातो.',
      'कृषी पर्यटन म्हणजे केवळ पर्यटकांना शेत दाखवणे नव्हे; तो शेतीला जोड देणारा, गावातील तरुणांना रोजगार देणारा आणि आपली संस्कृती जपणारा व्यवसाय आहे. महाराष्ट्र शासनाने सप्टेंबर 2020 मध्ये कृषी पर्यटन धोरण मंजूर केले. त्यानुसार आपल्या केंद्राची नोंदणी कशी करावी, याचेही मार्गदर्शन आम्ही करतो.',
    ],
  },
  videos: {
    heading: 'Workshop and training videos',
    intro:
      'Short films from our workshops and partner farms. Films with a play button load from YouTube only when you press it.',
    items: projectVideos,
  },
} satisfies Project;
