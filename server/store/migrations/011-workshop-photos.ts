import type { Kysely } from 'kysely';

/**
 * Photos of a workshop, added after it took place (issue 56, decision 100): the same files as a
 * centre's (`media_files`, under the photo's hash), in the order they were added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workshop_photos')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('workshop_id', 'text', (column) => column.notNull().references('workshops.id').onDelete('cascade'))
    .addColumn('hash', 'text', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('alt_en', 'text', (column) => column.notNull())
    .addColumn('alt_mr', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('workshop_photos_workshop')
    .on('workshop_photos')
    .columns(['workshop_id', 'created_at'])
    .execute();
  await db.schema.createIndex('workshop_photos_hash').on('workshop_photos').columns(['hash']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workshop_photos').execute();
}
