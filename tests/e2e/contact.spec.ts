import type { Page } from '@playwright/test';
import { client } from '../../src/content/client.ts';
import { contact } from '../../src/content/contact.ts';
import { expect, hydrated, settled, test } from './fixtures.ts';

const { form: copy, map, faq } = contact;

/**
 * Send hands its mailto: URL to openMailto(), which clicks a detached link.
 * This init script records such clicks instead of following them.
 */
async function watchMailto(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, 'mailtoSeen', seen);
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.protocol === 'mailto:') seen.push(this.href);
      else click.call(this);
    };
  });
  return () => page.evaluate(() => Reflect.get(window, 'mailtoSeen') as string[]);
}

test('the FAQ has seven questions that open and close on their own', async ({ page, consoleProblems }) => {
  await page.goto('/contact');
  await hydrated(page);
  const section = page.getByRole('region', { name: faq.heading });
  const items = section.locator('details');
  await expect(items).toHaveCount(7);
  for (const [i, item] of faq.items.entries()) {
    await expect(items.nth(i).locator('summary')).toHaveText(item.question);
    await expect(items.nth(i)).not.toHaveAttribute('open');
  }
  const [first, second] = faq.items;
  if (!first || !second) throw new Error('no FAQ');
  await section.getByText(first.question).click();
  await expect(section.getByText(first.answer[0] ?? '')).toBeVisible();
  await items.nth(1).locator('summary').press('Enter');
  await expect(section.getByText(second.answer[0] ?? '')).toBeVisible();
  // Opening the second left the first open: each question opens and closes on its own.
  await expect(items.nth(0)).toHaveAttribute('open');
  await section.getByText(first.question).click();
  await expect(items.nth(0)).not.toHaveAttribute('open');
  await expect(section.getByText(first.answer[0] ?? '')).toBeHidden();
  await expect(items.nth(1)).toHaveAttribute('open');
  expect(consoleProblems).toEqual([]);
});

test('the form shows its errors for empty fields and a bad address, tied to each field', async ({
  page,
  consoleProblems,
}) => {
  const mailtos = await watchMailto(page);
  await page.goto('/contact');
  await hydrated(page);
  const form = page.getByRole('form', { name: contact.heading });
  const name = form.getByLabel(copy.labels.name);
  const email = form.getByLabel(copy.labels.email);
  const message = form.getByLabel(copy.labels.message);
  await expect(message).toHaveAttribute('rows', '5');

  await form.getByRole('button', { name: copy.submit }).click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(new RegExp(`^${copy.errors.nameRequired}`));
  await expect(email).toHaveAccessibleDescription(new RegExp(`^${copy.errors.emailRequired}`));
  await expect(message).toHaveAccessibleDescription(new RegExp(`^${copy.errors.messageRequired}`));
  for (const text of [copy.errors.nameRequired, copy.errors.emailRequired, copy.errors.messageRequired]) {
    await expect(form.getByText(text)).toBeVisible();
  }

  await name.fill('Asha Patil');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await email.fill('asha.gaon.example');
  await message.fill('Hello');
  await form.getByRole('button', { name: copy.submit }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(
    new RegExp(`^${copy.errors.emailInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  expect(await mailtos()).toEqual([]);
  await expect(page).toHaveURL(/\/contact$/);
  expect(consoleProblems).toEqual([]);
});

test('when valid, Send composes an e-mail to the office with the three fields and says so', async ({
  page,
  consoleProblems,
}) => {
  const mailtos = await watchMailto(page);
  await page.goto('/contact');
  await hydrated(page);
  const form = page.getByRole('form', { name: contact.heading });
  await expect(form.getByText(copy.note)).toBeVisible();
  await form.getByLabel(copy.labels.name).fill('Asha Patil');
  await form.getByLabel(copy.labels.email).fill('asha@gaon.example');
  await form.getByLabel(copy.labels.message).fill('We would like to visit in May.\nTwo adults, one child.');
  await form.getByRole('button', { name: copy.submit }).click();

  await expect.poll(mailtos).toHaveLength(1);
  const mail = new URL((await mailtos())[0] ?? '');
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toBe(client.email);
  expect(mail.searchParams.get('subject')).toBe(copy.mailSubject);
  expect(mail.searchParams.get('body')).toBe(
    'Name: Asha Patil\r\nEmail: asha@gaon.example\r\n\r\nWe would like to visit in May.\r\nTwo adults, one child.',
  );
  await expect(form.getByRole('status')).toContainText(copy.opened);
  await expect(page).toHaveURL(/\/contact$/);
  expect(consoleProblems).toEqual([]);
});

test('the map loads from Google only after the click; nothing leaves the site before', async ({
  page,
  consoleProblems,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
  );
  await page.goto('/contact');
  await hydrated(page);
  const section = page.getByRole('region', { name: map.heading });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(client.address.lines[1] ?? '')).toBeVisible();
  await expect(section.locator('iframe')).toHaveCount(0);
  await settled(page);
  expect(requests.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([]);

  await section.getByRole('button', { name: map.load }).click();
  const frame = section.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    `https://www.google.com/maps?q=${encodeURIComponent(client.map.query)}&output=embed`,
  );
  await expect(frame).toHaveAttribute('title', map.title);
  await expect(frame).toBeFocused();
  await expect.poll(() => requests.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
  await expect(section.getByRole('button', { name: map.load })).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test('the office details: phone, e-mail and WhatsApp, the map link opening in a new tab', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/contact');
  await hydrated(page);
  const office = page.getByRole('region', { name: contact.office.heading });
  await expect(office.getByRole('link', { name: client.phone.display })).toHaveAttribute(
    'href',
    `tel:${client.phone.tel}`,
  );
  await expect(office.getByRole('link', { name: client.email })).toHaveAttribute('href', `mailto:${client.email}`);
  const whatsapp = office.getByRole('link', { name: new RegExp(client.whatsapp.display.replace(/[+]/g, '\\+')) });
  await expect(whatsapp).toHaveAttribute('href', client.whatsapp.url);
  await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  const mapLink = page.getByRole('link', { name: `${map.openExternally} (opens in a new tab)` });
  await expect(mapLink).toHaveAttribute('target', '_blank');
  await expect(mapLink).toHaveAttribute('rel', 'noopener noreferrer');
  expect(consoleProblems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form cannot submit anywhere; a plain mailto: link and a map link stand in', async ({
    page,
    consoleProblems,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/contact');
    const form = page.getByRole('form', { name: contact.heading });
    // Send can do nothing without scripting (the form's method is dialog), so it is not shown.
    await expect(form.locator('button[type=submit]')).toBeHidden();
    await form.getByLabel(copy.labels.name).fill('Asha');
    await form.getByLabel(copy.labels.name).press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    // Playwright's text and role engines skip <noscript>; CSS does not.
    const fallback = form.locator('noscript p');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText(copy.noScript);
    await expect(fallback.locator('a')).toHaveAttribute(
      'href',
      `mailto:${client.email}?subject=${encodeURIComponent(copy.mailSubject)}`,
    );
    const section = page.getByRole('region', { name: map.heading });
    await expect(section.getByRole('button')).toHaveCount(0);
    await expect(section.getByRole('link', { name: new RegExp(map.openExternally) })).toHaveAttribute(
      'href',
      `https://www.google.com/maps?q=${encodeURIComponent(client.map.query)}`,
    );
    expect(requests.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
});
