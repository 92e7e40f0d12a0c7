import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { ContactMessages, type ContactMessage } from '../../server/contact/messages.ts';
import { createLogger } from '../../server/logging.ts';
import { officeOutbox } from '../../server/mail/office-mail.ts';
import type { Outbox } from '../../server/mail/outbox.ts';
import type { Store } from '../../server/store/store.ts';
import { openTestStore } from './harness.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { testStore } from './test-store.ts';

/**
 * Mail to the office through the outbox (decision 080), on the store under test (decision 085), against a real SMTP
 * server on loopback: delivered once with the right headers; a server that refuses for a
 * while loses nothing and is tried again after the backoff, one that refuses the recipient
 * for good (550) is not tried again and the row is marked undeliverable; a restart resumes; two workers
 * send each row once; a server that never answers costs one deadline. The clock is a
 * variable the test moves, so no test waits out a backoff.
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

function worker(store: Store, env: Record<string, string> = {}, timeouts = {}) {
  const config = loadConfig({
    SMTP_URL: smtp.url,
    SITE_CONFIG: site,
    MAIL_FROM: 'Agro Tourism <site@agro.test>',
    ...env,
  });
  const outbox = officeOutbox(config, store, silent, { now: () => now, random: () => 1, timeouts })!;
  outboxes.push(outbox);
  return outbox;
}
const keep = (store: Store, message = asha()) =>
  new ContactMessages(store, () => now, { mailed: true }).keep(message, admitted);
const outboxRows = (store: Store) => store.db.selectFrom('outbox').selectAll().execute();
const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

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
    later(121);
    expect(await other.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });
});
