import type { BrowserContext, Locator, Page } from '@playwright/test';
import { admin as adminEn } from '../../src/content/admin.ts';
import { admin as adminMr } from '../../src/content/mr/admin.ts';
import { home as homeMr } from '../../src/content/mr/home.ts';
import { home as homeEn } from '../../src/content/home.ts';
import { navigation as navigationMr } from '../../src/content/mr/navigation.ts';
import { navigation as navigationEn } from '../../src/content/navigation.ts';
import { contact } from '../../src/content/contact.ts';
import { footer } from '../../src/content/mr/footer.ts';
import { seedDocument } from '../../server/contract-backend/backend.ts';
import { webFontsCookie } from '../../src/web-fonts.ts';
import { expect, holdLoader, test } from './fixtures.ts';

/**
 * What a person sees on a 360 px phone and on desks of 1000, 1100 and 1280 px, in both
 * languages (issue 42): the admin area no wider than the screen, with one Log out on the
 * header's row; the brand whole in Mukta (a repeat visit); the Project tiles centred; the
 * WhatsApp button over nothing at the page's end; tap targets of 44 × 44 px; a first tap on
 * Send or Subscribe that counts. One page load serves each width's checks (decision 044).
 */
const widths = [360, 1000, 1100, 1280] as const;
const languages = [
  { prefix: '', navigation: navigationEn, open: adminEn.list.open, home: homeEn },
  { prefix: '/mr', navigation: navigationMr, open: adminMr.list.open, home: homeMr },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
};

/**
 * Opens `path` as on a repeat visit (decision 074): the web-fonts cookie set and Mukta's faces
 * in the browser's cache (fetched once, then the page loaded again), so that the loader sets it
 * in Mukta after the load.
 */
async function inMukta(page: Page, context: BrowserContext, baseURL: string, path: string) {
  await context.addCookies([{ name: webFontsCookie, value: 'en.mr', url: baseURL }]);
  await page.goto(path);
  await page.evaluate(() =>
    Promise.all([...document.fonts].filter((face) => !face.family.includes('Fallback')).map((face) => face.load())),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveClass('web-fonts');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('600 1rem Mukta'))).toBe(true);
}

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(width);
}

/** The brand's name is shown whole (not cut with an ellipsis), or deliberately left to the logo (992–1099 px). */
async function expectBrandWhole(page: Page) {
  const name = page.getByRole('banner').getByRole('link').first().locator('span').last();
  const { scroll, shown, hidden } = await name.evaluate((element) => ({
    scroll: element.scrollWidth,
    shown: element.clientWidth,
    hidden: getComputedStyle(element).clipPath === 'inset(50%)',
  }));
  if (hidden) return;
  expect(scroll, 'the brand name’s width').toBeLessThanOrEqual(shown);
}

/**
 * Every target the locator finds is at least 44 × 44 px, measured once on screen, where it is
 * tapped: the headless shell may give a link in a part not yet laid out (content-visibility: auto)
 * a 0 × 0 box just after DOMContentLoaded.
 */
