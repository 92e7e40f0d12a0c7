// In tests/built/: an article's picture is named by the build, which encodes it (decision 108).
import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { englishBlog } from '../../src/content/blog/blogs.ts';
import { builtApp } from './harness.ts';

let app: Awaited<ReturnType<typeof builtApp>>;
beforeAll(async () => {
  app = await builtApp({ SITE_URL: 'https://agrotourism.example' });
});

/** The page's JSON-LD block of this type. */
const jsonLd = (html: string, type: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
    .map(([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === type);

it.each(englishBlog.posts.map((post) => post.slug))(
  '/blog1/%s names its picture, as the build encoded it, in its structured data',
  async (slug) => {
    const res = await request(app).get(`/blog1/${slug}`);
    expect(res.status).toBe(200);
    expect(jsonLd(res.text, 'BlogPosting')?.image).toMatch(
      /^https:\/\/agrotourism\.example\/assets\/en-\d+-[\w-]+\.(webp|jpg)$/,
    );
  },
);
