import type { Page } from '@playwright/test';
import { activeCardOffset, activeCardReached } from '../../src/components/active-card.ts';
import { ui } from '../../src/content/ui.ts';
import { axeViolations, expect, hydrated, test } from './fixtures.ts';

// gallery.ts imports images (Vite only), so its words are spelled out here.
const viewer = { label: 'Larger view of the picture', previous: 'Previous picture', next: 'Next picture' };

const thumbnails = (page: Page) => page.locator('main a[aria-haspopup="dialog"]');
const cards = (page: Page) => page.locator('main li[data-active]');

test.describe('Gallery', () => {
  test('has the heading, the intro and eleven captioned pictures, one of them Milky Way', async ({ tab: page }) => {
    await page.goto('/gallery');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Gallery');
    await expect(page.locator('main header p')).toContainText('Scenes from the farms');
    await expect(cards(page)).toHaveCount(11);
    await expect(page.locator('main figcaption')).toHaveCount(11);
    await expect(page.locator('main figcaption').filter({ hasText: /^Milky Way$/ })).toHaveCount(1);
    const loading = await thumbnails(page)
      .locator('img')
      .evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
    expect(loading[0]).toBe('eager');
    expect(loading.slice(1)).toEqual(Array(10).fill('lazy'));
  });

  test('the active card follows scrolling (top at or above the scroll position plus 150 px)', async ({ tab: page }) => {
    await page.goto('/gallery');
    await hydrated(page);
    const activeIndex = () =>
      cards(page).evaluateAll((list) => list.findIndex((el) => el.getAttribute('data-active') === 'true'));
    const tops = await cards(page).evaluateAll((list) =>
      list.map((element) => {
        let top = 0;
        for (let node = element as HTMLElement | null; node; node = node.offsetParent as HTMLElement | null)
          top += node.offsetTop;
        return top;
      }),
    );
    expect(await activeIndex()).toBe(activeCardReached(tops, 0));
    for (const index of [3, 6, 10]) {
      const y = (tops[index] ?? 0) - activeCardOffset;
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const scrollY = await page.evaluate(() => window.scrollY);
      const expected = activeCardReached(tops, scrollY);
      expect(expected).toBeGreaterThanOrEqual(index);
      await expect.poll(activeIndex).toBe(expected);
      await expect(cards(page).nth(expected)).toHaveAttribute('data-active', 'true');
      await expect(page.locator('main li[data-active="true"]')).toHaveCount(1);
    }
  });

  test('a picture opens larger, moves with the buttons and arrow keys, and closes with Escape', async ({
    tab: page,
  }) => {
    await page.goto('/gallery');
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: viewer.label });
    const opener = thumbnails(page).nth(6);
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(dialog.locator('figcaption')).toContainText('Milky Way');
    await expect(dialog.locator('figcaption')).toContainText('Picture 7 of 11');
    await expect(dialog.locator('img')).toHaveAttribute('alt', /Milky Way/);
    await expect
      .poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await dialog.getByRole('button', { name: viewer.next }).click();
    await expect(dialog.locator('figcaption')).toContainText('Picture 8 of 11');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('figcaption')).toContainText('Picture 6 of 11');
    await dialog.getByRole('button', { name: viewer.previous }).click();
    await expect(dialog.locator('figcaption')).toContainText('Picture 5 of 11');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('opens from the keyboard with Enter, keeps focus inside, and closes with the Close button', async ({
    tab: page,
  }) => {
    await page.goto('/gallery');
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: viewer.label });
    const opener = thumbnails(page).nth(2);
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: ui.close })).toBeFocused();
    // The rest of the page is inert: Tab never reaches it (past the last button focus may leave for the browser's own UI).
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((el) =>
        el.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page',
      );
      expect(where).not.toBe('page');
    }
    expect(await axeViolations(page, { rules: 'all', include: ['dialog'] })).toEqual([]);
    await dialog.getByRole('button', { name: ui.close }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('has no accessibility violations and requests nothing from another origin', async ({ tab: page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    await page.goto('/gallery', { waitUntil: 'load' });
    await hydrated(page);
    expect(await axeViolations(page, { rules: 'all' })).toEqual([]);
    expect(foreign).toEqual([]);
  });
});

test.describe('Gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each thumbnail is a link to its full-size image', async ({ page, request }) => {
    await page.goto('/gallery');
    const hrefs = await thumbnails(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(11);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
    }
  });
});
