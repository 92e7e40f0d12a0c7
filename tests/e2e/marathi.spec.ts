import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { webFontsCookie } from '../../src/web-fonts.ts';
import { axeViolations, expect, fontsNoted, hydrated, test } from './fixtures.ts';
import { field, formAlert, open, received, registerButton } from './forms.ts';

/** The site in Marathi (issue 16, decision 036), as a visitor uses it. */
test.use({ viewport: { width: 375, height: 800 } });

test('the header leads from each page to its twin in the other language and back, and the choice is kept', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/kokan/ratnagiri');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'मराठी' }).click();
  await expect(page).toHaveURL(/\/mr\/kokan\/ratnagiri$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('रत्नागिरी');
  // The bare address now opens the Marathi home page.
  await page.goto('/');
  await expect(page).toHaveURL(/\/mr\/home$/);
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(consoleProblems).toEqual([]);
});

test('a registration from the Marathi page reaches the backend as from the English one, answered in Marathi', async ({
  page,
  request,
  consoleProblems,
}) => {
  await open(page, '/mr/profile');
  const number = `E2E-MR-${randomUUID()}`;
  await field(page, 'नाव').fill('सुनीता माने');
  await field(page, 'पत्ता').fill('मु. पो. वाई\nजि. सातारा');
  await field(page, 'कृषी पर्यटन केंद्राचे नाव').fill('कृष्णाकाठ कृषी पर्यटन केंद्र');
  await field(page, 'नोंदणी क्रमांक').fill(number);
  await field(page, 'मोबाइल क्रमांक').fill('9876543210');
  await registerButton(page, 'नोंदणी करा').click();
  await expect(formAlert(page)).toContainText('नोंदणी यशस्वी झाली!');
  const [registration] = await received(request, number);
  expect(registration?.fields).toMatchObject({
    name: 'सुनीता माने',
    address: 'मु. पो. वाई\r\nजि. सातारा',
    agro_tour_name: 'कृष्णाकाठ कृषी पर्यटन केंद्र',
    mobile_number: '9876543210',
    email_id: '',
    registration_date: '',
  });
  expect(consoleProblems).toEqual([]);
});

test('the admin area in Marathi: log in, filter, open a record, log out, and axe finds nothing', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/mr/admin/registrations');
  await expect(page).toHaveURL(`/mr/login?next=${encodeURIComponent('/mr/admin/registrations')}`);
  await hydrated(page);
  await page.getByLabel('वापरकर्तानाव').fill('admin');
  await page.getByLabel('पासवर्ड').fill('agro@2025');
  await page.getByRole('button', { name: 'लॉग इन करा' }).click();
  await expect(page).toHaveURL('/mr/admin/registrations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('नोंदण्या');
  await hydrated(page);
  const table = page.getByRole('table', { name: 'नोंदण्या, सर्वांत नवी आधी' });
  await page.getByLabel('नाव, केंद्र, मोबाइल किंवा ई-मेल').fill('deshmukh');
  await expect(table.getByRole('link', { name: /Sunita Patil/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await table.getByRole('link', { name: /Anil Deshmukh/ }).click();
  await expect(page).toHaveURL('/mr/admin/registrations/3');
  await expect(page.getByRole('heading', { name: 'तपशील दुरुस्त करा' })).toBeVisible();
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  // One Log out, in the header's menu (behind its toggle on a phone), none in the page's body.
  await expect(page.getByRole('main').getByRole('button', { name: 'लॉग आउट' })).toHaveCount(0);
  await page.getByRole('button', { name: 'मेनू उघडा' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'लॉग आउट' }).click();
  await expect(page).toHaveURL('/mr/login');
  expect(consoleProblems).toEqual([]);
});

/**
 * The page's web fonts as Resource Timing saw them: for each .woff2, whether it came over the
 * network (bytes transferred: a face the previous page loaded comes from memory, 0 bytes, as
 * the page starts) and whether it was asked for before the first contentful paint or before
 * the load event ended. Read through observers, which a faked clock leaves alone.
 */
const fontLoads = (page: Page) =>
  page.evaluate(async () => {
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, which has only what this function holds
    const entries = <T extends PerformanceEntry>(type: string) =>
      new Promise<T[]>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(list.getEntries() as T[]);
        });
        observer.observe({ type, buffered: true });
      });
    const [[navigation], paints, resources] = await Promise.all([
      entries<PerformanceNavigationTiming>('navigation'),
      entries<PerformanceEntry>('paint'),
      entries<PerformanceResourceTiming>('resource'),
    ]);
    const paint = paints.find((entry) => entry.name === 'first-contentful-paint');
    return resources
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({
        file: new URL(entry.name).pathname.replace(/^\/assets\/|-[\w-]{8}\.woff2$/g, ''),
        network: entry.transferSize > 0,
        beforePaint: paint === undefined || entry.startTime < paint.startTime,
        beforeLoad: entry.startTime < (navigation?.loadEventEnd ?? 0),
      }));
  });
/** The fonts that came over the network before the first paint or the load. */
const fetchedEarly = async (page: Page) =>
  (await fontLoads(page)).filter((load) => load.network && (load.beforePaint || load.beforeLoad));
const inMukta = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('web-fonts'));
/** The faces of the page's language that are loaded, as `family weight`. */
const facesLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter(
        (face) => face.family.startsWith('Mukta') && !face.family.includes('Fallback') && face.status === 'loaded',
      )
      .map((face) => `${face.family} ${face.weight}`)
      .toSorted(),
  );
