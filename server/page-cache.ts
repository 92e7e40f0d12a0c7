import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Every visitor gets the same HTML for a URL (login state lives in the browser),
 * so finished 200 pages are kept in memory, bounded in bytes. Each response has
 * its own CSP nonce: a page is stored with the nonce swapped for a per-process
 * random marker, and the marker swapped for the new nonce when it is served.
 */
export class PageCache {
  readonly #marker = randomBytes(18).toString('base64url');
  readonly #pages: LRUCache<string, string>;

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.#pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (html) => html.length * 2 || 1 });
  }

  get(key: string, nonce: string): string | undefined {
    return this.#pages.get(key)?.replaceAll(this.#marker, nonce);
  }

  set(key: string, html: string, nonce: string) {
    this.#pages.set(key, html.replaceAll(nonce, this.#marker));
  }
}
