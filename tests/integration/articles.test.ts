import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishBlog, marathiBlog } from '../../src/content/blog/blogs.ts';
import { regionsPage } from '../../src/content/regions.ts';
import { site as marathiSite } from '../../src/content/mr/site.ts';
import { machineDate } from '../../src/features/blog/card-text.ts';
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
/** The page's JSON-LD block of this type. */
const jsonLd = (html: string, type: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
    .map(([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === type);
/** The business, as articles name their author and publisher. */
const organization = {
  '@type': 'Organization',
  '@id': 'https://agrotourism.example/#organization',
  name: 'Agro Tourism',
  url: 'https://agrotourism.example/home',
  logo: 'https://agrotourism.example/icons/icon-512.png',
};
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
      expect(jsonLd(res.text, 'BlogPosting')).toMatchObject({
        url: `https://agrotourism.example/blog1/${slug}`,
        headline: post.title,
        datePublished: machineDate(post.date),
        inLanguage: 'en-IN',
        // The tests' stand-in picture, on the site's origin (tests/built/articles.test.ts: the build's file).
        image: expect.stringMatching(/^https:\/\/agrotourism\.example\/test-media\/[\w/-]+\.(jpe?g|png|webp)$/),
        author: organization,
      });
    },
  );

  it.each(marathiBlog.posts.map((post) => [post.slug, post] as const))(
    "/mr/blog2/%s is the Marathi article's one home: a Marathi page, /blog2/<slug> moved there",
    async (slug, post) => {
      const moved = await request(app).get(`/blog2/${slug}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe(`/mr/blog2/${slug}`);

      const res = await request(app).get(`/mr/blog2/${slug}`);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<html lang="mr">');
      expect(h1Of(res.text)).toBe(post.title);
      expect(decode(res.text)).toContain(post.body[0]);
      expect(res.text).toContain('href="/mr/blog2"');
      expect(res.text).toContain(`<link rel="canonical" href="https://agrotourism.example/mr/blog2/${slug}"/>`);
      expect(res.text).toContain('<meta property="og:locale" content="mr_IN"/>');
      // Written in Marathi only: no twin to name, in the head or in the sitemap.
      expect(res.text).not.toContain('rel="alternate" hrefLang=');
      expect(res.text).not.toContain('og:locale:alternate');
      // The language switch leads to the Marathi blog's list on the English site.
      expect(res.text).toMatch(/<a class="[^"]*" href="\/blog2" hrefLang="en-IN"/);
      expect(jsonLd(res.text, 'BlogPosting')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        '@id': `https://agrotourism.example/mr/blog2/${slug}#article`,
        mainEntityOfPage: `https://agrotourism.example/mr/blog2/${slug}`,
        url: `https://agrotourism.example/mr/blog2/${slug}`,
        headline: post.title,
        description: post.summary,
        datePublished: post.published,
        inLanguage: 'mr-IN',
        image: 'https://agrotourism.example/og-image.jpg',
        author: { ...organization, name: marathiSite.name, url: 'https://agrotourism.example/mr/home' },
        publisher: { ...organization, name: marathiSite.name, url: 'https://agrotourism.example/mr/home' },
      });
      // The business's own data is on its home and contact pages (decision 058); the article names it by its @id.
      expect(jsonLd(res.text, 'TravelAgency')).toBeUndefined();
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
    for (const post of marathiBlog.posts) expect(res.text).toContain(`hrefLang="mr" href="/mr/blog2/${post.slug}"`);
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
    expect(res.text).toContain(`href="/mr/blog2/${marathiBlog.posts[0]?.slug}"`);
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
      ...marathiBlog.posts.map((post) => `/mr/blog2/${post.slug}`),
      ...regionsPage.regions.map((region) => region.path),
      '/blog',
      '/blog1',
      '/blog2',
      '/agro',
      '/contact',
    ];
    for (const path of expected) expect(locs, path).toContain(`https://agrotourism.example${path}`);
    expect([...locs].some((loc) => loc?.includes(':slug'))).toBe(false);
    // A Marathi article is listed at its one home only (decision 043), with no twins.
    for (const post of marathiBlog.posts) {
      expect(locs).not.toContain(`https://agrotourism.example/blog2/${post.slug}`);
      expect(res.text).toContain(`<url><loc>https://agrotourism.example/mr/blog2/${post.slug}</loc></url>`);
    }
  });
});
