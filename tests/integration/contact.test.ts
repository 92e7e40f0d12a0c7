import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { contact } from '../../src/content/contact.ts';
import { contact as contactMr } from '../../src/content/mr/contact.ts';
import { client } from '../../src/content/client.ts';
import { minimumFillMs } from '../../src/features/contact/contract.ts';
import { createLogger } from '../../server/logging.ts';
import { redisConnection } from '../../server/redis.ts';
import type { Store } from '../../server/store/store.ts';
import { openTestStore, startRedis, testApp } from './harness.ts';
import { ownPostgres, testStore } from './test-store.ts';

/**
 * The Contact form delivering (issue 39, decision 076): with JavaScript (JSON, answered JSON)
 * and without (a plain post, answered 303 to `?sent=1` or with the page again), in both
 * languages, into a real store; its checks, traps, limits, retries and a store that fails.
 */
type App = Awaited<ReturnType<typeof testApp>>;
const asha = { name: 'Asha Patil', email: 'asha@gaon.example', message: 'May we visit in May?\nTwo adults.' };
const key = 'a3f1c2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const dataDir = mkdtempSync(join(tmpdir(), 'agro-contact-'));
const stores: Store[] = [];
async function appWithStore(env: Record<string, string> = {}, dir = mkdtempSync(join(dataDir, 'store-'))) {
  const store = await openTestStore(dir);
  stores.push(store);
  return { app: await testApp(env, undefined, undefined, store), store, dir };
}
const rows = (store: Store) => store.db.selectFrom('contact_messages').selectAll().execute();
/** Posts as the form with JavaScript does: JSON, a fill time, and `key` (none when null). */
const sendJson = (app: App, body: object, path = '/contact', withKey: string | null = key) => {
  const post = request(app).post(path).set('Sec-Fetch-Site', 'same-origin').type('json');
  return (withKey ? post.set('Idempotency-Key', withKey) : post).send({ filledMs: minimumFillMs + 500, ...body });
};
/** What the page's status region and a field's error say (the island's props hold every word, shown or not). */
const statusOf = (html: string) => /<output[^>]*>(.*?)<\/output>/s.exec(html)?.[1];
const alertOf = (html: string) => /<div role="alert"[^>]*>(.*?)<\/div>/s.exec(html)?.[1];
const errorOf = (html: string, field: string) =>
  new RegExp(`id="contact-${field}-error"[^>]*>(.*?)</p>`, 's').exec(html)?.[1];
const sendForm = (app: App, body: Record<string, string>, path = '/contact') =>
  request(app).post(path).set('Sec-Fetch-Site', 'same-origin').type('form').send(body);

afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('with JavaScript (JSON)', () => {
  it('stores the message, cleaned, and answers received; the same key sent again is stored once', async () => {
    const { app, store } = await appWithStore();
    const first = await sendJson(app, { ...asha, name: '  Asha\u202e Patil\u0007 ', website: '' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'received' });
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await sendJson(app, { ...asha, name: '  Asha\u202e Patil\u0007 ' });
    expect(again.body).toEqual({ status: 'received' });
    const stored = await rows(store);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ language: 'en', name: 'Asha Patil', email: asha.email, message: asha.message });
  });

  it('takes a Marathi message of 5,000 characters at /mr/contact, and refuses one longer', async () => {
    const { app, store } = await appWithStore();
    const long = 'शेत'.repeat(5_000 / 3) + 'शे';
    expect(long).toHaveLength(5_000);
    const res = await sendJson(app, { ...asha, message: long }, '/mr/contact');
    expect(res.status).toBe(200);
    expect((await rows(store))[0]).toMatchObject({ language: 'mr', message: long });
    const tooLong = await sendJson(app, { ...asha, message: `${long}!` }, '/mr/contact', null);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ status: 'invalid', problems: { message: 'tooLong' } });
  });

  it('answers each field’s problem (400) and stores nothing', async () => {
    const { app, store } = await appWithStore();
    const res = await sendJson(app, { name: ' ', email: 'asha.gaon.example', message: '', website: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 'invalid',
      problems: { name: 'required', email: 'email', message: 'required' },
    });
    const long = await sendJson(
      app,
      { ...asha, name: 'x'.repeat(101), email: `${'a'.repeat(65)}@gaon.example` },
      '/contact',
      null,
    );
    expect(long.body).toEqual({ status: 'invalid', problems: { name: 'tooLong', email: 'email' } });
    expect(await rows(store)).toEqual([]);
  });

  it('answers a robot as received and keeps nothing: the hidden field filled, or sent too fast', async () => {
    const { app, store } = await appWithStore();
    expect((await sendJson(app, { ...asha, website: 'https://spam.example' })).body).toEqual({ status: 'received' });
    const fast = await sendJson(app, { ...asha, filledMs: 200 }, '/contact', null);
    expect(fast.body).toEqual({ status: 'received' });
    const untimed = await request(app).post('/contact').set('Sec-Fetch-Site', 'same-origin').send(asha);
    expect(untimed.body).toEqual({ status: 'received' });
    expect(await rows(store)).toEqual([]);
  });

  it('refuses a malformed key, JSON that is not an object or cannot be read, a body too large, another site', async () => {
    const { app, store } = await appWithStore();
    expect((await sendJson(app, asha, '/contact', 'not-a-uuid')).status).toBe(400);
    const list = await request(app).post('/contact').set('Sec-Fetch-Site', 'same-origin').send([asha]);
    expect([list.status, list.body]).toEqual([400, { status: 'refused' }]);
    const broken = await request(app)
      .post('/contact')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('json')
      .send('{"name":');
    expect([broken.status, broken.body]).toEqual([400, { status: 'refused' }]);
    const huge = await sendJson(app, { ...asha, message: 'x'.repeat(80_000) }, '/contact', null);
    expect([huge.status, huge.body]).toEqual([413, { status: 'refused' }]);
    const crossSite = await request(app).post('/contact').set('Sec-Fetch-Site', 'cross-site').send(asha);
    expect(crossSite.status).toBe(403);
    expect(await rows(store)).toEqual([]);
  });

  it('the same message under another key is refused, not stored twice', async () => {
    const { app, store } = await appWithStore();
    await sendJson(app, asha);
    const reused = await sendJson(app, { ...asha, message: 'A different question' });
    expect([reused.status, reused.body]).toEqual([400, { status: 'refused' }]);
    expect(await rows(store)).toHaveLength(1);
  });
});

