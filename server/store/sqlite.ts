import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase } from 'kysely';
import { sqliteBusyMs, sqlitePragmas } from './sqlite-thread.ts';

/** The embedded store's file, under DATA_DIR. */
export const storeFile = (dataDir: string) => join(dataDir, 'site.sqlite');

/**
 * The embedded store opened on this thread: Node's own SQLite (`node:sqlite`, no binary to
 * download), with the site's PRAGMAs (./sqlite-thread.ts): WAL, so a backup or a second reader
 * never blocks the site's writes, and `synchronous = FULL`, so a message acknowledged is on the
 * disk, not in a cache, should the machine lose power. The site itself opens it in a thread
 * (./sqlite-thread.ts, decision 102); this one, whose every statement waits on the event loop, is
 * for tools and tests that read or write the file beside it.
 */
export function openSqlite(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(storeFile(dataDir), { timeout: sqliteBusyMs });
  db.exec(sqlitePragmas);
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
