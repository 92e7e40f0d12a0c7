/**
 * The English blog (/blog1) and the Marathi blog (/blog2). Each post also has
 * its own page at /blog1/<slug> or /blog2/<slug>, opened by Read More.
 */
import { englishPosts1 } from './blogEn1.ts';
import { englishPosts2 } from './blogEn2.ts';
import { marathiPosts1 } from './blogMr1.ts';
import { marathiPosts2 } from './blogMr2.ts';
import type { EnglishBlog, MarathiBlog } from './schema.ts';

export const englishBlog = {
  heading: 'English Blog',
  intro: 'Guides and stories on agro tourism in Maharashtra, for farm families and travellers.',
  readMore: 'Read More',
  back: { label: 'Back to the English blog', to: '/blog1' },
  posts: [...englishPosts1, ...englishPosts2],
} satisfies EnglishBlog;

export const marathiBlog = {
  heading: 'Marathi Blog',
  intro: 'Articles in Marathi for farm families, agro-tourism centre owners and travellers.',
  tagline: { lang: 'mr', text: 'कृषी पर्यटनाविषयी मराठीतून वाचा' },
  readMore: 'Read more',
  back: { label: 'Back to the Marathi blog', to: '/blog2' },
  posts: [...marathiPosts1, ...marathiPosts2],
} satisfies MarathiBlog;
