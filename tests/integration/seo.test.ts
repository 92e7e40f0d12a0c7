import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { manifestHref } from '../../src/islands/start.ts';
import { pageStartScript, testApp } from './harness.ts';

let app: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  app = await testApp({ SITE_URL: 'https://agrotourism.example' });
});

describe('search engines', () => {
  it('robots.txt allows the site, keeps out /api/, and names the sitemap', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Sitemap: https://agrotourism.example/sitemap.xml');
  });

  it('sitemap.xml lists the pages with absolute URLs from SITE_URL, not the login', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toContain('https://agrotourism.example/home');
    expect(locs).not.toContain('https://agrotourism.example/login');
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('pages carry canonical, Open Graph and structured data from SITE_URL', async () => {
    const res = await request(app).get('/home');
    expect(res.text).toContain('<link rel="canonical" href="https://agrotourism.example/home"/>');
    expect(res.text).toContain('<meta property="og:image" content="https://agrotourism.example/og-image.jpg"/>');
    // The manifest is announced by the start script, after the first view (decision 060).
    expect(res.text).not.toContain('<link rel="manifest"');
    const startScript = await pageStartScript();
    expect(res.text).toContain(startScript);
    expect(startScript).toContain(manifestHref);
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(res.text)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'TravelAgency', address: { addressLocality: 'Pune' } });
  });

  it.each([
    ['/home', true],
    ['/mr/contact', true],
    ['/story', false],
    ['/mr/about', false],
    ['/blog1', false],
  ])('%s carries the business structured data: %s (its home and contact pages only)', async (path, carries) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.text.includes('"@type":"TravelAgency"')).toBe(carries);
  });

  it('the Marathi home names the Marathi URL in its structured data', async () => {
    const res = await request(app).get('/mr/home');
    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(res.text)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'TravelAgency',
      '@id': 'https://agrotourism.example/#organization',
      url: 'https://agrotourism.example/mr/home',
    });
  });

  it.each([
    ['/no-such-page', '/home'],
    ['/mr/no-such-page', '/mr/home'],
  ])('the 404 page %s shares absolute URLs: its image, and the home page it leads to', async (path, home) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(res.text).toContain('<meta property="og:image" content="https://agrotourism.example/og-image.jpg"/>');
    expect(res.text).toContain(`<meta property="og:url" content="https://agrotourism.example${home}"/>`);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('answers /favicon.ico with an icon', async () => {
    const res = await request(app).get('/favicon.ico').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICONDIR: reserved 0, type 1 (icon), then how many images.
    expect([...(res.body as Buffer).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});
