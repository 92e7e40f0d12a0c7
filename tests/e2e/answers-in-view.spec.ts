import { authExtras } from '../../src/content/auth.ts';
import { contact } from '../../src/content/contact.ts';
import { footer as footerMr } from '../../src/content/mr/footer.ts';
import { contact as contactMr } from '../../src/content/mr/contact.ts';
import { newsletter as newsletterMr } from '../../src/content/mr/newsletter.ts';
import { expect, test } from './fixtures.ts';
import { field, formAlert, registerButton } from './forms.ts';

/**
 * A form sent without JavaScript on a 360 px phone (issue 58 item 13, decision 104): the page it
 * is answered with opens at the answer, which stands above the form, whole on the screen, and the
 * tab's title says it first. Before, the page opened at its top and the answer was some 1,400 px
 * down, under the form.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

const tag = () => Math.random().toString(36).slice(2, 8);

test('Contact: after Send, the page opens at the thanks, above the emptied form', async ({ page, consoleProblems }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: contact.heading });
  await form.getByLabel(contact.form.labels.name).fill('Asha Patil');
  await form.getByLabel(contact.form.labels.email).fill(`asha.${tag()}@gaon.example`);
  await form.getByLabel(contact.form.labels.message).fill('May we visit in May?');
  await form.getByRole('button', { name: contact.form.submit }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1#contact-answer$/);
  await expect(page).toHaveTitle(new RegExp(`^${contact.form.answered.received} – `));
  const thanks = form.getByRole('status');
  await expect(thanks).toHaveText(contact.form.received);
  await expect(thanks).toBeInViewport({ ratio: 1 });
  await expect(form.getByLabel(contact.form.labels.name)).toBeInViewport();
  expect(consoleProblems).toEqual([]);
});

test('Contact in Marathi: a refused Send opens at why, above the fields', async ({ page, consoleProblems }) => {
  await page.goto('/mr/contact');
  const form = page.getByRole('form', { name: contactMr.heading });
  await form.getByLabel(contactMr.form.labels.name).fill('आशा पाटील');
  await form.getByLabel(contactMr.form.labels.email).fill('asha@');
  await form.getByRole('button', { name: contactMr.form.submit }).click();
  await expect(page).toHaveURL(/\/mr\/contact#contact-answer$/);
  await expect(page).toHaveTitle(new RegExp(`^${contactMr.form.answered.failed} – `));
  await expect(form.getByRole('alert')).toHaveText(contactMr.form.failures.invalid);
  await expect(form.getByRole('alert')).toBeInViewport({ ratio: 1 });
  expect(consoleProblems).toEqual([]);
});

test('the footer’s newsletter box, in Marathi: the sign-up page opens at its answer', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/mr/support');
  const box = page.getByRole('contentinfo').getByRole('form', { name: footerMr.newsletter.heading });
  await box.getByLabel(footerMr.newsletter.inputLabel).fill(`asha.${tag()}@gaon.example`);
  await box.getByRole('button', { name: footerMr.newsletter.button }).click();
  await expect(page).toHaveURL(/\/mr\/newsletter\?sent=confirm#newsletter-answer$/);
  await expect(page).toHaveTitle(new RegExp(`^${newsletterMr.signUp.answered.confirm} – `));
  const kept = page.getByRole('main').getByRole('status');
  await expect(kept).toHaveText(footerMr.newsletter.confirmSent);
  await expect(kept).toBeInViewport({ ratio: 1 });
  expect(consoleProblems).toEqual([]);
});

test('the registration form: a refused registration opens at why, above the fields', async ({ page }) => {
  await page.goto('/profile');
  await field(page, 'Name').fill('Ramesh Jadhav');
  await field(page, 'Mobile No').fill('12345');
  await registerButton(page).click();
  await expect(page).toHaveURL(/\/profile#registration-result$/);
  await expect(page).toHaveTitle(new RegExp(`^${authExtras.registration.answered.failed} – `));
  await expect(formAlert(page)).toContainText('Failed to register. Try again later.');
  await expect(formAlert(page)).toBeInViewport({ ratio: 1 });
});
