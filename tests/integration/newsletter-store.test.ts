import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmDelivery } from '../../src/features/newsletter/confirm-mail.server.ts';
import { Subscribers, type SignUp } from '../../src/features/newsletter/subscribers.server.ts';
import { dropUnconfirmedSignUps, newsletterSweep } from '../../src/features/newsletter/sweep.server.ts';
import { createLogger } from '../../server/logging.ts';
import type { Store } from '../../server/store/store.ts';
import { openTestStore } from './harness.ts';
import { testStore } from './test-store.ts';

/**
 * The newsletter's subscribers in the store (decision 081) on the store under test (decision 085), with the clock
 * in the test's hands: an address kept once however many sign-ups arrive at once; a
 * confirmation mail at most once in 10 minutes, each new one replacing the links of the one
 * before; a token stored only as its hash; unconfirmed sign-ups dropped after 7 days, confirmed
 * ones kept. The mails are taken by a transport that keeps them (the SMTP path itself:
 * newsletter-mail.test.ts).
 */
const signUp = (email: string, overrides: Partial<SignUp> = {}): SignUp => ({
  email,
  language: 'en',
  consent: 'News, a few times a year.\nWe keep your address.',
  ...overrides,
});
const admitted = async () => undefined;
const from = { name: 'Agro Tourism', address: 'news@krushi-paryatan.in' };
const siteUrl = new URL('https://krushi-paryatan.example');
const tokenOf = (mail: Mail.Options) => /confirm\?token=([\w-]{43})/.exec(String(mail.text))?.[1] ?? '';
const at = (iso: string) => () => new Date(iso);

