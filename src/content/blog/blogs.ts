/**
 * The English blog (/blog1) and the Marathi blog (/blog2): the words of each blog's pages,
 * and its posts (Markdown files, see posts.ts). Each post also has its own page at
 * /blog1/<slug> or /blog2/<slug>, opened by Read More.
 */
import type { EnglishBlog, MarathiBlog } from '../schema.ts';
import { englishPosts, marathiPosts } from './posts.ts';
import { sitePaths } from '../../site-paths.ts';

export const englishBlog = {
  heading: 'English Blog',
  intro: 'Guides and stories on agro tourism in Maharashtra, for farm families and travellers.',
  readMore: 'Read More',
  back: { label: 'Back to the English blog', to: sitePaths.englishBlog },
  posts: englishPosts,
} satisfies EnglishBlog;

export const marathiBlog = {
  heading: 'Marathi Blog',
  intro: 'Articles in Marathi for farm families, agro-tourism centre owners and travellers.',
  tagline: { lang: 'mr', text: 'कृषी पर्यटनाविषयी मराठीतून वाचा' },
  readMore: 'Read more',
  back: { label: 'Back to the Marathi blog', to: sitePaths.marathiBlog },
  posts: marathiPosts,
} satisfies MarathiBlog;
