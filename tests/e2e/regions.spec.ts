import { regionLinks } from '../../src/content/navigation.ts';
import { regionPage } from '../../src/features/regions/region-data.ts';
import { expect, hydrated, test } from './fixtures.ts';

/*
 * The region comes from the function the page's loader calls (regions.ts imports pictures,
 * which load through tests/e2e/pictures-loader.ts), and its name is checked against the menu.
 */
for (const link of regionLinks()) {
  test(`${link.to} shows the ${link.label} region page`, async ({ tab: page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const response = await page.goto(link.to);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const { region, labels } = regionPage(link.to);
    expect(region.name).toBe(link.label);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(region.name);
    await expect(page.getByText(`${labels.division}: ${region.division}`)).toBeVisible();
    await expect(page.getByRole('img', { name: region.image.alt })).toBeVisible();
    for (const heading of [labels.crops, labels.seasons, labels.landmarks, labels.experiences]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: labels.crops }).getByRole('listitem')).toHaveCount(
      region.crops.length,
    );
    await expect(page.getByRole('region', { name: labels.seasons }).locator('dt')).toHaveText(
      region.seasons.map((s) => s.period),
    );
    await expect(page.getByRole('navigation', { name: labels.otherRegions }).getByRole('link')).toHaveCount(9);
    expect(requests.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([]);
  });
}

test('the other-region links move between region pages', async ({ tab: page }) => {
  await page.goto('/kokan/ratnagiri');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Explore other regions' })
    .getByRole('link', { name: /Khandesh/ })
    .click();
  await expect(page).toHaveURL(/\/khandesh$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Khandesh');
  await expect(page).toHaveTitle(/^Khandesh/);
});
