import { expect, hydrated, sitemapPaths, test } from './fixtures.ts';

/**
 * Nothing moves while a page loads and hydrates: on every page, at a phone's and a desktop's
 * size, the layout shifts the browser reports add up to no more than Lighthouse's CLS budget
 * (0.02). Catches, for example, a section that is not yet laid out (content-visibility: auto)
 * giving its grid a made-up width.
 */
const clsBudget = 0.02;

/** The fields of a layout-shift entry the sum needs. */
type Shift = { value: number; hadRecentInput: boolean };

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('no page shifts its layout as it loads and hydrates', async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      await page.addInitScript(() => {
        const shifts: Shift[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          shifts.push(...(list.getEntries() as unknown as typeof shifts));
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const paths = [...(await sitemapPaths(baseURL ?? '')), '/login'];
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await hydrated(page);
        await page.waitForTimeout(300);
        const cls = await page.evaluate(() =>
          (window as unknown as { layoutShifts: Shift[] }).layoutShifts
            .filter((shift) => !shift.hadRecentInput)
            .reduce((sum, shift) => sum + shift.value, 0),
        );
        if (cls > clsBudget) found.push(`${path}: ${cls.toFixed(3)}`);
      }
      expect(found).toEqual([]);
    });
  });
}
