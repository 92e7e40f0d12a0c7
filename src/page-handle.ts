import { useMatches } from 'react-router';
import { languages as allLanguages, type Language } from './languages.ts';

/** What a page's route says about it, beside its lazy module (src/routes.tsx). */
export interface PageHandle {
  page: string;
  /** `false` keeps the page out of sitemap.xml (the admin login). */
  sitemap?: false;
  /**
   * `true`: rendered for one signed-in admin from their records (src/features/admin/admin-routes.server.ts), so
   * never kept in the page cache, nor rendered into it at start (server/warm-up.ts).
   */
  personal?: true;
  /**
   * The query parameters the page reads, if any (Contact's `sent`). Only these are part of the
   * page cache's key (server/page-cache.ts); any other parameter gets the same page.
   */
  query?: readonly string[];
  /**
   * The languages the page is written in, when not all: a Marathi article has one home, under
   * /mr (decision 043). Its canonical, `hreflang` and sitemap entry name only those; the
   * language switch leads to `switchTo` instead of a twin that does not exist.
   */
  languages?: readonly Language[];
  switchTo?: string;
  /**
   * The store's data the page is made from (`directory`: decision 095). The page cache forgets the
   * page when that data changes (server/store/versions.ts). A route with a parameter (`:slug`) and
   * data is a page for every value the data has: the page index takes any slug-shaped value, and
   * the route's loader answers 404 (or 410) for one the data does not hold.
   */
  data?: readonly string[];
  /**
   * `true`: a resource route whose answer is passed on as it comes (a record's document, up to
   * 20 MB), not held whole first as a CSV is (server/render.ts).
   */
  streamed?: true;
}

/** The matched page's handle (src/routes.tsx): the deepest matched route that names a page. */
export function usePageHandle(): PageHandle | undefined {
  return useMatches()
    .map((match) => match.handle as PageHandle | undefined)
    .findLast((handle) => handle?.page !== undefined);
}

/** The languages the matched page is written in: all of them, but for a Marathi article (decision 043). */
export function usePageLanguages(): readonly Language[] {
  return usePageHandle()?.languages ?? (Object.keys(allLanguages) as Language[]);
}
