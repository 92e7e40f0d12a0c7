// In tests/built/: the page's loader and stylesheet, and the files compressed at build time, are the build's (decision 108).
import fs, { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { documentOnlyHeaders } from '../../server/security.ts';
import { speculationRulesText } from '../../src/speculation-rules.ts';
import { builtApp, builtRenderer } from './harness.ts';
import { directives, inlineScripts, sha256 } from '../integration/page-text.ts';

/**
 * The page and its files as the production build makes them (moved from
 * tests/integration/headers.test.ts, decision 108): the built loader, the page's inline
 * stylesheet, and the client files compressed at build time, which only `npm run build` writes.
 */
let app: Awaited<ReturnType<typeof builtApp>>;
beforeAll(async () => {
  app = await builtApp();
});

/** The text of the start script as the build made it (decision 088). */
const builtStartScript = async (pathname = '/') => (await builtRenderer.site(pathname)).entry.startIslandsScript;

/** The islands' loader, the one script a page names, in its start script's `data-loader` (src/islands/loader.ts). */
const entryScript = (html: string) => /"(\/assets\/loader-[^"]+\.js)"/.exec(html)?.[1] ?? '/missing';

/** The bytes sent (supertest hands over the body decompressed). */
const sent = (res: request.Response) => Number(res.headers['content-length']);

