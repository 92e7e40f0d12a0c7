import type { Browser, Page } from '@playwright/test';
import { siteDatabaseUrl, siteDataDir } from '../../playwright.config.ts';
import { client } from '../../src/content/client.ts';
import { contact } from '../../src/content/contact.ts';
import { contact as contactMr } from '../../src/content/mr/contact.ts';
import { readStoreAt } from '../integration/store-reader.ts';
import { axeViolations, expect, hydrated, settled, test } from './fixtures.ts';

const { form: copy, map, faq } = contact;

/**
 * axe on a page as it was served without JavaScript: axe runs as a script, so the same document
 * is loaded again in a context that runs scripts (its address answered with those bytes).
 */
async function servedViolations(browser: Browser, page: Page): Promise<string[]> {
  const html = await page.content();
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: true });
  const again = await context.newPage();
  await again.route(page.url(), (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await again.goto(page.url());
  try {
    return await axeViolations(again);
  } finally {
    await context.close();
  }
}

/** The messages the site stored with this text: read from its store (embedded or PostgreSQL), as the office would find them. */
const stored = (text: string) =>
  readStoreAt({ dataDir: siteDataDir, databaseUrl: siteDatabaseUrl }, (db) =>
    db
      .selectFrom('contact_messages')
      .select(['language', 'name', 'email', 'message'])
      .where('message', '=', text)
      .execute(),
  );

test('the FAQ has seven questions that open and close on their own', async ({ tab: page }) => {
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
});

test('the form shows its errors for empty fields and a bad address, tied to each field', async ({ tab: page }) => {
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
  await expect(page).toHaveURL(/\/contact$/);
});

test('the map loads from Google only after the click; nothing leaves the site before', async ({ tab: page }) => {
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
});

test('the office details: phone, e-mail and WhatsApp, the map link opening in a new tab', async ({ tab: page }) => {
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
});

test('with JavaScript, Send stores the message once, even pressed twice, says so and clears the form', async ({
  tab: page,
}) => {
  const text = `We would like to visit in May.\nTwo adults, one child. (${Date.now()})`;
  await page.goto('/contact');
  await hydrated(page);
  const form = page.getByRole('form', { name: contact.heading });
  await expect(form.getByText(copy.note)).toBeVisible();
  await form.getByLabel(copy.labels.name).fill('Asha Patil');
  await form.getByLabel(copy.labels.email).fill('asha@gaon.example');
  await form.getByLabel(copy.labels.message).fill(text);
  const send = form.getByRole('button', { name: copy.submit });
  await send.click();
  await send.click();
  // It is sent no sooner than 3 s after the form came alive (the minimum fill time).
  await expect(form.getByRole('status')).toHaveText(copy.received, { timeout: 15_000 });
  for (const label of Object.values(copy.labels)) await expect(form.getByLabel(label)).toHaveValue('');
  await expect(form.getByRole('alert')).toBeEmpty();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await stored(text)).toEqual([
    { language: 'en', name: 'Asha Patil', email: 'asha@gaon.example', message: text },
  ]);
  expect(await axeViolations(page)).toEqual([]);
});

test('with JavaScript, a failed connection says so and keeps what was typed', async ({ page, consoleProblems }) => {
  await page.goto('/contact');
  await hydrated(page);
  await page.route('**/contact', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));
  const form = page.getByRole('form', { name: contact.heading });
  await form.getByLabel(copy.labels.name).fill('Asha Patil');
  await form.getByLabel(copy.labels.email).fill('asha@gaon.example');
  await form.getByLabel(copy.labels.message).fill('Is the farm open in June?');
  await form.getByRole('button', { name: copy.submit }).click();
  await expect(form.getByRole('alert')).toHaveText(copy.failures.connection);
  await expect(form.getByLabel(copy.labels.message)).toHaveValue('Is the farm open in June?');
  await expect(form.getByRole('status')).toBeEmpty();
  expect(await stored('Is the farm open in June?')).toEqual([]);
  // The browser reports the aborted request in the console; nothing else may be there.
  expect(consoleProblems.filter((line) => !/Failed to load resource|ERR_FAILED/.test(line))).toEqual([]);
});

test.describe('without JavaScript, in Marathi', () => {
  test.use({ javaScriptEnabled: false });
  const mr = contactMr.form;

  test('the plain form shows each field’s error with what was typed, then sends, and the page says it arrived', async ({
    page,
    browser,
    consoleProblems,
  }) => {
    const text = `मे महिन्यात शेतभेट करायची आहे. (${Date.now()})`;
    await page.goto('/mr/contact');
    const form = page.getByRole('form', { name: contactMr.heading });
    await form.getByLabel(mr.labels.name).fill('आशा पाटील');
    await form.getByLabel(mr.labels.email).fill('asha@gaon');
    await form.getByRole('button', { name: mr.submit }).click();
    await expect(page).toHaveURL(/\/mr\/contact#contact-answer$/);
    const email = form.getByLabel(mr.labels.email);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      new RegExp(`^${mr.errors.emailInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(form.getByLabel(mr.labels.message)).toHaveAccessibleDescription(
      new RegExp(`^${mr.errors.messageRequired}`),
    );
    await expect(form.getByLabel(mr.labels.name)).toHaveValue('आशा पाटील');
    await expect(form.getByRole('alert')).toHaveText(mr.failures.invalid);
    expect(await servedViolations(browser, page)).toEqual([]);

    await email.fill('asha@gaon.example');
    await form.getByLabel(mr.labels.message).fill(text);
    await form.getByRole('button', { name: mr.submit }).click();
    await expect(page).toHaveURL(/\/mr\/contact\?sent=1#contact-answer$/);
    await expect(page.getByRole('form', { name: contactMr.heading }).getByRole('status')).toHaveText(mr.received);
    expect(await stored(text)).toEqual([
      { language: 'mr', name: 'आशा पाटील', email: 'asha@gaon.example', message: text },
    ]);
    // The office can still be reached directly.
    const office = page.getByRole('region', { name: contactMr.office.heading });
    await expect(office.getByRole('link', { name: client.email })).toHaveAttribute('href', `mailto:${client.email}`);
    await expect(office.getByRole('link', { name: client.phone.display })).toHaveAttribute(
      'href',
      `tel:${client.phone.tel}`,
    );
    const section = page.getByRole('region', { name: contactMr.map.heading });
    await expect(section.getByRole('link', { name: new RegExp(contactMr.map.openExternally) })).toHaveAttribute(
      'href',
      `https://www.google.com/maps?q=${encodeURIComponent(client.map.query)}`,
    );
    expect(await servedViolations(browser, page)).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });
});
