import { randomUUID } from 'node:crypto';
import type { ReceivedRegistration } from '../fixtures/backend.ts';
import { backendUrl } from '../../playwright.config.ts';
import { expect, hydrated, test } from './fixtures.ts';

/** The site in Marathi (issue 16, decision 036), as a visitor uses it. */
test.use({ viewport: { width: 375, height: 800 } });

test('the header leads from each page to its twin in the other language and back', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/kokan/ratnagiri');
  await page.getByRole('banner').getByRole('link', { name: 'मराठी' }).click();
  await expect(page).toHaveURL(/\/mr\/kokan\/ratnagiri$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('रत्नागिरी');
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/kokan\/ratnagiri$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(consoleProblems).toEqual([]);
});

test('a registration from the Marathi page reaches the backend as from the English one, answered in Marathi', async ({
  page,
  request,
  consoleProblems,
}) => {
  await page.goto('/mr/profile');
  await hydrated(page);
  const number = `E2E-MR-${randomUUID()}`;
  const main = page.getByRole('main');
  await main.getByLabel('नाव', { exact: true }).fill('सुनीता माने');
  await main.getByLabel('पत्ता', { exact: true }).fill('मु. पो. वाई\nजि. सातारा');
  await main.getByLabel('कृषी पर्यटन केंद्राचे नाव', { exact: true }).fill('कृष्णाकाठ कृषी पर्यटन केंद्र');
  await main.getByLabel('नोंदणी क्रमांक', { exact: true }).fill(number);
  await main.getByLabel('मोबाइल क्रमांक', { exact: true }).fill('9876543210');
  await main.getByRole('button', { name: 'नोंदणी करा' }).click();
  await expect(main.getByRole('alert')).toContainText('नोंदणी यशस्वी झाली!');
  const all = (await (await request.get(`${backendUrl}/__control/registrations`)).json()) as ReceivedRegistration[];
  const received = all.find((registration) => registration.fields.registration_number === number);
  expect(received?.fields).toMatchObject({
    name: 'सुनीता माने',
    address: 'मु. पो. वाई\r\nजि. सातारा',
    agro_tour_name: 'कृष्णाकाठ कृषी पर्यटन केंद्र',
    mobile_number: '9876543210',
    email_id: '',
    registration_date: '',
  });
  expect(consoleProblems).toEqual([]);
});
