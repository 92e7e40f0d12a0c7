import type { Snapshots } from '../server/store/snapshots.ts';
import { englishBlog, marathiBlog } from './content/blog/blogs.ts';
import { directoryPages } from './features/directory/directory-routes.server.ts';
import { archivePages } from './features/newsletter/issue-routes.server.ts';
import { workshopPages } from './features/workshops/workshop-routes.server.ts';
import { language, pathPrefix } from './current-language.ts';
import { routes } from './routes.tsx';
import { dataPages, routePages, sitemapXml, staticPaths } from './sitemap.ts';
import { sitePaths } from './site-paths.ts';

/** Every blog article's own page (/blog1/<slug>, /blog2/<slug>), which the route table names by parameter. */
export const articlePaths = (): string[] => [
  ...englishBlog.posts.map((post) => sitePaths.englishArticle(post.slug)),
  ...marathiBlog.posts.map((post) => sitePaths.marathiArticle(post.slug)),
];

/**
 * sitemap.xml for the whole site, in both languages: every page of the route table, every
 * article (a Marathi article only at its one home, /mr/blog2/<slug>, decision 043), every
 * published centre of the store's directory (decision 095), every newsletter sent (decision 099)
 * and every workshop on the calendar (decision 100).
 */
export async function sitemap(origin: string, snapshots?: Snapshots): Promise<string> {
  return sitemapXml(origin, [
    ...staticPaths(routes),
    ...englishBlog.posts.map((post) => sitePaths.englishArticle(post.slug)),
    ...marathiBlog.posts.map((post) => ({ path: sitePaths.marathiArticle(post.slug), languages: ['mr'] as const })),
    ...(await directoryPages(snapshots)),
    ...(await archivePages(snapshots)),
    ...(await workshopPages(snapshots)),
  ]);
}

/**
 * Every page the site has, by path, with the query parameters its route declares that it
 * reads (`handle.query`: Contact's `sent`). The page cache keys pages by these and nothing else,
 * so `?utm_source=…` or a random query string gets the page's one cached copy.
 */
export function pageIndex(): Map<string, readonly string[]> {
  const index = new Map<string, readonly string[]>(
    routePages(routes).map(({ path, handle }) => [`${pathPrefix}${path}`, handle.query ?? []]),
  );
  for (const path of articlePaths()) index.set(`${pathPrefix}${path}`, []);
  // `/centres/:slug`: server/page-delivery.ts takes any slug-shaped value there for a page.
  for (const { path, handle } of dataPages(routes)) index.set(`${pathPrefix}${path}`, handle.query ?? []);
  return index;
}

/**
 * Every page the page cache holds for anyone, by path: the pages of the index, but for those
 * rendered for one signed-in admin (`handle.personal`). The server renders them all into the
 * cache before it reports ready (server/warm-up.ts).
 */
export function publicPages(): string[] {
  // A Marathi article's page is on the Marathi site only; the English site's address of it is a
  // redirect there (decision 043), which the cache does not keep.
  const articles = articlePaths().filter((path) => language === 'mr' || !path.startsWith(sitePaths.marathiArticle('')));
  return [
    ...routePages(routes)
      // A resource route (the directory's `/centres.json`) draws no page to keep.
      .filter(({ handle }) => !handle.personal && handle.page !== undefined)
      .map(({ path }) => `${pathPrefix}${path}`),
    ...articles.map((path) => `${pathPrefix}${path}`),
  ];
}
