import express from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logging.ts';
import type { EntryServer, Renderer } from '../../server/render.ts';
import { downBackendUrl, sourceRenderer } from './harness.ts';

/**
 * The page cache keys a page by its path (and the query parameters its route declares it
 * reads: none today), not by the whole URL (issue 17). A renderer that counts its renders
 * shows which requests were served from the cache.
 */
let app: express.Express;
let renders: string[];

beforeAll(async () => {
  const real = sourceRenderer;
  const { entry, assetsFor } = await real.site('/');
  renders = [];
  const counting: EntryServer = {
    ...entry,
    render: (req, options) => {
      renders.push(new URL(req.url).pathname + new URL(req.url).search);
      return entry.render(req, options);
    },
  };
  const renderer: Renderer = { ...real, site: async () => ({ entry: counting, assetsFor }) };
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_URL: downBackendUrl });
  app = createApp({ config, logger: createLogger(config), renderer });
});

describe('page cache key', () => {
  it('gives URLs that differ only in undeclared query parameters the same cached bytes, rendered once', async () => {
    renders.length = 0;
    const plain = await request(app).get('/gallery');
    const tracked = await request(app).get('/gallery?utm_source=flyer&fbclid=abc123');
    const random = await request(app).get(`/gallery?q=${Math.random()}`);
    expect([plain.status, tracked.status, random.status]).toEqual([200, 200, 200]);
    expect(tracked.text).toBe(plain.text);
    expect(random.text).toBe(plain.text);
    expect(renders).toEqual(['/gallery']);
  });

  it('keeps the canonical link the clean URL whatever the query', async () => {
    const res = await request(app).get('/about?utm_campaign=x');
    expect(res.text).toContain('<link rel="canonical" href="http://localhost:3000/about"/>');
    expect(res.text).not.toContain('utm_campaign');
  });

  it('answers every unknown path with one 404 page, rendered once, naming no path', async () => {
    renders.length = 0;
    const paths = [
      '/no-such-page',
      '/blog1/no-such-article',
      `/x/${Math.random().toString(36).slice(2)}?y=1`,
      '//example.org/a',
    ];
    const answers = await Promise.all(paths.map((path) => request(app).get(path)));
    for (const res of answers) expect(res.status).toBe(404);
    for (const res of answers.slice(1)) expect(res.text).toBe(answers[0]!.text);
    for (const path of paths) expect(answers[0]!.text).not.toContain(path);
    expect(renders.length).toBeLessThanOrEqual(paths.length); // at most one each while the first is rendering
    const later = await request(app).get('/yet-another-unknown-page');
    expect(later.status).toBe(404);
    expect(renders.filter((path) => path === '/__not-found').length).toBe(renders.length);
    expect(renders.length).toBeLessThanOrEqual(paths.length);
    expect(later.text).toBe(answers[0]!.text);
  });

  it('sends other spellings of a page (case, trailing slash) to its one address, keeping the query', async () => {
    const upper = await request(app).get('/HOME?utm_source=flyer');
    expect(upper.status).toBe(301);
    expect(upper.headers.location).toBe('/home?utm_source=flyer');
    const slash = await request(app).get('/kokan/ratnagiri/');
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe('/kokan/ratnagiri');
  });

  it('caches every article by its own path', async () => {
    renders.length = 0;
    await request(app).get('/blog1/farm-festivals-of-maharashtra?ref=share');
    const again = await request(app).get('/blog1/farm-festivals-of-maharashtra');
    expect(again.status).toBe(200);
    expect(renders).toEqual(['/blog1/farm-festivals-of-maharashtra']);
  });
});
