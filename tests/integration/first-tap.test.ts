import request from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { sitemap } from '../../src/entry-server.tsx';
import { testApp } from './harness.ts';

/**
 * Issue 42: a tap on a disabled button fires no click, so the islands' loader has nothing to
 * hold and do again once the island wakes (decision 060): the first tap would be lost. No
 * button of a public page (the sitemap's, both languages, and the login pages) is disabled
 * as served; a form that must not submit without JavaScript says so by its method (dialog).
 */
const paths = [
  ...[...(await sitemap('http://site.invalid')).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  ),
  '/login',
  '/mr/login',
];

let app: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  app = await testApp();
});

it('reads the pages of both languages from the sitemap', () => {
  expect(paths.length).toBeGreaterThan(60);
  expect(paths).toEqual(expect.arrayContaining(['/contact', '/mr/contact', '/home', '/mr/support']));
});

it.each(paths)('%s: no button is disabled as served', async (path) => {
  const res = await request(app).get(path);
  expect(res.status).toBe(200);
  const buttons = res.text.match(/<button\b[^>]*>/g) ?? [];
  expect(buttons.length).toBeGreaterThan(0);
  expect(buttons.filter((button) => /\sdisabled(?:[\s=>/]|$)/.test(button))).toEqual([]);
});
