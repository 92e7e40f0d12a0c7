import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { styleBlocks, styleHash } from './security.ts';

/** A finished page: its bytes, a strong validator made from them, and the hashes of its inline script and styles. */
export interface CachedPage {
  body: Buffer;
  etag: string;
  /**
   * The CSP source of the page's start script, from the build that rendered it (server/render.ts
   * `scriptSources`, decision 088): named by that build, never read from the page.
   */
  scriptSources: readonly string[];
  /** The CSP sources of the page's `<style>` blocks (server/security.ts), worked out once. */
  styleSources: string[];
  /** The body in brotli at its best quality, once worked out (`compress`; decision 056). */
  brotli?: Buffer;
  /** The store's data the page is made from (`handle.data`): it is forgotten when that changes. */
  data: readonly string[];
}

/** A strong ETag: the page's SHA-256, shortened (collisions would need 2^80 pages). */
export const etagOf = (body: Buffer) => `"${hash('sha256', body, 'base64url').slice(0, 27)}"`;

const brotli = promisify(brotliCompress);
const best = (body: Buffer) =>
  brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });

/**
 * Every visitor gets the same HTML for an address (no nonce, no session in a page: the
 * admin's state lives in the browser or in no-store answers), so finished pages are kept
 * in memory, bounded in bytes, and sent as they are, with their ETag.
 *
 * With `compress`, each page is also compressed once with brotli at quality 11, about 15%
 * smaller than the per-response compression (quality 4), which is what puts most pages in the
 * first round trip of a slow link (decision 056). That takes about 0.1 s of CPU a page, so it
 * runs in the background, one page at a time (one core at most); until it is done the page
 * is compressed per response as before.
 */
export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>;
  readonly #compress: boolean;
  #compressing: Promise<void> = Promise.resolve();

  constructor({ maxBytes = 32 * 1024 * 1024, compress = false }: { maxBytes?: number; compress?: boolean } = {}) {
    this.#compress = compress;
    this.#pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.body.length + (page.brotli?.length ?? 0) + 64,
    });
  }

  get(key: string): CachedPage | undefined {
    return this.#pages.get(key);
  }

  /**
   * Keeps the page `html` under `key`; `scriptSources`: its inline script's, from the build that
   * rendered it; `data`: the store's data it is made from.
   */
  set(key: string, html: string, scriptSources: readonly string[], data: readonly string[] = []): CachedPage {
    const body = Buffer.from(html);
    const page = { body, etag: etagOf(body), scriptSources, styleSources: styleBlocks(html).map(styleHash), data };
    this.#pages.set(key, page);
    if (this.#compress) this.#compressing = this.#compressing.then(() => this.#compressed(key, page));
    return page;
  }

  /** Forgets every page made from the store's data `name` (decision 095); they render again when asked for. */
  forget(name: string): number {
    // The keys first: the cache is not changed while it is walked.
    const made = [...this.#pages.entries()].filter(([, page]) => page.data.includes(name)).map(([key]) => key);
    for (const key of made) this.#pages.delete(key);
    return made.length;
  }

  /** Resolves once every page stored so far has its brotli body. */
  compressed(): Promise<void> {
    return this.#compressing;
  }

  async #compressed(key: string, page: CachedPage): Promise<void> {
    if (this.#pages.peek(key) !== page) return; // replaced or evicted while it waited
    const smaller = await best(page.body).catch(() => undefined);
    if (smaller && smaller.length < page.body.length && this.#pages.peek(key) === page)
      this.#pages.set(key, { ...page, brotli: smaller });
  }
}
