import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './harness.ts';

let app: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  app = await testApp();
});

describe('routing', () => {
  it('redirects / permanently to /home, keeping the query string', async () => {
    const res = await request(app).get('/?utm_source=flyer&lang=mr');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/home?utm_source=flyer&lang=mr');
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

  it('answers other methods on pages with 404', async () => {
    expect((await request(app).delete('/home')).status).toBe(404);
  });

  it('gives crawlers the whole document', async () => {
    const res = await request(app).get('/home').set('User-Agent', 'Googlebot/2.1');
    expect(res.status).toBe(200);
    expect(res.text).toContain('</html>');
  });
});

const nonceOf = (res: request.Response) => /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1] ?? '';

describe('page cache', () => {
  it('serves a repeated page with a fresh nonce and otherwise the same HTML', async () => {
    const first = await request(app).get('/home?cache-test=1');
    const second = await request(app).get('/home?cache-test=1');
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).not.toBe(b);
    expect(second.text).toContain(`nonce="${b}"`);
    expect(second.text).not.toContain(a);
    expect(second.text.replaceAll(b, 'N')).toBe(first.text.replaceAll(a, 'N'));
  });

  it('answers from the cache with the right length, compressed when asked, and without a body to HEAD', async () => {
    await request(app).get('/home?cache-test=2');
    const plain = await request(app).get('/home?cache-test=2').set('Accept-Encoding', 'identity');
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.text));
    expect(plain.text).toMatch(/^<!DOCTYPE html>.*<\/html>$/s);
    const gzipped = await request(app).get('/home?cache-test=2').set('Accept-Encoding', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text.replaceAll(nonceOf(gzipped), 'N')).toBe(plain.text.replaceAll(nonceOf(plain), 'N'));
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
