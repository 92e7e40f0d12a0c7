import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logging.ts';
import { tokenHash } from '../../src/features/newsletter/subscribers.server.ts';
import { Snapshots } from '../../server/store/snapshots.ts';
import type { Store } from '../../server/store/store.ts';
import { DataVersions } from '../../server/store/versions.ts';
import { siteNewsletterSender, type NewsletterSender } from '../../src/features/newsletter/sender.server.ts';
import { useContractBackend } from './contract-backend.ts';
import { allowUpdates, refuseUpdates } from './full-disk.ts';
import { adminSession, sourceRenderer, openTestStore } from './harness.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { testStore } from './test-store.ts';

/**
 * The newsletter goes out (issue 55, decision 099) on the store under test, through a real SMTP
 * server on loopback: written and previewed by the office, tested, sent to every confirmed
 * subscriber once in their language with a leave link of its own (and the two headers), at the
 * rate set, paused and resumed; a subscriber who leaves mid-send gets nothing more; a server that
 * refuses for a while or cuts the connection is tried again without losing or doubling a mail;
 * a replica that dies mid-send is taken over by another; the archive shows the issue.
 */
const contract = useContractBackend({ reset: false });
const dataDir = mkdtempSync(join(tmpdir(), 'agro-newsletter-send-'));
const siteUrl = 'https://krushi-paryatan.example';
const fixture = join(import.meta.dirname, '../fixtures/site-config.json');
const silent = createLogger({ env: 'test', logLevel: (process.env.DEBUG_LOG ?? 'silent') as 'silent' });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .replaceAll(/\r?\n\s+/g, ' ')
    .trim();
