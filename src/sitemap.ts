import type { RouteObject } from 'react-router';
import type { PageHandle } from './routes.tsx';

/** A page of the route table that takes no parameter: its path and its route's handle. */
export interface RoutePage {
  path: string;
  handle: Partial<PageHandle>;
}

/** Every page path of the route table that takes no parameter (the index's redirect excepted). */
export function routePages(routes: RouteObject[], base = ''): RoutePage[] {
  const pages = new Map<string, RoutePage>();
  for (const route of routes) {
    const path = route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    if (route.children) for (const page of routePages(route.children, path)) pages.set(page.path, page);
    else if (route.path && !/[:*]/.test(route.path))
      pages.set(path, { path, handle: (route.handle ?? {}) as Partial<PageHandle> });
  }
  return [...pages.values()];
}

/** The paths for sitemap.xml: routes whose handle says `sitemap: false` (the admin pages) are left out. */
export const staticPaths = (routes: RouteObject[]): string[] =>
  routePages(routes)
    .filter(({ handle }) => handle.sitemap !== false)
    .map(({ path }) => path);

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${new URL(path, origin).href}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
