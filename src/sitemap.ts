import type { RouteObject } from 'react-router';
import { languages, pathIn, type Language } from './languages.ts';
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
    const handle = (route.handle ?? {}) as Partial<PageHandle>;
    // A route with children is a page too when it names one (the root, a layout, does not).
    if (route.path && !/[:*]/.test(route.path) && (!route.children || handle.page)) pages.set(path, { path, handle });
    if (route.children) for (const page of routePages(route.children, path)) pages.set(page.path, page);
  }
  return [...pages.values()];
}

/**
 * The routes with a parameter whose pages are made from the store's data (`handle.data`: a
 * centre's page, `/centres/:slug`): their path as the route table writes it, parameter and all.
 */
export function dataPages(routes: RouteObject[], base = ''): RoutePage[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : `${base.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const handle = (route.handle ?? {}) as Partial<PageHandle>;
    // A page with pages inside it (a centre's, with its enquiry form) is one as well.
    const own = route.path?.includes(':') && handle.data?.length ? [{ path, handle }] : [];
    return route.children ? [...own, ...dataPages(route.children, path)] : own;
  });
}

/** The paths for sitemap.xml: routes whose handle says `sitemap: false` (the admin pages) are left out. */
export const staticPaths = (routes: RouteObject[]): string[] =>
  routePages(routes)
    .filter(({ handle }) => handle.sitemap !== false)
    .map(({ path }) => path);

/** A page for the sitemap: its path without a language prefix, and the languages it is written in (default all). */
export type SitemapPage = string | { path: string; languages: readonly Language[] };

/**
 * Every page in every language it is written in, each naming its twins (`hreflang`, English as
 * `x-default`), so search engines show a reader the page in their language. A page written in
 * one language only (a Marathi article, decision 043) is listed once, with no twins.
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const all = Object.keys(languages) as Language[];
  const href = (path: string, lang: Language) => new URL(pathIn(lang, path), origin).href;
  const alternates = (path: string, written: readonly Language[]) =>
    written.length < 2
      ? ''
      : [
          ...written.map(
            (lang) => `<xhtml:link rel="alternate" hreflang="${languages[lang].tag}" href="${href(path, lang)}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${href(path, written.includes('en') ? 'en' : written[0]!)}"/>`,
        ].join('');
  const entries = pages.map((page) => (typeof page === 'string' ? { path: page, languages: all } : page));
  const urls = all.flatMap((lang) =>
    entries
      .filter((page) => page.languages.includes(lang))
      .map(({ path, languages: written }) => `  <url><loc>${href(path, lang)}</loc>${alternates(path, written)}</url>`),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
