import { contact } from '../../src/content/contact.ts';
import { axeViolations, expect, test } from './fixtures.ts';

/**
 * The admin inbox in Chromium (issue 39, decision 079): a message sent with the Contact form
 * (without JavaScript, a plain post) is in /admin/messages once the admin logs in, with the count
 * of new ones; it opens, is marked handled and deleted with plain forms. axe on both pages.
 */
const demo = { username: 'admin', password: 'agro@2025' };

test('a message sent from Contact is in the inbox: opened, marked handled, deleted', async ({ page, browser }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `Inbox Visitor ${tag}`;
  const text = `Can we visit in June? (${tag})\nWe are four.\n<b>not bold</b>`;

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const visitor = await noScript.newPage();
    await visitor.goto('/contact');
    const form = visitor.getByRole('form', { name: contact.heading });
    await form.getByLabel(contact.form.labels.name).fill(name);
    await form.getByLabel(contact.form.labels.email).fill(`visitor.${tag}@gaon.example`);
    await form.getByLabel(contact.form.labels.message).fill(text);
    await form.getByRole('button', { name: contact.form.submit }).click();
    await expect(visitor).toHaveURL(/\/contact\?sent=1#contact-answer$/);
  } finally {
    await noScript.close();
  }

  await page.goto('/admin/messages?show=new');
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/admin/messages?show=new')}`);
  await page.getByLabel('Username').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin/messages?show=new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
  const areaNav = page.getByRole('navigation', { name: 'Admin area' });
  await expect(areaNav.getByRole('link', { name: /^Messages \d+ new$/ })).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`Can we visit in June? (${tag})`);
  await expect(row).toContainText('English');
  await expect(row.getByRole('link', { name: `visitor.${tag}@gaon.example` })).toHaveAttribute(
    'href',
    `mailto:visitor.${tag}@gaon.example`,
  );
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('link', { name: new RegExp(`^Open: ${name}`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Message from ${name}`);
  const body = page.getByRole('region', { name: 'Message' }).locator('p');
  await expect(body).toHaveText(text);
  await expect(body).toHaveCSS('white-space', 'pre-wrap');
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:visitor.${tag}@gaon.example?subject=${encodeURIComponent('Re: your message to Agro Tourism')}`,
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\/[0-9a-f-]{36}\?done=handled$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The message is marked handled.');
  await expect(page.getByRole('button', { name: 'Mark as new again' })).toBeVisible();

  // Delete asks twice: the button is inside a disclosure.
  const confirm = page.getByRole('button', { name: 'Delete for good' });
  await expect(confirm).toBeHidden();
  await page.getByText('Delete this message…').click();
  await confirm.click();
  await expect(page).toHaveURL('/admin/messages?deleted=1');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The message is deleted.');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
