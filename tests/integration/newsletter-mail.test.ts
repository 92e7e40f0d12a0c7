import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { footer } from '../../src/content/footer.ts';
import { newsletter } from '../../src/content/newsletter.ts';
import { newsletter as newsletterMr } from '../../src/content/mr/newsletter.ts';
import { consentWording } from '../../src/features/newsletter/contract.ts';
import { minimumFillMs } from '../../src/forms/visitor-post.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logging.ts';
import { officeOutbox } from '../../src/office-mail.server.ts';
import type { Outbox } from '../../server/mail/outbox.ts';
import type { Store } from '../../server/store/store.ts';
import { useContractBackend } from './contract-backend.ts';
import { adminSession, openTestStore, testApp } from './harness.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { testStore } from './test-store.ts';

/**
 * The newsletter with SMTP_URL set (decision 081), on the store under test (a temporary file,
 * or with TEST_STORE=postgres a PostgreSQL database; decision 085): a sign-up waits for its confirmation mail, sent through the outbox
 * to a real SMTP server on loopback, in the subscriber's language, with the RFC 8058 headers;
 * its links, on SITE_URL, confirm with one press (opening them does nothing) and leave, the
 * one-click POST from another site included; the admin lists, deletes and exports subscribers.
 */
type App = Awaited<ReturnType<typeof testApp>>;
const siteUrl = 'https://krushi-paryatan.example';
const contract = useContractBackend({ reset: false });
const dataDir = mkdtempSync(join(tmpdir(), 'agro-newsletter-mail-'));
let smtp: TestSmtp;
const cleanup: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  for (const step of cleanup.toReversed()) await step();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sendJson = (app: App, email: string, path = '/newsletter') =>
  request(app)
    .post(path)
    .set('Sec-Fetch-Site', 'same-origin')
    .type('json')
    .send({ email, filledMs: minimumFillMs + 500 });
const alertOf = (html: string) => /<div role="alert"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
/** The path and query of a link in a mail (its origin is SITE_URL's). */
const local = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};
const mailTo = (email: string) =>
  smtp.received.filter((mail) => mail.to && 'value' in mail.to && mail.to.value[0]?.address === email);
const linksOf = (mail: ParsedMail) => [...(mail.text ?? '').matchAll(/https:\/\/\S+/g)].map(([link]) => link);
/** A header as the mail carried it (mailparser folds the List-* headers into one `list` value otherwise). */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .replaceAll(/\r?\n\s+/g, ' ')
    .trim();
