import type { Kysely } from 'kysely';
import { afterAll, beforeAll, inject } from 'vitest';
import type { StoreTables } from '../../server/store/schema.ts';
import { startPostgres, type Postgres } from './postgres.ts';
import { createDatabase, readStoreAt } from './store-reader.ts';

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
    made = createDatabase(inject('postgresUrl'));
    databases.set(dataDir, made);
  }
  return made;
}

/** What a server process needs in its environment to open the store of `dataDir`: DATA_DIR, and DATABASE_URL on PostgreSQL. */
export async function storeEnv(dataDir: string): Promise<Record<string, string>> {
  return testStore === 'postgres'
    ? { DATA_DIR: dataDir, DATABASE_URL: await databaseFor(dataDir) }
    : { DATA_DIR: dataDir };
}

/** Reads the store of `dataDir` as another process would while a server writes it (./store-reader.ts). */
export async function readStore<T>(dataDir: string, query: (db: Kysely<StoreTables>) => Promise<T>): Promise<T> {
  return readStoreAt(
    { dataDir, databaseUrl: testStore === 'postgres' ? await databaseFor(dataDir) : undefined },
    query,
  );
}

/**
 * A PostgreSQL of the describe block's own, started before its tests and stopped after them: one
 * a test may freeze or stop, which the run's (shared by every file) must never be.
 */
export function ownPostgres(): () => Postgres {
  let postgres: Postgres | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 90_000);
  afterAll(() => postgres?.stop());
  return () => {
    if (!postgres) throw new Error('PostgreSQL has not started');
    return postgres;
  };
}
