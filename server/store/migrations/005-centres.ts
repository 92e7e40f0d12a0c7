import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The directory of centres (issue 53, decision 095), the consents that let one be shown, the
 * registration form's consent box, the centres' photos, and the versions that tell every replica
 * a public page made from the store has changed.
 *
 * - `centres`: one row a centre. What the site shows of it is one document, `profile` (JSON,
 *   checked whole by src/features/directory/contract.ts `centreProfile` when written and read);
 *   the columns are what the store itself looks up: the slug, the status, the district.
 * - `centre_consents`: who gave consent to list a centre, when, how and to which contact channels;
 *   the newest row is the one in force. Nothing is published without one.
 * - `registration_consents`: the registration form's "List my centre in the public directory" box,
 *   its answer and exact words, beside the registration's number (the backend's fields stay the spec's).
 * - `centre_photos`: a photo of a centre, in order; `media_files` the files the site serves from
 *   the store (a photo's encoded widths: AVIF, WebP, JPEG), kept there so that a backup and every
 *   replica have them.
 * - `data_versions`: a number a kind of public data (`directory`) that each change raises in the
 *   same transaction; every replica polls it and refreshes its cached pages when it moves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('centres')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('district', 'text', (column) => column.notNull())
    .addColumn('profile', 'text', (column) => column.notNull())
    .addColumn('registration_number', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('published_at', 'text')
    .execute();
  await db.schema.createIndex('centres_status').on('centres').columns(['status', 'slug']).execute();
  await db.schema
    .createTable('centre_consents')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('centre_id', 'text', (column) => column.notNull().references('centres.id').onDelete('cascade'))
    .addColumn('given_by', 'text', (column) => column.notNull())
    .addColumn('given_at', 'text', (column) => column.notNull())
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('channels', 'text', (column) => column.notNull())
    .addColumn('wording', 'text', (column) => column.notNull())
    .addColumn('recorded_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('centre_consents_centre')
    .on('centre_consents')
    .columns(['centre_id', 'recorded_at'])
    .execute();
  await db.schema
    .createTable('registration_consents')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('registration_number', 'text', (column) => column.notNull())
    .addColumn('agro_tour_name', 'text', (column) => column.notNull())
    .addColumn('consented', 'integer', (column) => column.notNull())
    .addColumn('wording', 'text', (column) => column.notNull())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('received_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('registration_consents_number')
    .on('registration_consents')
    .columns(['registration_number', 'received_at'])
    .execute();
  await db.schema
    .createTable('centre_photos')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('centre_id', 'text', (column) => column.notNull().references('centres.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('hash', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('alt_en', 'text', (column) => column.notNull())
    .addColumn('alt_mr', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('centre_photos_centre').on('centre_photos').columns(['centre_id', 'position']).execute();
  await db.schema
    .createTable('media_files')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('hash', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('data', bytes, (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('media_files_hash').on('media_files').columns(['hash']).execute();
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'data_versions',
    'media_files',
    'centre_photos',
    'registration_consents',
    'centre_consents',
    'centres',
  ])
    await db.schema.dropTable(table).execute();
}
