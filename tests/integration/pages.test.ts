import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusalPagesOf } from '../../server/refusal-page.ts';
import { notFound } from '../../src/content/ui.ts';
import { testApp } from './harness.ts';

let app: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  app = await testApp();
});

describe('routing', () => {
  it('redirects / to /home, keeping the query string, for now only (it follows the language chosen)', async () => {
    const res = await request(app).get('/?utm_source=flyer&lang=mr');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/home?utm_source=flyer&lang=mr');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/\bCookie\b/);
  });

  it.each([
    ['lang=mr', '/mr/home'],
    ['agro_admin=x; lang=mr', '/mr/home'],
    ['lang=en', '/home'],
    ['lang=fr', '/home'],
    ['xlang=mr', '/home'],
  ])('redirects / with the cookie %s to %s', async (cookie, home) => {
    const res = await request(app).get('/').set('Cookie', cookie);
    expect(res.headers.location).toBe(home);
  });

  it('answers HEAD / as GET, and a post to / with the 404 page', async () => {
    const head = await request(app).head('/?utm_source=flyer').set('Cookie', 'lang=mr');
    expect(head.status).toBe(302);
    expect(head.headers.location).toBe('/mr/home?utm_source=flyer');
    const post = await request(app).post('/').type('form').send('a=b');
    expect(post.status).toBe(404);
    expect(post.text).toContain(notFound.heading);
  });

  it('renders /home with status 200 and its title', async () => {
    const res = await request(app).get('/home');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(res.text).toMatch(/<title>[^<]+\| Agro Tourism<\/title>/);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const res = await request(app).get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page not found');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  // Issue 58, item 2: each was a rendered error page, and a flood of them slowed every visitor.
  it.each(['options', 'put', 'delete', 'trace', 'patch'] as const)(
    'answers %s with a prepared page: 405 with Allow at a page’s address, 404 elsewhere',
    async (method) => {
      const home = await request(app)[method]('/home');
      expect([home.status, home.headers.allow, home.headers['cache-control']]).toEqual([405, 'GET, HEAD', 'no-store']);
      expect(home.headers['content-type']).toMatch(/^text\/html/);
      expect(home.text).toMatch(/<html lang="en"/);
      expect(home.text).toContain('<h1>Not possible at this address</h1>');
      // The same bytes for every page of a language: nothing of the request is in them.
      expect((await request(app)[method]('/about?x=1')).text).toBe(home.text);
      const contact = await request(app)[method]('/mr/contact');
      expect([contact.status, contact.headers.allow]).toEqual([405, 'GET, HEAD, POST']);
      expect(contact.text).toMatch(/<html lang="mr"/);
      const nowhere = await request(app)[method]('/no/such/page');
      expect([nowhere.status, nowhere.headers.allow]).toEqual([404, undefined]);
      expect(nowhere.text).toContain('<h1>Page not found</h1>');
      expect((await request(app)[method]('/assets/no-such.js')).status).toBe(404);
    },
  );

  it('makes one client’s requests with such methods past 10 in a second wait a second each, and nobody else’s', async () => {
    const proxied = await testApp({ TRUST_PROXY: '1' });
    // As at start (server/start.ts): the refusals' pages are ready before the first refusal.
    await refusalPagesOf(proxied.locals)?.prepare();
    const timed = async (ip: string) => {
      const started = performance.now();
      const res = await request(proxied).options('/home').set('X-Forwarded-For', ip);
      return { status: res.status, ms: performance.now() - started };
    };
    expect((await timed('192.0.2.1')).status).toBe(405);
    // All within one second of the clock, where they are counted.
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 10));
    const burst = Promise.all(Array.from({ length: 20 }, () => timed('203.0.113.7')));
    const other = await timed('198.51.100.7');
    const answers = await burst;
    expect(answers.every(({ status }) => status === 405)).toBe(true);
    expect(answers.filter(({ ms }) => ms >= 950).length).toBeGreaterThanOrEqual(5);
    expect([other.status, other.ms < 500]).toEqual([405, true]);
  });

  it('gives crawlers the whole document', async () => {
    const res = await request(app).get('/home').set('User-Agent', 'Googlebot/2.1');
    expect(res.status).toBe(200);
    expect(res.text).toContain('</html>');
  });
});

describe('posts', () => {
  it.each(['/home', '/no-such-page', '/healthz'])(
    'answers a post to %s, which takes none, with the site’s 404 page',
    async (path) => {
      const res = await request(app).post(path).type('form').send('a=b');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain(`<h1>${notFound.heading}</h1>`);
    },
  );
});

describe('page cache', () => {
  it('serves a repeated page as the same bytes, public, with a strong ETag; 304 when the client holds them', async () => {
    const first = await request(app).get('/about?cache-test=1');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
    const second = await request(app).get('/about?cache-test=1').set('Accept-Encoding', 'identity');
    expect(second.text).toBe(first.text);
    const etag = second.headers.etag ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);

    const revalidated = await request(app).get('/about').set('If-None-Match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(first.headers['cache-control']);
    // A cache that stored the compressed answer may send the tag back weakened.
    expect((await request(app).get('/about').set('If-None-Match', `"other", W/${etag}`)).status).toBe(304);
    const changed = await request(app).get('/about').set('If-None-Match', '"an-older-page"');
    expect(changed.status).toBe(200);
    expect(changed.text).toBe(first.text);
    // Another page has other bytes, so another tag.
    const other = await request(app)
      .get('/gallery')
      .then(() => request(app).get('/gallery'));
    expect(other.headers.etag).not.toBe(etag);
    expect((await request(app).get('/gallery').set('If-None-Match', etag)).status).toBe(200);
  });

  it('answers a 404 page in full even to a client that holds its tag', async () => {
    await request(app).get('/no-such-page');
    const missing = await request(app).get('/another-missing-page');
    expect(missing.status).toBe(404);
    const again = await request(app)
      .get('/another-missing-page')
      .set('If-None-Match', missing.headers.etag ?? '*');
    expect(again.status).toBe(404);
    expect(again.text).toBe(missing.text);
  });

  it('takes its Cache-Control from PAGE_CACHE_CONTROL', async () => {
    const edge = await testApp({ PAGE_CACHE_CONTROL: 'public, max-age=60' });
    expect((await request(edge).get('/home')).headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers from the cache with the right length, compressed when asked, and without a body to HEAD', async () => {
    await request(app).get('/home?cache-test=2');
    const plain = await request(app).get('/home?cache-test=2').set('Accept-Encoding', 'identity');
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.text));
    expect(plain.text).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
    const gzipped = await request(app).get('/home?cache-test=2').set('Accept-Encoding', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(plain.text);
    const head = await request(app).head('/home?cache-test=2').set('Accept-Encoding', 'identity');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(plain.headers['content-length']);
    expect(head.text).toBeUndefined();
  });

  it('can be turned off, and then still renders every request', async () => {
    const uncached = await testApp({ PAGE_CACHE: 'false' });
    const res = await request(uncached).get('/home');
    expect(res.status).toBe(200);
  });
});

describe('the first view', () => {
  it('draws the header’s logo inside the page, hidden from assistive technology, with the one clip of that id', async () => {
    for (const path of ['/home', '/mr/story', '/no-such-page']) {
      const html = (await request(app).get(path)).text;
      const header = /<header[^>]*>[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      expect(header, path).not.toContain('<img');
      expect(header, path).toMatch(/<span class="[^"]+" aria-hidden="true"><svg [^>]*viewBox="0 0 64 64"/);
      expect(html.match(/id="logo-clip"/g), path).toHaveLength(1);
    }
  });
});
