// In tests/built/: the stylesheet inside each page, and the loader, are the client build's (dist/client) (decision 108).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../../server/renderers.ts';
import { styleBlocks, styleHash } from '../../server/security.ts';
import { firstPaintOf } from '../../scripts/first-paint.ts';
import { builtApp } from './harness.ts';

/** Decision 048: a page carries its CSS in one <style>, which its CSP allows by hash and nothing else. */
let app: Awaited<ReturnType<typeof builtApp>>;
beforeAll(async () => {
  app = await builtApp();
});

const styleSources = (csp = '') =>
  csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'style-src')
    ?.slice(1) ?? [];

describe('the CSS a page carries', () => {
  // First request: rendered and streamed; second: the page cache's bytes.
  it.each(['/home', '/mr/home', '/story', '/mr/blog2/krushi-paryatan-dhoran', '/login', '/no-such-page'])(
    '%s: its CSP allows each <style> block by hash, rendered or from the cache',
    async (page) => {
      for (const visit of ['rendered', 'cached']) {
        const res = await request(app).get(page);
        const blocks = styleBlocks(res.text);
        expect(blocks, visit).toHaveLength(1);
        expect(blocks[0]?.length, visit).toBeGreaterThan(10_000);
        const sources = styleSources(res.headers['content-security-policy']);
        expect(sources, visit).toEqual(["'self'", ...blocks.map(styleHash)]);
        expect(sources, visit).not.toContain("'unsafe-inline'");
        expect(firstPaintOf(res.text).blocking, visit).toEqual([]);
      }
    },
  );

  it('would not allow the page’s style if one byte of it changed', async () => {
    const res = await request(app).get('/contact');
    const [css = ''] = styleBlocks(res.text);
    const sources = styleSources(res.headers['content-security-policy']);
    expect(sources).toContain(styleHash(css));
    const tampered = css.replace('{', '{color:red;');
    expect(tampered).not.toBe(css);
    expect(sources).not.toContain(styleHash(tampered));
    expect(sources).not.toContain(styleHash(`${css} `));
  });

  it('keeps the page cache’s ETag and 304 with the style inside the page', async () => {
    await request(app).get('/gallery');
    const cached = await request(app).get('/gallery');
    const etag = cached.headers.etag ?? '';
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await request(app).get('/gallery').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const full = await request(app).get('/gallery');
    expect(full.text).toBe(cached.text);
    expect(full.headers['content-security-policy']).toBe(cached.headers['content-security-policy']);
  });

  it('preloads no font, which would hold the first paint (decision 052), and asks for the hero picture first', async () => {
    for (const page of ['/home', '/mr/home']) {
      const html = (await request(app).get(page)).text;
      expect(firstPaintOf(html).preloadedFonts, page).toEqual([]);
      expect(html.indexOf('fetchPriority="high"'), page).toBeLessThan(html.indexOf('<style'));
      expect(html.indexOf('<style'), page).toBeGreaterThan(0);
    }
  });

  it('lets an island wake without fetching a stylesheet the page already carries', () => {
    const manifest = JSON.parse(readFileSync(path.join(distDir, 'client/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const loader = readFileSync(path.join(distDir, 'client', manifest['src/islands/loader.ts']?.file ?? ''), 'utf8');
    const files = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(loader)?.[1] ?? '[]') as string[];
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    const deps = [...loader.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)].flatMap(([, list = '']) =>
      list
        .split(',')
        .filter(Boolean)
        .map((index) => files[Number(index)] ?? ''),
    );
    expect(deps.length).toBeGreaterThan(10);
    expect(deps.filter((file) => file.endsWith('.css'))).toEqual([]);
  });
});
