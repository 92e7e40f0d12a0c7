/** The Marathi twin of ../../blog/blog-index.ts: the Blog page (/mr/blog). */
import type { BlogIndex } from '../../schema.ts';
import { sitePaths } from '../../../site-paths.ts';

export const blogIndex = {
  heading: 'आमचे ब्लॉग',
  intro:
    'शेतकरी आणि पर्यटक दोघांसाठी आम्ही कृषी पर्यटनाविषयी लिहितो: धोरण, ऋतू, खाद्यपदार्थ, मार्केटिंग आणि शेतावरचे जीवन. सर्व लेख मराठीत वाचा.',
  blogs: [
    {
      title: 'इंग्रजी ब्लॉग (मराठी अनुवाद)',
      text: 'राज्याचे कृषी पर्यटन धोरण, शेतीतले सण, खाद्यपदार्थ, होमस्टे, वारली कला आणि बरेच काही: इंग्रजी ब्लॉगमधील मार्गदर्शक लेख, मराठीत.',
      link: { label: 'इंग्रजी ब्लॉगचे लेख मराठीत वाचा', to: sitePaths.englishBlog },
      latestLabel: 'नवे लेख',
    },
    {
      title: 'मराठी ब्लॉग',
      text: 'शेतकरी कुटुंबे आणि केंद्र चालकांसाठी मराठी लेख: धोरण, जागतिक कृषी पर्यटन दिन, मार्केटिंग, गावाचा विकास आणि केंद्र व रिसॉर्ट यांतील फरक.',
      link: { label: 'मराठी ब्लॉग वाचा', to: sitePaths.marathiBlog },
      latestLabel: 'नवे लेख',
    },
  ],
} satisfies BlogIndex;
