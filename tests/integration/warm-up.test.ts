import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, warmingApp } from './harness.ts';

/** Every page anyone may be sent: the sitemap's (both languages), the login pages, and an unknown path in each language. */
async function everyPage(app: Parameters<typeof request>[0]) {
  const xml = (await request(app).get('/sitemap.xml')).text;
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
  return { pages: [...pages, '/login', '/mr/login'], unknown: ['/no-such-page', '/mr/no/such/page'] };
}

// A warm-up renders all 80-odd pages: 2–5 s alone, and once past the 10 s a hook may take, on two
// busy cores. What waits for one here may wait as long as the warm-up's own budget (30 s), and more.
const warmUpWait = 45_000;

describe('the page cache, warmed at start (server/warm-up.ts)', { timeout: warmUpWait }, () => {
  // One warmed app for the tests that read a warm cache.
  let warm: Awaited<ReturnType<typeof warmingApp>>;
  let warmReport: Awaited<Awaited<ReturnType<typeof warmingApp>>['warmed']>;
  beforeAll(async () => {
    warm = await warmingApp();
    warmReport = await warm.warmed;
  }, warmUpWait);

  it('answers /healthz at once and /readyz 503 until every page is in, then ready', async () => {
    const { promise: held, resolve: release } = Promise.withResolvers<void>();
    const { app, warmed } = await warmingApp({}, { held });
    const [alive, ready] = await Promise.all([request(app).get('/healthz'), request(app).get('/readyz')]);
    release();
    expect(alive.status).toBe(200);
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'warming', backend: 'down' });
    await warmed;
    expect((await request(app).get('/readyz')).body).toEqual({ status: 'ready', backend: 'down' });
  });

  it('serves every page of both languages from the cache from its first request, with its ETag', async () => {
    const { app, cache } = warm;
    const { pages, unknown } = await everyPage(app);
    // Each page once: every visitor gets the same page (decision 074).
    expect(warmReport).toMatchObject({ pages: pages.length + 2, left: 0, failed: [] });
    // 76 sitemap pages (the Marathi articles only in Marathi, decision 043) and both login pages.
    expect(pages.length).toBeGreaterThanOrEqual(78);
    expect(pages).toEqual(expect.arrayContaining(['/home', '/mr/home', '/login', '/mr/login']));
    for (const path of pages) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.etag, `${path} is served from the cache`).toMatch(/^"[\w-]{27}"$/);
    }
    for (const path of unknown) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.etag, path).toBeDefined();
    }
    // Pages rendered for one signed-in admin are never cached, so never warmed.
    expect(cache.get('/admin/registrations')).toBeUndefined();
    expect(cache.get('/mr/admin/registrations')).toBeUndefined();
  });

  it('keeps the bytes, and the policy, that a first request would have rendered and cached', async () => {
    const cold = await testApp();
    for (const path of ['/home', '/mr/story', '/login', '/blog1/farm-festivals-of-maharashtra', '/no-such-page']) {
      await request(cold).get(path); // renders and caches
      const [fromCold, fromWarm] = await Promise.all([request(cold).get(path), request(warm.app).get(path)]);
      expect(fromCold.headers.etag, path).toBeDefined();
      expect(fromWarm.headers.etag, path).toBe(fromCold.headers.etag);
      // The start script's hash among them, as the build that rendered the page names it (decision 088).
      expect(fromWarm.headers['content-security-policy'], path).toBe(fromCold.headers['content-security-policy']);
    }
  });

  it('reports ready when its time budget runs out, and leaves the rest to their first request', async () => {
    const { app, lifecycle, warmed } = await warmingApp({}, { budgetMs: 0 });
    const report = await warmed;
    const { pages } = await everyPage(app);
    expect(report).toMatchObject({ pages: 0, left: pages.length + 2 });
    expect(lifecycle.warming).toBe(false);
    expect((await request(app).get('/readyz')).status).toBe(200);
    const first = await request(app).get('/home');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBeUndefined();
    expect((await request(app).get('/home')).headers.etag).toBeDefined();
  });
});
