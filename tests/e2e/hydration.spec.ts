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

test('scripts wait until the page has loaded, so images and fonts get the network first', async ({ page, consoleProblems }) => {
  await page.goto('/home');
  await hydrated(page);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources.filter((r) => r.name.endsWith('.js'));
    return { loadStart: navigation?.loadEventStart ?? 0, firstScript: Math.min(...scripts.map((r) => r.startTime)), scripts: scripts.length };
  });
  expect(timing.scripts).toBeGreaterThan(1);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadStart);
  expect(consoleProblems).toEqual([]);
});

test('a page whose images never finish loading still hydrates', async ({ page }) => {
  await page.route('**/*.{avif,webp,svg}', () => undefined); // never answered: the load event never comes
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Blog' }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Blog' }).first()).toHaveAttribute('aria-expanded', 'true');
});