const leaveLink = (mail: ParsedMail) => /^<(.+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';
const addressOf = (mail: ParsedMail) => (mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined);

describe(`the newsletter going out on the ${testStore} store`, () => {
  let smtp: TestSmtp;
  let store: Store;
  let app: ReturnType<typeof createApp>;
  let sender: NewsletterSender;
  let clock = Date.now();
  const now = () => new Date(clock);
  /**
   * Moves the test's clock `ms` on from now at the earliest: what the site writes (a send's rows,
   * due at once) is stamped with the real time, which a slow run may have carried past the clock.
   */
  const tick = (ms: number) => {
    clock = Math.max(clock, Date.now()) + ms;
  };
  let admin: { cookie: string; csrf: string };
  /** Confirmation tokens of the subscribers added, by address. */
  const tokens = new Map<string, string>();

  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
    SITE_URL: siteUrl,
    SITE_CONFIG: fixture,
    MAIL_FROM: 'Agro Tourism <news@krushi-paryatan.in>',
    API_URL: '',
    NEWSLETTER_RATE: '600',
  };

  async function subscribe(count: number, prefix: string, status = 'confirmed') {
    const rows = Array.from({ length: count }, (_, n) => {
      const email = `${prefix}${n}@gaon.example`;
      const token = randomBytes(32).toString('base64url');
      tokens.set(email, token);
      return {
        id: randomUUID(),
        email,
        mailbox: email,
        language: n % 2 === 0 ? 'en' : 'mr',
        status,
        consented_at: '2026-11-01T00:00:00.000Z',
        consent: 'Subscribe',
        confirmed_at: status === 'confirmed' ? '2026-11-01T00:10:00.000Z' : null,
        token_hash: tokenHash(token),
        mailed_at: null,
        idempotency_key: null,
      };
    });
    await store.db.insertInto('newsletter_subscribers').values(rows).execute();
  }

  /** Runs the sender's rounds, the clock a second on each, until nothing is pending (or `max` rounds). */
  async function sendAll(one = sender, max = 200) {
    for (let round = 0; round < max; round++) {
      tick(1_000);
      await one.runOnce();
      const pending = await store.db
        .selectFrom('newsletter_deliveries')
        .select('id')
        .where('status', '=', 'pending')
        .execute();
      if (pending.length === 0) {
        await one.runOnce();
        return;
      }
    }
  }

  const post = (path: string, fields: Record<string, string>) =>
    request(app)
      .post(path)
      .set('Cookie', admin.cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ csrf: admin.csrf, ...fields });

  beforeAll(async () => {
    smtp = await startSmtp();
    store = await openTestStore(mkdtempSync(join(dataDir, 'store-')));
    const config = loadConfig({ ...env, SMTP_URL: smtp.url, API_URL: contract.backend.url });
    sender = siteNewsletterSender(config, store, silent, { now, options: { backoffMs: 1_000, backoffCapMs: 4_000 } })!;
    const versions = new DataVersions(store.db, { logger: silent });
    app = createApp({
      config,
      logger: silent,
      renderer: sourceRenderer,
      store,
      versions,
      snapshots: new Snapshots(store.db, versions),
      newsletterSender: sender,
    });
    admin = await adminSession(app);
  }, 30_000);
  afterAll(async () => {
    await sender.stop();
    await store.close();
    await smtp.close();
  });

  let issueId = '';
  const issuePath = () => `/admin/newsletter/${issueId}`;
  const values = {
    subject_en: 'Hurda season at the farms',
    subject_mr: 'शेतांवर हुरड्याचा हंगाम',
    body_en:
      '# Hurda season\n\nCome to **Shivar Farm**: [see it](/centres/shivar-farm).\n\n<script>alert(1)</script>\n\n![A field](/files/abc-640.jpg) ![pixel](https://tracker.example/p.gif)',
    body_mr: '# हुरडा\n\n- शिवार फार्म\n- हापूस बाग',
  };

  it('writes a draft, previews it as HTML and as plain text, and sends a test in both languages', async () => {
    const made = await post('/admin/newsletter/new', values);
    expect(made.status).toBe(303);
    issueId = /\/admin\/newsletter\/([0-9a-f-]{36})\?done=created$/.exec(made.headers.location ?? '')![1]!;
    const page = await request(app).get(issuePath()).set('Cookie', admin.cookie);
    expect(page.status).toBe(200);
    // The writer's HTML is text; the image from elsewhere is its words only; the site's is absolute.
    const preview = /<section aria-labelledby="issue-preview">.*?<\/section>/s.exec(page.text)?.[0] ?? '';
    expect(preview).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(preview).not.toContain('<script>alert(1)');
    expect(preview).not.toContain('tracker.example');
    expect(preview).toContain(`src="${siteUrl}/files/abc-640.jpg"`);
    // The body's `#` sits under the preview's own headings.
    expect(preview).toContain('<h4>Hurda season</h4>');
    expect(preview).toContain(`see it (${siteUrl}/centres/shivar-farm)`);
    const test = await post(issuePath(), { intent: 'test', test_to: 'office@krushi-paryatan.in' });
    expect(test.status).toBe(200);
    expect(test.text).toContain('A test is sent to office@krushi-paryatan.in.');
    const tests = smtp.received.filter((mail) => addressOf(mail) === 'office@krushi-paryatan.in');
    expect(tests.map((mail) => mail.subject).sort()).toEqual([values.subject_en, values.subject_mr].sort());
    // Its leave link names nobody.
    const left = await request(app)
      .post(new URL(leaveLink(tests[0]!)).pathname + new URL(leaveLink(tests[0]!)).search)
      .type('form')
      .send({ 'List-Unsubscribe': 'One-Click' });
    expect(left.status).toBe(200);
  });

  it('refuses to send without the box ticked, an issue with a subject but no text, and a second send', async () => {
    await subscribe(6, 'reader');
    await subscribe(2, 'waiting', 'pending');
    expect((await post(issuePath(), { intent: 'send' })).status).toBe(400);
    const half = await post('/admin/newsletter/new', { ...values, body_mr: '' });
    const halfId = /newsletter\/([0-9a-f-]{36})/.exec(half.headers.location ?? '')![1]!;
    const refused = await post(`/admin/newsletter/${halfId}`, { intent: 'send', confirm: 'yes' });
    expect(refused.status).toBe(400);
    expect(await store.db.selectFrom('newsletter_deliveries').select('id').execute()).toHaveLength(0);
    const sent = await post(issuePath(), { intent: 'send', confirm: 'yes' });
    expect([sent.status, sent.headers.location]).toEqual([303, `${issuePath()}?done=started`]);
    expect((await post(issuePath(), { intent: 'send', confirm: 'yes' })).status).toBe(409);
    // One issue goes out at a time.
    await post(`/admin/newsletter/${halfId}`, { intent: 'save', ...values });
    expect((await post(`/admin/newsletter/${halfId}`, { intent: 'send', confirm: 'yes' })).status).toBe(409);
    // Confirmed subscribers only.
    expect(await store.db.selectFrom('newsletter_deliveries').select('email').execute()).toHaveLength(6);
  });

  it('sends each confirmed subscriber the issue once, in their language, with a leave link of its own', async () => {
    await sendAll();
    const mails = smtp.received.filter((mail) => addressOf(mail)?.startsWith('reader'));
    expect(mails).toHaveLength(6);
    expect(new Set(mails.map(addressOf)).size).toBe(6);
    for (const mail of mails) {
      const mr = /reader[13579]@/.test(addressOf(mail)!);
      expect(mail.subject).toBe(mr ? values.subject_mr : values.subject_en);
      expect(mail.html).toBeTruthy();
      expect(mail.text).toContain(mr ? 'हुरडा' : 'Hurda season');
      expect(mail.messageId).toMatch(/@krushi-paryatan\.in>$/);
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain(leaveLink(mail));
      // The office's address and why they get it, at the bottom.
      expect(mail.text).toMatch(/2026/);
      expect(mail.html).not.toContain('tracker.example');
    }
    expect(new Set(mails.map(leaveLink)).size).toBe(6);
    const issue = await store.db
      .selectFrom('newsletter_issues')
      .selectAll()
      .where('id', '=', issueId)
      .executeTakeFirstOrThrow();
    expect(issue.status).toBe('sent');
    // The admin page says so.
    const page = await request(app).get(issuePath()).set('Cookie', admin.cookie);
    expect(page.text).toContain('6 sent, 0 failed, 0 left to send');
    // A mail's own link leaves at once (RFC 8058 one-click POST, from the mail program).
    const leave = new URL(leaveLink(mails[0]!));
    const done = await request(app)
      .post(leave.pathname + leave.search)
      .type('form')
      .send({ 'List-Unsubscribe': 'One-Click' });
    expect(done.status).toBe(200);
    expect(
      await store.db
        .selectFrom('newsletter_subscribers')
        .select('id')
        .where('email', '=', addressOf(mails[0]!)!)
        .execute(),
    ).toHaveLength(0);
  });

  it('is in the archive in both languages and in the sitemap', async () => {
    const { slug } = await store.db
      .selectFrom('newsletter_issues')
      .select('slug')
      .where('id', '=', issueId)
      .executeTakeFirstOrThrow();
    const list = await request(app).get('/newsletter/archive');
    expect(list.text).toContain(values.subject_en);
    const en = await request(app).get(`/newsletter/archive/${slug}`);
    expect(en.status).toBe(200);
    expect(en.text).toContain('Shivar Farm');
    expect(en.text).not.toContain('<script>alert(1)');
    const mr = await request(app).get(`/mr/newsletter/archive/${slug}`);
    expect(mr.text).toContain(values.subject_mr);
    expect((await request(app).get('/newsletter/archive/no-such-issue')).status).toBe(404);
    expect((await request(app).get('/sitemap.xml')).text).toContain(`/newsletter/archive/${slug}`);
  });

  it('keeps to the rate, pauses and resumes, and sends nothing to one who leaves mid-send', async () => {
    await subscribe(20, 'rate');
    const made = await post('/admin/newsletter/new', { ...values, subject_en: 'Second issue' });
    issueId = /newsletter\/([0-9a-f-]{36})/.exec(made.headers.location ?? '')![1]!;
    const before = smtp.received.length;
    await post(issuePath(), { intent: 'send', confirm: 'yes' });
    // NEWSLETTER_RATE=600: 10 a second, so 10 in a round a second apart (two rounds' worth at most at once).
    tick(1_000);
    await sender.runOnce();
    const first = smtp.received.length - before;
    expect(first).toBeGreaterThanOrEqual(10);
    expect(first).toBeLessThanOrEqual(20);
    expect((await post(issuePath(), { intent: 'pause' })).status).toBe(303);
    tick(5_000);
    await sender.runOnce();
    expect(smtp.received.length - before).toBe(first);
    // A subscriber who has not had it yet leaves, by their confirmation mail's link.
    const pending = await store.db
      .selectFrom('newsletter_deliveries')
      .select('email')
      .where('issue_id', '=', issueId)
      .where('status', '=', 'pending')
      .execute();
    const leaver = pending[0]!.email;
    await request(app)
      .post(`/newsletter/unsubscribe?token=${tokens.get(leaver)}`)
      .type('form')
      .send({});
    expect((await post(issuePath(), { intent: 'resume' })).status).toBe(303);
    await sendAll();
    const toLeaver = smtp.received.slice(before).filter((mail) => addressOf(mail) === leaver);
    expect(toLeaver).toHaveLength(0);
    const rows = await store.db
      .selectFrom('newsletter_deliveries')
      .select(['email', 'status'])
      .where('issue_id', '=', issueId)
      .execute();
    expect(rows.find((row) => row.email === leaver)?.status).toBe('left');
    const sentTo = smtp.received.slice(before).map(addressOf);
    expect(sentTo).toHaveLength(new Set(sentTo).size);
    expect(sentTo).toHaveLength(rows.filter((row) => row.status === 'sent').length);
    const issue = await store.db
      .selectFrom('newsletter_issues')
      .select('status')
      .where('id', '=', issueId)
      .executeTakeFirstOrThrow();
    expect(issue.status).toBe('sent');
  });

  it('tries a refusing or cut-off server again, losing and doubling nothing; marks a refused address failed with its reason', async () => {
    await subscribe(8, 'flaky');
    smtp.unknown.add('flaky7@gaon.example');
    const made = await post('/admin/newsletter/new', { ...values, subject_en: 'Third issue' });
    issueId = /newsletter\/([0-9a-f-]{36})/.exec(made.headers.location ?? '')![1]!;
    const before = smtp.received.length;
    smtp.refuse = 3;
    smtp.drop = 2;
    expect((await post(issuePath(), { intent: 'send', confirm: 'yes' })).status).toBe(303);
    await sendAll(sender, 400);
    const rows = await store.db
      .selectFrom('newsletter_deliveries')
      .selectAll()
      .where('issue_id', '=', issueId)
      .execute();
    const failed = rows.filter((row) => row.status === 'failed');
    expect(failed.map((row) => row.email)).toEqual(['flaky7@gaon.example']);
    expect(failed[0]!.last_error).toContain('550');
    const sentTo = smtp.received.slice(before).map(addressOf);
    expect(sentTo).toHaveLength(new Set(sentTo).size);
    expect(new Set(sentTo)).toEqual(new Set(rows.filter((row) => row.status === 'sent').map((row) => row.email)));
    expect(rows.some((row) => row.attempts > 1 && row.status === 'sent')).toBe(true);
    const page = await request(app).get(issuePath()).set('Cookie', admin.cookie);
    expect(page.text).toContain('flaky7@gaon.example');
  });

  it('never sends a mail twice when the store refuses to mark it sent: the mark is tried again, not the mail', async () => {
    await subscribe(6, 'fulldisk');
    const made = await post('/admin/newsletter/new', { ...values, subject_en: 'Fifth issue' });
    issueId = /newsletter\/([0-9a-f-]{36})/.exec(made.headers.location ?? '')![1]!;
    expect((await post(issuePath(), { intent: 'send', confirm: 'yes' })).status).toBe(303);
    const before = smtp.received.length;
    // A full disk, for the marks only.
    await refuseUpdates(store, 'newsletter_deliveries', "NEW.status = 'sent'");
    // Rounds past every backoff and claim: what went out is not sent again while its mark waits.
    for (let round = 0; round < 8; round++) {
      tick(70_000);
      await sender.runOnce();
    }
    const whileRefused = smtp.received.slice(before).map(addressOf);
    expect(whileRefused.length).toBeGreaterThan(0);
    expect(new Set(whileRefused).size).toBe(whileRefused.length);
    await allowUpdates(store, 'newsletter_deliveries');
    await sendAll(sender);
    const sentTo = smtp.received.slice(before).map(addressOf);
    const rows = await store.db
      .selectFrom('newsletter_deliveries')
      .select(['email', 'status'])
      .where('issue_id', '=', issueId)
      .execute();
    // Every delivery settled, each mail sent once: all but the address the server refuses for good.
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([{ email: 'flaky7@gaon.example', status: 'failed' }]);
    const sentRows = rows.filter((row) => row.status === 'sent').map((row) => row.email);
    expect(sentTo.toSorted()).toEqual(sentRows.toSorted());
  });

  it('is taken over by another replica when the one sending dies, its claims lapsed', async () => {
    await subscribe(12, 'replica');
    const made = await post('/admin/newsletter/new', { ...values, subject_en: 'Fourth issue' });
    issueId = /newsletter\/([0-9a-f-]{36})/.exec(made.headers.location ?? '')![1]!;
    await post(issuePath(), { intent: 'send', confirm: 'yes' });
    const before = smtp.received.length;
    // The first replica sends a round, then dies: its lease and any claim are left to lapse.
    tick(1_000);
    await sender.runOnce();
    const byFirst = smtp.received.length - before;
    expect(byFirst).toBeGreaterThan(0);
    const config = loadConfig({ ...env, SMTP_URL: smtp.url, API_URL: contract.backend.url });
    const second = siteNewsletterSender(config, store, silent, { now })!;
    // While the lease holds, the other replica waits.
    tick(1_000);
    expect(await second.runOnce()).toBe(0);
    tick(60_000);
    await sendAll(second);
    const sentTo = smtp.received.slice(before).map(addressOf);
    const rows = await store.db
      .selectFrom('newsletter_deliveries')
      .select(['email', 'status'])
      .where('issue_id', '=', issueId)
      .execute();
    // Every delivery settled: each sent once, but the address the server refuses for good.
    expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
    expect(new Set(sentTo).size).toBe(sentTo.length);
    expect(new Set(sentTo)).toEqual(new Set(rows.filter((row) => row.status === 'sent').map((row) => row.email)));
  });
});
