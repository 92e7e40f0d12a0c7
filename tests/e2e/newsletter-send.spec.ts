import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import type { Browser, Page } from '@playwright/test';
import { fillTemplate } from '../../src/content/fill-template.ts';
import { footer } from '../../src/content/footer.ts';
import { footer as footerMr } from '../../src/content/mr/footer.ts';
import { newsletter } from '../../src/content/newsletter.ts';
import { newsletter as newsletterMr } from '../../src/content/mr/newsletter.ts';
import { sitePort } from '../../playwright.config.ts';
import { axeViolations, expect, hydrated, test } from './fixtures.ts';
import { linksOf, mailsTo, mailTo } from './mail.ts';

/**
 * A newsletter issue from the office to its subscribers (issue 55, decision 099) in Chromium on a
 * 360 px phone, through the production server, its store, its sender and the mail catcher: two
 * visitors of this file's own sign up with the footer's box (one on an English page, one on a
 * Marathi page) and confirm from their mails; the office writes an issue in both languages in
 * Markdown, sees its preview as HTML and as plain text, mails itself a test, reads the compose
 * page in Marathi too, ticks the box and sends; Refresh shows the progress until the issue has
 * gone out; each visitor got one mail, in their language, with its own leave link in the
 * List-Unsubscribe headers; the archive lists the issue in both languages and shows its text; a
 * visitor leaves with their mail's link and is gone. axe on every page.
 *
 * The site sends one issue at a time (another's Send answers `busy`) and other files sign up
 * subscribers of their own meanwhile: the steps run in order in one worker, the send waits its
 * turn, and only this file's addresses are counted. Both visitors leave at the end, so the store
 * keeps no subscriber of this file's for the next run's sending.
 */
test.describe.configure({ mode: 'serial' });
const phone = { width: 360, height: 740 };
test.use({ viewport: phone, locale: 'en-US' });

const demo = { username: 'admin', password: 'agro@2025' };
const compose = newsletter.compose;
const composeMr = newsletterMr.compose;
const origin = `http://127.0.0.1:${sitePort}`;
const tag = randomUUID().slice(0, 8);

/** This run's issue: a heading, a list and a link in each language, the tag in its subjects. */
const issue = {
  subject_en: `Mango season at the farms ${tag}`,
  subject_mr: `शेतांवरचा आंब्यांचा हंगाम ${tag}`,
  body_en: [
    `# Mangoes are ripe ${tag}`,
    '',
    'Come and pick them with us this May:',
    '',
    '- Alphonso from the Konkan orchards',
    '- Kesar on the terraces near Junnar',
    '',
    'Read more on [our workshops page](/workshops).',
  ].join('\n'),
  body_mr: [
    `# आंबे पिकले ${tag}`,
    '',
    'या मे महिन्यात आमच्यासोबत आंबे तोडायला या:',
    '',
    '- कोकणातील बागांमधला हापूस',
    '- जुन्नरजवळच्या टप्प्यांवरचा केसर',
    '',
    'अधिक माहिती [आमच्या कार्यशाळांच्या पानावर](/mr/workshops).',
  ].join('\n'),
};

/** This run's two subscribers, and the office's own address for the test mail. */
const readers = {
  en: { email: `reader-en.${tag}@gaon.example`, path: '/about' },
  mr: { email: `reader-mr.${tag}@gaon.example`, path: '/mr/gallery' },
} as const;
const testAddress = `office-test.${tag}@gaon.example`;

/** What the steps hand on: the issue's id and archive address, and each reader's issue mail. */
const made: { id?: string; slug?: string; mails?: Record<'en' | 'mr', ParsedMail> } = {};

