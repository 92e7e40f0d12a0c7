import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeEach, expect, it, vi } from 'vitest';
import { adminPaths } from '../../src/features/admin/contract.ts';
import { minimumFillMs } from '../../src/features/contact/contract.ts';
import { clockHour, hourMs } from '../../src/features/contact/office-flood.server.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logging.ts';
import { officeOutbox } from '../../src/office-mail.server.ts';
import type { Outbox } from '../../server/mail/outbox.ts';
import type { Store } from '../../server/store/store.ts';
import { openTestStore, testApp } from './harness.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

/**
 * The Contact form with SMTP_URL set (decision 080): a message posted with JavaScript and one
 * without, in each language, reach the office's address at a real SMTP server on loopback,
 * once each, answered to the visitor. Without SMTP_URL nothing is written to the outbox.
 */
const fixture = join(import.meta.dirname, '../fixtures/site-config.json');
const office = 'namaste@krushi-paryatan.in';
const dataDir = mkdtempSync(join(tmpdir(), 'agro-contact-mail-'));
let smtp: TestSmtp;
let store: Store;
let outbox: Outbox | undefined;

beforeEach(async () => {
  smtp = await startSmtp();
  store = await openTestStore(mkdtempSync(join(dataDir, 'store-')));
});
afterEach(async () => {
  await outbox?.stop();
  await store.close();
  await smtp.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const silent = createLogger({ env: 'test', logLevel: 'silent' });

async function app(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'production', ...env });
  // Polled once a minute: only the poke after each new message can send within the test.
  outbox = officeOutbox(config, store, silent, {
    options: { pollMs: 60_000 },
  });
  outbox?.start();
  return testApp(env, undefined, undefined, store, outbox);
}

it('mails each message posted, with and without JavaScript, to the office once, Reply-To the visitor', async () => {
  const site = await app({ SMTP_URL: smtp.url, SITE_CONFIG: fixture, MAIL_FROM: 'Website <site@krushi-paryatan.in>' });
  const json = await request(site)
    .post('/contact')
    .set('Sec-Fetch-Site', 'same-origin')
    .set('Idempotency-Key', 'b3f1c2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b')
    .type('json')
    .send({ name: 'Asha Patil', email: 'asha@gaon.example', message: 'May we visit in May?', filledMs: minimumFillMs });
  expect(json.body).toEqual({ status: 'received' });
  const form = await request(site)
    .post('/mr/contact')
    .set('Sec-Fetch-Site', 'same-origin')
    .type('form')
    .send({ name: 'सुनीता जाधव', email: 'sunita@gaon.example', message: 'मे महिन्यात येऊ का?' });
  expect(form.status).toBe(303);
  await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5_000, interval: 20 });
  const byReplyTo = Object.fromEntries(smtp.received.map((mail) => [mail.replyTo?.value[0]?.address, mail]));
  expect(byReplyTo['asha@gaon.example']).toMatchObject({
    subject: 'Agro Tourism website: message from Asha Patil',
    to: { value: [{ address: office }] },
    from: { value: [{ address: 'site@krushi-paryatan.in', name: 'Website' }] },
  });
  const marathi = byReplyTo['sunita@gaon.example']!;
  expect(marathi.replyTo?.value[0]?.name).toBe('सुनीता जाधव');
  expect(marathi.subject).toBe('Agro Tourism website: message from सुनीता जाधव');
  expect(marathi.text).toContain('Language: Marathi\n');
  expect(marathi.text).toContain('मे महिन्यात येऊ का?');
  // Each once: the rows are sent, and the form's double post is stored and mailed once.
  await request(site)
    .post('/mr/contact')
    .set('Sec-Fetch-Site', 'same-origin')
    .type('form')
    .send({ name: 'सुनीता जाधव', email: 'sunita@gaon.example', message: 'मे महिन्यात येऊ का?' });
  expect(await outbox!.runOnce()).toBe(0);
  expect(smtp.received).toHaveLength(2);
  // The SMTP server holds a mail before the worker has heard its 250 and marked the row: wait for the marks.
  await vi.waitFor(
    async () => {
      const rows = await store.db.selectFrom('outbox').select(['sent_at', 'attempts']).execute();
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
    },
    { timeout: 5_000, interval: 20 },
  );
  expect(smtp.received).toHaveLength(2);
});

