import { randomUUID } from 'node:crypto';
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

test('a first visit asks for no font before the page has loaded; the next page is set in Mukta from the cache', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const fontsBeforeLoad = () =>
    page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        // A face the previous page fetched comes from memory (0 bytes): only the network counts.
        (entry) =>
          entry.name.endsWith('.woff2') &&
          entry.transferSize > 0 &&
          entry.startTime < (navigation?.loadEventStart ?? 0),
      ).length;
    });
  const inMukta = () => page.evaluate(() => document.documentElement.classList.contains('web-fonts'));

  await page.goto('/kokan/ratnagiri');
  await fontsNoted(page, 'en');
  expect(await fontsBeforeLoad()).toBe(0);
  expect(await inMukta()).toBe(false);
  // An English page fetches the two Latin faces, never the Devanagari ones.
  expect(fonts.filter((path) => /mukta-latin-(400|600)-site/.test(path))).toHaveLength(2);
  expect(fonts.filter((path) => /devanagari/.test(path))).toEqual([]);

  await page.goto('/mr/kokan/ratnagiri');
  await fontsNoted(page, 'mr');
  expect(await fontsBeforeLoad()).toBe(0);
  expect(await inMukta()).toBe(false);
  expect(fonts.filter((path) => /mukta-devanagari-(400|600)-site/.test(path))).toHaveLength(2);

  // font-display: optional uses a face only if it is there within the block period: from the cache, it is.
  await page.reload();
  expect(await inMukta()).toBe(true);
  const used = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
  });
  expect(used).toContain('Mukta Devanagari');
  expect(used).toContain('Mukta');
});
