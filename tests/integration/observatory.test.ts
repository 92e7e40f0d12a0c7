import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { everyPageTimeout, testApp } from './harness.ts';

/**
 * The MDN HTTP Observatory's checks that apply to a site on plain HTTP on loopback,
 * asserted directly on every page of the sitemap (the Observatory package cannot be
 * installed here): CSP without unsafe sources, framing denied, nosniff, a strict
 * referrer policy, CORP, no cookie without Secure and HttpOnly, no external script
 * without integrity, no mixed content.
 */
let app: Awaited<ReturnType<typeof testApp>>;
let paths: string[];

beforeAll(async () => {
  app = await testApp({ SITE_URL: 'https://agrotourism.example' });
  const sitemap = await request(app).get('/sitemap.xml');
  paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '').pathname);
});

const strictReferrers = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

function parseCsp(header: string) {
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('HTTP Observatory rules on every page', { timeout: everyPageTimeout }, () => {
  it('covers more than one page', () => {
    expect(paths.length).toBeGreaterThan(1);
  });

  it('passes each rule on each page', async () => {
    for (const path of [...paths, '/no-such-page']) {
      const res = await request(app).get(path);
      const csp = parseCsp(res.headers['content-security-policy'] ?? '');
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
      const where = `on ${path}`;
      expect(scriptSrc, where).not.toContain("'unsafe-inline'");
      expect(scriptSrc, where).not.toContain("'unsafe-eval'");
      expect(
        scriptSrc.some((v) => v === '*' || v === 'http:' || v === 'https:' || v === 'data:'),
        where,
      ).toBe(false);
      expect(csp.get('style-src'), where).not.toContain("'unsafe-inline'");
      expect(csp.get('default-src'), where).toEqual(["'self'"]);
      expect(csp.get('object-src'), where).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
      expect(csp.get('base-uri'), where).toEqual(["'self'"]);
      expect(csp.get('form-action'), where).toEqual(["'self'"]);
      expect(res.headers['x-frame-options'], where).toBe('DENY');
      expect(res.headers['x-content-type-options'], where).toBe('nosniff');
      expect(strictReferrers, where).toContain(res.headers['referrer-policy']);
      expect(res.headers['cross-origin-resource-policy'], where).toBe('same-origin');
      expect(res.headers['permissions-policy'], where).toMatch(/(^|, )camera=\(\)(,|$)/);
      expect(res.headers['strict-transport-security'], where).toMatch(/max-age=(\d{8,})/);
      for (const cookie of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
        expect(cookie, where).toMatch(/;\s*Secure/i);
        expect(cookie, where).toMatch(/;\s*HttpOnly/i);
      }
      // Scripts: the islands' loader (named by the start script) and its imports, from the same origin.
      const tags = [...res.text.matchAll(/<script\b[^>]*\b(?:src|data-loader|data-imports)="([^"]+)"/g)].flatMap(
        ([, src = '']) => src.split(' '),
      );
      expect(tags.length, `${where}: a page loads its islands' loader`).toBeGreaterThan(0);
      for (const src of tags) {
        expect(src, `${where}: scripts come from this origin`).toMatch(/^\/(?!\/)/);
      }
      expect(res.text, `${where}: no mixed content`).not.toMatch(/\s(?:src|href|srcSet)="http:\/\//i);
    }
  });
});
