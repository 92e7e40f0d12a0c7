import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { ContactMessages } from '../../src/features/contact/messages.server.ts';
import type { StoreTables } from '../../server/store/schema.ts';
import { SqliteThreadDialect, sqliteBusyMs, sqliteDeadlineMs } from '../../server/store/sqlite-thread.ts';
import { storeFile } from '../../server/store/sqlite.ts';
import { holdWriteLock } from '../../scripts/store-lock-holder.ts';
import { openEmbeddedStore } from './harness.ts';

/**
 * The embedded store locked by another process (issue 58 item 3, decision 102): the production
 * server runs; a second process opens the same file and holds its write lock (`BEGIN
 * IMMEDIATE`), as a backup tool or an operator's `sqlite3` may. Contact posts then fail with a
 * 503 after the lock's wait (1 s), each, all at once, and the cached pages keep flowing meanwhile:
 * the wait is the store's thread's, never the event loop's. Once the lock is let go, a post is
 * stored again (the built server's part is tests/built/store-lock.test.ts). In the test's own process: a statement that fails answers SQLite's error and
 * the thread goes on (a write failing alone in a group commit is undone alone); a write waits
 * the lock's 1 s and fails while reads answer at once and timers keep time; a statement that
 * holds the thread (as a stalled disk would) is given up at its deadline, and what is asked
 * meanwhile fails at once. Embedded only: PostgreSQL's waits are its own (decision 075).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'agro-store-lock-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** How late a 10 ms timer fires, at most, while `work` runs: the event loop's own wait. */
async function loopDelay<T>(work: Promise<T>): Promise<{ value: T; lateMs: number }> {
  let lateMs = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    lateMs = Math.max(lateMs, now - last - 10);
    last = now;
  }, 10);
  try {
    const value = await work;
    // The last stretch too: a loop blocked until `work` settled never ran the timer at all.
    return { value, lateMs: Math.max(lateMs, performance.now() - last - 10) };
  } finally {
    clearInterval(ticker);
  }
}

it("answers a statement that fails with SQLite's error and goes on; a write that fails alone in a commit is undone alone", async () => {
  const store = await openEmbeddedStore(mkdtempSync(join(dataDir, 'errors-')));
  await expect(sql`SELECT * FROM no_such_table`.execute(store.db)).rejects.toMatchObject({
    message: expect.stringMatching(/no such table/),
    code: 'ERR_SQLITE_ERROR',
  });
  const outcomes = await Promise.allSettled([
    store.write((db) => db.insertInto('data_versions').values({ name: 'a', version: 1 }).execute()),
    store.write((db) => sql`INSERT INTO no_such_table VALUES (1)`.execute(db)),
    store.write((db) => db.insertInto('data_versions').values({ name: 'b', version: 1 }).execute()),
  ]);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  const names = await store.db.selectFrom('data_versions').select('name').orderBy('name').execute();
  expect(names.map((row) => row.name)).toEqual(['a', 'b']);
  await store.close();
});

it('fails a write after the lock wait while reads answer at once and the event loop keeps time', async () => {
  const dir = mkdtempSync(join(dataDir, 'in-process-'));
  const store = await openEmbeddedStore(dir);
  const messages = new ContactMessages(store);
  const keep = (n: number) =>
    messages.keep(
      { language: 'en', values: { name: 'Asha', email: `asha${n}@gaon.example`, message: `Question ${n}` } },
      async () => undefined,
    );
  expect(await keep(0)).toBe('stored');
  const holder = await holdWriteLock(storeFile(dir));
  children.push(holder);
  try {
    const started = performance.now();
    const writing = keep(1).then(
      () => 'stored',
      (error: Error) => error.message,
    );
    // A read, asked while the write waits for the lock, is answered at once.
    const read = await loopDelay(messages.list('all'));
    expect(read.value).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(500);
    const { value: outcome, lateMs } = await loopDelay(writing);
    expect(outcome).toMatch(/locked/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(sqliteBusyMs - 50);
    // Refused by the lock's wait, not given up at the statement's deadline: the message says
    // which; the bound is that deadline, since a loaded machine stretches the wait's end.
    expect(performance.now() - started).toBeLessThan(sqliteDeadlineMs);
    // The event loop kept time (a blocked loop is late by the whole wait); the margin is the machine's load.
    expect(lateMs).toBeLessThan(250);
  } finally {
    holder.stdin!.end();
    await once(holder, 'exit');
  }
  expect(await keep(2)).toBe('stored');
  await store.close();
});

it('gives up on a statement that holds the thread at its deadline, fails what is asked meanwhile at once, and recovers', async () => {
  // The store's tables, then the same file with a deadline of 1 s, which the count below outlasts on any machine.
  const dir = mkdtempSync(join(dataDir, 'stalled-'));
  await (await openEmbeddedStore(dir)).close();
  const deadlineMs = 1_000;
  const store = { db: new Kysely<StoreTables>({ dialect: new SqliteThreadDialect(storeFile(dir), deadlineMs) }) };
  // Its thread started and the file open before the clock starts: the count below is sent at once.
  await store.db.selectFrom('contact_messages').select('id').execute();
  // Counting to a large number in SQLite holds the thread as a stalled disk would.
  const long = sql`WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 35000000) SELECT count(*) AS n FROM c`;
  const started = performance.now();
  // When the statement's answer came, measured where it comes: the test's own wait below is not in it.
  let settledMs = Infinity;
  const settle = (outcome: string) => {
    settledMs = performance.now() - started;
    return outcome;
  };
  const stalled = loopDelay(
    long.execute(store.db).then(
      () => settle('answered'),
      (error: Error) => settle(error.message),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, deadlineMs + 400));
  const meanwhile = performance.now();
  const asked = await store.db
    .selectFrom('contact_messages')
    .select('id')
    .execute()
    .then(
      () => 'answered',
      (error: Error) => error.message,
    );
  expect(asked).toMatch(/stuck/);
  expect(performance.now() - meanwhile).toBeLessThan(250);
  const { value, lateMs } = await stalled;
  expect(value).toContain(`did not answer within ${deadlineMs} ms`);
  expect(settledMs).toBeLessThan(deadlineMs + 500);
  expect(lateMs).toBeLessThan(250);
  // Once the thread is through, the store answers again.
  await expect
    .poll(
      () =>
        store.db
          .selectFrom('contact_messages')
          .select('id')
          .execute()
          .then(
            () => true,
            () => false,
          ),
      {
        timeout: 60_000,
        interval: 200,
      },
    )
    .toBe(true);
  await store.db.destroy();
}, 90_000);
