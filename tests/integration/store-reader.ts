import { randomBytes, randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect } from 'kysely';
import { Client } from 'pg';
import type { ContactMessageRow, StoreTables } from '../../server/store/schema.ts';
import { kyselySqlite, storeFile } from '../../server/store/sqlite.ts';
import { openStore } from '../../server/store/store.ts';

/**
 * The site's store read from outside, as another process (the office, an operator) reads it
 * while a server writes it, for the integration and the browser tests alike (decision 085):
 * the embedded file under `dataDir` opened read-only (what is committed), or PostgreSQL at
 * `databaseUrl` on a connection of its own; closed after.
 */
export async function readStoreAt<T>(
  { dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string },
  query: (db: Kysely<StoreTables>) => Promise<T>,
): Promise<T> {
  const db = databaseUrl
    ? openStore({ dataDir, databaseUrl }).db
    : new Kysely<StoreTables>({
        dialect: new SqliteDialect({
          database: kyselySqlite(new DatabaseSync(storeFile(dataDir), { readOnly: true, timeout: 1_000 })),
        }),
      });
  try {
    return await query(db);
  } finally {
    await db.destroy();
  }
}

/** Makes a new, empty database (`t_<random>`) on the PostgreSQL at `serverUrl`; resolves with its URL. */
export async function createDatabase(serverUrl: string): Promise<string> {
  const url = new URL(serverUrl);
  const name = `t_${randomBytes(8).toString('hex')}`;
  const client = new Client({ connectionString: url.href });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.href;
}

let made = 0;
/** A Contact message's row as the store keeps it, received at `receivedAt`, for the tests that put rows in directly. */
export function contactRow(receivedAt: string, text = `Question ${++made}`): ContactMessageRow {
  return {
    id: randomUUID(),
    received_at: receivedAt,
    language: 'en',
    name: 'Asha Patil',
    email: 'asha@gaon.example',
    message: text,
    idempotency_key: null,
    duplicate_key: `${randomUUID()}:1`,
    handled_at: null,
  };
}
