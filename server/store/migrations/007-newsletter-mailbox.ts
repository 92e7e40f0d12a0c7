import type { Kysely } from 'kysely';
import { mailboxOf } from '../../from-src.ts';

/**
 * The newsletter keyed on the mailbox (issue 58). `newsletter_subscribers.mailbox` is the
 * address's mailbox (src/features/newsletter/mailbox.server.ts `mailboxOf`), unique: a second spelling of a
 * mailbox on the list is the same subscriber. Filled here for the rows there are; where old rows
 * share a mailbox, the confirmed one (else the latest signed up) takes it and the others keep a
 * null mailbox (null is never equal under a unique index): they stay subscribed as they were.
 * `newsletter_mail_caps` counts confirmation mails in fixed windows, one row a key (a hash of the
 * mailbox and day, or the domain and hour) and window: `mails` so far, `until` when the window
 * ends (the newsletter's sweep deletes it then). Counted in the store, so the caps hold across replicas.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('newsletter_subscribers').addColumn('mailbox', 'text').execute();
  const table = db as unknown as Kysely<{
    newsletter_subscribers: { id: string; email: string; status: string; consented_at: string; mailbox: string | null };
  }>;
  const rows = await table
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'status', 'consented_at'])
    .execute();
  const rank = (row: (typeof rows)[number]) => `${row.status === 'confirmed' ? 1 : 0}${row.consented_at}`;
  const owner = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const mailbox = mailboxOf(row.email);
    const held = owner.get(mailbox);
    if (!held || rank(row) > rank(held)) owner.set(mailbox, row);
  }
  for (const [mailbox, row] of owner) {
    await table.updateTable('newsletter_subscribers').set({ mailbox }).where('id', '=', row.id).execute();
  }
  await db.schema
    .createIndex('newsletter_subscribers_mailbox')
    .on('newsletter_subscribers')
    .column('mailbox')
    .unique()
    .execute();
  await db.schema
    .createTable('newsletter_mail_caps')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('until', 'text', (column) => column.notNull())
    .addColumn('mails', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('newsletter_mail_caps_until').on('newsletter_mail_caps').column('until').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_mail_caps').execute();
  await db.schema.dropIndex('newsletter_subscribers_mailbox').execute();
  await db.schema.alterTable('newsletter_subscribers').dropColumn('mailbox').execute();
}