it('keeps a name typed as an encoded word literal in the subject and Reply-To, with no bidi mark or line separator', async () => {
  const site = await app({ SMTP_URL: smtp.url, SITE_CONFIG: fixture });
  // What each name reads as once cleaned (src/plain-text.ts): the marks dropped, a separator a space.
  const names = {
    '=?utf-8?B?4oCuZ25wLmV4ZQ==?=': '=?utf-8?B?4oCuZ25wLmV4ZQ==?=',
    '=?utf-8?Q?office=40example.in?=': '=?utf-8?Q?office=40example.in?=',
    '\u200fAsha =?utf-8?Q?=E2=80=AE?=\u2028Patil\u061c': 'Asha =?utf-8?Q?=E2=80=AE?= Patil',
    '\u200eSunita\u2029"Tai" =?UTF-8?Q?=3Coffice=40krushi-paryatan=2Ein=3E?=':
      'Sunita "Tai" =?UTF-8?Q?=3Coffice=40krushi-paryatan=2Ein=3E?=',
  };
  let n = 0;
  for (const name of Object.keys(names)) {
    n += 1;
    const sent = await request(site)
      .post('/contact')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Idempotency-Key', `b3f1c2b4-5d6e-4f70-8a9b-0c1d2e3f4a5${n}`)
      .type('json')
      .send({ name, email: `visitor${n}@gaon.example`, message: `Question ${n}`, filledMs: minimumFillMs });
    expect(sent.body).toEqual({ status: 'received' });
  }
  await vi.waitFor(() => expect(smtp.received).toHaveLength(n), { timeout: 5_000, interval: 20 });
  const read = Object.fromEntries(
    smtp.received.map((mail) => [
      mail.replyTo?.value[0]?.address,
      { subject: mail.subject, replyTo: mail.replyTo?.value[0]?.name },
    ]),
  );
  Object.values(names).forEach((typed, i) => {
    expect(read[`visitor${i + 1}@gaon.example`]).toEqual({
      subject: `Agro Tourism website: message from ${typed}`,
      replyTo: typed,
    });
  });
  const deceiving = /[\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
  for (const mail of smtp.received) {
    expect(mail.subject).not.toMatch(deceiving);
    expect(mail.replyTo?.text).not.toMatch(deceiving);
    expect(mail.text).not.toMatch(deceiving);
  }
});

it('writes nothing to the outbox without SMTP_URL: the message is kept in the store only', async () => {
  const site = await app({ SITE_CONFIG: fixture });
  expect(outbox).toBeUndefined();
  const form = await request(site)
    .post('/contact')
    .set('Sec-Fetch-Site', 'same-origin')
    .type('form')
    .send({ name: 'Asha Patil', email: 'asha@gaon.example', message: 'Kept, not mailed' });
  expect(form.status).toBe(303);
  expect(await store.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(1);
  expect(await store.db.selectFrom('outbox').select('id').execute()).toEqual([]);
});

// Issue 58, item 4: a flood of 200 messages was 200 mails to the office.
it('mails the office 20 messages an hour one by one; past them the rest are kept and told of in one digest at the hour’s end', async () => {
  // Not across the turn of an hour: a digest tells of one.
  const toTurn = clockHour(new Date()).end.getTime() - Date.now();
  if (toTurn < 20_000) await new Promise((resolve) => setTimeout(resolve, toTurn + 100));
  const env = { SMTP_URL: smtp.url, SITE_CONFIG: fixture, TRUST_PROXY: '1' };
  const site = await app(env);
  for (let n = 1; n <= 25; n++) {
    const sent = await request(site)
      .post('/contact')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('X-Forwarded-For', `198.18.${n}.1`)
      .type('json')
      .send({ name: `Visitor ${n}`, email: `v${n}@gaon.example`, message: `Flood ${n}`, filledMs: minimumFillMs });
    expect(sent.body).toEqual({ status: 'received' });
  }
  expect(await store.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(25);
  await vi.waitFor(() => expect(smtp.received).toHaveLength(20), { timeout: 5_000, interval: 20 });
  expect(await outbox!.runOnce()).toBe(0);
  // The first 20, each once (four go at a time, so not necessarily in the order they came).
  expect(smtp.received.map((mail) => mail.subject).toSorted()).toEqual(
    Array.from({ length: 20 }, (_, n) => `Agro Tourism website: message from Visitor ${n + 1}`).toSorted(),
  );
  // Each message's mail marked sent (the SMTP server holds a mail before its worker has marked the row), and one digest waiting.
  await vi.waitFor(
    async () => {
      const rows = await store.db.selectFrom('outbox').select(['kind', 'sent_at']).execute();
      expect(rows.filter((row) => row.kind === 'office-mail' && row.sent_at !== null)).toHaveLength(20);
      expect(rows.filter((row) => row.kind === 'office-digest' && row.sent_at === null)).toHaveLength(1);
      expect(rows).toHaveLength(21);
    },
    { timeout: 5_000, interval: 20 },
  );
  // The digest is due when the hour ends: a worker whose clock is past it sends it, once.
  const later = officeOutbox(loadConfig({ NODE_ENV: 'production', ...env }), store, silent, {
    now: () => new Date(Date.now() + hourMs),
  })!;
  expect(await later.runOnce()).toBe(1);
  expect(await later.runOnce()).toBe(0);
  expect(smtp.received).toHaveLength(21);
  const digest = smtp.received[20]!;
  expect(digest.subject).toBe('Agro Tourism website: 5 messages through the Contact page, not mailed one by one');
  expect(digest.to).toMatchObject({ value: [{ address: office }] });
  expect(digest.text).toContain(`Read them in the site's inbox: http://localhost:3000${adminPaths.messages}\n`);
  expect(digest.text).toMatch(/5 messages, from \d+ \w+ \d{4} at \d\d:\d\d to \d\d:00 IST\./);
  expect(digest.text).not.toContain('Flood');
});
