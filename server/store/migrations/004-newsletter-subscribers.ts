import type { Kysely } from 'kysely';

/**
 * Newsletter subscribers (issue 39, decision 081): an address once (its domain in lower case),
 * the language it signed up in, when and to which words it consented, whether it confirmed,
 * and the hash of the token its mails' links carry (never the token itself). `mailed_at` keeps
 * a confirmation mail from going out more than once in 10 minutes; `idempotency_key` is the
 * hash of the latest sign-up's key (the box with JavaScript), so a retry is answered from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('consented_at', 'text', (column) => column.notNull())
    .addColumn('consent', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('token_hash', 'text', (column) => column.unique())
    .addColumn('mailed_at', 'text')
    .addColumn('idempotency_key', 'text', (column) => column.unique())
    .execute();
  await db.schema
    .createIndex('newsletter_subscribers_status')
    .on('newsletter_subscribers')
    .columns(['status', 'consented_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_subscribers').execute();
}
