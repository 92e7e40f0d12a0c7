import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { ContactMessages, type ContactMessage } from '../../src/features/contact/messages.server.ts';
import { createLogger } from '../../server/logging.ts';
import { officeOutbox } from '../../src/office-mail.server.ts';
import type { Outbox, OutboxOptions } from '../../server/mail/outbox.ts';
import type { Store } from '../../server/store/store.ts';
import { allowUpdates, refuseUpdates } from './full-disk.ts';
import { openTestStore } from './harness.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { testStore } from './test-store.ts';

/**
 * Mail to the office through the outbox (decision 080), on the store under test (decision 085), against a real SMTP
 * server on loopback: delivered once with the right headers; a server that refuses for a
 * while loses nothing and is tried again after the backoff, one that refuses the recipient
 * for good (550) is not tried again and the row is marked undeliverable; a restart resumes; two workers
 * send each row once; a server that never answers costs one deadline. A mark that the store
 * refuses (decision 102: a trigger stands for a full disk) is tried again, never the mail; a
 * worker that dies with its mark waiting leaves the row to go again, the same mail. The clock is
 * a variable the test moves, so no test waits out a backoff.
 */
const office = 'office@agro.test';
const asha = (message = 'May we visit in May?\nTwo adults.'): ContactMessage => ({
  language: 'mr',
  values: { name: 'Asha "Tai" Patil, Pune <x>', email: 'asha@gaon.example', message },
});
const admitted = async () => undefined;
const silent = createLogger({ env: 'test', logLevel: 'silent' });
const site = join(mkdtempSync(join(tmpdir(), 'agro-outbox-site-')), 'site.json');

let smtp: TestSmtp;
let now: Date;
const dataDir = mkdtempSync(join(tmpdir(), 'agro-outbox-'));
const stores: Store[] = [];
const outboxes: Outbox[] = [];
beforeAll(() => {
  writeFileSync(site, JSON.stringify({ contact: { email: office } }));
});
beforeEach(async () => {
  smtp = await startSmtp();
  now = new Date('2026-11-28T09:30:00.000Z');
});
afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((outbox) => outbox.stop()));
  await Promise.all(stores.splice(0).map((store) => store.close()));
  await smtp.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function worker(store: Store, env: Record<string, string> = {}, timeouts = {}, options: Partial<OutboxOptions> = {}) {
  const config = loadConfig({
    SMTP_URL: smtp.url,
    SITE_CONFIG: site,
    MAIL_FROM: 'Agro Tourism <site@agro.test>',
    ...env,
  });
  const outbox = officeOutbox(config, store, silent, { now: () => now, random: () => 1, timeouts, options })!;
  outboxes.push(outbox);
  return outbox;
}
const keep = (store: Store, message = asha()) =>
  new ContactMessages(store, () => now, { mailed: true }).keep(message, admitted);
const outboxRows = (store: Store) => store.db.selectFrom('outbox').selectAll().execute();
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

/**
 * The store refuses to mark a row sent (`sent`), or refuses every change to the outbox (`all`),
 * as a full disk would, until `allow`.
 */
const refuse = (store: Store, what: 'sent' | 'all') =>
  refuseUpdates(store, 'outbox', what === 'sent' ? 'NEW.sent_at IS NOT NULL' : '1 = 1');
const allow = (store: Store) => allowUpdates(store, 'outbox');

