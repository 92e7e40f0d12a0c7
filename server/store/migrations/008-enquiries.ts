import type { Kysely } from 'kysely';

/**
 * Enquiries to the directory's centres (issue 54, decision 098).
 *
 * - `enquiries`: one row a visitor's enquiry to a centre, with its short reference (`AT-7K3Q`,
 *   unique), the visitor's answers, and its place on the office's trail: `status` and the times
 *   it was mailed to the owner, the owner reminded, the owner answered.
 * - `owner_tokens`: the owner's one-click links (answered, cannot take it, unlist the centre, no
 *   more summaries): a hash of the token only, what it does, the centre (and enquiry), when used.
 * - `owner_summaries`: the monthly summaries written to the outbox, one a centre and month, so a
 *   month is summarised once however many replicas run the timer.
 * - `centre_consents.enquiry_mail` and `owner_language`: whether the owner agreed to receive
 *   visitors' enquiries by e-mail, and the language of the owner's mails (Marathi unless said).
 * - `centres.summary_off_at`: when the owner stopped the monthly summary.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('reference', 'text', (column) => column.notNull().unique())
    .addColumn('centre_id', 'text', (column) => column.notNull())
    .addColumn('received_at', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('date_from', 'text', (column) => column.notNull())
    .addColumn('date_to', 'text', (column) => column.notNull())
    .addColumn('flexible', 'integer', (column) => column.notNull())
    .addColumn('visit', 'text', (column) => column.notNull())
    .addColumn('adults', 'integer', (column) => column.notNull())
    .addColumn('children', 'integer', (column) => column.notNull())
    .addColumn('group_type', 'text', (column) => column.notNull())
    .addColumn('reply_language', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('status_at', 'text', (column) => column.notNull())
    .addColumn('owner_mailed_at', 'text')
    .addColumn('reminded_at', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('idempotency_key', 'text', (column) => column.unique())
    .addColumn('duplicate_key', 'text', (column) => column.notNull().unique())
    .execute();
  await db.schema.createIndex('enquiries_centre').on('enquiries').columns(['centre_id', 'received_at']).execute();
  await db.schema.createIndex('enquiries_status').on('enquiries').columns(['status', 'received_at']).execute();
  await db.schema.createIndex('enquiries_received').on('enquiries').columns(['received_at']).execute();
  await db.schema
    .createTable('owner_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('centre_id', 'text', (column) => column.notNull())
    .addColumn('enquiry_id', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('owner_tokens_enquiry').on('owner_tokens').columns(['enquiry_id']).execute();
  await db.schema
    .createTable('owner_summaries')
    .addColumn('centre_id', 'text', (column) => column.notNull())
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('owner_summaries_key', ['centre_id', 'month'])
    .execute();
  await db.schema
    .alterTable('centre_consents')
    .addColumn('enquiry_mail', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('centre_consents')
    .addColumn('owner_language', 'text', (column) => column.notNull().defaultTo('mr'))
    .execute();
  await db.schema.alterTable('centres').addColumn('summary_off_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('centres').dropColumn('summary_off_at').execute();
  await db.schema.alterTable('centre_consents').dropColumn('owner_language').execute();
  await db.schema.alterTable('centre_consents').dropColumn('enquiry_mail').execute();
  for (const table of ['owner_summaries', 'owner_tokens', 'enquiries']) await db.schema.dropTable(table).execute();
}
