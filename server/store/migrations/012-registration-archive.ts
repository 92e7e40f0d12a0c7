import { sql, type Kysely } from 'kysely';

/**
 * The admin's marks on the backend's registrations (issue 58, items 11 and 15; decision 103). The
 * registrations stay in the private backend, which is not changed: the site keeps only what its
 * admin did with them, by the name the admin area gives each (`ref`: the backend's id, or
 * `row-…` for a row it gave none, src/features/admin/records.ts).
 *
 * - `registration_marks`: one row a registration an admin has touched: `archived_at` while it is
 *   archived (hidden from the list but for its Archived filter; null once restored), `opened_at`
 *   the first time an admin opened it (it is no longer new).
 * - `registration_marks_since`: one row, when the site began to keep these marks: a registration
 *   the backend received before it counts as opened, so that the list does not call every old
 *   registration new on the day this runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registration_marks')
    .addColumn('ref', 'text', (column) => column.primaryKey())
    .addColumn('archived_at', 'text')
    .addColumn('opened_at', 'text')
    .execute();
  await db.schema
    .createTable('registration_marks_since')
    .addColumn('since', 'text', (column) => column.notNull())
    .execute();
  await sql`insert into registration_marks_since (since) values (${new Date().toISOString()})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registration_marks_since').execute();
  await db.schema.dropTable('registration_marks').execute();
}
