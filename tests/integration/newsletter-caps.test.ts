import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logging.ts';
import { dropEndedMailCaps } from '../../src/features/newsletter/mail-caps.server.ts';
import { Subscribers, type SignUp } from '../../src/features/newsletter/subscribers.server.ts';
import { migrations } from '../../server/store/migrations/index.ts';
import { migrateStore, openStore, type Store } from '../../server/store/store.ts';
import { openTestStore } from './harness.ts';
import { databaseFor, testStore } from './test-store.ts';

/**
 * One mailbox cannot be mail-bombed through the newsletter (issue 58), on the store under test
 * (decision 085), with the clock in the test's hands: the spellings of one mailbox are one
 * subscriber and share its 10-minute gap; confirmation mails are capped per mailbox a day and per
 * recipient domain an hour, counted in the store; past a cap the sign-up is kept as any other,
 * with no outbox row. Migration 007 gives the rows already kept their mailbox.
 */
const signUp = (email: string): SignUp => ({ email, language: 'en', consent: 'News, a few times a year.' });
const admitted = async () => undefined;
const halfPastTen = () => new Date('2026-12-04T10:30:00.000Z');
/** A subscriber's row as migration 004 made the table. */
const oldRow = (id: string, email: string, status: string, consentedAt: string) => ({
  id,
  email,
  language: 'en',
  status,
  consented_at: consentedAt,
  consent: 'words',
  confirmed_at: status === 'confirmed' ? consentedAt : null,
  token_hash: null,
  mailed_at: null,
  idempotency_key: null,
});
const minutes = (from: string, count: number) => new Date(new Date(from).getTime() + count * 60_000);

