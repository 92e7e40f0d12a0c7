import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishBlog, marathiBlog } from '../../src/content/blog/blogs.ts';
import { regionsPage } from '../../src/content/regions.ts';
import { testApp } from './harness.ts';

let app: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  app = await testApp({ SITE_URL: 'https://agrotourism.example' });
});

const decode = (html: string) =>
  html
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
const h1Of = (html: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');

describe('blog articles', () => {
  it.each(englishBlog.posts.map((post) => [post.slug, post] as const))(
    '/blog1/%s answers 200 with its title, text, date and picture',
    async (slug, post) => {
      const res = await request(app).get(`/blog1/${slug}`);
      expect(res.status).toBe(200);
      expect(h1Of(res.text)).toBe(post.title);
      expect(res.text).toMatch(/<article[^>]*>/);
      expect(res.text).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}">/i);
      expect(decode(res.text)).toContain(post.body[1]);
      expect(decode(res.text)).toContain(`alt="${post.image.alt}"`);
      expect(res.text).toContain('<meta property="og:type" content="article"/>');
      expect(res.text).toContain(`<link rel="canonical" href="https://agrotourism.example/blog1/${slug}"/>`);
      expect(res.text).toContain('href="/blog1"');
    },
  );

  it.each(marathiBlog.posts.map((post) => [post.slug, post] as const))(
    '/blog2/%s answers 200 with its Marathi article marked lang="mr"',
    async (slug, post) => {
      const res = await request(app).get(`/blog2/${slug}`);
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/<article[^>]* lang="mr"/);
      expect(h1Of(res.text)).toBe(post.title);
      expect(decode(res.text)).toContain(post.body[0]);
      expect(res.text).toContain('href="/blog2"');
    },
  );

  it.each(['/blog1/no-such-article', '/blog2/no-such-article', '/blog1/maharashtra-agri-tourism-policy/extra'])(
    '%s answers 404 with the site 404 page',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain('Page not found');
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    },
  );
});

describe('blog lists', () => {
  it('/blog1 lists nine cards, each with a Read More link to its article', async () => {
    const res = await request(app).get('/blog1');
    expect(res.status).toBe(200);
    for (const post of englishBlog.posts) expect(res.text).toContain(`href="/blog1/${post.slug}"`);
    expect(res.text.match(/>Read More<span class="visually-hidden">/g)).toHaveLength(9);
  });

  it('/blog2 lists ten cards with cut summaries, each summary once', async () => {
    const res = await request(app).get('/blog2');
    expect(res.status).toBe(200);
    for (const post of marathiBlog.posts) expect(res.text).toContain(`href="/blog2/${post.slug}"`);
    const summaries = [...res.text.matchAll(/<p class="[^"]*summary[^"]*" lang="mr">([^<]+)<\/p>/g)].map(
      ([, text]) => text,
    );
    expect(summaries).toHaveLength(10);
    for (const text of summaries) expect(text?.endsWith('…')).toBe(true);
    // The full summaries are not shipped with the list (the article has them).
    for (const post of marathiBlog.posts) expect(res.text).not.toContain(post.summary);
  });

  it('/blog indexes both blogs', async () => {
    const res = await request(app).get('/blog');
    expect(res.status).toBe(200);
    expect(res.text).toContain('href="/blog1"');
    expect(res.text).toContain('href="/blog2"');
    expect(res.text).toContain(`href="/blog1/${englishBlog.posts[0]?.slug}"`);
    expect(res.text).toContain(`href="/blog2/${marathiBlog.posts[0]?.slug}"`);
  });
});

describe('region pages', () => {
  it.each(regionsPage.regions.map((region) => [region.path, region] as const))(
    '%s answers 200 with its heading',
    async (path, region) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(h1Of(res.text)).toBe(region.name);
      expect(decode(res.text)).toContain(region.crops[0]);
      expect(decode(res.text)).toContain(region.landmarks[0]);
    },
  );

  it('answers 404 for a path next to the region pages', async () => {
    expect((await request(app).get('/kokan/thane')).status).toBe(404);
    expect((await request(app).get('/kokan')).status).toBe(404);
  });

  it('/agro links to the ten region pages', async () => {
    const res = await request(app).get('/agro');
    expect(res.status).toBe(200);
    for (const region of regionsPage.regions) expect(res.text).toContain(`href="${region.path}"`);
  });
});

describe('sitemap.xml', () => {
  it('lists every article, every region page and the blog, agro and contact pages', async () => {
    const res = await request(app).get('/sitemap.xml');
    const locs = new Set([...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc));
    const expected = [
      ...englishBlog.posts.map((post) => `/blog1/${post.slug}`),
      ...marathiBlog.posts.map((post) => `/blog2/${post.slug}`),
      ...regionsPage.regions.map((region) => region.path),
      '/blog',
      '/blog1',
      '/blog2',
      '/agro',
      '/contact',
    ];
    for (const path of expected) expect(locs, path).toContain(`https://agrotourism.example${path}`);
    expect([...locs].some((loc) => loc?.includes(':slug'))).toBe(false);
  });
});
