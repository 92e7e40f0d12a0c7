import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/store.ts';
import { useContractBackend } from './contract-backend.ts';
import { adminSession, openTestStore, testApp } from './harness.ts';
import { testStore } from './test-store.ts';

/**
 * The admin inbox (issue 39, decision 079): the Contact messages of a real store (the store under
 * test: embedded, or with TEST_STORE=postgres PostgreSQL; decision 085), listed, filtered, opened, marked and deleted by a signed-in admin with plain
 * forms, as a browser without JavaScript uses them; the count of new ones in the area's
 * navigation; a store that fails answered 503 in the page's language.
 */
type App = Awaited<ReturnType<typeof testApp>>;
const contract = useContractBackend({ reset: false });
const dataDir = mkdtempSync(join(tmpdir(), 'agro-inbox-'));
const stores: Store[] = [];

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The app over a fresh store: a new folder, or on PostgreSQL a new database. */
async function appWith() {
  const store = await openTestStore(mkdtempSync(join(dataDir, 'store-')));
  stores.push(store);
  const app = await testApp({ API_URL: contract.backend.url }, undefined, undefined, store);
  return { app, store };
}

/** A message as the Contact form stores it, received at `at` (ISO, UTC). */
async function put(
  store: Store,
  at: string,
  values: { name: string; email: string; message: string; language?: string },
) {
  const id = randomUUID();
  await store.db
    .insertInto('contact_messages')
    .values({ id, received_at: at, language: 'en', ...values, idempotency_key: null, duplicate_key: id })
    .execute();
  return id;
}

const rowsOf = (html: string) =>
  [...html.matchAll(/<th scope="row"><bdi>([^<]*)<\/bdi><\/th>/g)].map(([, name]) => name);
const countOf = (html: string) => /data-new-messages="(\d+)"[^>]*>([^<]*)</.exec(html)?.slice(1);
/** The reply link to `email` with the subject `words`, as the message's page writes it. */
const replyLink = (email: string, words: string) => `href="mailto:${email}?subject=${encodeURIComponent(words)}"`;
const alertOf = (html: string) => /<div role="alert"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
const post = (app: App, path: string, cookie: string, body: string) =>
  request(app).post(path).set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').type('form').send(body);