async function logIn(page: Page, next: string) {
  await page.goto(next);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(next).replaceAll('.', '\\.')}$`));
  const mr = next.startsWith('/mr/');
  await page.getByLabel(mr ? 'वापरकर्तानाव' : 'Username').fill(demo.username);
  await page.getByLabel(mr ? 'पासवर्ड' : 'Password').fill(demo.password);
  await page.getByRole('button', { name: mr ? 'लॉग इन करा' : 'Login' }).click();
  await expect(page).toHaveURL(next);
}

/** The issue's page in a language. */
const issuePath = (lang: 'en' | 'mr' = 'en') => `${lang === 'mr' ? '/mr' : ''}/admin/newsletter/${made.id!}`;

/** The page's alert (FormAlert: always there, empty until it says something). */
const alertOf = (page: Page) => page.getByRole('main').getByRole('alert').first();

/** The mails to `address` whose subject is `subject`, waited for until there are `count`. */
async function mailsWithSubject(address: string, subject: string, count = 1): Promise<ParsedMail[]> {
  const found = async () => (await mailsTo(address)).filter((mail) => mail.subject === subject);
  await expect.poll(async () => (await found()).length, { timeout: 30_000 }).toBe(count);
  return found();
}

/** A header as the mail carried it (mailparser folds the List-* headers into one object). */
const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');

/** Signs `email` up with the footer's box on `path`, on a phone, then confirms from the mail's link with its button. */
async function signUpAndConfirm(browser: Browser, path: string, email: string) {
  const mr = path.startsWith('/mr/');
  const copy = mr ? footerMr.newsletter : footer.newsletter;
  const words = mr ? newsletterMr : newsletter;
  const context = await browser.newContext({ viewport: phone });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    const box = page.getByRole('contentinfo').getByRole('form', { name: copy.heading });
    await box.getByLabel(copy.inputLabel).fill(email);
    await box.getByRole('button', { name: copy.button }).click();
    await expect(box.getByRole('status')).toHaveText(copy.confirmSent);

    const [confirm] = linksOf(await mailTo(email));
    expect(new URL(confirm!).pathname).toBe(`${mr ? '/mr' : ''}/newsletter/confirm`);
    await page.goto(confirm!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.confirm.heading);
    await page.getByRole('button', { name: words.confirm.button }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      fillTemplate(words.confirm.confirmed, { email }),
    );
  } finally {
    await context.close();
  }
}

/** What a link that names nobody says, up to its first colon (the rest names the office's address). */
const unknown = (words: { unsubscribe: { unknown: string } }) => words.unsubscribe.unknown.split(':')[0]!;

/** The page scrolls no wider than the phone. */
async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test('two visitors sign up with the footer box, one on an English page and one on a Marathi page, and confirm from their mails', async ({
  browser,
}) => {
  // Two visitors, each waiting out the box's fill time and a mail.
  test.slow();
  await signUpAndConfirm(browser, readers.en.path, readers.en.email);
  await signUpAndConfirm(browser, readers.mr.path, readers.mr.email);
});

test('the office writes an issue in both languages, sees its preview as HTML and as plain text, and mails itself a test', async ({
  page,
  consoleProblems,
}) => {
  test.slow();
  await logIn(page, '/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(compose.heading);
  await expect(
    page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: compose.title }),
  ).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: compose.newIssue }).click();
  await expect(page).toHaveURL('/admin/newsletter/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(compose.newIssue);
  // Nothing to preview, test or send before the draft is saved.
  await expect(page.getByRole('region', { name: compose.preview })).toHaveCount(0);
  await expect(page.getByRole('button', { name: compose.sendTest })).toHaveCount(0);
  for (const field of ['subject_en', 'body_en', 'subject_mr', 'body_mr'] as const)
    await page.getByLabel(compose.labels[field], { exact: true }).fill(issue[field]);
  await page.getByRole('button', { name: compose.save }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}\?done=created$/);
  made.id = /\/admin\/newsletter\/([0-9a-f-]{36})/.exec(page.url())![1];
  await expect(alertOf(page)).toHaveText(compose.created);
  // The page's own heading first (the preview's Markdown headings are headings too).
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(issue.subject_en);
  // What was written is kept, lines and all.
  await expect(page.getByLabel(compose.labels.body_mr, { exact: true })).toHaveValue(issue.body_mr);

  // The preview: the heading a heading, the list a list, the link a link on the site; the plain text gives its address.
  const preview = page.getByRole('region', { name: compose.preview });
  for (const [lang, words] of [
    [
      'en',
      { heading: `Mangoes are ripe ${tag}`, item: 'Alphonso from the Konkan orchards', link: 'our workshops page' },
    ],
    ['mr', { heading: `आंबे पिकले ${tag}`, item: 'कोकणातील बागांमधला हापूस', link: 'आमच्या कार्यशाळांच्या पानावर' }],
  ] as const) {
    const part = preview.locator(`[lang="${lang}"]`);
    const language = lang === 'en' ? compose.english : compose.marathi;
    await expect(part.getByRole('heading', { name: `${language}: ${compose.previewHtml}` })).toBeVisible();
    // The body's `#` sits under the preview's own headings (h3): an h4 there.
    await expect(part.getByRole('heading', { level: 4, name: words.heading })).toBeVisible();
    await expect(part.getByRole('listitem')).toHaveCount(2);
    await expect(part.getByRole('listitem').first()).toHaveText(words.item);
    const address = `${origin}${lang === 'mr' ? '/mr' : ''}/workshops`;
    await expect(part.getByRole('link', { name: words.link })).toHaveAttribute('href', address);
    await expect(part.getByRole('heading', { name: `${language}: ${compose.previewText}` })).toBeVisible();
    const plain = part.locator('pre');
    await expect(plain).toContainText(words.heading);
    await expect(plain).toContainText(`- ${words.item}`);
    await expect(plain).toContainText(`${words.link} (${address})`);
    // Markdown's marks are gone from the plain text.
    await expect(plain).not.toContainText('# ');
  }
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // A test to the office's own address: one mail in each language, whose leave link names nobody.
  await page.getByLabel(compose.testTo, { exact: true }).fill(testAddress);
  await page.getByRole('button', { name: compose.sendTest }).click();
  // Answered on the same address, naming the address the test went to.
  await expect(page).toHaveURL(issuePath());
  await expect(alertOf(page)).toHaveText(fillTemplate(compose.testSent, { email: testAddress }));
  const [testEn] = await mailsWithSubject(testAddress, issue.subject_en);
  const [testMr] = await mailsWithSubject(testAddress, issue.subject_mr);
  expect(testEn!.text).toContain('Alphonso from the Konkan orchards');
  expect(testMr!.text).toContain('कोकणातील बागांमधला हापूस');
  expect(headerLine(testEn!, 'List-Unsubscribe')).toMatch(
    /^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token=/,
  );
  // Still a draft: no progress yet, and nothing went to a subscriber.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await mailsTo(readers.en.email)).toHaveLength(1);
  expect(await mailsTo(readers.mr.email)).toHaveLength(1);

  // The list has the draft, with no progress.
  await page.getByRole('navigation', { name: 'Admin area' }).getByRole('link', { name: compose.title }).click();
  await expect(page).toHaveURL('/admin/newsletter');
  const row = page.getByRole('row', { name: new RegExp(issue.subject_en) });
  await expect(row).toContainText(compose.statuses.draft);
  await expect(row.getByRole('link', { name: `${compose.open}: ${issue.subject_en}` })).toHaveAttribute(
    'href',
    issuePath(),
  );
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test('the compose pages in Marathi speak Marathi', async ({ page, consoleProblems }) => {
  test.slow();
  await logIn(page, issuePath('mr'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(issue.subject_en);
  for (const field of ['subject_en', 'body_en', 'subject_mr', 'body_mr'] as const)
    await expect(page.getByLabel(composeMr.labels[field], { exact: true })).toHaveValue(issue[field]);
  await expect(page.getByRole('group', { name: composeMr.english })).toBeVisible();
  await expect(page.getByRole('group', { name: composeMr.marathi })).toBeVisible();
  await expect(page.getByRole('button', { name: composeMr.save })).toBeVisible();
  const preview = page.getByRole('region', { name: composeMr.preview });
  await expect(preview.getByRole('heading', { name: `${composeMr.marathi}: ${composeMr.previewHtml}` })).toBeVisible();
  await expect(preview.getByRole('heading', { name: `${composeMr.english}: ${composeMr.previewText}` })).toBeVisible();
  await expect(page.getByLabel(composeMr.testTo, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: composeMr.sendTest })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: composeMr.sendConfirm })).not.toBeChecked();
  await expect(page.getByRole('button', { name: /^\d+ सदस्यांना पाठवा$/ })).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/mr/admin/newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(composeMr.heading);
  await expect(page.getByRole('link', { name: composeMr.newIssue })).toHaveAttribute(
    'href',
    '/mr/admin/newsletter/new',
  );
  await expect(page.getByRole('row', { name: new RegExp(issue.subject_en) })).toContainText(composeMr.statuses.draft);
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test('sent after the box is ticked: Refresh shows the progress until it has gone out; each reader gets one mail in their language; the archive shows it in both languages', async ({
  page,
  consoleProblems,
}) => {
  // Sends at NEWSLETTER_RATE (60 a minute by default) to every confirmed subscriber, after any issue going out already.
  test.setTimeout(180_000);
  await logIn(page, issuePath());
  const send = page.getByRole('button', { name: /^Send to \d+ subscribers$/ });
  const confirmed = Number(/\d+/.exec((await send.textContent()) ?? '')![0]);
  expect(confirmed).toBeGreaterThanOrEqual(2);

  // Without the box ticked the browser asks for it (the field is required); the server would too.
  await send.click();
  await expect(page).toHaveURL(issuePath());
  expect(
    await page
      .getByRole('checkbox', { name: compose.sendConfirm })
      .evaluate((box: HTMLInputElement) => box.validity.valueMissing),
  ).toBe(true);

  // One issue goes out at a time: while another file's (or an earlier run's) is going, Send says so; try again.
  await expect(async () => {
    await page.goto(issuePath());
    await page.getByRole('checkbox', { name: compose.sendConfirm }).check();
    await page.getByRole('button', { name: /^Send to \d+ subscribers$/ }).click();
    await expect(alertOf(page)).not.toHaveText(compose.busy);
    await expect(page).toHaveURL(`${issuePath()}?done=started`);
  }).toPass({ intervals: [2_000, 5_000], timeout: 90_000 });
  await expect(alertOf(page)).toHaveText(/^Sending has started: \d+ mails\.$/);
  // No longer a draft: its words are as sent, and no button changes or sends it again.
  await expect(page.getByLabel(compose.labels.subject_en, { exact: true })).toHaveJSProperty('readOnly', true);
  await expect(page.getByRole('button', { name: compose.save })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Send to/ })).toHaveCount(0);

  // The progress, by Refresh, until it says sent.
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${compose.progress}: `) });
  await expect(heading).toBeVisible();
  await expect(async () => {
    await page.getByRole('link', { name: compose.refresh }).click();
    await expect(page).toHaveURL(issuePath());
    await expect(heading).toHaveText(`${compose.progress}: ${compose.statuses.sent}`, { timeout: 1_000 });
  }).toPass({ intervals: [1_000, 2_000], timeout: 120_000 });
  const progress = page.getByRole('progressbar', { name: `${compose.progress}: ${compose.statuses.sent}` });
  const max = await progress.getAttribute('max');
  expect(Number(max)).toBeGreaterThanOrEqual(2);
  await expect(progress).toHaveAttribute('value', max!);
  await expect(page.getByRole('main')).toContainText(/\d+ sent, 0 failed, 0 left to send/);
  await expect(page.getByRole('button', { name: compose.pause })).toHaveCount(0);
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // Each reader got the issue once, in their language, with a leave link of their own in its headers.
  const [mailEn] = await mailsWithSubject(readers.en.email, issue.subject_en);
  const [mailMr] = await mailsWithSubject(readers.mr.email, issue.subject_mr);
  expect(await mailsTo(readers.en.email)).toHaveLength(2);
  expect(await mailsTo(readers.mr.email)).toHaveLength(2);
  const leaves: string[] = [];
  for (const [lang, mail] of [
    ['en', mailEn!],
    ['mr', mailMr!],
  ] as const) {
    expect(headerLine(mail, 'Content-Language')).toBe(lang);
    expect(mail.text).toContain(lang === 'en' ? 'Kesar on the terraces near Junnar' : 'जुन्नरजवळच्या टप्प्यांवरचा केसर');
    expect(mail.html).toContain(lang === 'en' ? `<h1>Mangoes are ripe ${tag}</h1>` : `<h1>आंबे पिकले ${tag}</h1>`);
    const unsubscribe = /^<(.+)>$/.exec(headerLine(mail, 'List-Unsubscribe') ?? '')?.[1];
    expect(unsubscribe).toMatch(
      new RegExp(
        `^${origin.replaceAll('.', '\\.')}${lang === 'mr' ? '/mr' : ''}/newsletter/unsubscribe\\?token=[\\w-]{43}$`,
      ),
    );
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The same link at the mail's foot.
    expect(linksOf(mail)).toContain(unsubscribe);
    leaves.push(unsubscribe!);
  }
  // Each mail's own link: not the confirmation mail's, not the other reader's.
  const [confirmEn] = await mailsTo(readers.en.email);
  expect(linksOf(confirmEn!)).not.toContain(leaves[0]);
  expect(leaves[0]).not.toBe(leaves[1]);
  made.mails = { en: mailEn!, mr: mailMr! };

  // The archive, reached from the issue's page: the issue's own page in English.
  const archiveLink = page.getByRole('link', { name: compose.archiveLink });
  made.slug = /^\/newsletter\/archive\/([\w-]+)$/.exec((await archiveLink.getAttribute('href')) ?? '')?.[1];
  expect(made.slug).toBeDefined();
  await archiveLink.click();
  await expect(page).toHaveURL(`/newsletter/archive/${made.slug}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(issue.subject_en);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: `Mangoes are ripe ${tag}` })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveText([
    'Alphonso from the Konkan orchards',
    'Kesar on the terraces near Junnar',
  ]);
  await expect(article.getByRole('link', { name: 'our workshops page' })).toHaveAttribute('href', '/workshops');
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // The whole archive, from the footer's link under the newsletter box, lists it.
  await page.getByRole('contentinfo').getByRole('link', { name: newsletter.archive.link }).click();
  await expect(page).toHaveURL('/newsletter/archive');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletter.archive.heading);
  await expect(page.getByRole('main').getByRole('link', { name: issue.subject_en })).toHaveAttribute(
    'href',
    `/newsletter/archive/${made.slug}`,
  );
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);

  // In Marathi: the list, and the issue's page with its Marathi text.
  await page.goto('/mr/newsletter/archive');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletterMr.archive.heading);
  await page.getByRole('main').getByRole('link', { name: issue.subject_mr }).click();
  await expect(page).toHaveURL(`/mr/newsletter/archive/${made.slug}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(issue.subject_mr);
  await expect(page.getByRole('article')).toHaveAttribute('lang', /^mr\b/);
  await expect(page.getByRole('article').getByRole('listitem').first()).toHaveText('कोकणातील बागांमधला हापूस');
  await expect(page.getByRole('article').getByRole('link', { name: 'आमच्या कार्यशाळांच्या पानावर' })).toHaveAttribute(
    'href',
    '/mr/workshops',
  );
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: newsletterMr.archive.back }).click();
  await expect(page).toHaveURL('/mr/newsletter/archive');
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("a reader leaves with their issue mail's own link, and is gone", async ({ browser, page, request }) => {
  test.slow();
  const { en, mr } = made.mails!;
  const leaveEn = /^<(.+)>$/.exec(headerLine(en, 'List-Unsubscribe')!)![1]!;
  const leaveMr = /^<(.+)>$/.exec(headerLine(mr, 'List-Unsubscribe')!)![1]!;
  const row = (email: string) => page.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });

  // Both readers are on the office's list of confirmed subscribers.
  await logIn(page, '/admin/subscribers?show=confirmed');
  for (const { email } of Object.values(readers)) await expect(row(email)).toHaveCount(1);

  // The English reader opens the link and presses the button.
  const reader = await browser.newContext({ viewport: phone });
  try {
    const visitor = await reader.newPage();
    await visitor.goto(leaveEn);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newsletter.unsubscribe.heading);
    await expect(visitor.getByRole('main')).toContainText(
      fillTemplate(newsletter.unsubscribe.ask, { email: readers.en.email }),
    );
    await noSidewaysScroll(visitor);
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.getByRole('button', { name: newsletter.unsubscribe.button }).click();
    await expect(visitor.getByRole('main').getByRole('alert')).toHaveText(newsletter.unsubscribe.done);
    // The same link again names nobody, and says so.
    await visitor.goto(leaveEn);
    await expect(visitor.getByRole('main').getByRole('alert')).toContainText(unknown(newsletter));
    await expect(visitor.getByRole('button', { name: newsletter.unsubscribe.button })).toHaveCount(0);
  } finally {
    await reader.close();
  }

  // The Marathi reader's mail program leaves with one click (RFC 8058): the header's POST; the link names nobody after.
  const oneClick = await request.post(leaveMr, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  const after = await browser.newContext({ viewport: phone });
  try {
    const visitor = await after.newPage();
    await visitor.goto(leaveMr);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newsletterMr.unsubscribe.headings.unknown);
    await expect(visitor.getByRole('main').getByRole('alert')).toContainText(unknown(newsletterMr));
  } finally {
    await after.close();
  }

  // Neither is on the office's list any more.
  await page.reload();
  for (const { email } of Object.values(readers)) await expect(row(email)).toHaveCount(0);
});
