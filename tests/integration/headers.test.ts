import { brotliCompressSync, constants } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { PageCache } from '../../server/page-cache.ts';
import { speculationRulesText } from '../../src/speculation-rules.ts';
import { pageStartScript, testApp } from './harness.ts';
import { directives, inlineScripts, sha256 } from './page-text.ts';

let app: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  app = await testApp();
});

describe('security headers', () => {
  it.each(['/mr/home', '/no-such-page', '/mr/no-such-page'])(
    'allows the start script %s holds, as its language’s build made it, by its hash, rendered and from the cache',
    async (path) => {
      const startScript = await pageStartScript(path);
      // The first answer is rendered (and kept), the second comes from the page cache.
      for (const res of [await request(app).get(path), await request(app).get(path)]) {
        expect(inlineScripts(res.text)).toEqual([startScript]);
        const csp = directives(res.headers['content-security-policy'] ?? '');
        expect(csp['script-src']).toEqual(["'self'", sha256(speculationRulesText), sha256(startScript)]);
      }
    },
  );

  it('names the start script in the policy of pages only', async () => {
    const res = await request(app).get('/healthz');
    const csp = directives(res.headers['content-security-policy'] ?? '');
    expect(csp['script-src']).toEqual(["'self'", sha256(speculationRulesText)]);
  });

  it('sets the other protective headers and hides the framework', async () => {
    const res = await request(app).get('/home');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('denies the browser features the site does not use, and lets the video player and map play and go full screen', async () => {
    for (const path of ['/home', '/no-such-page', '/robots.txt', '/api/nothing']) {
      const header = (await request(app).get(path)).headers['permissions-policy'] ?? '';
      const policy = new Map(
        header.split(/,\s*/).map((item) => {
          const [feature = '', allowed = ''] = item.split('=');
          return [feature, allowed];
        }),
      );
      for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'])
        expect(policy.get(denied), `${denied} on ${path}`).toBe('()');
      expect(policy.get('fullscreen'), path).toBe('(self "https://www.youtube-nocookie.com" "https://www.google.com")');
      expect(policy.get('autoplay'), path).toBe('(self "https://www.youtube-nocookie.com")');
      expect(policy.get('encrypted-media'), path).toBe('(self "https://www.youtube-nocookie.com")');
    }
  });

  it('leaves HSTS out when TLS is not in front (HSTS=false)', async () => {
    const plain = await testApp({ HSTS: 'false' });
    expect((await request(plain).get('/home')).headers['strict-transport-security']).toBeUndefined();
  });
});

/** The bytes sent (supertest hands over the body decompressed). */
const sent = (res: request.Response) => Number(res.headers['content-length']);

describe('compression', () => {
  it('compresses pages with brotli or gzip as the client asks', async () => {
    const br = await request(app).get('/home').set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await request(app).get('/home').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain('</html>');
  });

  it('sends a cached page in brotli at its best once that is worked out, the same page and ETag', async () => {
    const cache = new PageCache({ compress: true });
    const compressing = await testApp({}, undefined, cache);
    const first = await request(compressing).get('/story').set('Accept-Encoding', 'br');
    await cache.compressed();
    const plain = await request(compressing).get('/story').set('Accept-Encoding', 'identity');
    const br = await request(compressing).get('/story').set('Accept-Encoding', 'gzip, deflate, br, zstd');
    const html = Buffer.from(plain.text);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toBe(plain.text);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers.vary).toContain('Accept-Encoding');
    const best = brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    });
    expect(sent(br)).toBe(best.length);
    // The first answer, before the page was compressed, came from compression() at quality 4.
    expect(first.headers['content-encoding']).toBe('br');
    expect(sent(br)).toBeLessThan(Number(first.headers['content-length'] ?? html.length) * 0.9);
    const gzip = await request(compressing).get('/story').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(plain.text);
    const again = await request(compressing)
      .get('/story')
      .set('If-None-Match', br.headers.etag ?? '');
    expect(again.status).toBe(304);
  });
});

describe('health', () => {
  it('answers /healthz while alive, unlogged and uncached', async () => {
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready even when the backend is down, and says so', async () => {
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', backend: 'down' });
  });

  it('is not ready while shutting down', async () => {
    const draining = await testApp({}, { shuttingDown: true });
    expect((await request(draining).get('/readyz')).status).toBe(503);
  });
});
