import { expect, hydrated, test } from './fixtures.ts';

test('the home page hydrates without console errors', async ({ page, consoleProblems }) => {
  await page.goto('/home');
  await hydrated(page);
  await expect(page.locator('h1')).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('an unknown path shows the 404 page and hydrates', async ({ page, consoleProblems }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(consoleProblems).toEqual([]);
});
