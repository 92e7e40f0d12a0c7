import type { Page } from '@playwright/test';
import { ui } from '../../src/content/ui.ts';
import { axeViolations, expect, fontsNoted, hydrated, test } from './fixtures.ts';

/**
 * axe-core (WCAG 2.0–2.2 A and AA) in the states a visitor reaches, not only on a page
 * as it loads: the menu and each dropdown open, the hero paused, a card flipped, a FAQ
 * item open, forms showing their errors, the gallery's large view. Then: with reduced
 * motion asked for, nothing on the moving pages moves on its own.
 *
 * Content modules that import images only load under Vite, so the few words these
 * tests look for are spelled out here, as in the page specs.
 */
const heroLabel = 'Farm life in Maharashtra';

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/**
 * axe on the part a state changes (`include`), or the whole page: the page as it loads is the
 * page sweep's (every-page.spec.ts), and a check of /home whole costs a second.
 */
const expectNoViolations = async (page: Page, include: string[] = []) =>
  expect(await axeViolations(page, { include })).toEqual([]);

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // The header's states one after another in one load of the page (one dropdown and one
    // sub-menu open at a time): axe is put into the page once and checks the header alone.
    test('the menu open, then Blog, then Maharashtra › Kokan, then › Marathwada', async ({ tab: page }) => {
      await open(page, '/home');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const button = (name: string) => nav.getByRole('button', { name, exact: true });
      if (width < 992) {
        await button('Open menu').click();
        await expectNoViolations(page, ['header']);
      } // else no menu button: the page sweep covers /home as it is
      for (const opened of [['Blog'], ['Maharashtra', 'Kokan'], ['Marathwada']]) {
        for (const name of opened) await button(name).click();
        for (const name of opened) await expect(button(name)).toHaveAttribute('aria-expanded', 'true');
        await expectNoViolations(page, ['header']);
      }
      await expect(button('Blog')).toHaveAttribute('aria-expanded', 'false');
    });

    test('Home with the hero paused, a card flipped and the next testimonial', async ({ tab: page }) => {
      await open(page, '/home');
      await page.getByRole('region', { name: heroLabel }).getByRole('button', { name: ui.carousel.pause }).click();
      await page.getByRole('group', { name: 'Vision' }).focus();
      await page
        .getByRole('region', { name: 'From our workshop participants' })
        .getByRole('button', { name: ui.carousel.next })
        .click();
      await expectNoViolations(page, ['main']);
    });

    test('Contact with a FAQ item open and the form showing its errors', async ({ tab: page }) => {
      await open(page, '/contact');
      await page.locator('main details summary').first().click();
      await expect(page.locator('main details[open]')).toHaveCount(1);
      await page.getByRole('form', { name: 'Contact Us' }).getByRole('button', { name: 'Send' }).click();
      await expect(page.locator('main [aria-invalid="true"]')).toHaveCount(3);
      await expectNoViolations(page);
    });

    test('registration showing its field errors', async ({ tab: page }) => {
      await open(page, '/profile');
      await page.getByLabel('Mobile No').fill('98765');
      await page.getByLabel('Email ID').fill('not an address');
      await page.getByLabel('Name', { exact: true }).focus();
      await expect(page.locator('main [aria-invalid="true"]')).toHaveCount(2);
      await expectNoViolations(page);
    });

    test("the gallery's large view", async ({ tab: page }) => {
      await open(page, '/gallery');
      await page.locator('main a[aria-haspopup="dialog"]').nth(6).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

  for (const path of ['/home', '/project', '/story', '/gallery']) {
    test(`nothing on ${path} moves on its own`, async ({ page, consoleProblems }) => {
      await page.clock.install();
      await open(page, path);
      // The last thing a page does by itself: the next page's fonts, cached a second after load (decision 056).
      await fontsNoted(page, 'en');
      await page.evaluate(() => document.fonts.ready);
      const running = () =>
        page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);
      expect(await running()).toBe(0);
      const before = await page.screenshot();
      // Three hero periods (5000 ms each) and more: a carousel, marquee or slideshow would have moved.
      await page.clock.runFor(16_000);
      expect(await running()).toBe(0);
      expect(await page.locator('video[src]').count()).toBe(0);
      expect((await page.screenshot()).equals(before)).toBe(true);
      expect(consoleProblems).toEqual([]);
    });
  }
});
