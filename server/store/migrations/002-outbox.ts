import type { Kysely } from 'kysely';

/**
 * The outbox (issue 39, decision 080): what is to be sent (now: a contact message to the
 * office), written in the same transaction as what it is about, and worked through by the
 * server (server/mail/outbox.ts) until sent. A row names its message (`ref`), not a copy of
 * it. `claimed_by` and `claimed_until` let one worker of several (replicas) send a row at a
 * time; `next_attempt_at` and `attempts` are its backoff; `last_error` the latest failure.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('ref', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
