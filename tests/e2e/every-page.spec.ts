import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { axeViolations, expect, hydrated, nextFrames, test as base } from './fixtures.ts';

/**
 * Every page of both languages (the sitemap's, both login pages and both 404 pages), one test
 * a page, so that a failure names its page. One load serves every check (decisions 044, 072),
 * first at a phone's width, then with the window widened to a desktop's. Each worker goes from
 * page to page in one tab (`tab`), as a reader does, its cookies emptied before each page (a
 * first visit's cookies, the files already fetched in the browser's cache): the tab's JavaScript
 * engine has already run axe-core once, which then checks in half the time (decision 084).
 *
 * - its islands all wake, without a console error or a hydration mismatch (the `tab`
 *   fixture fails the test on any);
 * - nothing moves while it loads and hydrates on the phone: the layout shifts the browser reports
 *   add up to no more than Lighthouse's CLS budget (0.02). Catches, for example, a section not yet
 *   laid out (content-visibility: auto) giving its grid a made-up width (decision 027);
 * - axe-core finds no violation of the WCAG 2.0, 2.1 and 2.2 A and AA rules, at 375 px and at
 *   1280 px;
 * - no Devanagari is letter-spaced.
 *
 * The page list is the production build's own sitemap (dist/server, built before the browser
 * tests run), read when the tests are listed.
 */
const { sitemap } = (await import(pathToFileURL('dist/server/entry-server.js').href)) as {
  sitemap: (origin: string) => Promise<string>;
};
// Without the store, no centre's page: tests/e2e/directory.spec.ts checks those it publishes.
const sitemapPaths = [...(await sitemap('http://site.invalid')).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc]) => new URL(loc ?? '').pathname,
);
const paths = [...sitemapPaths, '/login', '/mr/login', '/no-such-page', '/mr/no-such-page'];

const clsBudget = 0.02;

/**
 * Every element whose own text holds Devanagari and whose letter-spacing is not normal (0):
 * letter-spacing breaks Devanagari words apart (issue 42). Named by tag, class and text.
 */
const letterSpacedDevanagari = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) =>
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && /[\u0900-\u097F]/.test(node.textContent ?? ''),
        ),
      )
      .filter((element) => !['normal', '0px'].includes(getComputedStyle(element).letterSpacing))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`),
  );

/** A layout-shift entry: what the sum needs, and what moved (to name it in a failure). */
type Shift = { value: number; hadRecentInput: boolean; moved: string[] };
type Observed = {
  layoutShifts: Shift[];
  layoutShiftObserver: PerformanceObserver;
  record: (entries: PerformanceEntryList) => void;
};

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

/** Records every layout shift the page reports, and what moved, from its first moment (in the page). */
function observeLayoutShifts() {
  const shifts: Shift[] = [];
  type Entry = {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const record = (entries: PerformanceEntryList) => {
    for (const { value, hadRecentInput, sources } of entries as unknown as Entry[])
      shifts.push({
        value,
        hadRecentInput,
        moved: sources.map(
          ({ node, previousRect: from, currentRect: to }) =>
            `${node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName}: ` +
            `(${from.x}, ${from.y}) → (${to.x}, ${to.y}), ${to.width}×${to.height}`,
        ),
      });
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  Object.assign(window, { layoutShifts: shifts, layoutShiftObserver: observer, record } satisfies Observed);
}

/**
 * The worker's one tab (`tab`, tests/e2e/fixtures.ts), here with the layout-shift observer in
 * every page from its first moment: a tab of its own, so no other file's pages carry it.
 */
const test = base.extend<object, { workerTab: Page }>({
  workerTab: [
    async ({ browser }, use, { project }) => {
      const context = await browser.newContext({ baseURL: project.use.baseURL });
      const page = await context.newPage();
      await page.addInitScript(observeLayoutShifts);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});
test.use({ viewport: phone });

for (const path of paths) {
  test(path, async ({ tab: page }) => {
    await page.goto(path);
    await hydrated(page);
    expect(
      await page.locator('[data-island][data-island-ready]').count(),
      'the menu and the newsletter at least',
    ).toBeGreaterThanOrEqual(2);

    await test.step(`at ${phone.width} px`, async () => {
      // A late shift would come with the last font or picture, or in the frame after the last
      // island woke: wait for those moments, then take what the observer has not yet delivered.
      const shifts = await page.evaluate(async () => {
        await document.fonts.ready;
        if (document.readyState !== 'complete')
          await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const { layoutShifts, layoutShiftObserver, record } = window as unknown as Observed;
        record(layoutShiftObserver.takeRecords());
        return layoutShifts.filter((shift) => !shift.hadRecentInput);
      });
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(
        cls,
        `cumulative layout shift; what moved: ${JSON.stringify(shifts.flatMap((shift) => shift.moved))}`,
      ).toBeLessThanOrEqual(clsBudget);
      expect(await axeViolations(page)).toEqual([]);
      if (path.startsWith('/mr/')) expect(await letterSpacedDevanagari(page), 'Devanagari letter-spaced').toEqual([]);
    });

    await test.step(`at ${desktop.width} px`, async () => {
      await page.setViewportSize(desktop);
      await nextFrames(page);
      expect(await axeViolations(page)).toEqual([]);
      if (path.startsWith('/mr/')) expect(await letterSpacedDevanagari(page), 'Devanagari letter-spaced').toEqual([]);
    });
  });
}
