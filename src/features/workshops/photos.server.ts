/**
 * Photos of a workshop, added by the office once it has taken place (issue 56, decision 100):
 * read and encoded as a centre's (src/media/photos.server.ts), shown on the event's page in the
 * order they were added.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StoreTables } from '../../../server/store/schema.ts';
import type { Store } from '../../../server/store/store.ts';
import { bumpVersion } from '../../../server/store/versions.ts';
import {
  keepPhotoFiles,
  lockPhoto,
  photoHash,
  readPhoto,
  removePhotoRow,
  type PhotoProblem,
} from '../../media/photos.server.ts';
import { workshopsData } from './contract.ts';

/** The most photos an event keeps: a day's best, not an album. */
export const eventPhotoMax = 24;

type Photos = Pick<Store, 'db' | 'write'>;

/**
 * Adds a photo to a past event, with its words (checked by the caller). The same bytes again
 * are kept once. Before the event has ended there is nothing to show: `not-yet`.
 */
export async function addEventPhoto(
  store: Photos,
  eventId: string,
  bytes: Uint8Array,
  alt: { en: string; mr: string },
  now: Date,
): Promise<{ ok: true } | { ok: false; problem: PhotoProblem | 'not-found' | 'not-yet' | 'full' }> {
  const event = await store.db.selectFrom('workshops').select('ends_at').where('id', '=', eventId).executeTakeFirst();
  if (!event) return { ok: false, problem: 'not-found' };
  if (event.ends_at > now.toISOString()) return { ok: false, problem: 'not-yet' };
  const hash = photoHash(bytes);
  const has = (db: Kysely<StoreTables>) =>
    db
      .selectFrom('workshop_photos')
      .select('id')
      .where('workshop_id', '=', eventId)
      .where('hash', '=', hash)
      .executeTakeFirst();
  const count = async (db: Kysely<StoreTables>) =>
    Number(
      (
        await db
          .selectFrom('workshop_photos')
          .select((select) => select.fn.countAll().as('n'))
          .where('workshop_id', '=', eventId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  // A form sent twice is answered without encoding the photo again.
  if (await has(store.db)) return { ok: true };
  if ((await count(store.db)) >= eventPhotoMax) return { ok: false, problem: 'full' };
  const read = await readPhoto(bytes);
  if (!read.ok) return read;
  const outcome = await store.write(async (db) => {
    await lockPhoto(db, hash);
    if (await has(db)) return 'kept' as const;
    if ((await count(db)) >= eventPhotoMax) return 'full' as const;
    const at = now.toISOString();
    await keepPhotoFiles(db, read.photo, at);
    await db
      .insertInto('workshop_photos')
      .values({
        id: randomUUID(),
        workshop_id: eventId,
        hash,
        width: read.photo.width,
        height: read.photo.height,
        alt_en: alt.en,
        alt_mr: alt.mr,
        created_at: at,
      })
      .execute();
    await bumpVersion(db, workshopsData);
    return 'added' as const;
  });
  return outcome === 'full' ? { ok: false, problem: 'full' } : { ok: true };
}

/** Removes a photo of an event, and its files unless another photo still shows them; false when there is no such photo. */
export async function removeEventPhoto(store: Photos, eventId: string, photoId: string): Promise<boolean> {
  return store.write(async (db) => {
    const photo = await db
      .selectFrom('workshop_photos')
      .select('hash')
      .where('id', '=', photoId)
      .where('workshop_id', '=', eventId)
      .executeTakeFirst();
    if (!photo || !(await removePhotoRow(db, 'workshop_photos', { id: photoId, hash: photo.hash }))) return false;
    await bumpVersion(db, workshopsData);
    return true;
  });
}

/** An event's photos, in the order they were added. */
export const eventPhotos = (db: Kysely<StoreTables>, eventIds: string[]) =>
  eventIds.length
    ? db
        .selectFrom('workshop_photos')
        .selectAll()
        .where('workshop_id', 'in', eventIds)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : Promise.resolve([]);
