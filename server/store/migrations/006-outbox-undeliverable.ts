import type { Kysely } from 'kysely';

/**
 * Outbox rows a mail server refused for good (issue 58): `undeliverable_at` (ISO time in UTC) is
 * set when the recipient was answered with a 5xx, whose answer `last_error` keeps; null while the
 * row is sent or still to be tried. Such a row is done without being sent: never tried again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('undeliverable_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('undeliverable_at').execute();
}
