import type { Page } from '@playwright/test';
import { axeViolations, expect, hydrated, test } from './fixtures.ts';

/**
 * The admin area in Chromium, through the production server to the contract backend:
 * log in, list, filter, open, correct, export and log out, with JavaScript and without.
 * Each test corrects a registration of its own (the contract backend's seeds) with a value of
 * its own, so they can run at the same time as each other and as the registration tests.
 */
const demo = { username: 'admin', password: 'agro@2025' };

/** A seeded registration: its id, and the start of its name, which the tests keep. */
interface Seed {
  id: string;
  name: string;
}
const anil: Seed = { id: '3', name: 'Anil Deshmukh' };
const sunita: Seed = { id: '1', name: 'Sunita Patil' };

async function logIn(page: Page, seed: Seed) {
  const query = encodeURIComponent(seed.name.split(' ')[1]!.toLowerCase());
  await page.goto(`/admin/registrations?q=${query}`);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/admin/registrations?q=${query}`)}`);
  await page.getByLabel('Username').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`/admin/registrations?q=${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrations');
}

const table = (page: Page) => page.getByRole('table', { name: 'Registrations, newest first' });

async function correctAndExport(page: Page, seed: Seed) {
  await page.getByRole('link', { name: new RegExp(`^Open: ${seed.name}`) }).click();
  await expect(page).toHaveURL(`/admin/registrations/${seed.id}`);
  const name = `${seed.name} ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Mobile No').fill('12345');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Some fields are not valid. Nothing was saved.',
  );
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await page.getByLabel('Mobile No').fill('9011223344');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/admin/registrations/${seed.id}?saved=1`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The changes are saved.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await page.getByRole('link', { name: 'All registrations' }).click();
  await page.getByLabel('Name, centre, mobile or e-mail').fill(name);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(table(page).getByRole('row')).toHaveCount(2); // the header row and this one
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as CSV (Excel)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv.startsWith('\uFEFFID,Received (IST),Name')).toBe(true);
  expect(csv).toContain(name);
  expect(csv.trim().split('\r\n')).toHaveLength(2);

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/registrations');
  await expect(page).toHaveURL(/\/login\?next=/);
}

test('with JavaScript: log in, filter as you type, correct, export, log out', async ({ page, consoleProblems }) => {
  await logIn(page, anil);
  await hydrated(page);
  // With JavaScript the table narrows as the admin types, before the form is sent.
  const search = page.getByLabel('Name, centre, mobile or e-mail');
  await search.fill('');
  await expect(table(page).getByRole('link', { name: /^Open: Sunita Patil/ })).toBeVisible();
  await search.fill('deshmukh');
  await expect(table(page).getByRole('link', { name: /^Open: Sunita Patil/ })).toHaveCount(0);
  await expect(table(page).getByRole('link', { name: /^Open: Anil Deshmukh/ })).toBeVisible();
  await correctAndExport(page, anil);
  expect(consoleProblems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
  consoleProblems.length = 0;
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('log in, filter, correct, export, log out with plain links and forms', async ({ page }) => {
    await logIn(page, sunita);
    await correctAndExport(page, sunita);
  });
});

test('axe finds nothing on the list and a record, and the header says Admin', async ({ page, consoleProblems }) => {
  await logIn(page, anil);
  await hydrated(page);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }),
  ).toHaveAttribute('href', '/admin/registrations');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/admin/registrations/2');
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleProblems).toEqual([]);
});
