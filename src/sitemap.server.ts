import { routes } from './routes.tsx';
import { sitemapXml, staticPaths } from './sitemap.ts';

/** sitemap.xml for the whole site: every page of the route table, and every article. */
export function sitemap(origin: string): string {
  return sitemapXml(origin, staticPaths(routes));
}
