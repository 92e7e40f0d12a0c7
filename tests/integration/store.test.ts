import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { ContactMessages, duplicateWindowMs, type ContactMessage } from '../../src/features/contact/messages.server.ts';
import { createLogger } from '../../server/logging.ts';
import { backupStore } from '../../server/store/backup.ts';
import { groupCommit } from '../../server/store/group-commit.ts';
import type { StoreTables } from '../../server/store/schema.ts';
import { kyselySqlite, openSqlite, storeFile } from '../../server/store/sqlite.ts';
import { migrateStore, type Store } from '../../server/store/store.ts';
import { openEmbeddedStore, openTestStore } from './harness.ts';
import { ownPostgres, testStore } from './test-store.ts';

/**
 * The site's own store (decision 075) on the store under test (decision 085): the embedded one
 * (node:sqlite, a file in a temporary DATA_DIR), or with TEST_STORE=postgres a real PostgreSQL.
 * The same migrations and the same queries; a message stored once however often it comes; every
 * wait on PostgreSQL within 2 s. The embedded file itself (WAL, backup, group commit) is tested
 * on either run.
 */
const message = (overrides: Partial<ContactMessage['values']> = {}, key?: string): ContactMessage => ({
  language: 'en',
  values: { name: 'Asha Patil', email: 'asha@gaon.example', message: 'May we visit in May?', ...overrides },
  key,
});
const admitted = async () => undefined;
const rows = (store: Store) => store.db.selectFrom('contact_messages').selectAll().orderBy('received_at').execute();

const dataDir = mkdtempSync(join(tmpdir(), 'agro-store-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A fresh store under test: a new folder, or on PostgreSQL a new database. */
const open = () => openTestStore(mkdtempSync(join(dataDir, 'each-')));

describe(`the ${testStore} store`, () => {
  it('is migrated once: the table is there, and migrating again runs nothing', async () => {
    const dir = mkdtempSync(join(dataDir, 'migrated-'));
    const store = await openTestStore(dir);
    expect(store.kind).toBe(testStore);
    const again = await openTestStore(dir);
    expect(await migrateStore(again, createLogger({ env: 'test', logLevel: 'silent' }))).toEqual([]);
    expect(await rows(store)).toEqual([]);
    await Promise.all([store.close(), again.close()]);
  });

  it('stores a message with its language and time, and answers the same key again as known, once', async () => {
    const store = await open();
    const messages = new ContactMessages(store);
    const key = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    expect(await messages.keep({ ...message({}, key), language: 'mr' }, admitted)).toBe('stored');
    expect(await messages.keep({ ...message({}, key), language: 'mr' }, admitted)).toBe('known');
    expect(await messages.keep(message({ message: 'Something else' }, key), admitted)).toBe('key-reused');
    const [row, ...more] = await rows(store);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      language: 'mr',
      name: 'Asha Patil',
      email: 'asha@gaon.example',
      message: 'May we visit in May?',
    });
    expect(Date.now() - Date.parse(row!.received_at)).toBeLessThan(60_000);
    expect(row!.idempotency_key).not.toContain(key);
    await store.close();
  });

  it('stores the same address and words once within the window, sent at once or again, with any case of address', async () => {
    const store = await open();
    let now = new Date('2026-11-28T10:09:00.000Z');
    const messages = new ContactMessages(store, () => now);
    const kept = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        messages.keep(message(i % 2 ? { email: 'ASHA@gaon.example' } : {}), admitted),
      ),
    );
    expect(kept.filter((one) => one === 'stored')).toHaveLength(1);
    expect(kept.filter((one) => one === 'known')).toHaveLength(7);
    // Into the next window but within 10 minutes: still the same submit; once they have passed, a new message.
    now = new Date(now.getTime() + duplicateWindowMs - 1_000);
    expect(await messages.keep(message(), admitted)).toBe('known');
    now = new Date(now.getTime() + duplicateWindowMs + 2_000);
    expect(await messages.keep(message(), admitted)).toBe('stored');
    expect(await messages.keep(message({ message: 'Another question' }), admitted)).toBe('stored');
    expect(await rows(store)).toHaveLength(3);
    await store.close();
  });

  it('asks the limits only for a new message, and stores nothing they refuse', async () => {
    const store = await open();
    const messages = new ContactMessages(store);
    let asked = 0;
    const refuse = async () => {
      asked += 1;
      return 1200;
    };
    expect(await messages.keep(message(), refuse)).toEqual({ limited: 1200 });
    expect(await rows(store)).toEqual([]);
    expect(await messages.keep(message(), admitted)).toBe('stored');
    expect(await messages.keep(message(), refuse)).toBe('known');
    expect(asked).toBe(1);
    await store.close();
  });
});