describe('without JavaScript (a plain form)', () => {
  it('stores the message and sends the visitor on (303) to the page saying so, in Marathi; that page is cached', async () => {
    const { app, store } = await appWithStore();
    const res = await sendForm(app, { ...asha, website: '' }, '/mr/contact');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/mr/contact?sent=1#contact-answer');
    expect((await rows(store))[0]).toMatchObject({ language: 'mr', email: asha.email });
    await request(app).get('/mr/contact?sent=1');
    const page = await request(app).get('/mr/contact?sent=1');
    expect(page.status).toBe(200);
    expect(statusOf(page.text)).toBe(contactMr.form.received);
    expect(page.headers['cache-control']).toMatch(/^public/);
    expect(page.headers.etag).toBeDefined();
    await request(app).get('/mr/contact');
    const plain = await request(app).get('/mr/contact?utm_source=x');
    expect(statusOf(plain.text)).toBe('');
    expect(plain.headers.etag).not.toBe(page.headers.etag);
    // Any other `sent` is not a page of its own.
    const other = await request(app).get('/mr/contact?sent=2');
    expect([other.status, other.headers.location]).toEqual([301, '/mr/contact']);
  });

  it('posted twice (a double click, a reload) is stored once, and both are sent on', async () => {
    const { app, store } = await appWithStore();
    for (const _ of [1, 2]) expect((await sendForm(app, asha)).headers.location).toBe('/contact?sent=1#contact-answer');
    expect(await rows(store)).toHaveLength(1);
  });

  it('answers the page again with each field’s message and what was typed, escaped (400)', async () => {
    const { app, store } = await appWithStore();
    const res = await sendForm(app, { name: '<script>alert(1)</script>', email: 'asha@', message: '' });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    const { errors, failures } = contact.form;
    expect([errorOf(res.text, 'name'), errorOf(res.text, 'email'), errorOf(res.text, 'message')]).toEqual([
      '',
      errors.emailInvalid,
      errors.messageRequired,
    ]);
    expect(alertOf(res.text)).toContain(failures.invalid);
    expect(res.text).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toMatch(/id="contact-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-email"/);
    expect(await rows(store)).toEqual([]);
  });

  it('answers a filled hidden field as received and keeps nothing', async () => {
    const { app, store } = await appWithStore();
    const res = await sendForm(app, { ...asha, website: 'spam' });
    expect(res.headers.location).toBe('/contact?sent=1#contact-answer');
    expect(await rows(store)).toEqual([]);
  });

  // Issue 58, item 2: a robot's, an invalid post and a double post were never counted, and each is routed or rendered.
  it('routes 20 plain posts an hour from one address, kept or not; the next is refused before any page is rendered', async () => {
    const { app, store } = await appWithStore();
    for (let n = 0; n < 20; n++)
      expect((await sendForm(app, { name: '', email: 'asha@', message: '' })).status).toBe(400);
    const next = await sendForm(app, asha);
    expect([next.status, next.headers['retry-after']]).toEqual([429, expect.stringMatching(/^\d+$/)]);
    expect(next.text).toContain('<p role="alert">');
    expect(next.text).not.toContain('name="message"');
    expect(await rows(store)).toEqual([]);
    // With JavaScript the form answers in JSON, which costs no page: it is not counted so.
    expect((await sendJson(app, asha, '/contact', null)).status).toBe(200);
  });

  it('refuses a post from another site (403) and stores nothing', async () => {
    const { app, store } = await appWithStore();
    const res = await request(app).post('/contact').set('Origin', 'https://evil.example').type('form').send(asha);
    expect(res.status).toBe(403);
    expect(await rows(store)).toEqual([]);
  });
});

// Issue 58, item 4: 200 posts from 40 addresses closed Contact for everyone for an hour.
const flood = async (app: App, addresses: string[]) => {
  let taken = 0;
  for (const ip of addresses)
    for (let n = 0; n < 5; n++) {
      const res = await sendJson(app, { ...asha, message: `From ${ip}, ${n}` }, '/contact', null).set(
        'X-Forwarded-For',
        ip,
      );
      if (res.status === 200) taken += 1;
      else expect(res.status).toBe(429);
    }
  return taken;
};
const addresses = (make: (n: number) => string) => Array.from({ length: 40 }, (_, n) => make(n + 1));

