import type { Kysely } from 'kysely';

/** The admin inbox (issue 39): when a message was marked handled (ISO time in UTC), null while it is new. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('handled_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('handled_at').execute();
}