const dataDir = mkdtempSync(join(tmpdir(), 'agro-newsletter-store-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe(`the ${testStore} store`, () => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(mkdtempSync(join(dataDir, 'each-')));
  });
  afterAll(() => store.close());
  const rows = () => store.db.selectFrom('newsletter_subscribers').selectAll().orderBy('email').execute();
  const outboxRows = () => store.db.selectFrom('outbox').select(['kind', 'ref']).execute();

  it('keeps a new address once however many sign-ups of it arrive at once, and mails it once', async () => {
    const subscribers = new Subscribers(store.db, () => new Date('2026-11-28T09:00:00.000Z'), { mailed: true });
    const kept = await Promise.all(
      Array.from({ length: 6 }, () => subscribers.signUp(signUp('once@gaon.example'), admitted)),
    );
    expect(
      kept.filter((result) => typeof result === 'object' && 'kept' in result && result.kept === 'new'),
    ).toHaveLength(1);
    const [row, ...more] = (await rows()).filter((one) => one.email === 'once@gaon.example');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 'pending', mailed_at: '2026-11-28T09:00:00.000Z', token_hash: null });
    expect((await outboxRows()).filter((one) => one.ref === row!.id)).toEqual([
      { kind: 'newsletter-confirm', ref: row!.id },
    ]);
  });

  it('mails a waiting address again only after 10 minutes; each mail’s token replaces the one before, stored as its hash', async () => {
    let now = new Date('2026-11-28T10:00:00.000Z');
    const subscribers = new Subscribers(store.db, () => now, { mailed: true });
    const sent: Mail.Options[] = [];
    const deliver = confirmDelivery(
      store.db,
      { sendMail: async (mail: Mail.Options) => sent.push(mail) } as never,
      from,
      siteUrl,
    );
    expect(await subscribers.signUp(signUp('gap@gaon.example'), admitted)).toEqual({ kept: 'new', mailed: true });
    const { id } = await store.db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email', '=', 'gap@gaon.example')
      .executeTakeFirstOrThrow();
    await deliver(id);
    const first = tokenOf(sent[0]!);
    expect(first).not.toBe('');
    expect((await rows()).find((one) => one.id === id)?.token_hash).not.toContain(first);
    expect(await subscribers.byToken(first)).toMatchObject({ email: 'gap@gaon.example', status: 'pending' });

    now = new Date('2026-11-28T10:09:59.000Z');
    expect(await subscribers.signUp(signUp('gap@gaon.example', { language: 'mr' }), admitted)).toEqual({
      kept: 'again',
      mailed: false,
    });
    now = new Date('2026-11-28T10:10:00.000Z');
    expect(await subscribers.signUp(signUp('gap@gaon.example', { language: 'mr' }), admitted)).toEqual({
      kept: 'again',
      mailed: true,
    });
    expect((await outboxRows()).filter((one) => one.ref === id)).toHaveLength(2);
    await deliver(id);
    const second = tokenOf(sent[1]!);
    expect(String(sent[1]!.subject)).toMatch(/पक्के करा$/);
    // The newer mail's links work; the older one's no longer name anybody.
    expect(await subscribers.byToken(first)).toBeUndefined();
    expect(await subscribers.confirm(first)).toBe(false);
    expect(await subscribers.confirm(second)).toBe(true);
    expect(await subscribers.confirm(second)).toBe(true);
    expect((await rows()).find((one) => one.id === id)).toMatchObject({
      status: 'confirmed',
      language: 'mr',
      confirmed_at: '2026-11-28T10:10:00.000Z',
      consented_at: '2026-11-28T10:10:00.000Z',
    });
    // Confirmed: no more confirmation mails, and the row is not changed by whoever types the address.
    now = new Date('2026-11-29T10:00:00.000Z');
    expect(await subscribers.signUp(signUp('gap@gaon.example', { consent: 'other words' }), admitted)).toEqual({
      kept: 'again',
      mailed: false,
    });
    expect((await rows()).find((one) => one.id === id)?.consent).not.toBe('other words');
    expect(await deliver(id)).toBe('the subscriber is confirmed already; not mailed');
    // Leaving deletes it; its token then names nobody.
    expect(await subscribers.leave(second)).toBe(true);
    expect(await subscribers.leave(second)).toBe(false);
    expect(await deliver(id)).toBe('the subscriber is no longer stored; not mailed');
  });

  it('asks the limits for every sign-up but a retry of the same key, and keeps nothing when refused', async () => {
    const subscribers = new Subscribers(store.db);
    let asked = 0;
    const admit = async () => (++asked > 2 ? 600 : undefined);
    const key = 'd3f1c2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    expect(await subscribers.signUp(signUp('limit@gaon.example', { key }), admit)).toEqual({
      kept: 'new',
      mailed: false,
    });
    expect(await subscribers.signUp(signUp('limit@gaon.example', { key }), admit)).toEqual({
      kept: 'retry',
      mailed: false,
    });
    expect(await subscribers.signUp(signUp('limit@gaon.example'), admit)).toEqual({ kept: 'again', mailed: false });
    expect(await subscribers.signUp(signUp('limit2@gaon.example'), admit)).toEqual({ limited: 600 });
    expect(await subscribers.signUp(signUp('other@gaon.example', { key }), admit)).toBe('key-reused');
    expect(asked).toBe(3);
    expect((await rows()).map((one) => one.email)).not.toContain('limit2@gaon.example');
  });

  it('drops sign-ups left unconfirmed for 7 days, and keeps confirmed ones however old', async () => {
    await store.db.deleteFrom('newsletter_subscribers').execute();
    await new Subscribers(store.db, at('2026-11-01T09:00:00.000Z'), { mailed: true }).signUp(
      signUp('stale@gaon.example'),
      admitted,
    );
    await new Subscribers(store.db, at('2026-11-05T09:00:00.000Z'), { mailed: true }).signUp(
      signUp('fresh@gaon.example'),
      admitted,
    );
    await new Subscribers(store.db, at('2026-10-01T09:00:00.000Z')).signUp(signUp('loyal@gaon.example'), admitted);
    expect(await dropUnconfirmedSignUps(store.db, new Date('2026-11-08T08:59:59.000Z'))).toBe(0);
    expect(await dropUnconfirmedSignUps(store.db, new Date('2026-11-08T09:00:01.000Z'))).toBe(1);
    expect((await rows()).map((one) => one.email)).toEqual(['fresh@gaon.example', 'loyal@gaon.example']);
    expect(await dropUnconfirmedSignUps(store.db, new Date('2027-06-01T00:00:00.000Z'))).toBe(1);
    expect((await rows()).map((one) => [one.email, one.status])).toEqual([['loyal@gaon.example', 'confirmed']]);
  });

  it('sweeps at start and then on its own every round, until stopped', async () => {
    await store.db.deleteFrom('newsletter_subscribers').execute();
    let now = new Date('2026-12-01T00:00:00.000Z');
    await new Subscribers(store.db, at('2026-11-20T00:00:00.000Z'), { mailed: true }).signUp(
      signUp('first@gaon.example'),
      admitted,
    );
    await new Subscribers(store.db, at('2026-11-28T00:00:00.000Z'), { mailed: true }).signUp(
      signUp('second@gaon.example'),
      admitted,
    );
    const sweep = newsletterSweep({
      db: store.db,
      logger: createLogger({ env: 'test', logLevel: 'silent' }),
      everyMs: 20,
      now: () => now,
    });
    sweep.start();
    await vi.waitFor(async () => expect((await rows()).map((one) => one.email)).toEqual(['second@gaon.example']));
    now = new Date('2026-12-06T00:00:00.000Z');
    await vi.waitFor(async () => expect(await rows()).toEqual([]));
    await sweep.stop();
  });
});
