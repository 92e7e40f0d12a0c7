import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase } from 'kysely';

/** The embedded store's file, under DATA_DIR. */
export const storeFile = (dataDir: string) => join(dataDir, 'site.sqlite');

/**
 * How long a statement waits for a lock another process holds (`npm run db:migrate` beside a
 * running site) before it fails. node:sqlite is synchronous: the wait blocks the event loop,
 * so it is kept short, well inside the site's 2 s for any dependency (decision 075).
 */
const busyTimeoutMs = 1_000;

/**
 * The embedded store: Node's own SQLite (`node:sqlite`, no binary to download), in WAL mode, so
 * a backup or a second reader never blocks the site's writes, and `synchronous = FULL`, so a
 * message acknowledged is on the disk, not in a cache, should the machine lose power.
 */
export function openSqlite(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(storeFile(dataDir), { timeout: busyTimeoutMs });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  return db;
}

/**
 * Kysely's own SqliteDialect over node:sqlite: it expects better-sqlite3's statements, which
 * differ from node:sqlite's in two ways only, so a few lines stand in for a package: the
 * parameters come as an array (node:sqlite takes them spread), and `reader` (whether the
 * statement returns rows) is whether it has result columns.
 */
const values = (parameters: readonly unknown[]) => parameters as SQLInputValue[];

export function kyselySqlite(db: DatabaseSync): SqliteDatabase {
  return {
    close: () => db.close(),
    prepare(sql) {
      const statement = db.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...values(parameters)),
        run: (parameters) => statement.run(...values(parameters)),
        iterate: (parameters) => statement.iterate(...values(parameters)),
      };
    },
  };
}
