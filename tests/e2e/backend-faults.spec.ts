import { randomUUID } from 'node:crypto';
import { backendUrl } from '../../playwright.config.ts';
import { expect, expectLogged, hydrated, test } from './fixtures.ts';

/**
 * The contract backend misbehaving, seen in Chromium through the production server. Each test
 * changes what the one backend does for a path, which would break any other test calling that
 * path at the same time: this file is its own Playwright project (playwright.config.ts), run
 * after every other test has finished, one test at a time.
 */
test.describe.configure({ mode: 'serial' });

const demo = { username: 'admin', password: 'agro@2025' };
const registrationPath = '/api/register/registrations/';

test('the backend down shows "Server error. Try again later." and logs it', async ({
  page,
  request,
  consoleProblems,
}) => {
  await page.goto('/login');
  await hydrated(page);
  await request.post(`${backendUrl}/__control/down?path=/api/login/`);
  try {
    await page.getByLabel('Username').fill(demo.username);
    await page.getByLabel('Password').fill(demo.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Server error. Try again later.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  } finally {
    await request.post(`${backendUrl}/__control/ok?path=/api/login/`);
  }
  expectLogged(consoleProblems, /status of 502/, /^error: Server error\. Try again later\./);
});

test('the button reads Registering... and is disabled while the backend works', async ({
  page,
  request,
  consoleProblems,
}) => {
  await page.goto('/profile');
  await hydrated(page);
  const registerButton = page.getByRole('main').getByRole('button', { name: /^Register/ });
  await request.post(`${backendUrl}/__control/slow?path=${registrationPath}&ms=1500`);
  try {
    await page.getByLabel('Registration No', { exact: true }).fill(`E2E-${randomUUID()}`);
    await registerButton.click();
    await expect(registerButton).toHaveText('Registering...');
    await expect(registerButton).toBeDisabled();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Registration submitted successfully');
    await expect(registerButton).toHaveText('Register');
    await expect(registerButton).toBeEnabled();
  } finally {
    await request.post(`${backendUrl}/__control/ok?path=${registrationPath}`);
  }
  expect(consoleProblems).toEqual([]);
});