/** Linux's sans-serif, which src/styles/fonts.css shapes like Mukta (decision 074), where Debian puts it. */
const notoSans = '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf';
/** Everything of Mukta a Marathi page uses: two Latin faces, two Devanagari ones. */
const marathiFaces = ['Mukta 400', 'Mukta 600 700', 'Mukta Devanagari 400', 'Mukta Devanagari 600 700'];

/**
 * With the page's clock paused (it runs only when the test says so), lets the page go on frame
 * by frame until its loader has asked for the web fonts: the start script's frames after the
 * load, the loader, the frame after the load. From then on the clock stands, so the loader's
 * time limit for showing the faces (src/islands/web-fonts.ts) runs out only if the test says so.
 */
async function untilFontsAskedFor(page: Page) {
  for (let frame = 0; frame < 600; frame++) {
    const asked = await page.evaluate(() =>
      [...document.fonts].some((face) => face.family === 'Mukta' && face.status !== 'unloaded'),
    );
    if (asked) return;
    await page.clock.runFor(16);
  }
  throw new Error('the loader never asked for the web fonts');
}

test('a first visit asks for no font before the page has loaded; the next page is set in Mukta after its load, from the cache', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });

  await page.goto('/kokan/ratnagiri');
  await fontsNoted(page, 'en');
  expect(await fetchedEarly(page)).toEqual([]);
  expect(await inMukta(page)).toBe(false);
  // An English page fetches the two Latin faces, never the Devanagari ones.
  expect(fonts.filter((path) => /mukta-latin-(400|600)-site/.test(path))).toHaveLength(2);
  expect(fonts.filter((path) => /devanagari/.test(path))).toEqual([]);

  await page.goto('/mr/kokan/ratnagiri');
  await fontsNoted(page, 'mr');
  expect(await fetchedEarly(page)).toEqual([]);
  expect(await inMukta(page)).toBe(false);
  expect(fonts.filter((path) => /mukta-devanagari-(400|600)-site/.test(path))).toHaveLength(2);

  // The next page: served as the first was, then set in Mukta once the faces come from the cache.
  await page.reload();
  await expect.poll(() => inMukta(page)).toBe(true);
  expect(await facesLoaded(page)).toEqual(marathiFaces);
  expect((await fontLoads(page)).filter((load) => load.network)).toEqual([]);
});

test('a repeat visit whose cache lost the fonts asks for none before its first paint, and shows Mukta only if they come at once', async ({
  page,
  context,
  baseURL,
}) => {
  // A returning visitor's cookie, in a browser whose cache is empty.
  await context.addCookies([{ name: webFontsCookie, value: 'en.mr', url: baseURL ?? '' }]);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  const network = await context.newCDPSession(page);

  // The faces come quickly (from the loopback): the page is set in Mukta once they have loaded.
  await page.goto('/mr/kokan/ratnagiri');
  expect(await inMukta(page)).toBe(false);
  await untilFontsAskedFor(page);
  await expect.poll(() => inMukta(page)).toBe(true);
  expect(await facesLoaded(page)).toEqual(marathiFaces);
  const loads = await fontLoads(page);
  expect(loads.map((load) => load.file).toSorted()).toEqual([
    'mukta-devanagari-400-site',
    'mukta-devanagari-600-site',
    'mukta-latin-400-site',
    'mukta-latin-600-site',
  ]);
  expect(loads.filter((load) => !load.network || load.beforePaint || load.beforeLoad)).toEqual([]);

  // They come late (a slow link, emptied cache): the page keeps its fallback for good, and the
  // faces are cached for the next page.
  await network.send('Network.clearBrowserCache');
  await page.goto('/kokan/sindhudurg');
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 1000,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await untilFontsAskedFor(page);
  await page.clock.runFor(1000);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect.poll(() => facesLoaded(page)).toEqual(['Mukta 400', 'Mukta 600 700']);
  expect(await inMukta(page)).toBe(false);
  expect(await fetchedEarly(page)).toEqual([]);

  await page.goto('/kokan/raigad');
  await untilFontsAskedFor(page);
  await expect.poll(() => inMukta(page)).toBe(true);
  expect((await fontLoads(page)).filter((load) => load.network)).toEqual([]);
});

test('turning to Mukta after the load moves nothing on the pages plain Noto moved most, in either language', async ({
  page,
  context,
  baseURL,
}) => {
  test.skip(!existsSync(notoSans), 'Noto Sans is not installed here (fonts-noto-core): the fallback is another font');
  await context.addCookies([{ name: webFontsCookie, value: 'en.mr', url: baseURL ?? '' }]);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { shifts });
  });
  // The faces in the cache, as a returning visitor has them.
  await page.goto('/mr/home');
  await page.evaluate(() =>
    Promise.all(
      ['400 1em Mukta', '600 1em Mukta', '400 1em "Mukta Devanagari"', '600 1em "Mukta Devanagari"'].map((face) =>
        document.fonts.load(face, face.includes('Devanagari') ? 'अ' : 'a'),
      ),
    ),
  );
  // Before this decision's Noto faces these moved 0.034-0.121 at 375 px (decision 074).
  for (const path of ['/agro', '/kokan/sindhudurg', '/mr/blog1', '/mr/privacy']) {
    await page.goto(path);
    await expect.poll(() => inMukta(page)).toBe(true);
    const shift = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0);
    });
    expect(shift, path).toBeLessThanOrEqual(0.005);
  }
});
