import { axeViolations, expect, hydrated, sitemapPaths, test } from './fixtures.ts';

/**
 * axe-core on every page of the sitemap (and the unlisted login and 404 pages), at 1280 px and at 375 px:
 * no violation of the WCAG 2.0, 2.1 and 2.2 A and AA rules.
 *
 * axe takes 1-5 s a page, so the pages are dealt into parts (every sixth page of the list),
 * each a test of its own: time to spare on a slow machine, and the two workers share them.
 */
const parts = 6;

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (let part = 1; part <= parts; part++) {
      test(`every page has no WCAG A/AA violations (part ${part} of ${parts})`, async ({
        page,
        baseURL,
        consoleProblems,
      }) => {
        test.setTimeout(120_000);
        const everyPath = [...(await sitemapPaths(baseURL ?? '')), '/login', '/no-such-page'];
        const paths = everyPath.filter((_, index) => index % parts === part - 1);
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
    }
  });
}