const dataDir = mkdtempSync(join(tmpdir(), 'agro-newsletter-caps-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe(`the newsletter's confirmation-mail caps on the ${testStore} store`, () => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(mkdtempSync(join(dataDir, 'each-')));
  });
  afterAll(() => store.close());
  const outboxOf = async (domain: string) =>
    (
      await store.db
        .selectFrom('outbox')
        .innerJoin('newsletter_subscribers', 'newsletter_subscribers.id', 'outbox.ref')
        .select(['newsletter_subscribers.email', 'outbox.created_at'])
        .where('outbox.kind', '=', 'newsletter-confirm')
        .execute()
    ).filter((row) => row.email.toLowerCase().endsWith(`@${domain}`));
  const subscribersOf = async (domain: string) =>
    (await store.db.selectFrom('newsletter_subscribers').selectAll().execute()).filter((row) =>
      row.email.toLowerCase().endsWith(`@${domain}`),
    );

  it('writes at most one mail for twenty spellings of one mailbox signed up at once, and keeps one subscriber', async () => {
    const subscribers = new Subscribers(store.db, () => new Date('2026-12-01T09:00:00.000Z'), { mailed: true });
    const spellings = Array.from(
      { length: 20 },
      (_, n) =>
        [`Victim+${n}@Bomb.example`, `vIctim@bomb.example`, `VICTIM+x${n}@bomb.example`, `victim@BOMB.example`][n % 4]!,
    );
    const kept = await Promise.all(spellings.map((email) => subscribers.signUp(signUp(email), admitted)));
    // Every one is answered as kept: nobody learns which spelling came first.
    for (const result of kept) expect(result).toMatchObject({ kept: expect.stringMatching(/^(new|again)$/) });
    expect((await outboxOf('bomb.example')).length).toBeLessThanOrEqual(2);
    expect(await outboxOf('bomb.example')).toHaveLength(1);
    const [row, ...more] = await subscribersOf('bomb.example');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ mailbox: 'victim@bomb.example', status: 'pending' });
    expect(spellings).toContain(row!.email);
    // Ten minutes later another spelling is the same subscriber again: one more mail, no new row.
    const later = new Subscribers(store.db, () => minutes('2026-12-01T09:00:00.000Z', 10), { mailed: true });
    expect(await later.signUp(signUp('victim+later@bomb.example'), admitted)).toEqual({ kept: 'again', mailed: true });
    expect(await subscribersOf('bomb.example')).toHaveLength(1);
    expect(await outboxOf('bomb.example')).toHaveLength(2);
  });

  it('sends one mailbox at most 3 confirmation mails a day, answering the sign-ups past it alike', async () => {
    const start = '2026-12-02T00:05:00.000Z';
    const results = [];
    for (let step = 0; step < 6; step += 1) {
      const subscribers = new Subscribers(store.db, () => minutes(start, step * 11), { mailed: true });
      results.push(await subscribers.signUp(signUp(step % 2 ? 'Daily+x@day.example' : 'daily@day.example'), admitted));
    }
    expect(results).toEqual([
      { kept: 'new', mailed: true },
      { kept: 'again', mailed: true },
      { kept: 'again', mailed: true },
      { kept: 'again', mailed: false, capped: 'mailbox-day' },
      { kept: 'again', mailed: false, capped: 'mailbox-day' },
      { kept: 'again', mailed: false, capped: 'mailbox-day' },
    ]);
    expect(await outboxOf('day.example')).toHaveLength(3);
    // Another mailbox of the domain is not held back by this one's day; the next day this one is mailed again.
    const sameTime = new Subscribers(store.db, () => minutes(start, 70), { mailed: true });
    expect(await sameTime.signUp(signUp('neighbour@day.example'), admitted)).toEqual({ kept: 'new', mailed: true });
    const nextDay = new Subscribers(store.db, () => new Date('2026-12-03T00:00:00.000Z'), { mailed: true });
    expect(await nextDay.signUp(signUp('daily@day.example'), admitted)).toEqual({ kept: 'again', mailed: true });
    expect(await outboxOf('day.example')).toHaveLength(5);
  });

  it('sends one recipient domain at most 50 confirmation mails an hour, counted across replicas', async () => {
    // Two replicas, each its own Subscribers on the one store, signing up at once.
    const replicas = [0, 1].map(() => new Subscribers(store.db, halfPastTen, { mailed: true }));
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, n) => replicas[n % 2]!.signUp(signUp(`person${n}@flood.example`), admitted)),
    );
    const tally = new Map<string, number>();
    for (const result of results) {
      const name = JSON.stringify(result);
      tally.set(name, (tally.get(name) ?? 0) + 1);
    }
    expect(Object.fromEntries(tally)).toEqual({
      [JSON.stringify({ kept: 'new', mailed: true })]: 50,
      [JSON.stringify({ kept: 'new', mailed: false, capped: 'domain-hour' })]: 10,
    });
    expect(await outboxOf('flood.example')).toHaveLength(50);
    // Another domain has its own hour; the next hour this one has room again.
    expect(await replicas[0]!.signUp(signUp('calm@quiet.example'), admitted)).toEqual({ kept: 'new', mailed: true });
    const nextHour = new Subscribers(store.db, () => new Date('2026-12-04T11:00:00.000Z'), { mailed: true });
    expect(await nextHour.signUp(signUp('person60@flood.example'), admitted)).toEqual({ kept: 'new', mailed: true });
  });

  it('drops the windows of the caps once they have ended', async () => {
    const count = async () => (await store.db.selectFrom('newsletter_mail_caps').select('key').execute()).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(await dropEndedMailCaps(store.db, new Date('2026-12-01T00:00:00.000Z'))).toBe(0);
    expect(await dropEndedMailCaps(store.db, new Date('2027-01-01T00:00:00.000Z'))).toBe(before);
    expect(await count()).toBe(0);
  });
});

describe(`migration 007 on the ${testStore} store`, () => {
  it('gives the rows kept before it their mailbox, one row a mailbox, the confirmed one first', async () => {
    const folder = mkdtempSync(join(dataDir, 'migrate-'));
    const store = openStore({
      dataDir: folder,
      databaseUrl: testStore === 'postgres' ? await databaseFor(folder) : undefined,
    });
    try {
      const migrator = new Migrator({ db: store.db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('006-outbox-undeliverable')).error).toBeUndefined();
      await (store.db as never as Kysely<{ newsletter_subscribers: ReturnType<typeof oldRow> }>)
        .insertInto('newsletter_subscribers')
        .values([
          oldRow('a', 'Twice@old.example', 'pending', '2026-10-02T00:00:00.000Z'),
          oldRow('b', 'twice+news@old.example', 'confirmed', '2026-10-01T00:00:00.000Z'),
          oldRow('c', 'once@old.example', 'pending', '2026-10-01T00:00:00.000Z'),
        ])
        .execute();
      expect((await migrateStore(store, createLogger({ env: 'test', logLevel: 'silent' })))[0]).toBe(
        '007-newsletter-mailbox',
      );
      const rows = await store.db
        .selectFrom('newsletter_subscribers')
        .select(['id', 'email', 'mailbox'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { id: 'a', email: 'Twice@old.example', mailbox: null },
        { id: 'b', email: 'twice+news@old.example', mailbox: 'twice@old.example' },
        { id: 'c', email: 'once@old.example', mailbox: 'once@old.example' },
      ]);
      // A new spelling of the mailbox is the confirmed subscriber: nothing added, nothing mailed.
      const subscribers = new Subscribers(store.db, () => new Date('2026-12-05T00:00:00.000Z'), { mailed: true });
      expect(await subscribers.signUp(signUp('TWICE+again@old.example'), admitted)).toEqual({
        kept: 'again',
        mailed: false,
      });
      expect(await store.db.selectFrom('newsletter_subscribers').select('id').execute()).toHaveLength(3);
    } finally {
      await store.close();
    }
  });
});
