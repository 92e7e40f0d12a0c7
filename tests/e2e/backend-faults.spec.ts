import { randomUUID } from 'node:crypto';
import { expect, expectLogged, test } from './fixtures.ts';
import { field, formAlert, open, registerButton, whileBackend } from './forms.ts';

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
  await open(page, '/login');
  await whileBackend(request, { mode: 'down', path: '/api/login/' }, async () => {
    await field(page, 'Username').fill(demo.username);
    await field(page, 'Password').fill(demo.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(formAlert(page)).toHaveText('Server error. Try again later.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
  expectLogged(consoleProblems, /status of 502/, /^error: Server error\. Try again later\./);
});

test('the button reads Registering... and is disabled while the backend works', async ({
  page,
  request,
  consoleProblems,
}) => {
  await open(page, '/profile');
  const button = registerButton(page);
  await whileBackend(request, { mode: 'slow', path: registrationPath, ms: 1500 }, async () => {
    await field(page, 'Registration No').fill(`E2E-${randomUUID()}`);
    await button.click();
    await expect(button).toHaveText('Registering...');
    await expect(button).toBeDisabled();
    await expect(formAlert(page)).toHaveText('Registration successful!');
    await expect(button).toHaveText('Register');
    await expect(button).toBeEnabled();
  });
  expect(consoleProblems).toEqual([]);
});
