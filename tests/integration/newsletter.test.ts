import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { footer } from '../../src/content/footer.ts';
import { footer as footerMr } from '../../src/content/mr/footer.ts';
import { minimumFillMs } from '../../src/forms/visitor-post.ts';
import { consentWording } from '../../src/features/newsletter/contract.ts';
import type { Store } from '../../server/store/store.ts';
import { openTestStore, testApp } from './harness.ts';
import { ownPostgres, testStore } from './test-store.ts';

/**
 * The newsletter box delivering (issue 39, decision 081), without mail set up (no SMTP_URL: a
 * sign-up is confirmed at once): with JavaScript (JSON, answered JSON) and without (a plain
 * post, answered 303 to `?sent=subscribed` or with the page again), in both languages, into a
 * real store; its checks, traps, limits, retries, the same answer for a known address, and a
 * store that fails. The mail, the links and the admin's list: newsletter-mail.test.ts.
 */
type App = Awaited<ReturnType<typeof testApp>>;
const key = 'c3f1c2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const dataDir = mkdtempSync(join(tmpdir(), 'agro-newsletter-'));
const stores: Store[] = [];
async function appWithStore(env: Record<string, string> = {}) {
  const store = await openTestStore(mkdtempSync(join(dataDir, 'store-')));
  stores.push(store);
  return { app: await testApp(env, undefined, undefined, store), store };
}
const rows = (store: Store) => store.db.selectFrom('newsletter_subscribers').selectAll().orderBy('email').execute();
/** Posts as the box with JavaScript does: JSON, a fill time, and `key` (none when null). */
const sendJson = (app: App, body: object, path = '/newsletter', withKey: string | null = key) => {
  const post = request(app).post(path).set('Sec-Fetch-Site', 'same-origin').type('json');
  return (withKey ? post.set('Idempotency-Key', withKey) : post).send({ filledMs: minimumFillMs + 500, ...body });
};
const sendForm = (app: App, body: Record<string, string>, path = '/newsletter') =>
  request(app).post(path).set('Sec-Fetch-Site', 'same-origin').type('form').send(body);
/** What the page's box says: its status region, and its alert (the island's props hold every word, shown or not). */
const statusOf = (html: string) => /<output[^>]*>(.*?)<\/output>/s.exec(html)?.[1];
const alertOf = (html: string) => /id="newsletter-page-error"[^>]*>(.*?)<\/p>/s.exec(html)?.[1];
const subscribed = { status: 'received', next: 'subscribed' };

afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('with JavaScript (JSON)', () => {
  it('keeps the address (its domain in lower case), the language, the time and the words of consent, confirmed at once', async () => {
    const { app, store } = await appWithStore();
    const before = Date.now();
    const res = await sendJson(app, { email: ' Asha.Patil@Gaon.EXAMPLE\u202e ', website: '' });
    expect([res.status, res.body]).toEqual([200, subscribed]);
    expect(res.headers['cache-control']).toBe('no-store');
    const [row, ...more] = await rows(store);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      email: 'Asha.Patil@gaon.example',
      language: 'en',
      status: 'confirmed',
      consent: consentWording(footer.newsletter),
      token_hash: null,
    });
    expect(Date.parse(row!.consented_at)).toBeGreaterThanOrEqual(before - 1);
    expect(row!.confirmed_at).toBe(row!.consented_at);
    expect(row!.idempotency_key).not.toContain(key);
    expect(await store.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('keeps a sign-up at /mr/newsletter in Marathi, with the Marathi words of consent', async () => {
    const { app, store } = await appWithStore();
    expect((await sendJson(app, { email: 'sunita@gaon.example' }, '/mr/newsletter')).status).toBe(200);
    expect((await rows(store))[0]).toMatchObject({ language: 'mr', consent: consentWording(footerMr.newsletter) });
  });

  it('answers an address already there exactly as a new one, and keeps it once', async () => {
    const { app, store } = await appWithStore();
    const first = await sendJson(app, { email: 'asha@gaon.example' }, '/newsletter', null);
    const again = await sendJson(app, { email: 'asha@GAON.example' }, '/mr/newsletter', null);
    expect([again.status, again.body, again.headers['cache-control']]).toEqual([
      first.status,
      first.body,
      first.headers['cache-control'],
    ]);
    const [row, ...more] = await rows(store);
    expect(more).toEqual([]);
    // Confirmed already: a sign-up by whoever types the address changes nothing of it.
    expect(row).toMatchObject({ language: 'en', consent: consentWording(footer.newsletter) });
  });

  it('answers the address’s problem (400) and keeps nothing', async () => {
    const { app, store } = await appWithStore();
    for (const email of ['  ', 42, null]) {
      const res = await sendJson(app, { email }, '/newsletter', null);
      expect([res.status, res.body]).toEqual([400, { status: 'invalid', problems: { email: 'empty' } }]);
    }
    for (const email of ['asha@', 'asha@gaon', `${'a'.repeat(65)}@gaon.example`, `a@${'b'.repeat(250)}.in`]) {
      const res = await sendJson(app, { email }, '/newsletter', null);
      expect([res.status, res.body]).toEqual([400, { status: 'invalid', problems: { email: 'invalid' } }]);
    }
    expect(await rows(store)).toEqual([]);
  });

  it('answers a robot as received and keeps nothing: the hidden field filled, sent too fast, or untimed', async () => {
    const { app, store } = await appWithStore();
    expect((await sendJson(app, { email: 'bot@spam.example', website: 'x' })).body).toEqual(subscribed);
    expect((await sendJson(app, { email: 'bot@spam.example', filledMs: 900 }, '/newsletter', null)).body).toEqual(
      subscribed,
    );
    const untimed = await request(app)
      .post('/newsletter')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: 'bot@spam.example' });
    expect(untimed.body).toEqual(subscribed);
    expect(await rows(store)).toEqual([]);
  });

  it('a retry with the same key is received once; the key with another address is refused', async () => {
    const { app, store } = await appWithStore({ NEWSLETTER_SIGNUPS_PER_ADDRESS: '1' });
    expect((await sendJson(app, { email: 'asha@gaon.example' })).status).toBe(200);
    // Not counted again: the limit of one is not reached by the retry.
    expect((await sendJson(app, { email: 'asha@gaon.example' })).body).toEqual(subscribed);
    const reused = await sendJson(app, { email: 'ramesh@gaon.example' });
    expect([reused.status, reused.body]).toEqual([400, { status: 'refused' }]);
    expect((await rows(store)).map((row) => row.email)).toEqual(['asha@gaon.example']);
  });

  it('refuses a malformed key, JSON that is not an object or cannot be read, a body too large, another site', async () => {
    const { app, store } = await appWithStore();
    expect((await sendJson(app, { email: 'asha@gaon.example' }, '/newsletter', 'not-a-uuid')).status).toBe(400);
    const list = await request(app).post('/newsletter').set('Sec-Fetch-Site', 'same-origin').send([{}]);
    expect([list.status, list.body]).toEqual([400, { status: 'refused' }]);
    const broken = await request(app)
      .post('/newsletter')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('json')
      .send('{"email":');
    expect([broken.status, broken.body]).toEqual([400, { status: 'refused' }]);
    const huge = await sendJson(app, { email: 'asha@gaon.example', padding: 'x'.repeat(8_000) }, '/newsletter', null);
    expect([huge.status, huge.body]).toEqual([413, { status: 'refused' }]);
    const crossSite = await request(app)
      .post('/newsletter')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: 'asha@gaon.example' });
    expect(crossSite.status).toBe(403);
    expect(await rows(store)).toEqual([]);
  });
});

describe('without JavaScript (a plain form)', () => {
  it('keeps the address and sends the visitor on (303) to the page saying so, in Marathi; that page is cached', async () => {
    const { app, store } = await appWithStore();
    const res = await sendForm(app, { email: 'sunita@gaon.example', website: '' }, '/mr/newsletter');
    expect([res.status, res.headers.location]).toEqual([303, '/mr/newsletter?sent=subscribed#newsletter-answer']);
    expect((await rows(store))[0]).toMatchObject({ email: 'sunita@gaon.example', language: 'mr' });
    await request(app).get('/mr/newsletter?sent=subscribed');
    const page = await request(app).get('/mr/newsletter?sent=subscribed');
    expect(page.status).toBe(200);
    expect(statusOf(page.text)).toBe(footerMr.newsletter.subscribed);
    expect(page.headers['cache-control']).toMatch(/^public/);
    expect(page.headers.etag).toBeDefined();
    const confirm = await request(app).get('/newsletter?sent=confirm');
    expect(statusOf(confirm.text)).toBe(footer.newsletter.confirmSent);
    const plain = await request(app).get('/newsletter?utm_source=x');
    expect([plain.status, statusOf(plain.text)]).toEqual([200, '']);
    // Any other `sent` is not a page of its own.
    const other = await request(app).get('/mr/newsletter?sent=1');
    expect([other.status, other.headers.location]).toEqual([301, '/mr/newsletter']);
  });

  it('answers the page again with the address’s problem and what was typed, escaped (400)', async () => {
    const { app, store } = await appWithStore();
    const res = await sendForm(app, { email: '"><script>alert(1)</script>' });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(alertOf(res.text)).toBe(footer.newsletter.invalidEmail);
    expect(res.text).toMatch(/id="newsletter-page-email"[^>]*aria-invalid="true"/);
    expect(res.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.text).not.toContain('<script>alert(1)');
    const empty = await sendForm(app, { email: '' }, '/mr/newsletter');
    expect([empty.status, alertOf(empty.text)]).toEqual([400, footerMr.newsletter.emptyEmail]);
    expect(await rows(store)).toEqual([]);
  });

  it('answers a filled hidden field as received and keeps nothing; refuses another site (403)', async () => {
    const { app, store } = await appWithStore();
    const robot = await sendForm(app, { email: 'bot@spam.example', website: 'spam' });
    expect(robot.headers.location).toBe('/newsletter?sent=subscribed#newsletter-answer');
    const other = await request(app)
      .post('/newsletter')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ email: 'asha@gaon.example' });
    expect(other.status).toBe(403);
    expect(await rows(store)).toEqual([]);
  });
});