const leaveLinkOf = (mail: ParsedMail) => /^<(.+)>$/.exec(rawHeader(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';
const emails = (html: string) => [...html.matchAll(/<th scope="row"><bdi dir="ltr">([^<]*)</g)].map(([, e]) => e);
const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');

describe(`on the ${testStore} store`, () => {
  const kind = testStore;
  let app: App;
  let store: Store;
  let outbox: Outbox;

  beforeAll(async () => {
    store = await openTestStore(mkdtempSync(join(dataDir, 'store-')));
    const env = { SMTP_URL: smtp.url, SITE_URL: siteUrl, MAIL_FROM: 'Agro Tourism <news@krushi-paryatan.in>' };
    const config = loadConfig({ NODE_ENV: 'production', ...env });
    // Polled once a minute: only the poke after each new sign-up sends within the test.
    outbox = officeOutbox(config, store, createLogger({ env: 'test', logLevel: 'silent' }), {
      options: { pollMs: 60_000 },
    })!;
    outbox.start();
    app = await testApp({ ...env, API_URL: contract.backend.url }, undefined, undefined, store, outbox);
    cleanup.push(
      () => outbox.stop(),
      () => store.close(),
    );
  }, 30_000);

  it('a sign-up waits for the link of a confirmation mail in its language, with the headers to leave by; once in 10 minutes', async () => {
    const email = `sunita.${kind}@gaon.example`;
    const res = await sendJson(app, email, '/mr/newsletter');
    expect([res.status, res.body]).toEqual([200, { status: 'received', next: 'confirm' }]);
    const [row] = await store.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();
    expect(row).toMatchObject({ status: 'pending', language: 'mr', confirmed_at: null });
    await vi.waitFor(() => expect(mailTo(email)).toHaveLength(1), { timeout: 5_000, interval: 20 });
    const [mail] = mailTo(email);
    expect(mail!.subject).toBe('कृपया ॲग्रो टुरिझमच्या वार्तापत्राचे सदस्यत्व पक्के करा');
    expect(mail!.from?.value[0]).toMatchObject({ address: 'news@krushi-paryatan.in', name: 'Agro Tourism' });
    expect(mail!.text).toContain(newsletterMr.mail.greeting);
    const [confirm, leave] = linksOf(mail!);
    expect(confirm).toMatch(new RegExp(`^${siteUrl}/mr/newsletter/confirm\\?token=[\\w-]{43}$`));
    expect(leave).toMatch(new RegExp(`^${siteUrl}/mr/newsletter/unsubscribe\\?token=[\\w-]{43}$`));
    expect(rawHeader(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(leaveLinkOf(mail!)).toBe(leave);
    // Only the token's hash is stored.
    const stored = await store.db
      .selectFrom('newsletter_subscribers')
      .select('token_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[\w-]{43}$/);
    expect(confirm).not.toContain(stored.token_hash);
    // Signed up again at once: the same answer, and no second mail within 10 minutes.
    expect((await sendJson(app, email)).body).toEqual({ status: 'received', next: 'confirm' });
    expect(await outbox.runOnce()).toBe(0);
    expect(mailTo(email)).toHaveLength(1);
  });

  it('the confirm link asks first (GET confirms nothing), then one press confirms; another site cannot press it', async () => {
    const email = `asha.${kind}@gaon.example`;
    await sendJson(app, email);
    await vi.waitFor(() => expect(mailTo(email)).toHaveLength(1), { timeout: 5_000, interval: 20 });
    const [confirm] = linksOf(mailTo(email)[0]!);
    const page = await request(app).get(local(confirm!));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.text).toContain(`<h1>${newsletter.confirm.heading}</h1>`);
    expect(page.text).toContain(newsletter.confirm.ask.replace('{email}', email));
    const action = formAction(page.text);
    expect(action).toBe(local(confirm!));
    const status = () =>
      store.db
        .selectFrom('newsletter_subscribers')
        .select('status')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    expect(await status()).toEqual({ status: 'pending' });
    const forged = await request(app).post(action!).set('Sec-Fetch-Site', 'cross-site').type('form').send('');
    expect(forged.status).toBe(403);
    expect(await status()).toEqual({ status: 'pending' });
    const pressed = await request(app).post(action!).set('Sec-Fetch-Site', 'same-origin').type('form').send('');
    expect([pressed.status, pressed.headers.location]).toEqual([303, action]);
    expect(await status()).toEqual({ status: 'confirmed' });
    const after = await request(app).get(action!);
    expect(after.text).toContain(`<h1>${newsletter.confirm.headings.done}</h1>`);
    expect(alertOf(after.text)).toContain(newsletter.confirm.confirmed.replace('{email}', email));
    expect(after.text).not.toContain(newsletter.confirm.button);
  });

  it('the leave link asks first (GET removes nobody); a one-click POST from another site leaves at once; a used link says so', async () => {
    const email = `leaving.${kind}@gaon.example`;
    await sendJson(app, email);
    await vi.waitFor(() => expect(mailTo(email)).toHaveLength(1), { timeout: 5_000, interval: 20 });
    const mail = mailTo(email)[0]!;
    const leave = leaveLinkOf(mail);
    expect(leave).toBe(linksOf(mail)[1]);
    const page = await request(app).get(local(leave));
    expect(page.status).toBe(200);
    expect(page.text).toContain(newsletter.unsubscribe.ask.replace('{email}', email));
    expect(page.text).toContain('name="List-Unsubscribe" value="One-Click"');
    const there = () => store.db.selectFrom('newsletter_subscribers').select('id').where('email', '=', email).execute();
    expect(await there()).toHaveLength(1);
    // RFC 8058: the mail program's POST, from its own origin, with the one-click body.
    const oneClick = await request(app)
      .post(local(leave))
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Origin', 'https://mail.example')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers['cache-control']).toBe('no-store');
    expect(oneClick.text).toContain(`<h1>${newsletter.unsubscribe.headings.done}</h1>`);
    expect(alertOf(oneClick.text)).toContain(newsletter.unsubscribe.done);
    expect(await there()).toEqual([]);
    const again = await request(app).post(local(leave)).type('form').send('List-Unsubscribe=One-Click');
    expect(again.status).toBe(200);
    expect(alertOf(again.text)).toContain('This link does not work');
    const opened = await request(app).get(local(leave));
    expect(opened.status).toBe(404);
    expect(opened.text).toContain(`<h1>${newsletter.unsubscribe.headings.unknown}</h1>`);
    expect(alertOf(opened.text)).toContain('This link does not work');
    // The exception is for this address only: a sign-up from another site is still refused.
    const crossSignUp = await request(app)
      .post('/newsletter')
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ email: 'x@gaon.example' });
    expect(crossSignUp.status).toBe(403);
  });

  it('a link without a token, or one that names nobody, is a clear message in its language, not an error page', async () => {
    for (const [path, copy] of [
      ['/newsletter/confirm', newsletter.confirm],
      ['/mr/newsletter/unsubscribe?token=short', newsletterMr.unsubscribe],
      [`/newsletter/confirm?token=${'A'.repeat(43)}`, newsletter.confirm],
    ] as const) {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain(`<h1>${copy.headings.unknown}</h1>`);
      expect(alertOf(res.text)).toContain(copy.unknown.slice(0, 20));
    }
  });

  it('the admin lists subscribers newest first (confirmed, waiting, all), deletes one, and exports a formula-safe CSV', async () => {
    await store.db.deleteFrom('newsletter_subscribers').execute();
    const put = (email: string, at: string, status: string, consent = consentWording(footer.newsletter)) =>
      store.db
        .insertInto('newsletter_subscribers')
        .values({
          id: crypto.randomUUID(),
          email,
          language: email.startsWith('=') ? 'mr' : 'en',
          status,
          consented_at: at,
          consent,
          confirmed_at: status === 'confirmed' ? at : null,
          token_hash: null,
          mailed_at: null,
          idempotency_key: null,
        })
        .execute();
    await put('old@gaon.example', '2026-11-01T04:30:00.000Z', 'confirmed');
    await put('=HYPERLINK("x")@gaon.example', '2026-11-20T10:00:00.000Z', 'pending', '@SUM(1)\nwords');
    await put('new@gaon.example', '2026-11-27T18:45:00.000Z', 'confirmed');
    const { cookie, csrf } = await adminSession(app, '/admin/subscribers');
    expect(csrf).not.toBe('');

    const list = await request(app).get('/admin/subscribers').set('Cookie', cookie);
    expect(list.status).toBe(200);
    expect([list.headers['cache-control'], list.headers['x-robots-tag']]).toEqual(['no-store', 'noindex, nofollow']);
    expect(emails(list.text)).toEqual([
      'new@gaon.example',
      '=HYPERLINK(&quot;x&quot;)@gaon.example',
      'old@gaon.example',
    ]);
    expect(list.text).toContain('2026-11-28 00:15');
    expect(list.text).toMatch(/aria-current="page"[^>]*>Subscribers</);
    const confirmed = await request(app).get('/admin/subscribers?show=confirmed').set('Cookie', cookie);
    expect(emails(confirmed.text)).toEqual(['new@gaon.example', 'old@gaon.example']);
    const pending = await request(app).get('/mr/admin/subscribers?show=pending').set('Cookie', cookie);
    expect(emails(pending.text)).toEqual(['=HYPERLINK(&quot;x&quot;)@gaon.example']);

    const csv = await request(app).get('/admin/subscribers.csv').set('Cookie', cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="?newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect(csv.headers['cache-control']).toBe('no-store');
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('E-mail,Language,State,Signed up (UTC),Confirmed (UTC),Words agreed to');
    expect(lines[1]).toBe(
      `new@gaon.example,English,Confirmed,2026-11-27T18:45:00.000Z,2026-11-27T18:45:00.000Z,"${consentWording(footer.newsletter)}"`,
    );
    expect(lines[2]).toBe(
      `"'=HYPERLINK(""x"")@gaon.example",Marathi,Waiting for confirmation,2026-11-20T10:00:00.000Z,,"'@SUM(1)\nwords"`,
    );
    const pendingCsv = await request(app).get('/admin/subscribers.csv?show=pending').set('Cookie', cookie);
    const pendingLines = pendingCsv.text.split('\r\n').filter(Boolean);
    expect(pendingLines).toHaveLength(2);
    expect(pendingLines[1]).toMatch(/^"'=HYPERLINK/);

    const id = /name="id" value="([^"]+)"/.exec(list.text)?.[1];
    const post = (body: string, site = 'same-origin') =>
      request(app).post('/admin/subscribers').set('Cookie', cookie).set('Sec-Fetch-Site', site).type('form').send(body);
    expect((await post(`id=${id}`)).status).toBe(403);
    expect((await post(`csrf=${csrf}&id=${id}`, 'cross-site')).status).toBe(403);
    const deleted = await post(`csrf=${csrf}&id=${id}`);
    expect([deleted.status, deleted.headers.location]).toEqual([303, '/admin/subscribers?deleted=1']);
    const gone = await request(app).get('/admin/subscribers?deleted=1').set('Cookie', cookie);
    expect(alertOf(gone.text)).toContain('The address is deleted.');
    expect(emails(gone.text)).toEqual(['=HYPERLINK(&quot;x&quot;)@gaon.example', 'old@gaon.example']);
    expect((await post(`csrf=${csrf}&id=${id}`)).status).toBe(404);
  });

  it('without a session the list and the CSV go to the login page, and show nothing', async () => {
    for (const path of ['/admin/subscribers', '/mr/admin/subscribers?show=pending', '/admin/subscribers.csv']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(303);
      expect(res.headers.location).toMatch(/^(\/mr)?\/login\?next=/);
      expect(res.text).not.toContain('gaon.example');
    }
  });
});

describe('a store that fails', () => {
  it('the links and the admin’s list answer 503 with the page saying so', async () => {
    const store = await openTestStore(mkdtempSync(join(dataDir, 'closed-')));
    const app = await testApp({ API_URL: contract.backend.url }, undefined, undefined, store);
    const { cookie } = await adminSession(app, '/admin/messages');
    await store.close();
    const token = 'B'.repeat(43);
    const confirm = await request(app).get(`/newsletter/confirm?token=${token}`);
    expect([confirm.status, alertOf(confirm.text)]).toEqual([
      503,
      expect.stringContaining(newsletter.confirm.unavailable.slice(0, 40)),
    ]);
    const leave = await request(app)
      .post(`/mr/newsletter/unsubscribe?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(leave.status).toBe(503);
    expect(alertOf(leave.text)).toContain(newsletterMr.unsubscribe.unavailable.slice(0, 30));
    const list = await request(app).get('/admin/subscribers').set('Cookie', cookie);
    expect(list.status).toBe(503);
    expect(alertOf(list.text)).toContain('The subscribers cannot be read or changed right now');
  });
});