describe('security headers', () => {
  it('sends a strict CSP: scripts only from this site’s files and the inline start script by its hash, no nonce', async () => {
    const res = await request(app).get('/home');
    const csp = directives(res.headers['content-security-policy'] ?? '');
    // The one inline script (src/islands/start.ts, decisions 060 and 088), as the build made it,
    // allowed by the hash of its text as sent…
    const inline = inlineScripts(res.text);
    expect(inline).toEqual([await builtStartScript()]);
    // …beside the speculation rules the loader adds (src/speculation-rules.ts), also by their hash.
    expect(csp['script-src']).toEqual(["'self'", sha256(speculationRulesText), ...inline.map(sha256)]);
    // Files of this site, and the page's own <style> by its hash (decision 051; inline-styles.test.ts).
    const [self, ...hashes] = csp['style-src'] ?? [];
    expect(self).toBe("'self'");
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^'sha256-[\w+/]{43}='$/);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://www.google.com']);
    // Every other script element is a JSON data block (island props, structured data), which never
    // runs; the loader, a file of this site, is named by the start script and asked for later.
    const scripts = [...res.text.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    const data = scripts.filter((tag) => /type="application\/(ld\+)?json"/.test(tag));
    expect(data.length).toBeGreaterThan(1);
    expect(data.length + inline.length).toBe(scripts.length);
    expect(entryScript(res.text)).toMatch(/^\/assets\/loader-[\w-]+\.js$/);
    expect(res.text).not.toMatch(/nonce/);
    expect(res.text).not.toMatch(/\sstyle="/);
  });

  it('allows a refusal’s prepared page its inline style and start script by their hashes (decision 110)', async () => {
    const res = await request(app).options('/mr/contact');
    expect(res.status).toBe(405);
    const csp = directives(res.headers['content-security-policy'] ?? '');
    const styles = [...res.text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
    expect(styles).toHaveLength(1);
    expect(csp['style-src']).toEqual(["'self'", ...styles.map(sha256)]);
    expect(csp['script-src']).toEqual(expect.arrayContaining(inlineScripts(res.text).map(sha256)));
  });
});

describe('compression', () => {
  it('serves scripts compressed at build time: brotli, else gzip, else as they are', async () => {
    const page = await request(app).get('/home');
    const script = entryScript(page.text);
    const original = readFileSync(`dist/client${script}`);
    const fetchAs = (encoding: string) =>
      request(app)
        .get(script)
        .set('Accept-Encoding', encoding)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });

    const br = await fetchAs('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect((br.body as Buffer).equals(original)).toBe(true);
    const perRequestBrotli = brotliCompressSync(original, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(sent(br)).toBeLessThan(perRequestBrotli.length * 0.95);

    const gzip = await fetchAs('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((gzip.body as Buffer).equals(original)).toBe(true);
    expect(sent(gzip)).toBeLessThan(original.length / 2);

    const plain = await fetchAs('br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).equals(original)).toBe(true);
    expect(sent(plain)).toBe(original.length);
  });

  it('sends each copy of a script or stylesheet as the original: its Content-Type, without the document’s headers', async () => {
    const page = await request(app).get('/home');
    // Pages carry their CSS inline (decision 051); the build's stylesheets are compressed as well.
    const stylesheet = `/assets/${readdirSync('dist/client/assets')
      .find((name) => name.endsWith('.css.br'))
      ?.slice(0, -3)}`;
    for (const [file, type] of [
      [entryScript(page.text), 'text/javascript; charset=utf-8'],
      [stylesheet, 'text/css; charset=utf-8'],
    ] as const) {
      expect(existsSync(`dist/client${file}.br`) && existsSync(`dist/client${file}.gz`), file).toBe(true);
      for (const encoding of ['br', 'gzip', 'identity']) {
        const res = await request(app).get(file).set('Accept-Encoding', encoding);
        expect(res.status, `${file} ${encoding}`).toBe(200);
        expect(res.headers['content-encoding'], `${file} ${encoding}`).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
        expect(res.headers['content-type'], `${file} ${encoding}`).toBe(type);
        expect(res.headers.vary, `${file} ${encoding}`).toContain('Accept-Encoding');
        for (const name of documentOnlyHeaders)
          expect(res.headers[name.toLowerCase()], `${name} on ${file} ${encoding}`).toBeUndefined();
      }
      // A client that refuses brotli is never sent it, whatever else it takes (decision 093).
      for (const refusing of ['br;q=0, *', 'BR;q=0, gzip'])
        expect((await request(app).get(file).set('Accept-Encoding', refusing)).headers['content-encoding']).toBe(
          'gzip',
        );
    }
  });
});

describe('static files', () => {
  it('caches hashed assets for a year as immutable', async () => {
    const page = await request(app).get('/home');
    const script = entryScript(page.text);
    const res = await request(app).get(script);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches other public files for a week with an ETag', async () => {
    const res = await request(app).get('/site.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.headers.etag).toBeTruthy();
    const again = await request(app)
      .get('/site.webmanifest')
      .set('If-None-Match', res.headers.etag ?? '');
    expect(again.status).toBe(304);
  });

  it('looks at the disk for the build’s own files, never for a page’s path', async () => {
    await request(app).get('/about'); // the build loaded, the page rendered once
    const stat = vi.spyOn(fs, 'stat'); // what express.static (send) asks the disk with
    try {
      for (const page of ['/about', '/mr/home', '/no-such-page']) await request(app).get(page);
      expect(stat.mock.calls.map(([file]) => String(file))).toEqual([]);
      expect((await request(app).get('/site.webmanifest')).status).toBe(200);
      expect(stat.mock.calls.map(([file]) => String(file))).toEqual([
        expect.stringMatching(/dist\/client\/site\.webmanifest$/),
      ]);
    } finally {
      stat.mockRestore();
    }
  });

  it('answers a missing asset with 404', async () => {
    expect((await request(app).get('/assets/nothing-here.js')).status).toBe(404);
  });

  it('sends a file that is never a document without the headers only a document acts on (decision 059)', async () => {
    const page = await request(app).get('/home');
    const picture = /\/assets\/[\w.-]+\.avif/.exec(page.text)?.[0] ?? '/missing.avif';
    const files = [entryScript(page.text), picture, '/site.webmanifest', '/icons/icon-192.png'];
    for (const path of files)
      for (const encoding of ['br', 'identity']) {
        const res = await request(app).get(path).set('Accept-Encoding', encoding);
        expect(res.status, path).toBe(200);
        for (const name of documentOnlyHeaders)
          expect(res.headers[name.toLowerCase()], `${name} on ${path}`).toBeUndefined();
        expect(res.headers['x-content-type-options'], path).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], path).toBe('same-origin');
        expect(res.headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
      }
    // An SVG can be opened as a document, and a missing file's answer is a page: both keep every header.
    for (const path of ['/favicon.svg', '/assets/nothing-here.js', '/home']) {
      const res = await request(app).get(path);
      for (const name of documentOnlyHeaders)
        expect(res.headers[name.toLowerCase()], `${name} on ${path}`).toBeTruthy();
    }
  });

  it.each([
    '/assets/..%2f..%2fpackage.json',
    '/..%2fpackage.json',
    '/%2e%2e/%2e%2e/package.json',
    '/assets/%2e%2e/.vite/manifest.json',
    '/site.webmanifest%00.js',
    '/assets/..%5c..%5cpackage.json',
    '/.vite/manifest.json',
  ])('refuses %s with 404', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('"name"');
  });

  it('lists no directories', async () => {
    expect((await request(app).get('/assets/')).status).toBe(404);
  });
});
