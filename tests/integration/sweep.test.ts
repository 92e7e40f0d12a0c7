import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRow } from '../../server/store/schema.ts';
import type { Store } from '../../server/store/store.ts';
import { sentMailDays, Sweeper, sweepBatch, sweepRules } from '../../server/store/sweep.ts';
import { openTestStore } from './harness.ts';
import { ownPostgres, testStore } from './test-store.ts';
import { contactRow } from './store-reader.ts';

/**
 * The store's daily sweep (decision 082) on the store under test (decision 085): contact messages older than
 * RETENTION_DAYS and outbox rows sent (or refused for good) more than 30 days ago are deleted, younger ones and
 * unsent outbox rows stay; more than a batch goes in several statements; two sweeps at once
 * (two replicas) delete each row once; a store that fails, or a PostgreSQL that freezes, is logged, within its
 * deadline, never thrown. The built server sweeps at start and stops cleanly
 * (tests/built/sweep.test.ts; check:config's word on RETENTION_DAYS is site-config.test.ts's: it
 * touches no store).
 */
const now = new Date('2026-11-28T09:30:00.000Z');
const day = 24 * 60 * 60 * 1000;
const ago = (days: number, ms = 0) => new Date(now.getTime() - days * day - ms).toISOString();

function mail(
  ref: string,
  createdAt: string,
  sentAt: string | null,
  undeliverableAt: string | null = null,
): Omit<OutboxRow, 'attempts'> {
  return {
    id: randomUUID(),
    kind: 'office-mail',
    ref,
    created_at: createdAt,
    next_attempt_at: createdAt,
    claimed_by: null,
    claimed_until: null,
    sent_at: sentAt,
    undeliverable_at: undeliverableAt,
    last_error: undeliverableAt && '550 No such user',
  };
}

/** What a sweep logged, one object a line. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

const sweeper = (store: Store, retentionDays = 365, logger = capture().logger) =>
  new Sweeper({ db: store.db, rules: sweepRules({ retentionDays }), logger, now: () => now });
const texts = async (store: Store) =>
  (await store.db.selectFrom('contact_messages').select('message').orderBy('message').execute()).map(
    (row) => row.message,
  );
const outboxIds = async (store: Store) =>
  (await store.db.selectFrom('outbox').select('id').execute()).map((row) => row.id).sort();

const dataDir = mkdtempSync(join(tmpdir(), 'agro-sweep-'));
const stores: Store[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe(`the sweep on the ${testStore} store`, () => {
  let dir: string;
  /** A fresh store, or (`fresh` false) the last one again as a second replica opens it: the same file, or the same database. */
  async function open(fresh = true) {
    if (fresh) dir = mkdtempSync(join(dataDir, 'each-'));
    const store = await openTestStore(dir);
    stores.push(store);
    return store;
  }

  it('deletes messages past RETENTION_DAYS and mail records sent or refused over 30 days ago; keeps the rest; logs the counts', async () => {
    const store = await open();
    const old = contactRow(ago(365, 1), 'old: a year and a moment');
    const older = contactRow(ago(900), 'old: two and a half years');
    const young = contactRow(ago(365, -60_000), 'young: a minute short of a year');
    const fresh = contactRow(ago(0), 'young: today');
    await store.db.insertInto('contact_messages').values([old, older, young, fresh]).execute();
    const sentLongAgo = mail(old.id, ago(400), ago(sentMailDays, 1));
    const closedLongAgo = mail(randomUUID(), ago(40), ago(31)); // closed with a note: its message was deleted
    const sentLately = mail(young.id, ago(40), ago(sentMailDays, -60_000));
    const neverSent = mail(older.id, ago(900), null); // still to be tried (or closed once its message is gone)
    // Refused for good by the mail server (a 5xx to its recipient): done, though never sent.
    const refusedLongAgo = mail(randomUUID(), ago(40), null, ago(sentMailDays, 1));
    const refusedLately = mail(fresh.id, ago(2), null, ago(1));
    const rows = [sentLongAgo, closedLongAgo, sentLately, neverSent, refusedLongAgo, refusedLately];
    await store.db.insertInto('outbox').values(rows).execute();
    const kept = [sentLately.id, neverSent.id, refusedLately.id].sort();

    const { lines, logger } = capture();
    expect(await sweeper(store, 365, logger).runOnce()).toEqual({
      deleted: { contactMessages: 2, sentMail: 3 },
      failed: [],
    });
    expect(await texts(store)).toEqual(['young: a minute short of a year', 'young: today']);
    expect(await outboxIds(store)).toEqual(kept);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'store swept', swept: { contactMessages: 2, sentMail: 3 }, failed: [] }),
    );
    // Again: nothing more to delete.
    expect((await sweeper(store).runOnce()).deleted).toEqual({ contactMessages: 0, sentMail: 0 });
    // A shorter retention takes the young one too; an unsent outbox row stays whatever its age.
    expect((await sweeper(store, 1).runOnce()).deleted).toEqual({ contactMessages: 1, sentMail: 0 });
    expect(await texts(store)).toEqual(['young: today']);
    expect(await outboxIds(store)).toEqual(kept);
  });

  it('deletes more than a batch, in batches, and two sweeps at once (two replicas) delete each row once', async () => {
    const first = await open();
    const second = await open(false);
    const count = sweepBatch * 2 + 17;
    const rows = Array.from({ length: count }, (_, i) => contactRow(ago(400 + (i % 50))));
    for (let i = 0; i < rows.length; i += 200)
      await first.db
        .insertInto('contact_messages')
        .values(rows.slice(i, i + 200))
        .execute();
    await first.db
      .insertInto('contact_messages')
      .values(contactRow(ago(1), 'kept'))
      .execute();
    const reports = await Promise.all([sweeper(first).runOnce(), sweeper(second).runOnce()]);
    expect(reports.flatMap((report) => report.failed)).toEqual([]);
    expect(reports.reduce((sum, report) => sum + (report.deleted.contactMessages ?? 0), 0)).toBe(count);
    expect(await texts(second)).toEqual(['kept']);
  });

  it('sweeps at start and again after its interval; stop() ends it', async () => {
    const store = await open();
    await store.db
      .insertInto('contact_messages')
      .values(contactRow(ago(400), 'old before start'))
      .execute();
    const { lines, logger } = capture();
    const running = new Sweeper({ db: store.db, rules: sweepRules({ retentionDays: 365 }), logger, everyMs: 100 });
    running.start();
    await vi.waitFor(async () => expect(await texts(store)).toEqual([]), { timeout: 5_000, interval: 10 });
    await store.db
      .insertInto('contact_messages')
      .values(contactRow(ago(400), 'old after start'))
      .execute();
    await vi.waitFor(async () => expect(await texts(store)).toEqual([]), { timeout: 5_000, interval: 10 });
    await running.stop();
    const sweeps = lines.filter((line) => line.msg === 'store swept').length;
    await store.db
      .insertInto('contact_messages')
      .values(contactRow(ago(400), 'old after stop'))
      .execute();
    await sleep(300); // three intervals: no sweep runs once stopped (an absence, which no poll can show)
    expect(await texts(store)).toEqual(['old after stop']);
    expect(lines.filter((line) => line.msg === 'store swept')).toHaveLength(sweeps);
  });
});

