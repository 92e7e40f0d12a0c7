import type { Locator, Page } from '@playwright/test';
import { admin } from '../../src/content/admin.ts';
import { expect, test } from './fixtures.ts';

/**
 * What a visual audit at 360 and 1280 px found on phones (issue 58 item 16, decision 104), each
 * measured in the browser: the fixed WhatsApp button over nothing one taps, 44 × 44 px targets,
 * a destructive button that looks it, phone numbers whole, and a picture viewer larger than the
 * gallery it opens from.
 */
async function signIn(page: Page) {
  const login = await page.request.post('/api/login/', { data: { username: 'admin', password: 'agro@2025' } });
  expect(login.ok()).toBe(true);
}

/** How a button looks: its colours, its border and whether a symbol comes with its words. */
const look = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      border: style.borderTopColor,
      borderWidth: style.borderTopWidth,
      color: style.color,
      symbol: element.querySelector('svg[aria-hidden="true"]') !== null,
    };
  });

test('a destructive button does not look like the main action beside it: outlined, red, a symbol before its words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const name = `Polish ${Math.random().toString(36).slice(2, 8)}`;
  const sent = await page.request.post('/contact', {
    form: { name, email: 'polish@gaon.example', message: `A message to delete, from ${name}.`, website: '' },
    headers: { 'Sec-Fetch-Site': 'same-origin' },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  await signIn(page);
  await page.goto('/admin/messages');
  await page
    .getByRole('main')
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name: new RegExp(`^${admin.messages.open}: ${name}`) })
    .click();
  await page.getByText(admin.message.deleteOpen).click();
  const main = page.getByRole('main');
  const handled = await look(main.getByRole('button', { name: admin.message.markHandled }));
  const destroy = await look(main.getByRole('button', { name: admin.message.deleteConfirm }));
  expect(destroy.background).not.toBe(handled.background);
  expect(destroy.color).not.toBe(handled.color);
  expect(destroy.border, 'an outline in its own colour').toBe(destroy.color);
  expect(destroy.borderWidth).not.toBe('0px');
  expect([handled.symbol, destroy.symbol]).toEqual([false, true]);
});
