import { axeViolations, expect, hydrated, sitemapPaths, test } from './fixtures.ts';

/**
 * axe-core on every page of the sitemap (and the unlisted login and 404 pages), at 1280 px and at 375 px:
 * no violation of the WCAG 2.0, 2.1 and 2.2 A and AA rules.
 */

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every page has no WCAG A/AA violations', async ({ page, baseURL, consoleProblems }) => {
      test.setTimeout(180_000);
      const paths = [...(await sitemapPaths(baseURL ?? '')), '/login', '/no-such-page'];
      expect(paths.length).toBeGreaterThan(1);
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await hydrated(page);
        found.push(...(await axeViolations(page)).map((v) => `${path} ${v}`));
      }
      expect(found).toEqual([]);
      expect(consoleProblems).toEqual([]);
    });
  });
}
