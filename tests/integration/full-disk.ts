import { sql } from 'kysely';
import type { Store } from '../../server/store/store.ts';

/**
 * A full disk for one table (decision 102): the store refuses to update a row of `table` where
 * `when` holds (a condition on `NEW`), with the error either store gives when its disk is full, until
 * `allowUpdates`. A trigger stands for the disk on either store.
 */
export async function refuseUpdates(store: Store, table: string, when: string): Promise<void> {
  const name = triggerName(table);
  if (store.kind === 'postgres') {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$`,
      )
      .execute(store.db);
    await sql
      .raw(`CREATE TRIGGER ${name} BEFORE UPDATE ON ${table} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${name}()`)
      .execute(store.db);
  } else
    await sql
      .raw(
        `CREATE TRIGGER ${name} BEFORE UPDATE ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
      )
      .execute(store.db);
}

/** The disk has room again for `table`: its refusing trigger dropped. */
export async function allowUpdates(store: Store, table: string): Promise<void> {
  const on = store.kind === 'postgres' ? ` ON ${table}` : '';
  await sql.raw(`DROP TRIGGER ${triggerName(table)}${on}`).execute(store.db);
}

const triggerName = (table: string) => `refuse_${table}`;
