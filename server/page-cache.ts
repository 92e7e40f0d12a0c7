import { LRUCache } from 'lru-cache';

/**
 * Every visitor gets the same HTML for a URL (login state lives in the browser),
 * so finished 200 pages are kept in memory, bounded in bytes. Each response has
 * its own CSP nonce: a page is stored as the bytes between its nonces, and served
 * with the new response's nonce put back between them.
 */
export class PageCache {
  /** A page as the UTF-8 bytes between its nonces. */
  readonly #pages: LRUCache<string, Buffer[]>;

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.#pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (parts) => parts.reduce((sum, part) => sum + part.length, 1) });
  }

  /**
   * The page as chunks to write in order, this response's nonce between the stored parts.
   * Not joined: the socket sends the stored buffers as they are, so a cached answer
   * allocates a few bytes instead of a copy of the page (less for the collector to do).
   */
  get(key: string, nonce: string): Buffer[] | undefined {
    const parts = this.#pages.get(key);
    if (!parts) return undefined;
    const between = Buffer.from(nonce);
    return parts.flatMap((part, i) => (i === 0 ? [part] : [between, part]));
  }

  set(key: string, html: string, nonce: string) {
    this.#pages.set(key, html.split(nonce).map((part) => Buffer.from(part)));
  }
}
