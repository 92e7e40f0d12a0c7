import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect } from 'kysely';
import { Client } from 'pg';
import { inject } from 'vitest';
import type { StoreTables } from '../../server/store/schema.ts';
import { kyselySqlite, storeFile } from '../../server/store/sqlite.ts';
import { openStore } from '../../server/store/store.ts';

/**
 * The store the tests that touch one run on (decision 085): the embedded one, or with
 * TEST_STORE=postgres the PostgreSQL the run started (./postgres-setup.ts). A test names its
 * store by a folder, its DATA_DIR, on either: a fresh folder is a fresh, empty store, and the
 * same folder the same store again (a restart, a second replica).
 */
export const testStore: 'embedded' | 'postgres' = process.env.TEST_STORE === 'postgres' ? 'postgres' : 'embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL (its `postgres` database), with TEST_STORE=postgres. */
    postgresUrl: string;
  }
}

const databases = new Map<string, Promise<string>>();

/**
 * The URL of the database that stands for the folder `dataDir` on the run's PostgreSQL: made
 * the first time a test names the folder (`CREATE DATABASE`, empty; the store's migrations run
 * in it as the server runs them), the same one after. Files in parallel workers, and tests in
 * one file, never see each other's rows, as each has a folder of its own on the embedded store.
 */
export function databaseFor(dataDir: string): Promise<string> {
  let made = databases.get(dataDir);
  if (!made) {
    made = createDatabase();
    databases.set(dataDir, made);
  }
  return made;
}

async function createDatabase(): Promise<string> {
  const url = new URL(inject('postgresUrl'));
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

/** What a server process needs in its environment to open the store of `dataDir`: DATA_DIR, and DATABASE_URL on PostgreSQL. */
export async function storeEnv(dataDir: string): Promise<Record<string, string>> {
  return testStore === 'postgres'
    ? { DATA_DIR: dataDir, DATABASE_URL: await databaseFor(dataDir) }
    : { DATA_DIR: dataDir };
}

/**
 * Reads the store of `dataDir` as another process would while a server writes it: the embedded
 * file opened read-only (what is committed), or a connection of its own to the database; closed after.
 */
export async function readStore<T>(dataDir: string, query: (db: Kysely<StoreTables>) => Promise<T>): Promise<T> {
  const db =
    testStore === 'postgres'
      ? openStore({ dataDir, databaseUrl: await databaseFor(dataDir) }).db
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