describe('limits', () => {
  it('takes 5 messages an hour from one address, then 429 with Retry-After, on both paths; a retry costs none', async () => {
    const { app, store } = await appWithStore();
    for (let i = 0; i < 5; i++) {
      const res = await sendJson(app, { ...asha, message: `Question ${i}` }, '/contact', null);
      expect(res.status).toBe(200);
      // The same message again is known: it is answered, and not counted.
      expect((await sendJson(app, { ...asha, message: `Question ${i}` }, '/contact', null)).status).toBe(200);
    }
    const json = await sendJson(app, { ...asha, message: 'Question 6' }, '/contact', null);
    expect(json.status).toBe(429);
    expect(Number(json.headers['retry-after'])).toBeGreaterThan(3000);
    expect(json.body).toMatchObject({ status: 'limited' });
    // Without JavaScript, refused before the page is rendered (issue 58 items 2 and 14): the site's
    // error page in its shell, rendered once and served as bytes, with the way back to the form.
    const form = await sendForm(app, { ...asha, message: 'Question 7' }, '/mr/contact');
    expect(form.status).toBe(429);
    expect(Number(form.headers['retry-after'])).toBeGreaterThan(3000);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.text).toMatch(/<html lang="mr"/);
    expect(form.text).toMatch(/<p role="alert">[^<]*\d+ मिनिटांनी पुन्हा प्रयत्न करा/);
    expect(form.text).toContain('<a href="">');
    expect(form.text).toContain('<footer');
    expect(form.text).not.toContain('<textarea');
    expect(await rows(store)).toHaveLength(5);
  });

  it('takes CONTACT_MESSAGES_PER_HOUR from everyone together', async () => {
    const { app, store } = await appWithStore({ CONTACT_MESSAGES_PER_HOUR: '2', TRUST_PROXY: '1' });
    const from = (ip: string, text: string) =>
      sendJson(app, { ...asha, message: text }, '/contact', null).set('X-Forwarded-For', ip);
    expect((await from('203.0.113.1', 'one')).status).toBe(200);
    expect((await from('203.0.113.2', 'two')).status).toBe(200);
    expect((await from('203.0.113.3', 'three')).status).toBe(429);
    expect(await rows(store)).toHaveLength(2);
  });

  it('counts one network’s addresses together: 40 addresses of one /24 get a tenth of the hour', async () => {
    const { app, store } = await appWithStore({ TRUST_PROXY: '1' });
    expect(
      await flood(
        app,
        addresses((n) => `198.51.100.${n}`),
      ),
    ).toBe(20);
    expect((await sendJson(app, asha, '/contact', null).set('X-Forwarded-For', '198.51.100.99')).status).toBe(429);
    // Without JavaScript too, before the page is rendered.
    const plain = await sendForm(app, { ...asha, message: 'Late' }).set('X-Forwarded-For', '198.51.100.99');
    expect([plain.status, plain.text]).toEqual([429, expect.stringContaining('<p role="alert">')]);
    expect((await sendJson(app, asha, '/contact', null).set('X-Forwarded-For', '203.0.113.9')).status).toBe(200);
    // An IPv6 network is its /48.
    const v6 = await flood(
      app,
      addresses((n) => `2001:db8:77:${(n << 8).toString(16)}::1`),
    );
    expect(v6).toBe(20);
    expect(await rows(store)).toHaveLength(41);
  });

  it('keeps a quarter of the hour for addresses that have not posted: 40 addresses in 40 networks do not close it', async () => {
    const { app, store } = await appWithStore({ TRUST_PROXY: '1' });
    // The 150 anyone may spend, then the first message of each of the last 10 addresses from the newcomers' 50.
    expect(
      await flood(
        app,
        addresses((n) => `198.18.${n}.1`),
      ),
    ).toBe(160);
    const newcomer = await sendJson(app, asha, '/contact', null).set('X-Forwarded-For', '203.0.113.9');
    expect(newcomer.status).toBe(200);
    const again = await sendJson(app, { ...asha, message: 'Once more' }, '/contact', null).set(
      'X-Forwarded-For',
      '198.18.1.1',
    );
    expect(again.status).toBe(429);
    // Without JavaScript alike: an address that has posted is refused before the page is rendered, a new one is taken.
    const known = await sendForm(app, { ...asha, message: 'Plain' }).set('X-Forwarded-For', '198.18.31.1');
    expect([known.status, known.text]).toEqual([429, expect.stringContaining('<p role="alert">')]);
    const fresh = await sendForm(app, { ...asha, message: 'Plain' }).set('X-Forwarded-For', '203.0.113.10');
    expect([fresh.status, fresh.headers.location]).toEqual([303, '/contact?sent=1#contact-answer']);
    expect(await rows(store)).toHaveLength(162);
  });

  it('shares the network’s and the newcomers’ budgets between replicas in Redis', async () => {
    const redis = await startRedis();
    try {
      // 20 an hour: 5 a network, 15 for anyone, 5 for newcomers.
      const env = { TRUST_PROXY: '1', REDIS_URL: redis.url, CONTACT_MESSAGES_PER_HOUR: '20' };
      const replicas = [(await appWithStore(env)).app, (await appWithStore(env)).app];
      // Counted in Redis from the first post: until the connection is made, each replica counts on its own.
      const connection = redisConnection(redis.url, createLogger({ env: 'test', logLevel: 'silent' }));
      await vi.waitFor(() => expect(connection.client.isReady).toBe(true), { timeout: 5_000, interval: 20 });
      let n = 0;
      const from = (ip: string) => {
        n += 1;
        return sendJson(replicas[n % 2]!, { ...asha, message: `Message ${n}` }, '/contact', null).set(
          'X-Forwarded-For',
          ip,
        );
      };
      const statuses = async (ip: string, times: number) => {
        const seen = [];
        for (let i = 0; i < times; i++) seen.push((await from(ip)).status);
        return seen;
      };
      expect(await statuses('198.51.103.1', 1)).toEqual([200]);
      const network = [
        ...(await statuses('198.51.100.1', 3)),
        ...(await statuses('198.51.100.2', 3)),
        ...(await statuses('198.51.100.3', 3)),
      ];
      expect(network.filter((status) => status === 200)).toHaveLength(5);
      expect(await statuses('198.51.101.1', 5)).toEqual([200, 200, 200, 200, 200]);
      expect(await statuses('198.51.102.1', 4)).toEqual([200, 200, 200, 200]);
      // The 15 are spent: an address that has posted is refused, a new one takes a newcomer's place.
      expect(await statuses('198.51.103.1', 1)).toEqual([429]);
      expect(await statuses('203.0.113.9', 2)).toEqual([200, 429]);
    } finally {
      await redis.stop();
    }
  });
});

