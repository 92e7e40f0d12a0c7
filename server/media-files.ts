import type { RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Logger } from './logging.ts';
import { withoutDocumentHeaders } from './security.ts';
import type { StoreTables } from './store/schema.ts';

/** Where the store's files are served: `/files/<name>`. */
export const mediaFilePath = '/files/:name';

/** A file's name: a content hash, a width, a picture format (`<hash>-<width>.<avif|webp|jpg>`). */
const namePattern = /^[a-z0-9]{8,64}-\d{2,5}\.(avif|webp|jpg)$/;

/** The bytes of the files held in memory: the photos of the pages most looked at. */
export const mediaCacheBytes = 32 * 1024 * 1024;

interface Held {
  type: string;
  data: Buffer;
}

/** Whether If-None-Match names this ETag (weakly compared, as RFC 9110 says for it). */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

const plain = (res: Response, status: number, text: string) =>
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(text);

/**
 * GET and HEAD /files/:name: a file of the store's `media_files` (a centre's photo, one width
 * and format). Its name changes with its content, so it is cached for a year, immutable, and
 * its ETag is its name: a revalidation is answered 304 without looking it up. A name of another
 * shape is 404 without asking the store; files served are held in memory (`cacheBytes` in all),
 * so a page's photos asked for again do not ask it either. A store that fails or is late (its
 * own deadline) is 503 with Retry-After, logged; what failed is never sent.
 */
export function mediaFiles({
  db,
  logger,
  cacheBytes = mediaCacheBytes,
}: {
  db: Kysely<StoreTables>;
  logger: Logger;
  cacheBytes?: number;
}): RequestHandler {
  const held = new LRUCache<string, Held>({
    maxSize: cacheBytes,
    sizeCalculation: (file) => file.data.byteLength || 1,
  });
  return async (req, res) => {
    const name = String(req.params.name ?? '');
    if (!namePattern.test(name)) return plain(res, 404, 'Not found');
    const etag = `"${name}"`;
    const cacheHeaders = { 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag };
    if (matches(req.get('If-None-Match'), etag)) {
      withoutDocumentHeaders(res, name);
      return res.status(304).set(cacheHeaders).end();
    }
    let file = held.get(name);
    if (!file) {
      let row;
      try {
        row = await db.selectFrom('media_files').select(['type', 'data']).where('name', '=', name).executeTakeFirst();
      } catch (error) {
        (req.log ?? logger).error({ err: error }, 'a media file could not be read from the store');
        res.set('Retry-After', '5');
        return plain(res, 503, 'This file cannot be served just now. Please try again in a moment.');
      }
      if (!row) return plain(res, 404, 'Not found');
      // SQLite gives a Uint8Array, pg a Buffer: the same bytes either way, not copied.
      file = { type: row.type, data: Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) };
      held.set(name, file);
    }
    withoutDocumentHeaders(res, name);
    res.status(200).set(cacheHeaders).type(file.type).send(file.data);
  };
}
