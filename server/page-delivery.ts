import type { Request as ExpressRequest, Response } from 'express';
import { languages, type Language } from './from-src.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import { withInlineSources, type InlineSources } from './security.ts';

/**
 * How one request for a page is delivered, decided before anything is rendered (issue 38):
 *
 * - **moved**: another spelling of a page (`/HOME`, `/home/`), sent on with 301 to its one address;
 * - **page**: rendered, or answered from the page cache under `key`. A public page (a GET or HEAD
 *   of a page that is the same for every visitor) has a key: its path and the query parameters its
 *   route declares (`PageIndex`, below). A personal answer has none and is never cached: a
 *   form's answer to a POST, or a page of the admin area (`handle.personal`), which is also
 *   `noindex`. Nor has the root, whose index route reads the visitor's language cookie.
 *   `status` is what a page that may be kept answers: 200, or 404 for the one not-found page.
 */
export type Delivery =
  | { kind: 'moved'; location: string }
  | { kind: 'page'; url: URL; key: string | undefined; personal: boolean; admin: boolean; status: 200 | 404 };

/** What delivery needs of a language's build (server/render.ts `EntryServer`). */
interface Build {
  pageIndex(): Map<string, readonly string[]>;
  language: Language;
  isPersonal(path: string): boolean;
}

interface Options {
  siteUrl: URL;
  cache: PageCache | undefined;
  /** Cache-Control of pages that are the same for every visitor (config.pageCacheControl). */
  cacheControl: string;
}

/**
 * The page cache's side of serving pages: what is cached under which key, the headers that say
 * so (`Cache-Control`, `Vary`, `X-Robots-Tag`), answers from the cache with their ETag (304 when
 * the browser holds the bytes already), and which rendered pages are kept. A public page is the
 * same for every visitor, whatever cookies they send (decision 074): it is public (`cacheControl`,
 * for shared caches and CDNs) and varies with the encoding alone.
 */
export class PageDelivery {
  readonly #options: Options;
  readonly #indexes = new WeakMap<Build, PageIndex>();

  constructor(options: Options) {
    this.#options = options;
  }

  /** How `req` is delivered by the build `entry` (the language's: server/renderers.ts). */
  plan(entry: Build, req: ExpressRequest): Delivery {
    let index = this.#indexes.get(entry);
    if (!index) this.#indexes.set(entry, (index = new PageIndex(entry.pageIndex(), languages[entry.language].prefix)));
    // Joined, not resolved against the site: a path such as //example.org stays a path.
    const url = new URL(this.#options.siteUrl.origin + req.originalUrl);
    const admin = entry.isPersonal(url.pathname);
    const personal = admin || (req.method !== 'GET' && req.method !== 'HEAD');
    const address = index.addressOf(url);
    if (address.kind === 'moved' && !personal) return { kind: 'moved', location: address.location };
    const key = personal || address.kind === 'root' || address.kind === 'moved' ? undefined : address.key;
    return { kind: 'page', url, key, personal, admin, status: address.kind === 'unknown' ? 404 : 200 };
  }

  /** Sets the page's caching headers, and answers from the cache when it holds the page (true then). */
  answerFromCache(req: ExpressRequest, res: Response, delivery: Extract<Delivery, { kind: 'page' }>): boolean {
    res.set('Cache-Control', delivery.personal ? 'no-store' : this.#options.cacheControl);
    if (delivery.admin) res.set('X-Robots-Tag', 'noindex, nofollow');
    res.vary('Accept-Encoding');
    const cached = delivery.key === undefined ? undefined : this.#options.cache?.get(delivery.key);
    if (cached === undefined) return false;
    sendCached(req, res, cached, delivery.status);
    return true;
  }

  /**
   * Keeps a rendered page: one that has a key, rendered whole with the status its address expects;
   * `scriptSources`: its start script's, from the build that rendered it.
   */
  keep(
    delivery: Extract<Delivery, { kind: 'page' }>,
    status: number,
    failed: boolean,
    html: string,
    scriptSources: readonly string[],
    data: readonly string[] = [],
  ) {
    if (delivery.key !== undefined && status === delivery.status && !failed)
      this.#options.cache?.set(delivery.key, html, scriptSources, data);
  }
}

/**
 * A cached page (in brotli once that is worked out, if the browser takes it), or 304 when the
 * request already holds these bytes: Express's `req.fresh` compares If-None-Match with the
 * ETag set here (weak comparison, RFC 9110 13.1.2). It is fresh only for a 2xx, so the 404
 * page is always sent in full: a 304 means "your 200 is current".
 */
function sendCached(req: ExpressRequest, res: Response, page: CachedPage, status: number) {
  res.set('ETag', page.etag).status(status);
  allowInline(res, { script: page.scriptSources, style: page.styleSources });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type('html');
  // Compressed once when cached (decision 056); compression() leaves an encoded body alone.
  const body = page.brotli && req.acceptsEncodings('br') === 'br' ? page.brotli : page.body;
  if (body === page.brotli) res.set('Content-Encoding', 'br');
  res.set('Content-Length', String(body.length));
  res.end(body); // Node sends no body to HEAD
}

/** The response's CSP with the page's start script and `<style>` blocks allowed by their hashes (decisions 051, 088). */
export function allowInline(res: Response, sources: InlineSources) {
  const policy = withInlineSources(res.get('Content-Security-Policy'), sources);
  if (policy) res.set('Content-Security-Policy', policy);
}

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
  /** The pages with a parameter (`/centres/:slug`): any slug-shaped value there is a page of its own. */
  readonly #patterns: { pattern: RegExp; reads: readonly string[] }[] = [];

  /**
   * `pages`: every page's path and the query parameters it reads (entry-server's pageIndex()),
   * a page made from the store's data by its route's path with its parameter (`/centres/:slug`);
   * `prefix`: where the language's pages start ('' for English, '/mr').
   */
  constructor(pages: Map<string, readonly string[]>, prefix = '') {
    this.#pages = new Map();
    for (const [path, reads] of pages) {
      if (!path.includes('/:')) this.#pages.set(path, reads);
      else this.#patterns.push({ pattern: patternOf(path), reads });
    }
    this.#prefix = prefix;
    this.#spellings = new Map([...this.#pages.keys()].map((path) => [spelling(path), path]));
  }

  addressOf(url: URL): PageAddress {
    const { pathname, searchParams } = url;
    if (pathname === '/' || pathname === this.#prefix || pathname === `${this.#prefix}/`) return { kind: 'root' };
    const reads = this.#pages.get(pathname) ?? this.#patterns.find(({ pattern }) => pattern.test(pathname))?.reads;
    if (reads) return { kind: 'page', key: pathname + declaredQuery(searchParams, reads) };
    const canonical = this.#spellings.get(spelling(pathname));
    if (canonical) return { kind: 'moved', location: canonical + url.search };
    return { kind: 'unknown', key: this.#prefix + notFoundKey };
  }
}

/** A slug: lower-case Latin letters and digits, words joined by single hyphens, at most 80 characters. */
const slug = '(?=[a-z0-9-]{1,80}(?:/|$))[a-z0-9]+(?:-[a-z0-9]+)*';
const escaped = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split(/(:[A-Za-z]+)/)
      .map((part) => (part.startsWith(':') ? slug : escaped(part)))
      .join('')}$`,
  );

const spelling = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/** Only the declared parameters, in the declared order, so their order in the URL does not matter either. */
function declaredQuery(params: URLSearchParams, reads: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const name of reads) for (const value of params.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}
