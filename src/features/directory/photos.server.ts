/**
 * A centre's photos (issue 53, decision 095), in the admin's order; their files are read and
 * encoded by src/media/photos.server.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StoreTables } from '../../../server/store/schema.ts';
import { bumpVersion } from '../../../server/store/versions.ts';
import {
  keepPhotoFiles,
  lockPhoto,
  photoHash,
  readPhoto,
  removePhotoRow,
  type PhotoProblem,
} from '../../media/photos.server.ts';
import { directoryData, type DirectoryStore } from './centres.server.ts';
import type { Bilingual } from './contract.ts';

const now = () => new Date().toISOString();

async function touch(db: Kysely<StoreTables>, centreId: string) {
  await db.updateTable('centres').set({ updated_at: now() }).where('id', '=', centreId).execute();
  await bumpVersion(db, directoryData);
}

/**
 * Adds a photo to the end of a centre's photos, with its words (checked by the caller). The same
 * bytes again are the same files: a centre that has the photo already keeps it once, another
 * centre's shares its files.
 */
export async function addPhoto(
  directory: DirectoryStore,
  centreId: string,
  bytes: Uint8Array,
  alt: Bilingual,
): Promise<{ ok: true; hash: string } | { ok: false; problem: PhotoProblem | 'not-found' }> {
  const { store } = directory;
  const centre = await store.db.selectFrom('centres').select('id').where('id', '=', centreId).executeTakeFirst();
  if (!centre) return { ok: false, problem: 'not-found' };
  // A form sent twice is answered without encoding the photo again.
  const hash = photoHash(bytes);
  const has = (reader: Kysely<StoreTables>) =>
    reader
      .selectFrom('centre_photos')
      .select('id')
      .where('centre_id', '=', centreId)
      .where('hash', '=', hash)
      .executeTakeFirst();
  if (await has(store.db)) return { ok: true, hash };
  const read = await readPhoto(bytes);
  if (!read.ok) return read;
  const { width, height } = read.photo;
  const outcome = await store.write(async (db) => {
    await lockPhoto(db, hash);
    const found = await db.selectFrom('centres').select('id').where('id', '=', centreId).executeTakeFirst();
    if (!found) return 'not-found' as const;
    if (await has(db)) return 'kept' as const;
    const at = now();
    await keepPhotoFiles(db, read.photo, at);
    const { last } = await db
      .selectFrom('centre_photos')
      .select((select) => select.fn.max('position').as('last'))
      .where('centre_id', '=', centreId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('centre_photos')
      .values({
        id: randomUUID(),
        centre_id: centreId,
        position: last === null ? 0 : Number(last) + 1,
        hash,
        width,
        height,
        alt_en: alt.en,
        alt_mr: alt.mr,
        created_at: at,
      })
      .execute();
    await touch(db, centreId);
    return 'added' as const;
  });
  if (outcome === 'not-found') return { ok: false, problem: 'not-found' };
  if (outcome === 'added') await directory.changed();
  return { ok: true, hash };
}

/** Removes a photo of a centre, and its files unless another photo row still shows them; false when there is no such photo. */
export async function removePhoto(directory: DirectoryStore, centreId: string, photoId: string): Promise<boolean> {
  const found = await directory.store.write(async (db) => {
    const photo = await db
      .selectFrom('centre_photos')
      .select('hash')
      .where('id', '=', photoId)
      .where('centre_id', '=', centreId)
      .executeTakeFirst();
    if (!photo || !(await removePhotoRow(db, 'centre_photos', { id: photoId, hash: photo.hash }))) return false;
    await touch(db, centreId);
    return true;
  });
  if (found) await directory.changed();
  return found;
}

/** Moves a photo one place up or down among its centre's; false when there is no such photo (at an end, it stays). */
export async function movePhoto(
  directory: DirectoryStore,
  centreId: string,
  photoId: string,
  direction: 'up' | 'down',
): Promise<boolean> {
  const outcome = await directory.store.write(async (db) => {
    const photos = await db
      .selectFrom('centre_photos')
      .select(['id', 'position'])
      .where('centre_id', '=', centreId)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
    const at = photos.findIndex((photo) => photo.id === photoId);
    if (at === -1) return 'not-found' as const;
    const other = photos[direction === 'up' ? at - 1 : at + 1];
    if (!other) return 'stays' as const;
    // Renumbered whole: positions left equal or with gaps (a removal) still order as shown.
    const order = photos.map((photo) => photo.id);
    [order[at], order[photos.indexOf(other)]] = [other.id, photoId];
    for (const [position, id] of order.entries())
      await db.updateTable('centre_photos').set({ position }).where('id', '=', id).execute();
    await touch(db, centreId);
    return 'moved' as const;
  });
  if (outcome === 'moved') await directory.changed();
  return outcome !== 'not-found';
}