describe('a store that fails', () => {
  it('is logged rule by rule and never thrown; the next sweep deletes what is due', async () => {
    const dir = mkdtempSync(join(dataDir, 'closed-'));
    const store = await openTestStore(dir);
    await store.db
      .insertInto('contact_messages')
      .values(contactRow(ago(400)))
      .execute();
    await store.close();
    const { lines, logger } = capture();
    expect(await sweeper(store, 365, logger).runOnce()).toEqual({
      deleted: {},
      failed: ['contactMessages', 'sentMail'],
    });
    expect(lines.filter((line) => line.level === 50).map((line) => line.rule)).toEqual(['contactMessages', 'sentMail']);
    const again = await openTestStore(dir);
    stores.push(again);
    expect((await sweeper(again).runOnce()).deleted).toEqual({ contactMessages: 1, sentMail: 0 });
  });
});

// A PostgreSQL of its own, which the test freezes: the run's is shared by every file.
describe.runIf(testStore === 'postgres')('a PostgreSQL that freezes', () => {
  const postgres = ownPostgres();

  it('fails each rule within its 2 s deadline, and sweeps once it answers', async () => {
    const store = await openTestStore(dataDir, postgres().url);
    stores.push(store);
    await store.db
      .insertInto('contact_messages')
      .values(contactRow(ago(400)))
      .execute();
    postgres().freeze();
    try {
      const started = performance.now();
      expect((await sweeper(store).runOnce()).failed).toEqual(['contactMessages', 'sentMail']);
      expect(performance.now() - started).toBeLessThan(2 * 2_500);
    } finally {
      postgres().resume();
    }
    // The statement sent before the freeze may still run once the server wakes (the client gave up
    // on it, not the server): deleting by age, that does no harm, and the next sweep finds it done.
    expect((await sweeper(store).runOnce()).failed).toEqual([]);
    expect(await texts(store)).toEqual([]);
  }, 20_000);
});
