/**
 * Where a request for a page is answered from (issue 17): a page is known by its path and
 * the query parameters its route declares that it reads (Contact's `sent`), never by the whole
 * URL, so that `?utm_source=…`, `?fbclid=…` or a random query string get the page's one
 * cached copy, and random paths share the one 404 page, instead of each being rendered
 * afresh and filling the cache.
 */
export type PageAddress =
  /** A page of the site: cached and rendered under `key` (its path and declared parameters). */
  | { kind: 'page'; key: string }
  /** Another spelling of a page (`/HOME`, `/home/`): moved permanently to its one address. */
  | { kind: 'moved'; location: string }
  /** No such page: the language's one 404 page, rendered for its `notFoundKey`. */
  | { kind: 'unknown'; key: string }
  /** The site's root (or a language's, `/mr`): the index route's, whose loader sends it on (src/home-address.ts); never cached. */
  | { kind: 'root' };

/** A path no route matches, rendered for every unknown path, so the 404 page is one set of bytes. */
export const notFoundKey = '/__not-found';

export class PageIndex {
  readonly #pages: Map<string, readonly string[]>;
  /** The lower-case, slash-trimmed spelling of each page's path, to the path itself. */
  readonly #spellings: Map<string, string>;

  readonly #prefix: string;

  /**
   * `pages`: every page's path and the query parameters it reads (entry-server's pageIndex());
   * `prefix`: where the language's pages start ('' for English, '/mr').
   */
  constructor(pages: Map<string, readonly string[]>, prefix = '') {
    this.#pages = pages;
    this.#prefix = prefix;
    this.#spellings = new Map([...pages.keys()].map((path) => [spelling(path), path]));
  }

  addressOf(url: URL): PageAddress {
    const { pathname, searchParams } = url;
    if (pathname === '/' || pathname === this.#prefix || pathname === `${this.#prefix}/`) return { kind: 'root' };
    const reads = this.#pages.get(pathname);
    if (reads) return { kind: 'page', key: pathname + declaredQuery(searchParams, reads) };
    const canonical = this.#spellings.get(spelling(pathname));
    if (canonical) return { kind: 'moved', location: canonical + url.search };
    return { kind: 'unknown', key: this.#prefix + notFoundKey };
  }
}

const spelling = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/** Only the declared parameters, in the declared order, so their order in the URL does not matter either. */
function declaredQuery(params: URLSearchParams, reads: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const name of reads) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}