async function expectTapTarget(locator: Locator, name: string) {
  await locator.first().scrollIntoViewIfNeeded();
  const sizes = await locator.evaluateAll((targets) =>
    targets.map((target) => {
      const { width, height } = target.getBoundingClientRect();
      return { text: target.textContent?.trim().slice(0, 30), width: Math.round(width), height: Math.round(height) };
    }),
  );
  expect(sizes.length, `${name}: found`).toBeGreaterThan(0);
  for (const size of sizes) {
    expect(size.width, `${name} "${size.text}": width`).toBeGreaterThanOrEqual(44);
    expect(size.height, `${name} "${size.text}": height`).toBeGreaterThanOrEqual(44);
  }
}

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } });

    for (const { prefix, navigation, open, home } of languages) {
      const logout = navigation.logout;
      test(`${prefix || '/en'}: the admin list and a record fit, with one Log out on the header’s row`, async ({
        page,
        context,
        baseURL,
        consoleProblems,
      }) => {
        const login = await page.request.post('/api/login/', { data: { username: 'admin', password: 'agro@2025' } });
        expect(login.ok()).toBe(true);
        // An admin comes back: the page is set in Mukta after its load (decision 074), as the bar is measured for.
        await inMukta(page, context, baseURL!, `${prefix}/admin/registrations`);
        await expectNoSidewaysScroll(page, width);
        await expect(page.locator('button', { hasText: logout })).toHaveCount(1);
        await expect(page.getByRole('main').locator('button', { hasText: logout })).toHaveCount(0);
        await expectTapTarget(page.getByRole('link', { name: new RegExp(`^${open}: `) }), open);
        await expectBrandWhole(page);
        if (width >= 992) {
          const banner = page.getByRole('banner');
          const admin = await boxOf(banner.getByRole('link', { name: navigation.admin.label, exact: true }));
          const out = await boxOf(banner.getByRole('button', { name: logout }));
          expect(Math.abs(out.y + out.height / 2 - (admin.y + admin.height / 2)), 'on one row').toBeLessThan(4);
          expect(out.x - (admin.x + admin.width), 'apart').toBeGreaterThanOrEqual(4);
          expect(out.x + out.width).toBeLessThanOrEqual(width);
          const bar = await boxOf(banner);
          expect(bar.height, 'the header holds one row').toBeLessThanOrEqual(80);
        }
        await page.goto(`${prefix}/admin/registrations/1`);
        await expectNoSidewaysScroll(page, width);
        expect(consoleProblems).toEqual([]);
        if (width !== 360) return;
        // The owner's document, through the site, byte for byte.
        const download = page.waitForEvent('download');
        await page.getByRole('link', { name: 'sahyadri-certificate.pdf' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe('sahyadri-certificate.pdf');
        const stream = await file.createReadStream();
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        expect(Buffer.compare(Buffer.concat(chunks), seedDocument.bytes)).toBe(0);
      });

      test(`${prefix || '/en'}: brand whole on a repeat visit, Project tiles centred, WhatsApp over nothing at the end`, async ({
        page,
        context,
        baseURL,
      }) => {
        await inMukta(page, context, baseURL!, `${prefix}/project`);
        await expectBrandWhole(page);
        await expectNoSidewaysScroll(page, width);
        const tiles = await boxOf(page.getByRole('main').getByRole('list').first());
        expect(Math.abs(tiles.x - (width - tiles.x - tiles.width)), 'left and right gutters').toBeLessThanOrEqual(1);

        await page.goto(`${prefix}/home`, { waitUntil: 'domcontentloaded' });
        const label = home.whatsapp.label;
        // At the page's end, every line of the footer is clear of the fixed WhatsApp button.
        const covered = await page.evaluate(async (name) => {
          for (let i = 0; i < 10 && innerHeight + scrollY < document.documentElement.scrollHeight - 1; i++) {
            window.scrollTo(0, document.documentElement.scrollHeight);
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          }
          const button = [...document.querySelectorAll('a')].find((link) => link.textContent?.includes(name));
          const b = button!.getBoundingClientRect();
          return [...document.querySelectorAll('footer :is(p, li, a, h2, address, label, input, button)')]
            .filter((element) => {
              const r = element.getBoundingClientRect();
              const shown = r.width > 0 && r.height > 0 && element.checkVisibility();
              return shown && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
            })
            .map((element) => element.outerHTML.slice(0, 80));
        }, label);
        expect(covered, 'what the WhatsApp button covers').toEqual([]);
      });
    }
  });
}

test.describe('on a 360 px touch screen', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  for (const { prefix } of languages) {
    test(`${prefix || '/en'}: hero and testimonial dots, Read more, article titles, language pill and footer links are 44 × 44 px`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/home`, { waitUntil: 'domcontentloaded' });
      const main = page.getByRole('main');
      await expectTapTarget(main.locator('[data-island="Hero"] li button'), 'hero dots');
      await expectTapTarget(main.locator('[data-island="Testimonials"] li button'), 'testimonial dots');
      await expectTapTarget(page.getByRole('banner').locator('[data-language-cookie]'), 'language pill');
      await expectTapTarget(page.getByRole('contentinfo').getByRole('list').last().getByRole('link'), 'footer links');
      await page.goto(`${prefix}/blog`, { waitUntil: 'domcontentloaded' });
      await expectTapTarget(main.getByRole('listitem').getByRole('link'), 'article titles');
      await page.goto(`${prefix}/blog1`, { waitUntil: 'domcontentloaded' });
      await expectTapTarget(main.getByRole('article').getByRole('link'), 'Read more');
    });
  }

  test('/contact: one tap on Send before the page’s script has come acts once it has', async ({
    page,
    consoleProblems,
  }) => {
    const release = await holdLoader(page);
    await page.goto('/contact');
    const send = page.getByRole('form', { name: contact.heading }).getByRole('button', { name: contact.form.submit });
    await expect(send).toBeEnabled();
    await send.tap();
    await expect(send).toHaveAttribute('data-held');
    release();
    await expect(page.getByText(contact.form.errors.nameRequired)).toBeVisible();
    await expect(page.getByLabel(contact.form.labels.name)).toBeFocused();
    expect(consoleProblems).toEqual([]);
  });

  test('/mr/support: one tap on Subscribe before its island is alive acts', async ({ page, consoleProblems }) => {
    await page.goto('/mr/support');
    await page.locator('html[data-islands]').waitFor({ state: 'attached' });
    const island = page.locator('[data-island="Newsletter"]');
    await expect(island).not.toHaveAttribute('data-island-ready');
    const subscribe = page.getByRole('contentinfo').getByRole('button', { name: footer.newsletter.button });
    await expect(subscribe).toBeEnabled();
    await subscribe.tap();
    await expect(page.getByRole('contentinfo').getByRole('alert')).toHaveText(footer.newsletter.emptyEmail);
    expect(consoleProblems).toEqual([]);
  });
});
