import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { groupCommit, type Writer } from './group-commit.ts';
import { postgresPool } from './postgres.ts';
import type { StoreTables } from './schema.ts';
import { migrations } from './migrations/index.ts';
import { storeFile } from './sqlite.ts';
import { SqliteThreadDialect } from './sqlite-thread.ts';

/**
 * The site's own database (decision 075), for what the private backend has no place for:
 * contact messages now. Embedded by default (`node:sqlite`, a file under DATA_DIR); PostgreSQL
 * when DATABASE_URL is set, so that several replicas share it. Kysely is the one query layer
 * over both, and the migrations are written once for both. No public page reads it.
 */
export interface Store {
  db: Kysely<StoreTables>;
  kind: 'embedded' | 'postgres';
  /** Where it is, for the log: the file, or the database's host and name (never a password). */
  where: string;
  /**
   * Runs a write in a transaction; resolves once it is committed. On the embedded store the
   * writes asked for together share one commit, each in a savepoint (group commit:
   * ./group-commit.ts); on PostgreSQL each has a transaction of its own.
   */
  write: Writer;
  close(): Promise<void>;
}

export function openStore(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Store {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    const db = new Kysely<StoreTables>({ dialect: new PostgresDialect({ pool: postgresPool(config.databaseUrl) }) });
    return {
      db,
      kind: 'postgres',
      where: `${url.host}${url.pathname}`,
      write: (work) => db.transaction().execute(work),
      close: () => db.destroy(),
    };
  }
  // node:sqlite in a thread of its own (decision 102): a lock or a stalled disk waits there, never on the event loop.
  mkdirSync(config.dataDir, { recursive: true });
  const db = new Kysely<StoreTables>({ dialect: new SqliteThreadDialect(storeFile(config.dataDir)) });
  return {
    db,
    kind: 'embedded',
    where: storeFile(config.dataDir),
    write: groupCommit(db),
    // Kysely starts the thread at the first query, and ends it (closing the file) only if it started.
    close: () => db.destroy(),
  };
}

/**
 * Brings the store's tables up to the newest migration (server/store/migrations/index.ts, in
 * the order of their names), each once; on PostgreSQL replicas starting together take turns
 * (Kysely's migration lock). Run at start, before the server listens, and by `npm run db:migrate`.
 * Resolves with the migrations it ran; rejects, naming the one that failed, and runs no later one.
 */
export async function migrateStore(store: Store, logger: Logger): Promise<string[]> {
  const migrator = new Migrator({ db: store.db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const ran = results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  for (const name of ran) logger.info({ migration: name }, 'store migrated');
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'the migrations';
    throw new Error(
      `The store could not be migrated (${failed}): ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return ran;
}