describe('the embedded store, on either run: its file', () => {
  it('is a file under DATA_DIR, made if missing, in WAL mode, and keeps its messages across a restart', async () => {
    const dir = join(dataDir, 'made', 'here');
    const first = await openEmbeddedStore(dir);
    expect(await new ContactMessages(first).keep(message(), admitted)).toBe('stored');
    await first.close();
    const file = new DatabaseSync(storeFile(dir), { readOnly: true });
    expect(file.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    file.close();
    const second = await openEmbeddedStore(dir);
    expect(await rows(second)).toHaveLength(1);
    await second.close();
  });

  it('is backed up while it is written: the copy is one consistent moment, in a timestamped file', async () => {
    const dir = join(dataDir, 'backed-up');
    const store = await openEmbeddedStore(dir);
    const messages = new ContactMessages(store);
    for (let i = 0; i < 50; i++) await messages.keep(message({ message: `Question ${i}` }), admitted);
    const writing = { on: true };
    const writer = (async () => {
      for (let i = 50; writing.on; i++) {
        await messages.keep(message({ message: `Question ${i}` }), admitted);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const copy = await backupStore(dir, undefined, new Date('2026-11-28T09:30:00.123Z'));
    writing.on = false;
    await writer;
    expect(copy).toBe(join(dir, 'backups', 'site-20261128T093000Z.sqlite'));
    const backup = new DatabaseSync(copy, { readOnly: true });
    expect(backup.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    const { count } = backup.prepare('SELECT count(*) AS count FROM contact_messages').get() as { count: number };
    backup.close();
    expect(count).toBeGreaterThanOrEqual(50);
    expect(count).toBeLessThanOrEqual((await rows(store)).length);
    await store.close();
  });
});

/** The embedded store as the server opens it (a file in a temporary DATA_DIR), migrated, with every statement it runs noted. */
async function loggedStore() {
  const dir = mkdtempSync(join(dataDir, 'logged-'));
  const statements: string[] = [];
  const db = new Kysely<StoreTables>({
    dialect: new SqliteDialect({ database: kyselySqlite(openSqlite(dir)) }),
    log: (event) => void statements.push(event.query.sql),
  });
  const store: Store = { db, kind: 'embedded', where: dir, write: groupCommit(db), close: () => db.destroy() };
  await migrateStore(store, createLogger({ env: 'test', logLevel: 'silent' }));
  statements.length = 0;
  const commits = () => statements.filter((statement) => statement === 'commit').length;
  /** What another process reading the file sees: what is committed. */
  const committed = () => {
    const reader = new DatabaseSync(storeFile(dir), { readOnly: true });
    try {
      return (
        reader.prepare('SELECT message FROM contact_messages ORDER BY message').all() as Array<{ message: string }>
      ).map((row) => row.message);
    } finally {
      reader.close();
    }
  };
  return { store, commits, committed };
}
const row = (text: string) => ({
  id: crypto.randomUUID(),
  received_at: new Date().toISOString(),
  language: 'en',
  name: 'Asha Patil',
  email: 'asha@gaon.example',
  message: text,
  idempotency_key: null,
  duplicate_key: `${crypto.randomUUID()}:1`,
});

describe('group commit on the embedded store, on either run', () => {
  it('commits 50 messages sent at once together, and answers each only once it is committed', async () => {
    const { store, commits, committed } = await loggedStore();
    const messages = new ContactMessages(store, undefined, { mailed: true });
    const seenAtAnswer: number[] = [];
    const kept = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        messages.keep(message({ message: `Question ${String(i).padStart(2, '0')}` }), admitted).then((answer) => {
          seenAtAnswer.push(committed().length);
          return answer;
        }),
      ),
    );
    expect(kept).toEqual(Array.from({ length: 50 }, () => 'stored'));
    expect(commits()).toBe(1);
    // Every answer came after the commit: another reader of the file already saw all 50.
    expect(seenAtAnswer).toEqual(Array.from({ length: 50 }, () => 50));
    expect(await store.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(50);
    await store.close();
  });

  it('undoes a write that fails alone: the others of its commit are kept', async () => {
    const { store, commits, committed } = await loggedStore();
    const failure = new Error('this write fails');
    const [first, failed, third] = await Promise.allSettled([
      store.write((db) => db.insertInto('contact_messages').values(row('first')).execute()),
      store.write(async (db) => {
        await db.insertInto('contact_messages').values(row('undone')).execute();
        throw failure;
      }),
      store.write((db) => db.insertInto('contact_messages').values(row('third')).execute()),
    ]);
    expect([first.status, third.status]).toEqual(['fulfilled', 'fulfilled']);
    expect(failed).toEqual({ status: 'rejected', reason: failure });
    expect(commits()).toBe(1);
    expect(committed()).toEqual(['first', 'third']);
    await store.close();
  });

  it('fails every write of a commit that fails, keeps none of them, and commits the next', async () => {
    const { store, committed } = await loggedStore();
    // A constraint checked only at COMMIT stands in for a disk that fails then.
    await sql`CREATE TABLE parent (id TEXT PRIMARY KEY)`.execute(store.db);
    await sql`CREATE TABLE child (parent TEXT REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)`.execute(store.db);
    const outcomes = await Promise.allSettled([
      store.write((db) => db.insertInto('contact_messages').values(row('lost with its commit')).execute()),
      store.write((db) => sql`INSERT INTO child VALUES ('nobody')`.execute(db)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY constraint failed/);
    expect(committed()).toEqual([]);
    await store.write((db) => db.insertInto('contact_messages').values(row('after')).execute());
    expect(committed()).toEqual(['after']);
    await store.close();
  });
});

// A PostgreSQL of its own, which the test freezes: the run's is shared by every file.
describe.runIf(testStore === 'postgres')('PostgreSQL', () => {
  const postgres = ownPostgres();

  it('that is frozen fails a message within 2 s, never hangs it, and serves again once it answers', async () => {
    const store = await openTestStore(dataDir, postgres().url);
    const messages = new ContactMessages(store);
    expect(await messages.keep(message({ message: 'Before the freeze' }), admitted)).toBe('stored');
    postgres().freeze();
    try {
      const started = Date.now();
      await expect(messages.keep(message({ message: 'While frozen' }), admitted)).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      postgres().resume();
    }
    // Once it answers again, so does the store: the connection left hanging was not handed on.
    expect(await messages.keep(message({ message: 'After the freeze' }), admitted)).toBe('stored');
    await store.close();
  }, 20_000);
});
