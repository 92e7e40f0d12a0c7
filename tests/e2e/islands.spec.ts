import { readFileSync } from 'node:fs';
import type { Manifest } from 'vite';
import { expect, holdLoader, hydrated, settled, test } from './fixtures.ts';

/** The English loader's script and the chunks it imports statically, as the build's manifest names them. */
const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Manifest;
const loader = manifest['src/islands/loader.ts']!;
const loaderFiles = [loader.file, ...(loader.imports ?? []).map((chunk) => manifest[chunk]!.file)].map(
  (file) => `/${file}`,
);

/**
 * The islands (src/islands): a page loads island code only when an island's rule says so; a
 * press made before an island is alive is not lost; pages prefetch the pages their links name.
 * That every island on every page wakes without an error or a mismatch is every-page.spec.ts's.
 */

test('a page whose islands all wait for a visitor loads only the loader, and an island’s code once reached', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await page.locator('html[data-islands]').waitFor({ state: 'attached' });
  await settled(page); // past the moments the `load` and `idle` rules wake at
  expect(scripts.toSorted(), 'the loader and the chunk it imports, nothing more').toEqual(loaderFiles.toSorted());
  await page.getByRole('banner').getByRole('button', { name: 'Blog' }).first().hover();
  await expect(page.locator('[data-island="Nav"][data-island-ready]')).toBeAttached();
  expect(scripts.some((path) => path.includes('/assets/Nav.island-'))).toBe(true);
  await expect(page.locator('[data-island="Newsletter"][data-island-ready]')).toHaveCount(0);
});

test('the loader, React DOM and island code wait until the page has loaded, so its pictures get the network first', async ({
  page,
  consoleProblems,
}) => {
  // Pages whose islands wake by themselves: when idle (the hero), when seen (the slideshow, the gallery, the map).
  for (const path of ['/home', '/story', '/gallery', '/contact', '/mr/home']) {
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) =>
        r.name.endsWith('.js'),
      );
      return {
        loadStart: navigation?.loadEventStart ?? 0,
        firstScript: Math.min(...scripts.map((r) => r.startTime)),
        loader: scripts.filter((r) => /\/loader-[\w-]+\.js$/.test(r.name)).length,
        hydrate: scripts.filter((r) => /\/hydrate-[\w-]+\.js$/.test(r.name)).length,
      };
    });
    expect(timing.loader, path).toBe(1);
    // The manifest is announced with the loader (decision 060), and the browser can read it.
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
    expect(timing.hydrate, path).toBe(1);
    expect(timing.loadStart, path).toBeGreaterThan(0);
    expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.loadStart);
  }
  expect(consoleProblems).toEqual([]);
});

test('a press on a button before its island is alive is kept and done once it is', async ({
  page,
  consoleProblems,
}) => {
  // Hold the island code back, so the press surely comes first.
  const { promise: held, resolve: release } = Promise.withResolvers<void>();
  await page.route('**/assets/Marquee.island-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/project');
  const toggle = page.getByRole('button', { name: 'Pause the scrolling text' });
  await toggle.click();
  await expect(page.locator('[data-island="Marquee"]')).not.toHaveAttribute('data-island-ready');
  release();
  await expect(page.getByRole('button', { name: 'Play the scrolling text' })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test('a press made before the loader has come is kept, and done once the island is alive', async ({
  page,
  consoleProblems,
}) => {
  // Hold the loader back: until it comes, the page's start script holds presses (src/islands/start.ts).
  const release = await holdLoader(page);
  await page.goto('/project');
  await page.getByRole('button', { name: 'Pause the scrolling text' }).click();
  await expect(page.locator('[data-island="Marquee"] button[data-held]')).toHaveCount(1);
  await expect(page.locator('html')).not.toHaveAttribute('data-islands');
  release();
  await expect(page.getByRole('button', { name: 'Play the scrolling text' })).toBeVisible();
  await expect(page.locator('[data-held]')).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test('a language switch followed before the loader has come is remembered', async ({ page, context }) => {
  await page.route('**/assets/loader-*.js', () => undefined); // never answered
  await page.goto('/home');
  await page.getByRole('banner').getByRole('link', { name: /मराठी/ }).click();
  await expect(page).toHaveURL(/\/mr\/home$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('mr');
  await page.goto('/');
  await expect(page).toHaveURL(/\/mr\/home$/);
});

test('a page whose images never finish loading still hydrates', async ({ page }) => {
  await page.route('**/*.{avif,webp,svg}', () => undefined); // never answered: the load event never comes
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Blog' }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Blog' }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('a link the pointer rests on is prefetched, by the rules the loader adds once the page has loaded', async ({
  page,
}) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (/prefetch/.test(request.headers()['sec-purpose'] ?? '')) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/home');
  await expect(page.locator('head script[type="speculationrules"]')).toHaveCount(1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).hover();
  await expect.poll(() => prefetched, { timeout: 5000 }).toContain('/privacy');
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
