import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeViolations, expect, hydrated, islandReady, test } from './fixtures.ts';
import { field, formAlert, open, registerButton } from './forms.ts';

/**
 * The directory of centres (issue 53, decision 095) in Chromium on a 360 px phone, through the
 * production server, the contract backend and the site's store: an owner registers through
 * /profile with the consent box ticked; the office makes the centre's profile from it, gives it a
 * photo and publishes it; a traveller finds it on /centres, with and without JavaScript, in both
 * languages, and every page involved passes axe without sideways scroll. Each run's centre has a
 * name of its own, so runs and other tests never meet.
 */
test.use({ viewport: { width: 360, height: 740 }, locale: 'en-US' });
const demo = { username: 'admin', password: 'agro@2025' };

/** The page scrolls no wider than the phone; when it does, the elements that reach past its edge are named. */
async function noSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} ${element.getAttribute('name') ?? ''} ${Math.round(element.getBoundingClientRect().right)}`,
      );
  });
  expect(wide).toEqual([]);
}

async function logIn(page: Page, next: string) {
  await page.goto(next);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Username').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(next);
}

test('an owner’s registration becomes a published centre that travellers find, on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 6);
  const centre = `Hirval Farm ${tag}`;
  const slug = `hirval-farm-${tag}`;

  // The owner registers, ticking the consent box.
  await open(page, '/profile');
  await field(page, 'Name').fill('Sangita Kale');
  await field(page, 'Address').fill('Wadki, Taluka Haveli, Pune');
  await field(page, 'Agro Tour Name').fill(centre);
  await field(page, 'Registration No').fill(`E2E-${tag}`);
  await field(page, 'Mobile No').fill('9890012345');
  await page.getByLabel('List my centre in the public directory').check();
  await registerButton(page).click();
  await expect(formAlert(page)).toHaveText('Registration successful!');

  // The office makes the profile from it on a phone, with the consent the box gave.
  await logIn(page, '/admin/centres');
  expect(await axeViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await page.getByRole('link', { name: `Make a profile: ${centre}` }).click();
  await expect(page.getByLabel('Name in English (required)')).toHaveValue(centre);
  await expect(page.getByLabel('Given by')).toHaveValue('Sangita Kale');
  await page.getByLabel('District (required)').selectOption('pune');
  for (const month of ['October', 'November', 'December', 'January'])
    await page.getByRole('group', { name: 'Months it is open (at least one)' }).getByLabel(month).check();
  await page.getByRole('group', { name: 'Activities' }).getByLabel('Hurda party').check();
  await page.getByLabel('A person, a day visit').fill('450');
  await page.getByLabel('Description in English').fill('A jowar farm east of Pune.\n\nHurda in the cold months.');
  await page.getByRole('button', { name: 'Make the draft' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toContainText('The draft is made.');
  expect(await axeViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await page.getByLabel('Photo', { exact: true }).setInputFiles('src/assets/images/regions/pune.jpg');
  await page.getByLabel('What it shows, in English').fill('Jowar fields below the hills');
  await page.getByRole('button', { name: 'Add the photo' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toHaveText('The photo is added.');
  await expect(page.getByRole('img', { name: 'Jowar fields below the hills' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toHaveText(
    'Published: the centre is in the directory now.',
  );

  // A traveller finds it, with JavaScript. (The list shows 24 centres a page, in name order, and
  // the other specs running beside this one add theirs: it is found by its name, not its place.)
  await open(page, `/centres?q=${tag}`);
  await expect(page.getByRole('link', { name: centre })).toBeVisible();
  await open(page, '/centres');
  expect(await axeViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  // Touched, the list filters in the browser as one types: the cards, the count and the address.
  const search = page.getByLabel('Search by name, village or activity');
  await search.click();
  await islandReady(page, 'CentreFinder');
  await search.fill(tag);
  await expect(page).toHaveURL(`/centres?q=${tag}`);
  await expect(page.getByRole('heading', { name: /^1 centre of \d+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: centre })).toBeVisible();
  await search.fill(`${tag} fishing`);
  await expect(page.getByRole('link', { name: centre })).toHaveCount(0);
  await search.fill('');
  await page.getByLabel('Activity', { exact: true }).selectOption('hurda');
  await expect(page).toHaveURL('/centres?activity=hurda');
  await search.fill(tag);
  await expect(page).toHaveURL(`/centres?q=${tag}&activity=hurda`);
  await page.getByRole('link', { name: centre }).click();
  await expect(page).toHaveURL(`/centres/${slug}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(centre);
  const photo = page.getByRole('img', { name: 'Jowar fields below the hills' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/files\/[0-9a-f]{20}-\d+\.avif$/);
  await expect(page.getByRole('link', { name: 'Call 9890012345' })).toHaveAttribute('href', 'tel:+919890012345');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text) as { '@type'?: unknown })).toContainEqual(
    expect.objectContaining({ '@type': 'TouristAttraction', name: centre }),
  );
  expect(await axeViolations(page)).toEqual([]);
  await noSidewaysScroll(page);

  // And without JavaScript, filtering by the URL, in Marathi.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const noScript = await plain.newPage();
  await noScript.goto('/mr/centres');
  await noScript.getByLabel('उपक्रम', { exact: true }).selectOption('hurda');
  await noScript.getByRole('button', { name: 'केंद्रे दाखवा' }).click();
  await expect(noScript).toHaveURL('/mr/centres?activity=hurda');
  await expect(noScript.getByRole('link', { name: centre })).toBeVisible();
  await noScript.getByLabel('उपक्रम', { exact: true }).selectOption('fishing');
  await noScript.getByRole('button', { name: 'केंद्रे दाखवा' }).click();
  await expect(noScript.getByRole('link', { name: centre })).toHaveCount(0);
  await plain.close();

  // Unlisted, it is gone from the list, and its address says so.
  await page.goto('/admin/centres');
  await page.getByRole('link', { name: `Edit: ${centre}` }).click();
  await page.getByRole('button', { name: 'Unlist' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toContainText('Unlisted');
  const gone = await page.goto(`/centres/${slug}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This centre is no longer listed');
});
