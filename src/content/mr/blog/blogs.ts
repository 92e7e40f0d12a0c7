/**
 * The Marathi twin of ../../blog/blogs.ts: the two blogs' words on the Marathi site. The
 * English blog's articles are read here in Marathi translation (./en/<slug>.md); the Marathi
 * blog's articles are the same files as on the English site.
 */
import type { EnglishBlog, MarathiBlog } from '../../schema.ts';
import { englishPosts, marathiPosts } from './posts.ts';
import { sitePaths } from '../../../site-paths.ts';

export const englishBlog = {
  heading: 'इंग्रजी ब्लॉग (मराठी अनुवाद)',
  intro: 'महाराष्ट्रातील कृषी पर्यटनाविषयी शेतकरी कुटुंबांसाठी आणि पर्यटकांसाठी मार्गदर्शक लेख आणि अनुभव, मराठीत.',
  readMore: 'पुढे वाचा',
  back: { label: 'इंग्रजी ब्लॉगच्या यादीकडे परत', to: sitePaths.englishBlog },
  posts: englishPosts,
} satisfies EnglishBlog;

export const marathiBlog = {
  heading: 'मराठी ब्लॉग',
  intro: 'शेतकरी कुटुंबे, कृषी पर्यटन केंद्र चालक आणि पर्यटकांसाठी मराठी लेख.',
  tagline: { lang: 'mr', text: 'कृषी पर्यटनाविषयी मराठीतून वाचा' },
  readMore: 'पुढे वाचा',
  back: { label: 'मराठी ब्लॉगच्या यादीकडे परत', to: sitePaths.marathiBlog },
  posts: marathiPosts,
} satisfies MarathiBlog;
