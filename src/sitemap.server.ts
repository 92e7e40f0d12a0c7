import { englishBlog, marathiBlog } from './content/blogs.ts';
import { routes } from './routes.tsx';
import { sitemapXml, staticPaths } from './sitemap.ts';

/** Every blog article's own page (/blog1/<slug>, /blog2/<slug>), which the route table names by parameter. */
export const articlePaths = (): string[] => [
  ...englishBlog.posts.map((post) => `/blog1/${post.slug}`),
  ...marathiBlog.posts.map((post) => `/blog2/${post.slug}`),
];

/** sitemap.xml for the whole site: every page of the route table, and every article. */
export function sitemap(origin: string): string {
  return sitemapXml(origin, [...staticPaths(routes), ...articlePaths()]);
}
