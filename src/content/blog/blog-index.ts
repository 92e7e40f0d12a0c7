/** The Blog page (/blog): an index of the English and Marathi blogs. */
import type { BlogIndex } from '../schema.ts';
import { sitePaths } from '../../site-paths.ts';

export const blogIndex = {
  heading: 'Our Blogs',
  intro:
    'We write about agro tourism for farmers and travellers alike: policy, seasons, food, marketing and life on the farm. Read in English or in Marathi.',
  blogs: [
    {
      title: 'English Blog',
      text: "Guides and stories in English: the state's agri-tourism policy, farm festivals, food, homestays, Warli art and more.",
      link: { label: 'Read the English blog', to: sitePaths.englishBlog },
      latestLabel: 'Latest articles',
    },
    {
      title: 'Marathi Blog',
      text: 'Articles in Marathi for farm families and centre owners: policy, World Agri-Tourism Day, marketing, community development and how a centre differs from a resort.',
      link: { label: 'Read the Marathi blog', to: sitePaths.marathiBlog },
      latestLabel: 'Latest articles',
    },
  ],
} satisfies BlogIndex;