describe('a store that cannot be written', () => {
  it('answers 503 with the office’s e-mail and phone, acknowledges nothing, on both paths', async () => {
    const { app, store } = await appWithStore();
    await store.close();
    const json = await sendJson(app, asha);
    expect([json.status, json.body]).toEqual([503, { status: 'unavailable' }]);
    const form = await sendForm(app, asha);
    expect(form.status).toBe(503);
    expect(form.headers.location).toBeUndefined();
    const alert = alertOf(form.text);
    expect(alert).toContain(contact.form.failures.unavailable);
    expect(alert).toContain(`href="mailto:${client.email}"`);
    expect(alert).toContain(`href="tel:${client.phone.tel}"`);
    expect(statusOf(form.text)).toBe('');
  });

  // A PostgreSQL of its own, which the test freezes: the run's is shared by every file (decision 085).
  describe.runIf(testStore === 'postgres')('PostgreSQL', () => {
    const postgres = ownPostgres();

    it('stores there; stopped, it is answered 503 within 2 s, and nothing is acknowledged', async () => {
      const store = await openTestStore(dataDir, postgres().url);
      stores.push(store);
      const app = await testApp({}, undefined, undefined, store);
      expect((await sendJson(app, asha, '/mr/contact')).status).toBe(200);
      expect((await rows(store))[0]).toMatchObject({ language: 'mr' });
      postgres().freeze();
      try {
        const started = Date.now();
        const res = await sendJson(app, { ...asha, message: 'While frozen' }, '/contact', null);
        expect([res.status, res.body]).toEqual([503, { status: 'unavailable' }]);
        expect(Date.now() - started).toBeLessThan(2_500);
      } finally {
        postgres().resume();
      }
      expect((await sendJson(app, { ...asha, message: 'After' }, '/contact', null)).status).toBe(200);
    }, 20_000);
  });
});

it('keeps its messages across a restart: a new server on the same DATA_DIR has them, and knows a retried key', async () => {
  const first = await appWithStore();
  expect((await sendJson(first.app, asha)).status).toBe(200);
  await first.store.close();
  const second = await appWithStore({}, first.dir);
  expect(await rows(second.store)).toHaveLength(1);
  expect((await sendJson(second.app, asha)).body).toEqual({ status: 'received' });
  expect(await rows(second.store)).toHaveLength(1);
});
