import { LRUCache } from 'lru-cache';

/**
 * Every visitor gets the same HTML for a URL (login state lives in the browser),
 * so finished 200 pages are kept in memory, bounded in bytes. Each response has
 * its own CSP nonce: a page is stored as the bytes between its nonces, and served
 * with the new response's nonce put back between them.
 */
export class PageCache {
  /** A page as the UTF-8 bytes between its nonces, so serving it is one concatenation. */
  readonly #pages: LRUCache<string, Buffer[]>;

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.#pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (parts) => parts.reduce((sum, part) => sum + part.length, 1) });
  }

  get(key: string, nonce: string): Buffer | undefined {
    const parts = this.#pages.get(key);
    if (!parts) return undefined;
    const between = Buffer.from(nonce);
    return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [between, part])));
  }

  set(key: string, html: string, nonce: string) {
    this.#pages.set(key, html.split(nonce).map((part) => Buffer.from(part)));
  }
}
