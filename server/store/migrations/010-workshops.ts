import type { Kysely } from 'kysely';

/**
 * Workshops on the calendar (issue 56, decision 100).
 *
 * - `workshops`: one event: its words in both languages, type, audiences (JSON), start and end (UTC instants; shown
 *   in India's time), place (a listed centre, an address, or an online link given only to those signed up), language,
 *   fee (rupees, 0 free), seats, the sign-up deadline, status (`draft`, `scheduled`, `postponed`, `cancelled`) and
 *   `sequence`, raised by each change a calendar must hear of (iCalendar SEQUENCE).
 * - `workshop_signups`: one person's sign-up (for `people` seats): `confirmed`, `waitlist` (in order of arrival) or
 *   `cancelled`; `token_hash` is its cancel link's; the reminders and the after-event mail are marked once sent.
 *   One live sign-up a mobile number an event (`live_key`: null once cancelled).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workshops')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('title_en', 'text', (column) => column.notNull())
    .addColumn('title_mr', 'text', (column) => column.notNull())
    .addColumn('summary_en', 'text', (column) => column.notNull())
    .addColumn('summary_mr', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('audiences', 'text', (column) => column.notNull())
    .addColumn('starts_at', 'text', (column) => column.notNull())
    .addColumn('ends_at', 'text', (column) => column.notNull())
    .addColumn('place_kind', 'text', (column) => column.notNull())
    .addColumn('centre_id', 'text')
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('online_url', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('fee', 'integer', (column) => column.notNull())
    .addColumn('seats', 'integer', (column) => column.notNull())
    .addColumn('signup_deadline', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('workshops_starts').on('workshops').columns(['status', 'starts_at']).execute();
  await db.schema
    .createTable('workshop_signups')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('workshop_id', 'text', (column) => column.notNull().references('workshops.id').onDelete('cascade'))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('mobile', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('place', 'text', (column) => column.notNull())
    .addColumn('people', 'integer', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('status_at', 'text', (column) => column.notNull())
    .addColumn('attended', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('live_key', 'text', (column) => column.unique())
    .addColumn('idempotency_key', 'text', (column) => column.unique())
    .addColumn('reminded_before_at', 'text')
    .addColumn('reminded_day_at', 'text')
    .addColumn('invited_at', 'text')
    .execute();
  await db.schema
    .createIndex('workshop_signups_workshop')
    .on('workshop_signups')
    .columns(['workshop_id', 'status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workshop_signups').execute();
  await db.schema.dropTable('workshops').execute();
}
