/**
 * The site's own pages and their paths, each written once (issue 57 item 6, decision 109): the
 * route table (src/routes.tsx), the menus and links of the content, the pages' forms, the
 * sitemap, the language switch and the edge's lists of paths (`inEveryLanguage`) build them
 * from here. A feature's pages are named in its contract beside it (`adminPaths`,
 * `directoryPaths`, `workshopPaths`, `newsletterPaths`, `enquiryPaths`); the region pages are
 * the Maharashtra menu's links (src/content/navigation.ts `regionLinks`).
 *
 * Written without the language prefix, as every site path is: the Marathi page is the same
 * path under `/mr` (`pathIn`, src/languages.ts; `localPath`, src/current-language.ts), and
 * `inEveryLanguage` gives a page's path in each. Plain data, no React, so the content and the
 * server import it as it is (.dependency-cruiser.mjs).
 */
import { languages, pathIn, type Language } from './languages.ts';

export const sitePaths = {
  home: '/home',
  about: '/about',
  agro: '/agro',
  story: '/story',
  project: '/project',
  gallery: '/gallery',
  contact: '/contact',
  /** The admin's login (not in the sitemap). */
  login: '/login',
  /** The registration form (the spec's path), and the page a signed-in admin lands on. */
  registration: '/profile',
  terms: '/terms',
  privacy: '/privacy',
  support: '/support',
  /** Both blogs' cards. */
  blogs: '/blog',
  englishBlog: '/blog1',
  englishArticle: (slug: string) => `/blog1/${slug}`,
  marathiBlog: '/blog2',
  /** A Marathi article: its one home is the Marathi site (decision 043). */
  marathiArticle: (slug: string) => `/blog2/${slug}`,
} as const;

/** A site path in every language, English first (`/contact`, `/mr/contact`): where the edge mounts a page's checks. */
export const inEveryLanguage = (path: string): string[] =>
  (Object.keys(languages) as Language[]).map((lang) => pathIn(lang, path));
