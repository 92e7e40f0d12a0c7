/**
 * The admin's marks on the backend's registrations, kept in the site's store (decision 103;
 * migration 012): which are archived, and which an admin has opened. The backend is not changed
 * and knows nothing of them. Each function rejects when the store does not answer (or the site
 * has none); the routes say so and go on without the marks.
 */
import type { Store } from '../../../server/store/store.ts';
import { isNewRecord, type AdminRecord, type RecordMarks } from './records.ts';

type MarkStore = Pick<Store, 'db' | 'write'>;

/** What the store holds of every registration: archived ones (and since when), opened ones, and since when it keeps them. */
export interface StoredMarks {
  archived: Map<string, string>;
  opened: Set<string>;
  /** When the site began to keep the marks (migration 012): a registration received before counts as opened. */
  since: string | undefined;
}

export async function readMarks(store: MarkStore | undefined): Promise<StoredMarks> {
  if (!store) throw new Error('The site has no store');
  const [rows, since] = await Promise.all([
    store.db.selectFrom('registration_marks').select(['ref', 'archived_at', 'opened_at']).execute(),
    store.db.selectFrom('registration_marks_since').select('since').orderBy('since').executeTakeFirst(),
  ]);
  const archived = new Map<string, string>();
  const opened = new Set<string>();
  for (const row of rows) {
    if (row.archived_at) archived.set(row.ref, row.archived_at);
    if (row.opened_at) opened.add(row.ref);
  }
  return { archived, opened, since: since?.since };
}

/** The marks of one record, as the list and its page show them. */
export function marksOf(record: Pick<AdminRecord, 'ref' | 'created_at'>, stored: StoredMarks): RecordMarks {
  const archivedAt = stored.archived.get(record.ref);
  const archived = archivedAt !== undefined;
  return {
    archived,
    archivedAt: archivedAt ?? '',
    isNew: !archived && !stored.opened.has(record.ref) && isNewRecord(record.created_at, stored.since),
  };
}

/** Archives `ref` now (one already archived keeps its first time), or restores it to the list. */
export async function setArchived(store: MarkStore | undefined, ref: string, archived: boolean, now: Date) {
  if (!store) throw new Error('The site has no store');
  const at = archived ? now.toISOString() : null;
  await store.write((db) =>
    db
      .insertInto('registration_marks')
      .values({ ref, archived_at: at, opened_at: null })
      .onConflict((conflict) =>
        conflict.column('ref').doUpdateSet((update) => ({
          archived_at: archived ? update.fn.coalesce('registration_marks.archived_at', update.val(at)) : null,
        })),
      )
      .execute(),
  );
}

/** Notes that an admin opened `ref` (the first time is kept): it is no longer new. */
export async function markOpened(store: MarkStore | undefined, ref: string, now: Date) {
  if (!store) throw new Error('The site has no store');
  const at = now.toISOString();
  await store.write((db) =>
    db
      .insertInto('registration_marks')
      .values({ ref, archived_at: null, opened_at: at })
      .onConflict((conflict) =>
        conflict
          .column('ref')
          .doUpdateSet((update) => ({ opened_at: update.fn.coalesce('registration_marks.opened_at', update.val(at)) })),
      )
      .execute(),
  );
}
