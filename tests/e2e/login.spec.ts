import type { Page } from '@playwright/test';
import { expect, expectLogged, hydrated, test } from './fixtures.ts';

/**
 * Admin login in Chromium, through the production server to the contract backend. (The
 * backend down is backend-faults.spec.ts's: it changes what every test's backend does.)
 */

const demo = { username: 'admin', password: 'agro@2025' };

/** Open /login and wait for React; the console is watched from the start (the fixture fails the test on errors). */
async function open(page: Page, consoleProblems: string[]) {
  await page.goto('/login');
  await hydrated(page);
  return consoleProblems;
}

test('logs in: stores token and userID, lands on /profile', async ({ page, consoleProblems }) => {
  await open(page, consoleProblems);
  const login = page.getByRole('button', { name: 'Login' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome To Agro Tourism');
  await expect(login).toBeDisabled();
  await page.getByLabel('Username').fill(demo.username);
  await expect(login).toBeDisabled();
  await page.getByLabel('Password').fill(demo.password);
  await expect(login).toBeEnabled();
  await login.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agro Tourism Registration');
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userID: localStorage.getItem('userID'),
  }));
  expect(stored.token).toMatch(/^[\w-]{20,}$/);
  expect(stored.userID).toBe('1');
});

test('works from the keyboard alone', async ({ page, consoleProblems }) => {
  await open(page, consoleProblems);
  await page.getByLabel('Username').focus();
  await page.keyboard.type(demo.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Login' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
});

test('a wrong password shows the server’s message and stores nothing', async ({ page, consoleProblems }) => {
  await open(page, consoleProblems);
  await page.getByLabel('Username').fill(demo.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid username or password');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expectLogged(consoleProblems, /status of 401/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain form: a wrong password shows the server’s message with the username kept', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page.getByLabel('Username')).toHaveValue('admin');
    await expect(page.getByLabel('Password')).toHaveValue('');
  });

  test('a plain form: the right password starts the session and lands on /profile', async ({ page, context }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(demo.username);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agro Tourism Registration');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'agro_admin')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
  });
});
