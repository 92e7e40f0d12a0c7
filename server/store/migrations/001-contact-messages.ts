import type { Kysely } from 'kysely';

/** Contact messages (issue 39): what the Contact form sends, kept for the office. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('received_at', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('idempotency_key', 'text', (column) => column.unique())
    .addColumn('duplicate_key', 'text', (column) => column.notNull().unique())
    .execute();
  await db.schema.createIndex('contact_messages_received_at').on('contact_messages').column('received_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
