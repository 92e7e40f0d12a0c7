import { hash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { styleBlocks, styleHash } from './security.ts';

/** A finished page: its bytes, a strong validator made from them, and the hashes of its inline styles. */
export interface CachedPage {
  body: Buffer;
  etag: string;
  /** The CSP sources of the page's `<style>` blocks (server/security.ts), worked out once. */
  styleSources: string[];
}

/** A strong ETag: the page's SHA-256, shortened (collisions would need 2^80 pages). */
export const etagOf = (body: Buffer) => `"${hash('sha256', body, 'base64url').slice(0, 27)}"`;

/**
 * Every visitor gets the same HTML for an address (no nonce, no session in a page: the
 * admin's state lives in the browser or in no-store answers), so finished pages are kept
 * in memory, bounded in bytes, and sent as they are, with their ETag.
 */
export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>;

  constructor(maxBytes = 32 * 1024 * 1024) {
    this.#pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (page) => page.body.length + 64 });
  }

  get(key: string): CachedPage | undefined {
    return this.#pages.get(key);
  }

  set(key: string, html: string): CachedPage {
    const body = Buffer.from(html);
    const page = { body, etag: etagOf(body), styleSources: styleBlocks(html).map(styleHash) };
    this.#pages.set(key, page);
    return page;
  }
}
