import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { samples, sha256 } from '../fixtures/uploads.ts';
import { expect, expectLogged, test } from './fixtures.ts';
import { field, formAlert, open, received, registerButton } from './forms.ts';

/**
 * The registration form in Chromium, through the production server to the contract backend.
 * Each test finds its own registration by a unique Registration No. (The backend slowed is
 * backend-faults.spec.ts's: it changes what every test's backend does.)
 */
test.use({ locale: 'en-US' });

const unique = () => `E2E-${randomUUID()}`;
test('a registration with a document shows the server’s message and clears the form', async ({
  page,
  request,
  consoleProblems,
}) => {
  expect(consoleProblems).toEqual([]);
  await open(page, '/profile');
  const number = unique();
  await field(page, 'Name').fill('सुनीता पाटील');
  await field(page, 'Address').fill('मु. पो. वेल्हे\nजि. पुणे');
  await field(page, 'Agro Tour Name').fill('Shivneri Agro Tourism');
  await field(page, 'Registration No').fill(number);
  await field(page, 'Mobile No').fill('9876543210');
  await field(page, 'Email ID').fill('sunita@example.com');
  await field(page, 'Registration Date').fill('2025-01-31');
  await field(page, 'Upload Document').setInputFiles(samples.pdf.path);
  await registerButton(page).click();

  await expect(formAlert(page)).toHaveText('Registration successful!');
  for (const label of ['Name', 'Address', 'Registration No', 'Mobile No', 'Registration Date'])
    await expect(field(page, label)).toHaveValue('');
  expect(await field(page, 'Upload Document').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);

  const [registration] = await received(request, number);
  expect(registration?.fields).toEqual({
    name: 'सुनीता पाटील',
    address: 'मु. पो. वेल्हे\r\nजि. पुणे',
    agro_tour_name: 'Shivneri Agro Tourism',
    registration_number: number,
    mobile_number: '9876543210',
    email_id: 'sunita@example.com',
    registration_date: '2025-01-31',
  });
  const bytes = readFileSync(samples.pdf.path);
  expect(registration?.file).toMatchObject({
    originalname: samples.pdf.name,
    mimetype: 'application/pdf',
    sha256: sha256(bytes),
  });
});

test('an invalid mobile number disables the button and says why', async ({ page, consoleProblems }) => {
  await open(page, '/profile');
  const mobile = field(page, 'Mobile No');
  await mobile.fill('98765');
  await mobile.blur();
  await expect(page.getByText('Mobile No must be exactly 10 digits.')).toBeVisible();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(registerButton(page)).toBeDisabled();
  await mobile.fill('9876543210');
  await expect(registerButton(page)).toBeEnabled();
  await expect(mobile).not.toHaveAttribute('aria-invalid');
  expect(consoleProblems).toEqual([]);
});

test('a Registration No the backend already has leads the answer, and the field is marked and focused', async ({
  page,
  consoleProblems,
}) => {
  await open(page, '/profile');
  await field(page, 'Registration No').fill('DUPLICATE');
  await registerButton(page).click();
  // In the page's words, not Django's "registration with this registration number already exists." (decision 067),
  // and not "Try again later": trying later never helps (issue 58, item 12).
  const taken = 'This Registration No is already registered. Check the number, or write to us if it is yours.';
  await expect(formAlert(page)).toHaveText(taken);
  await expect(field(page, 'Registration No')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Registration No')).toHaveAccessibleDescription(taken);
  await expect(field(page, 'Registration No')).toBeFocused();
  await expect(field(page, 'Registration No')).toHaveValue('DUPLICATE');
  expectLogged(consoleProblems, /status of 400/);
});

test('the date picker and the file input work from the keyboard', async ({ page, request, consoleProblems }) => {
  await open(page, '/profile');
  const number = unique();
  await field(page, 'Registration No').fill(number);
  await field(page, 'Email ID').focus();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Registration Date')).toBeFocused();
  await page.keyboard.type('01312025'); // month, day, year: the en-US order of Chromium's date field
  await expect(field(page, 'Registration Date')).toHaveValue('2025-01-31');
  // Playwright turns on Chromium's file-chooser interception without waiting for it, and a key
  // event can overtake it (no chooser reported: 3-5 runs in 40 on two busy cores). So the wait
  // starts here: the focus checks below are round trips to the page that queue behind it.
  const chooser = page.waitForEvent('filechooser');
  // Tab steps through the date field's own parts, then on to the file input.
  const upload = field(page, 'Upload Document');
  for (
    let presses = 0;
    presses < 4 && !(await upload.evaluate((input) => input === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(upload).toBeFocused();
  await page.keyboard.press('Space');
  await (await chooser).setFiles(samples.png.path);
  // The consent box to be listed in the directory (decision 095) comes before the button.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('List my centre in the public directory')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(registerButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(formAlert(page)).toHaveText('Registration successful!');
  const [registration] = await received(request, number);
  expect(registration?.fields.registration_date).toBe('2025-01-31');
  expect(registration?.file?.mimetype).toBe('image/png');
  expect(consoleProblems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a registration still reaches the backend, and the page shows the server’s message', async ({
    page,
    request,
  }) => {
    await page.goto('/profile');
    const number = unique();
    await field(page, 'Name').fill('Ramesh Jadhav');
    await field(page, 'Registration No').fill(number);
    await field(page, 'Mobile No').fill('9123456780');
    await field(page, 'Upload Document').setInputFiles(samples.jpeg.path);
    await registerButton(page).click();
    await expect(page).toHaveURL(/\/profile#registration-result$/);
    await expect(formAlert(page)).toHaveText('Registration successful!');
    const [registration] = await received(request, number);
    expect(registration?.fields).toMatchObject({
      name: 'Ramesh Jadhav',
      mobile_number: '9123456780',
      email_id: '',
      address: '',
    });
    expect(registration?.file).toMatchObject({
      originalname: samples.jpeg.name,
      sha256: sha256(readFileSync(samples.jpeg.path)),
    });
  });

  test('a Registration No already registered comes back landing on the reason, the field marked, the values kept', async ({
    page,
  }) => {
    await page.goto('/profile');
    await field(page, 'Email ID').fill('sunita@example.com');
    await field(page, 'Registration No').fill('DUPLICATE');
    await registerButton(page).click();
    // Decision 097: trying later never helps here, so the reason leads.
    await expect(formAlert(page)).toContainText('This Registration No is already registered.');
    await expect(field(page, 'Registration No')).toHaveAttribute('aria-invalid', 'true');
    // The page lands on its answer (the form posts to its #registration-result), which leads with the reason.
    await expect(page.locator('#registration-result')).toBeFocused();
    await expect(field(page, 'Email ID')).toHaveValue('sunita@example.com');
    await expect(field(page, 'Registration No')).toHaveValue('DUPLICATE');
  });
});