describe('without a session', () => {
  let app: App;
  let id: string;
  let store: Store;
  beforeAll(async () => {
    ({ app, store } = await appWith());
    id = await put(store, '2026-11-20T10:00:00.000Z', { name: 'Asha', email: 'asha@gaon.example', message: 'Private' });
  });

  it.each(['/admin/messages', '/admin/messages?show=new', '/mr/admin/messages', `/admin/messages/{id}`])(
    'GET %s is sent to the login page with its way back, and shows nothing',
    async (pattern) => {
      const path = pattern.replace('{id}', id);
      const res = await request(app).get(path);
      expect(res.status).toBe(303);
      const login = path.startsWith('/mr/') ? '/mr/login' : '/login';
      expect(res.headers.location).toBe(`${login}?next=${encodeURIComponent(path)}`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).not.toContain('Private');
    },
  );

  it('cannot mark or delete', async () => {
    const res = await post(app, `/admin/messages/${id}`, 'agro_admin=' + 'x'.repeat(43), 'intent=delete&csrf=x');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/login?next=${encodeURIComponent(`/admin/messages/${id}`)}`);
    expect(await store.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(1);
  });
});

describe(`with a session, on the ${testStore} store`, () => {
  let app: App;
  let store: Store;
  let cookie: string;
  let csrf: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, store } = await appWith());
    ids.old = await put(store, '2026-11-01T04:30:00.000Z', {
      name: 'Old Farmer',
      email: 'old@gaon.example',
      message: 'First question',
    });
    ids.script = await put(store, '2026-11-27T18:45:00.000Z', {
      name: '<script>alert(1)</script>',
      email: 'x+y@gaon.example',
      message: '\n<script>alert("hi")</script> first line\nsecond line\n\nthird',
    });
    ids.marathi = await put(store, '2026-11-10T12:00:00.000Z', {
      name: 'रमेश जाधव',
      email: 'ramesh@gaon.example',
      message: 'नमस्कार, मे महिन्यात भेट देता येईल का?',
      language: 'mr',
    });
    ({ cookie, csrf } = await adminSession(app, `/admin/messages/${ids.old}`));
    if (!csrf) throw new Error('No form token on the message page');
  }, 30_000);

  it('lists every message newest first, times in IST, no-store and noindex, with the count of new ones', async () => {
    const res = await request(app).get('/admin/messages').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(rowsOf(res.text)).toEqual(['&lt;script&gt;alert(1)&lt;/script&gt;', 'रमेश जाधव', 'Old Farmer']);
    expect(res.text).not.toContain('<script>alert');
    // 18:45 UTC on the 27th is 00:15 on the 28th in Kolkata (UTC+5:30).
    expect(res.text).toContain('2026-11-28 00:15');
    expect(res.text).toContain('2026-11-01 10:00');
    expect(res.text).toContain('href="mailto:x%2By@gaon.example"');
    expect(res.text).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; first line');
    expect(res.text).not.toContain('second line');
    expect(res.text).toContain('>Marathi<');
    expect(res.text).toContain('3 messages.');
    expect(countOf(res.text)).toEqual(['3', '3 new']);
    expect(res.text).toContain(`href="/admin/messages/${ids.old}"`);
    // The registrations' pages show the same count in the area's navigation.
    const registrations = await request(app).get('/admin/registrations').set('Cookie', cookie);
    expect(countOf(registrations.text)).toEqual(['3', '3 new']);
  });

  it('opens one: the whole message escaped, its lines kept, a reply link and the forms with the session’s token', async () => {
    const res = await request(app).get(`/admin/messages/${ids.script}`).set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toContain('<script>alert');
    expect(res.text).toMatch(
      /class="_messageText_[^"]*" dir="auto">\n&lt;script&gt;alert\(&quot;hi&quot;\)&lt;\/script&gt; first line\nsecond line\n\nthird<\/p>/,
    );
    expect(res.text).toContain(
      `href="mailto:x%2By@gaon.example?subject=${encodeURIComponent('Re: your message to Agro Tourism')}"`,
    );
    expect(res.text.match(new RegExp(`name="csrf" value="${csrf}"`, 'g'))).toHaveLength(2);
    expect(res.text).toContain('name="intent" value="handled"');
    expect(res.text).toContain('<details');
    expect((await request(app).get(`/admin/messages/${randomUUID()}`).set('Cookie', cookie)).status).toBe(404);
    expect((await request(app).get('/admin/messages/nope').set('Cookie', cookie)).status).toBe(404);
  });

  it('writes the reply’s subject in the message’s language, not the admin page’s', async () => {
    const marathiFromEnglish = await request(app).get(`/admin/messages/${ids.marathi}`).set('Cookie', cookie);
    expect(marathiFromEnglish.status).toBe(200);
    expect(marathiFromEnglish.text).toContain(replyLink('ramesh@gaon.example', 'Re: ॲग्रो टुरिझमला पाठवलेला तुमचा संदेश'));
    const englishFromMarathi = await request(app).get(`/mr/admin/messages/${ids.script}`).set('Cookie', cookie);
    expect(englishFromMarathi.status).toBe(200);
    expect(englishFromMarathi.text).toContain('ई-मेलने उत्तर द्या');
    expect(englishFromMarathi.text).toContain(replyLink('x%2By@gaon.example', 'Re: your message to Agro Tourism'));
  });

  it('marks one handled and new again (303 back to it), which the filter and the count follow', async () => {
    const path = `/admin/messages/${ids.marathi}`;
    const marked = await post(app, path, cookie, `intent=handled&csrf=${csrf}`);
    expect(marked.status).toBe(303);
    expect(marked.headers.location).toBe(`${path}?done=handled`);
    const after = await request(app).get(`${path}?done=handled`).set('Cookie', cookie);
    expect(alertOf(after.text)).toContain('The message is marked handled.');
    expect(after.text).toContain('name="intent" value="new"');
    expect(countOf(after.text)).toEqual(['2', '2 new']);
    const handled = await request(app).get('/admin/messages?show=handled').set('Cookie', cookie);
    expect(rowsOf(handled.text)).toEqual(['रमेश जाधव']);
    const fresh = await request(app).get('/admin/messages?show=new').set('Cookie', cookie);
    expect(rowsOf(fresh.text)).toEqual(['&lt;script&gt;alert(1)&lt;/script&gt;', 'Old Farmer']);
    // In Marathi, the same list in the page's words.
    const mr = await request(app).get('/mr/admin/messages?show=handled').set('Cookie', cookie);
    expect(mr.status).toBe(200);
    expect(mr.text).toContain('हाताळलेले');
    expect(countOf(mr.text)).toEqual(['2', '2 नवे']);
    const back = await post(app, `/mr${path}`, cookie, `intent=new&csrf=${csrf}`);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/mr${path}?done=new`);
    const row = await store.db
      .selectFrom('contact_messages')
      .select('handled_at')
      .where('id', '=', ids.marathi!)
      .executeTakeFirst();
    expect(row?.handled_at).toBeNull();
  });

  it('tells a new message from a handled one in words, weight and shape, not by colour alone', async () => {
    const path = `/admin/messages/${ids.marathi}`;
    await post(app, path, cookie, `intent=handled&csrf=${csrf}`);
    const list = await request(app).get('/admin/messages').set('Cookie', cookie);
    const rowOf = (id: string) =>
      [...list.text.matchAll(/<tr[^>]*>.*?<\/tr>/gs)].map(([row]) => row).find((row) => row.includes(`/${id}"`)) ?? '';
    // New: its row marked (bold, a bar at its start), the word in a solid box; handled: a muted row, a dashed box.
    expect(rowOf(ids.old!)).toMatch(/^<tr data-new="">/);
    expect(rowOf(ids.old!)).toMatch(/<span class="_mark_[^"]*" data-mark="new">New<\/span>/);
    expect(rowOf(ids.marathi!)).toMatch(/^<tr data-handled="">/);
    expect(rowOf(ids.marathi!)).toMatch(/<span class="_mark_[^"]*" data-mark="handled">Handled<\/span>/);
    await post(app, path, cookie, `intent=new&csrf=${csrf}`);
  });

  it('refuses a post without the session’s form token or from another site (403), or with another intent (400)', async () => {
    const path = `/admin/messages/${ids.old}`;
    expect((await post(app, path, cookie, 'intent=delete')).status).toBe(403);
    expect((await post(app, path, cookie, `intent=delete&csrf=${'a'.repeat(csrf.length)}`)).status).toBe(403);
    const crossSite = await request(app)
      .post(path)
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send(`intent=delete&csrf=${csrf}`);
    expect(crossSite.status).toBe(403);
    expect((await post(app, path, cookie, `intent=burn&csrf=${csrf}`)).status).toBe(400);
    expect((await post(app, `/admin/messages/${randomUUID()}`, cookie, `intent=delete&csrf=${csrf}`)).status).toBe(404);
    expect(await store.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(3);
  });

  it('deletes one (303 to the list, which says so)', async () => {
    const res = await post(app, `/admin/messages/${ids.old}`, cookie, `intent=delete&csrf=${csrf}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/admin/messages?deleted=1');
    const list = await request(app).get('/admin/messages?deleted=1').set('Cookie', cookie);
    expect(alertOf(list.text)).toContain('The message is deleted.');
    expect(rowsOf(list.text)).not.toContain('Old Farmer');
    expect((await request(app).get(`/admin/messages/${ids.old}`).set('Cookie', cookie)).status).toBe(404);
    const mr = await post(app, `/mr/admin/messages/${ids.script}`, cookie, `intent=delete&csrf=${csrf}`);
    expect(mr.headers.location).toBe('/mr/admin/messages?deleted=1');
    expect(await store.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(1);
  });
});

describe('a store that fails', () => {
  it('answers 503 with the page saying so in its language; the registrations show no count', async () => {
    const { app, store } = await appWith();
    const id = await put(store, '2026-11-20T10:00:00.000Z', {
      name: 'Asha',
      email: 'asha@gaon.example',
      message: 'Hi',
    });
    const { cookie, csrf } = await adminSession(app, `/admin/messages/${id}`);
    await store.close();
    const en = await request(app).get('/admin/messages').set('Cookie', cookie);
    expect(en.status).toBe(503);
    expect(en.headers['cache-control']).toBe('no-store');
    expect(alertOf(en.text)).toContain('database is not answering');
    const mr = await request(app).get('/mr/admin/messages').set('Cookie', cookie);
    expect(mr.status).toBe(503);
    expect(alertOf(mr.text)).toContain('वेबसाइटचा डेटाबेस उत्तर देत नाही');
    expect((await request(app).get(`/admin/messages/${id}`).set('Cookie', cookie)).status).toBe(503);
    const marked = await post(app, `/admin/messages/${id}`, cookie, `intent=handled&csrf=${csrf}`);
    expect(marked.status).toBe(503);
    expect(alertOf(marked.text)).toContain('database is not answering');
    const registrations = await request(app).get('/admin/registrations').set('Cookie', cookie);
    expect(registrations.status).toBe(200);
    expect(countOf(registrations.text)).toBeUndefined();
  });
});