describe('limits', () => {
  it('takes 10 sign-ups an hour from one address, known addresses as new ones, then 429 with Retry-After on both paths', async () => {
    const { app, store } = await appWithStore();
    for (let i = 0; i < 10; i++) {
      const res = await sendJson(app, { email: `reader${i % 4}@gaon.example` }, '/newsletter', null);
      expect(res.status).toBe(200);
    }
    // A known address and a new one are refused alike: the limits tell nobody who is on the list.
    for (const email of ['reader0@gaon.example', 'new@gaon.example']) {
      const res = await sendJson(app, { email }, '/newsletter', null);
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
      expect(res.body).toMatchObject({ status: 'limited' });
    }
    // Without JavaScript, refused before the page is rendered (issue 58 items 2 and 14): the site's
    // prepared error page in its language, with the way back to the form.
    const form = await sendForm(app, { email: 'late@gaon.example' }, '/mr/newsletter');
    expect(form.status).toBe(429);
    expect(Number(form.headers['retry-after'])).toBeGreaterThan(3000);
    expect(form.text).toMatch(/<p role="alert">[^<]*\d+ मिनिटांनी पुन्हा प्रयत्न करा/);
    expect(form.text).toContain('<a href="">');
    expect(await rows(store)).toHaveLength(4);
  });

  it('takes NEWSLETTER_SIGNUPS_PER_HOUR from everyone together', async () => {
    const { app, store } = await appWithStore({ NEWSLETTER_SIGNUPS_PER_HOUR: '2', TRUST_PROXY: '1' });
    const from = (ip: string, email: string) =>
      sendJson(app, { email }, '/newsletter', null).set('X-Forwarded-For', ip);
    expect((await from('203.0.113.1', 'one@gaon.example')).status).toBe(200);
    expect((await from('203.0.113.2', 'two@gaon.example')).status).toBe(200);
    expect((await from('203.0.113.3', 'three@gaon.example')).status).toBe(429);
    expect(await rows(store)).toHaveLength(2);
  });
});

describe('a store that cannot be written', () => {
  it('answers 503, acknowledges nothing, on both paths', async () => {
    const { app, store } = await appWithStore();
    await store.close();
    const json = await sendJson(app, { email: 'asha@gaon.example' });
    expect([json.status, json.body]).toEqual([503, { status: 'unavailable' }]);
    const form = await sendForm(app, { email: 'asha@gaon.example' });
    expect(form.status).toBe(503);
    expect(form.headers.location).toBeUndefined();
    expect(alertOf(form.text)).toBe(footer.newsletter.failures.unavailable);
    expect(statusOf(form.text)).toBe('');
  });

  // A PostgreSQL of its own, which the test freezes: the run's is shared by every file (decision 085).
  describe.runIf(testStore === 'postgres')('PostgreSQL', () => {
    const postgres = ownPostgres();

    it('keeps sign-ups there; frozen, it is answered 503 within 2 s, and nothing is acknowledged', async () => {
      const store = await openTestStore(dataDir, postgres().url);
      stores.push(store);
      const app = await testApp({}, undefined, undefined, store);
      expect((await sendJson(app, { email: 'asha@gaon.example' }, '/mr/newsletter')).status).toBe(200);
      expect((await sendJson(app, { email: 'Asha@GAON.example' }, '/newsletter', null)).status).toBe(200);
      // Two spellings of one mailbox are one subscriber (issue 58 item 1), kept as first typed.
      expect(await rows(store)).toMatchObject([{ email: 'asha@gaon.example', mailbox: 'asha@gaon.example' }]);
      postgres().freeze();
      try {
        const started = Date.now();
        const res = await sendJson(app, { email: 'frozen@gaon.example' }, '/newsletter', null);
        expect([res.status, res.body]).toEqual([503, { status: 'unavailable' }]);
        expect(Date.now() - started).toBeLessThan(2_500);
      } finally {
        postgres().resume();
      }
      expect((await sendJson(app, { email: 'after@gaon.example' }, '/newsletter', null)).status).toBe(200);
    }, 20_000);
  });
});
