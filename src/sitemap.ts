import type { RouteObject } from 'react-router';
import type { PageHandle } from './routes.tsx';

/**
 * The page paths of the route table that take no parameter, for sitemap.xml.
 * Routes whose handle says `sitemap: false` (the admin login) are left out.
 */
export function staticPaths(routes: RouteObject[], base = ''): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    const path = route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const listed = (route.handle as Partial<PageHandle> | undefined)?.sitemap !== false;
    if (route.children) paths.push(...staticPaths(route.children, path));
    else if (listed && route.path && !/[:*]/.test(route.path)) paths.push(path);
  }
  return [...new Set(paths)];
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
