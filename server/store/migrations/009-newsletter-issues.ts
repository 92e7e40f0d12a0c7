import type { Kysely } from 'kysely';

/**
 * The newsletter goes out (issue 55, decision 099).
 *
 * - `newsletter_issues`: an issue the office writes, a subject and a Markdown body a language; `draft` until it is
 *   sent, then `sending` (or `paused`) and `sent`; its `slug` is its archive page's address once it goes out.
 *   `sender` and `sender_until`: the replica sending it now and until when its lease holds, so that one replica sends
 *   at a time and the rate is the whole site's.
 * - `newsletter_deliveries`: one row a recipient of an issue, written when its sending starts (the confirmed
 *   subscribers then): `pending` until sent, then `sent`, `failed` (with the mail server's reason) or `left` (the
 *   subscriber left first); claimed as the outbox claims its rows. `token_hash`: the hash of the token of that
 *   mail's own unsubscribe link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('slug', 'text', (column) => column.unique())
    .addColumn('subject_en', 'text', (column) => column.notNull())
    .addColumn('subject_mr', 'text', (column) => column.notNull())
    .addColumn('body_en', 'text', (column) => column.notNull())
    .addColumn('body_mr', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('sender', 'text')
    .addColumn('sender_until', 'text')
    .execute();
  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('issue_id', 'text', (column) => column.notNull().references('newsletter_issues.id').onDelete('cascade'))
    .addColumn('subscriber_id', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('subscribed_at', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (column) => column.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('token_hash', 'text', (column) => column.unique())
    .addUniqueConstraint('newsletter_deliveries_once', ['issue_id', 'subscriber_id'])
    .execute();
  await db.schema
    .createIndex('newsletter_deliveries_due')
    .on('newsletter_deliveries')
    .columns(['issue_id', 'status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('newsletter_deliveries_subscriber')
    .on('newsletter_deliveries')
    .columns(['subscriber_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletter_issues').execute();
}