describe(`the outbox on the ${testStore} store`, () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(dataDir, 'each-'));
  });
  /** The test's store as a replica opens it: the same file, or the same database. */
  async function open() {
    const store = await openTestStore(dir);
    stores.push(store);
    return store;
  }
  it('mails a stored message once to the office, Reply-To the visitor, from MAIL_FROM, in plain text', async () => {
    const store = await open();
    expect(await keep(store)).toBe('stored');
    const [row] = await outboxRows(store);
    expect(row).toMatchObject({ kind: 'office-mail', attempts: 0, sent_at: null });
    const outbox = worker(store);
    expect(await outbox.runOnce()).toBe(1);
    expect(await outbox.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toMatchObject({ value: [{ address: office }] });
    expect(mail.from).toMatchObject({ value: [{ address: 'site@agro.test', name: 'Agro Tourism' }] });
    expect(mail.replyTo).toMatchObject({
      value: [{ address: 'asha@gaon.example', name: 'Asha "Tai" Patil, Pune <x>' }],
    });
    expect(mail.subject).toBe('Agro Tourism website: message from Asha "Tai" Patil, Pune <x>');
    expect(mail.messageId).toMatch(/^<contact-[0-9a-f-]+@agro\.test>$/);
    expect(mail.html).toBe(false);
    expect(mail.text).toContain('Name:     Asha "Tai" Patil, Pune <x>\n');
    expect(mail.text).toContain('E-mail:   asha@gaon.example\n');
    expect(mail.text).toContain('Language: Marathi\n');
    expect(mail.text).toContain('Received: 28 November 2026 at 15:00 IST\n');
    expect(mail.text).toContain('\nMay we visit in May?\nTwo adults.\n');
    const [sent] = await outboxRows(store);
    expect(sent).toMatchObject({ attempts: 1, sent_at: now.toISOString(), last_error: null, claimed_until: null });
  });

  it('keeps a refused message, tries it again after 30 s and then 60 s, and mails it once', async () => {
    const store = await open();
    await keep(store);
    smtp.refuse = 2;
    const outbox = worker(store);
    expect(await outbox.runOnce()).toBe(1);
    let [row] = await outboxRows(store);
    expect(row).toMatchObject({ attempts: 1, sent_at: null, claimed_until: null });
    expect(row!.last_error).toMatch(/451.*try again later/i);
    expect(row!.last_error).not.toContain('s3cret-pass');
    expect(row!.next_attempt_at).toBe(new Date(now.getTime() + 30_000).toISOString());
    later(29);
    expect(await outbox.runOnce()).toBe(0);
    later(1);
    expect(await outbox.runOnce()).toBe(1);
    [row] = await outboxRows(store);
    expect(row).toMatchObject({ attempts: 2, sent_at: null });
    expect(row!.next_attempt_at).toBe(new Date(now.getTime() + 60_000).toISOString());
    later(60);
    expect(await outbox.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    [row] = await outboxRows(store);
    expect(row).toMatchObject({ attempts: 3, sent_at: now.toISOString() });
    expect(await store.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(1);
  });

  it('marks a row undeliverable after one attempt when its recipient is refused for good (550); a 451 is still retried', async () => {
    const store = await open();
    await keep(store, asha('To an address the mail server does not know'));
    smtp.unknown.add(office);
    const outbox = worker(store);
    expect(await outbox.runOnce()).toBe(1);
    const [refused] = await outboxRows(store);
    expect(refused).toMatchObject({
      attempts: 1,
      sent_at: null,
      undeliverable_at: now.toISOString(),
      claimed_by: null,
      claimed_until: null,
    });
    expect(refused!.last_error).toMatch(/RCPT TO.*550.*No such user/);
    // Never tried again, however long: one attempt in all.
    later(7 * 24 * 3600);
    expect(await outbox.runOnce()).toBe(0);
    expect(smtp.refused).toBe(1);
    expect(smtp.received).toEqual([]);

    // "Try again later" stays a retry with backoff, beside the row refused for good.
    smtp.unknown.clear();
    smtp.refuse = 1;
    await keep(store, asha('Sent at the second attempt'));
    expect(await outbox.runOnce()).toBe(1);
    const deferred = (await outboxRows(store)).find((row) => row.id !== refused!.id)!;
    expect(deferred).toMatchObject({ attempts: 1, sent_at: null, undeliverable_at: null });
    expect(deferred.last_error).toMatch(/451/);
    expect(deferred.next_attempt_at).toBe(new Date(now.getTime() + 30_000).toISOString());
    later(30);
    expect(await outbox.runOnce()).toBe(1);
    expect(smtp.received.map((mail) => mail.text?.includes('Sent at the second attempt'))).toEqual([true]);
    expect(smtp.refused).toBe(2);
    const rows = await outboxRows(store);
    expect(rows.find((row) => row.id === refused!.id)).toMatchObject({ attempts: 1, sent_at: null });
    expect(rows.find((row) => row.id === deferred.id)).toMatchObject({ attempts: 2, sent_at: now.toISOString() });
  });

  it('resumes after a restart: a new worker on the same store sends what the last one left', async () => {
    const first = await open();
    await keep(first, asha('First'));
    smtp.refuse = 1;
    expect(await worker(first).runOnce()).toBe(1);
    await keep(first, asha('Second, never tried'));
    await outboxes.pop()!.stop();
    await first.close();
    const second = await open();
    later(3600);
    expect(await worker(second).runOnce()).toBe(2);
    expect(smtp.received.map((mail) => (mail.text?.includes('First') ? 'First' : 'Second')).sort()).toEqual([
      'First',
      'Second',
    ]);
  });

  it('sends each row once when two workers (two replicas) work the same store', async () => {
    const pair = [await open(), await open()];
    for (let i = 0; i < 12; i++) await keep(pair[0]!, asha(`Question ${i}`));
    const [a, b] = pair.map((store) => worker(store));
    const [claimedA, claimedB] = await Promise.all([a!.runOnce(), b!.runOnce()]);
    expect(claimedA + claimedB).toBe(12);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(12);
    expect(smtp.received).toHaveLength(12);
    expect((await outboxRows(pair[1]!)).every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  });

  it('gives up on a server that never answers at the deadline, and tries the row again', async () => {
    const store = await open();
    await keep(store);
    smtp.stall = true;
    const outbox = worker(store, {}, { greetingTimeout: 300, connectionTimeout: 300, socketTimeout: 300 });
    const started = performance.now();
    expect(await outbox.runOnce()).toBe(1);
    expect(performance.now() - started).toBeLessThan(3_000);
    const [row] = await outboxRows(store);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row!.last_error).toMatch(/ETIMEDOUT|greeting/i);
    smtp.stall = false;
    later(30);
    expect(await outbox.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });
  it('stops within its grace while a send hangs; the claim lapses and another worker sends the row', async () => {
    const store = await open();
    await keep(store);
    smtp.stall = true;
    const stuck = worker(store, {}, { greetingTimeout: 1_500, connectionTimeout: 1_500, socketTimeout: 1_500 });
    stuck.start();
    await vi.waitFor(async () => expect((await outboxRows(store))[0]?.claimed_until).not.toBeNull(), {
      timeout: 5_000,
      interval: 10,
    });
    const started = performance.now();
    await stuck.stop(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    smtp.stall = false;
    const other = worker(await open());
    expect(await other.runOnce()).toBe(0);
    // The claim holds 30 s (decision 102: it was 2 min).
    later(29);
    expect(await other.runOnce()).toBe(0);
    later(2);
    expect(await other.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('ends a send at its whole deadline, however patient each of its waits', async () => {
    const store = await open();
    await keep(store);
    smtp.hold = 1;
    // Each wait may take 10 s (the default); the send as a whole, 400 ms.
    const outbox = worker(store, {}, {}, { sendMs: 400 });
    const started = performance.now();
    expect(await outbox.runOnce()).toBe(1);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(smtp.held).toBe(1);
    const [row] = await outboxRows(store);
    expect(row).toMatchObject({ attempts: 1, sent_at: null, claimed_until: null });
    expect(row!.last_error).toMatch(/abort/i);
    later(30);
    expect(await outbox.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('tries a mark the store refuses again, never the mail, and keeps the row from another replica meanwhile', async () => {
    const store = await open();
    await keep(store);
    const outbox = worker(store);
    await refuse(store, 'sent');
    expect(await outbox.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(outbox.unmarked).toBe(1);
    const [waiting] = await outboxRows(store);
    // Not recorded as a failure: no backoff, no attempt counted, the claim kept.
    expect(waiting).toMatchObject({ sent_at: null, attempts: 0, last_error: null });
    expect(waiting!.claimed_until).not.toBeNull();
    // Minutes on, rounds of this worker and of another replica on the same store send nothing.
    const other = worker(await open());
    for (let round = 0; round < 6; round++) {
      later(25);
      expect(await outbox.runOnce()).toBe(0);
      expect(await other.runOnce()).toBe(0);
    }
    expect(smtp.received).toHaveLength(1);
    // The store takes the mark again: written at the next round, and nothing goes twice.
    await allow(store);
    later(25);
    expect(await outbox.runOnce()).toBe(0);
    expect(outbox.unmarked).toBe(0);
    const [marked] = await outboxRows(store);
    expect(marked).toMatchObject({ attempts: 1, claimed_until: null, last_error: null });
    expect(marked!.sent_at).not.toBeNull();
    later(3600);
    expect(await outbox.runOnce()).toBe(0);
    expect(await other.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('sends nothing twice when the store refuses every write for a while, and nothing new until its marks are written', async () => {
    const store = await open();
    for (let i = 0; i < 6; i++) await keep(store, asha(`Question ${i}`));
    const outbox = worker(store, {}, {}, { inFlight: 2, batch: 2 });
    // The two claims are written; then, before the mail server's first answer, the disk is full,
    // for the marks and everything else.
    let full: Promise<void> | undefined;
    smtp.beforeAccept = () => (full ??= refuse(store, 'all'));
    expect(await outbox.runOnce()).toBe(2);
    smtp.beforeAccept = undefined;
    expect(smtp.received).toHaveLength(2);
    expect(outbox.unmarked).toBe(2);
    // Its claims lapse (nothing can renew them); no round sends anything (a claim would fail too).
    for (let round = 0; round < 4; round++) {
      later(60);
      expect(await outbox.runOnce().catch(() => 0)).toBe(0);
    }
    expect(smtp.received).toHaveLength(2);
    await allow(store);
    later(60);
    // The waiting marks first; then the rest, once each.
    expect(await outbox.runOnce()).toBe(2);
    expect(await outbox.runOnce()).toBe(2);
    expect(await outbox.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(6);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(6);
    expect((await outboxRows(store)).every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  });

  it('after a worker dies with its mark waiting, the row goes again once, the same mail (at least once: decision 102)', async () => {
    const store = await open();
    await keep(store);
    await refuse(store, 'sent');
    const dead = worker(store);
    expect(await dead.runOnce()).toBe(1);
    expect(dead.unmarked).toBe(1);
    // It dies (no stop, no more rounds); the store takes marks again.
    outboxes.splice(outboxes.indexOf(dead), 1);
    await allow(store);
    const next = worker(await open());
    later(29);
    expect(await next.runOnce()).toBe(0);
    later(2);
    expect(await next.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]!.messageId).toBe(smtp.received[0]!.messageId);
  });
});
