import type { Browser } from '@playwright/test';
import { footer } from '../../src/content/footer.ts';
import { footer as footerMr } from '../../src/content/mr/footer.ts';
import { newsletter } from '../../src/content/newsletter.ts';
import { newsletter as newsletterMr } from '../../src/content/mr/newsletter.ts';
import { axeViolations, expect, hydrated, test } from './fixtures.ts';
import { linksOf, mailTo } from './mail.ts';

/**
 * The newsletter box in Chromium (issue 39, decision 081), the site mailing through the test's
 * SMTP server (playwright.config.ts): a sign-up with JavaScript and without, in both languages,
 * is told a confirmation mail is on its way; the mail's link confirms with one press; the
 * admin's /admin/subscribers lists the address; the mail's other link leaves, and the list
 * no longer has it. axe on each page.
 */
const demo = { username: 'admin', password: 'agro@2025' };
const tagged = (who: string) => `${who}.${Math.random().toString(36).slice(2, 8)}@gaon.example`;

/** Signs `email` up with the footer's box on `path`, as a visitor with or without JavaScript. */
async function signUp(browser: Browser, path: string, email: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  try {
    const page = await context.newPage();
    await page.goto(path);
    if (javaScriptEnabled) await hydrated(page);
    const mr = path.startsWith('/mr/');
    const copy = mr ? footerMr.newsletter : footer.newsletter;
    const box = page.getByRole('contentinfo').getByRole('form', { name: copy.heading });
    await box.getByLabel(copy.inputLabel).fill(email);
    await box.getByRole('button', { name: copy.button }).click();
    if (javaScriptEnabled) {
      await expect(box.getByRole('status')).toHaveText(copy.confirmSent);
      await expect(box.getByLabel(copy.inputLabel)).toHaveValue('');
      await expect(page).toHaveURL(path);
    } else {
      await expect(page).toHaveURL(`${mr ? '/mr' : ''}/newsletter?sent=confirm#newsletter-answer`);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(copy.confirmSent);
    }
  } finally {
    await context.close();
  }
}

test('with and without JavaScript, in both languages, a sign-up is told its confirmation mail is on its way, and gets it', async ({
  browser,
}) => {
  // Four visitors, each waiting out the box's fill time and a mail.
  test.slow();
  const cases = [
    { path: '/support', js: true, lang: 'en' },
    { path: '/mr/support', js: true, lang: 'mr' },
    { path: '/gallery', js: false, lang: 'en' },
    { path: '/mr/gallery', js: false, lang: 'mr' },
  ] as const;
  for (const { path, js, lang } of cases) {
    const email = tagged(`${lang}-${js ? 'js' : 'plain'}`);
    await signUp(browser, path, email, js);
    const mail = await mailTo(email);
    expect(mail.subject).toBe(
      lang === 'mr'
        ? 'कृपया ॲग्रो टुरिझमच्या वार्तापत्राचे सदस्यत्व पक्के करा'
        : 'Please confirm your subscription to the Agro Tourism newsletter',
    );
    const [confirm] = linksOf(mail);
    expect(new URL(confirm!).pathname).toBe(`${lang === 'mr' ? '/mr' : ''}/newsletter/confirm`);
  }
});

test('without JavaScript, a malformed address is the sign-up page again, saying so, with what was typed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/mr/about');
    const copy = footerMr.newsletter;
    const box = page.getByRole('contentinfo').getByRole('form', { name: copy.heading });
    await box.getByLabel(copy.inputLabel).fill('sunita@gaon');
    await box.getByRole('button', { name: copy.button }).click();
    await expect(page).toHaveURL('/mr/newsletter#newsletter-answer');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(newsletterMr.signUp.heading);
    const field = main.getByLabel(copy.inputLabel);
    await expect(field).toHaveValue('sunita@gaon');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByRole('alert')).toHaveText(copy.invalidEmail);
  } finally {
    await context.close();
  }
});

test('the confirm link confirms with one press, the admin lists the address, and the leave link removes it', async ({
  page,
  browser,
  consoleProblems,
}) => {
  // Four pages, a login and axe three times, waiting for a mail: three times the usual 30 s on a busy machine.
  test.slow();
  const email = tagged('whole-way');
  await signUp(browser, '/home', email, true);
  const [confirm, leave] = linksOf(await mailTo(email));

  // A visitor opening the mail's links, in a browser of their own.
  const reader = await browser.newContext();
  try {
    const visitor = await reader.newPage();
    await visitor.goto(confirm!);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newsletter.confirm.heading);
    await expect(visitor.getByRole('main')).toContainText(newsletter.confirm.ask.replace('{email}', email));
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.getByRole('button', { name: newsletter.confirm.button }).click();
    await expect(visitor.getByRole('main').getByRole('alert')).toHaveText(
      newsletter.confirm.confirmed.replace('{email}', email),
    );
    // Said by the new page's heading and title too (decision 104).
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newsletter.confirm.headings.done);
    await expect(visitor).toHaveTitle(new RegExp(`^${newsletter.confirm.headings.done} \\|`));
    await expect(visitor.getByRole('button', { name: newsletter.confirm.button })).toHaveCount(0);
  } finally {
    await reader.close();
  }

  await page.goto('/admin/subscribers?show=confirmed');
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/admin/subscribers?show=confirmed')}`);
  await page.getByLabel('Username').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin/subscribers?show=confirmed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter subscribers');
  await expect(
    page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: 'Subscribers' }),
  ).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText(footer.newsletter.note);
  expect(await axeViolations(page)).toEqual([]);

  const reader2 = await browser.newContext();
  try {
    const visitor = await reader2.newPage();
    await visitor.goto(leave!);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newsletter.unsubscribe.heading);
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.getByRole('button', { name: newsletter.unsubscribe.button }).click();
    await expect(visitor.getByRole('main').getByRole('alert')).toHaveText(newsletter.unsubscribe.done);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newsletter.unsubscribe.headings.done);
    await expect(visitor).toHaveTitle(new RegExp(`^${newsletter.unsubscribe.headings.done} \\|`));
    // The same link again: it names nobody any more, and says so.
    await visitor.goto(leave!);
    await expect(visitor.getByRole('main').getByRole('alert')).toContainText('This link does not work');
  } finally {
    await reader2.close();
  }

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) })).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});
