import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import type { Browser, Locator, Page } from '@playwright/test';
import { client } from '../../src/content/client.ts';
import { enquiries } from '../../src/content/enquiries.ts';
import { fillTemplate } from '../../src/content/fill-template.ts';
import { enquiries as enquiriesMr } from '../../src/content/mr/enquiries.ts';
import { axeViolations, expect, hydrated, test } from './fixtures.ts';
import { open } from './forms.ts';
import { mailsTo, mailTo } from './mail.ts';

/**
 * Enquiries from a listed centre's page (issue 54, decision 098) in Chromium on a 360 px phone,
 * through the production server, its store and the mail catcher: the office makes and publishes
 * a centre whose owner agreed to receive enquiries by e-mail; a visitor asks it, with JavaScript
 * in English and without in Marathi, and gets a reference; the office, the owner (Reply-To the
 * visitor, with their two links) and the visitor are mailed; the owner's "I have replied" link
 * shows in the office's trail; the form works from the keyboard and passes axe with its errors
 * showing, as /admin/enquiries does. Every test makes a centre and an owner's address of its own,
 * so tests never meet.
 */
test.use({ viewport: { width: 360, height: 740 }, locale: 'en-US' });
const demo = { username: 'admin', password: 'agro@2025' };
const phone = { width: 360, height: 740 };
const form = enquiries.form;
const formMr = enquiriesMr.form;
/** Every reference's shape (contract.ts: AT- and four of an alphabet without 0/O, 1/I/L). */
const referencePattern = /AT-[2-9A-Z]{4}/;

async function logIn(page: Page, next: string) {
  await page.goto(next);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Username').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(next);
}

interface Centre {
  id: string;
  name: string;
  slug: string;
  /** The owner's address, this test's own: the owner's mails are found by it. */
  owner: string;
  whatsapp: string;
}

/**
 * Signs in as the office and makes a published centre from /admin/centres/new, its owner's
 * consent recorded with it: phone and WhatsApp shown, enquiries mailed to the owner (in Marathi,
 * the default). The page stays signed in.
 */
async function publishedCentre(page: Page): Promise<Centre> {
  const tag = randomUUID().slice(0, 8);
  const centre = { name: `Amrai Farm ${tag}`, owner: `owner.${tag}@gaon.example`, whatsapp: '9890054321' };
  await logIn(page, '/admin/centres/new');
  await page.getByLabel('Name in English (required)').fill(centre.name);
  await page.getByLabel('District (required)').selectOption('pune');
  await page.getByRole('group', { name: 'Months it is open (at least one)' }).getByLabel('December').check();
  await page.getByLabel('Phone (10 digits)').fill('9890012345');
  await page.getByLabel('WhatsApp (10 digits)').fill(centre.whatsapp);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(centre.owner);
  await page.getByLabel('Given by').fill('Sangita Kale');
  await page.getByLabel('Given on').fill('2026-11-30');
  const channels = page.getByRole('group', { name: 'Contact channels that may be shown' });
  await channels.getByLabel('Phone', { exact: true }).check();
  await channels.getByLabel('WhatsApp', { exact: true }).check();
  await page.getByLabel("The owner agrees to receive visitors' enquiries by e-mail").check();
  await page.getByRole('button', { name: 'Make the draft' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toContainText('The draft is made.');
  const id = /\/admin\/centres\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(id).toBeDefined();
  await expect(
    page.getByText("The owner agreed to receive visitors' enquiries by e-mail. Mails to the owner are in Marathi."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('main').getByRole('alert').first()).toHaveText(
    'Published: the centre is in the directory now.',
  );
  const href = await page.getByRole('link', { name: 'See its public page' }).getAttribute('href');
  const slug = /^\/centres\/([a-z0-9-]+)$/.exec(href ?? '')?.[1];
  expect(slug, `the public page's address: ${href}`).toBeDefined();
  return { ...centre, id: id!, slug: slug! };
}

/** A day `days` from now in India (YYYY-MM-DD), as the form's date fields take it. */
const dayAhead = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000));

/** The mails to `address` whose subject names `reference`, waited for until there are `count`. */
async function mailsAbout(address: string, reference: string, count = 1): Promise<ParsedMail[]> {
  const about = async () => (await mailsTo(address)).filter((mail) => mail.subject?.includes(reference));
  await expect.poll(async () => (await about()).length, { timeout: 15_000 }).toBe(count);
  return about();
}

/** The reference the form's status says, once it says one (the island posts no sooner than 3 s after it woke). */
async function referenceIn(status: Locator): Promise<string> {
  await expect(status).toContainText(referencePattern, { timeout: 15_000 });
  return referencePattern.exec((await status.textContent()) ?? '')![0];
}

/** The enquiry form of a centre's page, in English or Marathi. */
const enquiryForm = (page: Page, heading = form.heading) => page.getByRole('form', { name: heading });

/** Sends an enquiry from the English page without JavaScript (no fill time to wait), and returns its reference. */
async function plainEnquiry(browser: Browser, centre: Centre, visitor: { name: string; email: string }) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  try {
    const page = await context.newPage();
    await page.goto(`/centres/${centre.slug}`);
    const enquiry = enquiryForm(page);
    await enquiry.getByLabel(form.labels.name, { exact: true }).fill(visitor.name);
    await enquiry.getByLabel(form.labels.email, { exact: true }).fill(visitor.email);
    await enquiry.getByLabel(form.labels.flexible).check();
    await enquiry.getByRole('button', { name: form.submit }).click();
    return await referenceIn(enquiry.getByRole('status'));
  } finally {
    await context.close();
  }
}

/** The page scrolls no wider than the phone. */
async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test('with JavaScript on a phone: the enquiry gets a reference, WhatsApp carries it, and three mails go', async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(60_000);
  const centre = await publishedCentre(page);
  const tag = randomUUID().slice(0, 8);
  const visitor = { name: `Asha Patil ${tag}`, email: `asha.${tag}@gaon.example` };
  const [from, to] = [dayAhead(20), dayAhead(22)];

  await open(page, `/centres/${centre.slug}`);
  await noSidewaysScroll(page);
  const enquiry = enquiryForm(page);
  await expect(enquiry.getByRole('link', { name: form.privacyLink })).toHaveAttribute('href', '/privacy');
  await enquiry.getByLabel(form.labels.name, { exact: true }).fill(visitor.name);
  await enquiry.getByLabel(form.labels.email, { exact: true }).fill(visitor.email);
  await enquiry.getByLabel(form.labels.phone, { exact: true }).fill('98765 43210');
  await enquiry.getByLabel(form.labels.dateFrom, { exact: true }).fill(from);
  await enquiry.getByLabel(form.labels.dateTo, { exact: true }).fill(to);
  await enquiry.getByLabel(form.visits.stay).check();
  await enquiry.getByLabel(form.labels.adults, { exact: true }).fill('3');
  await enquiry.getByLabel(form.labels.children, { exact: true }).fill('2');
  await enquiry.getByLabel(form.labels.group, { exact: true }).selectOption({ label: form.groups.school });
  await enquiry.getByLabel(form.labels.replyLanguage, { exact: true }).selectOption({ label: form.languages.en });
  await enquiry.getByLabel(form.labels.message, { exact: true }).fill(`Can the children see the milking? (${tag})`);
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === `/centres/${centre.slug}`,
  );
  await enquiry.getByRole('button', { name: form.submit }).click();

  // The island posts JSON to the centre's page with an Idempotency-Key.
  const request = await posted;
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(request.postDataJSON()).toMatchObject({ name: visitor.name, visit: 'stay', group: 'school' });

  const status = enquiry.getByRole('status');
  const reference = await referenceIn(status);
  await expect(status).toContainText(fillTemplate(form.received, { centre: centre.name, reference }));
  await expect(status).toContainText(form.receivedMail);
  const whatsapp = status.getByRole('link', { name: form.receivedWhatsapp });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/91${centre.whatsapp}?text=${encodeURIComponent(
      fillTemplate(form.whatsappText, { name: centre.name, reference }),
    )}`,
  );
  expect(await whatsapp.getAttribute('href')).toContain(encodeURIComponent(reference));
  // Received, the fields are cleared for another enquiry.
  await expect(enquiry.getByLabel(form.labels.name, { exact: true })).toHaveValue('');
  await noSidewaysScroll(page);

  // The office: in English, Reply-To the visitor, the enquiry's facts and the trail's address.
  const [office] = await mailsAbout(client.email, reference);
  expect(office!.subject).toBe(`Agro Tourism website: enquiry ${reference} for ${centre.name}`);
  expect(office!.replyTo?.value).toEqual([{ address: visitor.email, name: visitor.name }]);
  expect(office!.text).toContain(enquiries.mail.office.ownerMailed);
  expect(office!.text).toContain(`Mobile: 9876543210`);
  expect(office!.text).toContain(`/admin/enquiries?centre=${centre.id}`);

  // The owner: in Marathi, Reply-To the visitor, with the links "I have replied" and "I cannot take this".
  const [owner] = await mailsAbout(centre.owner, reference);
  expect(owner!.replyTo?.value).toEqual([{ address: visitor.email, name: visitor.name }]);
  expect(owner!.headers.get('content-language')).toBe('mr');
  expect(owner!.text).toContain(enquiriesMr.mail.owner.replied);
  expect(owner!.text).toContain(`(${tag})`);
  const links = [...(owner!.text ?? '').matchAll(/https?:\/\/\S+\/owner\?token=[\w-]{43}/g)].map(([link]) => link);
  expect(links).toHaveLength(2);
  expect(new Set(links).size).toBe(2);
  for (const link of links) expect(new URL(link).pathname).toBe('/mr/owner');

  // The visitor: their copy, in the page's language, without the owner's links.
  const copy = await mailTo(visitor.email);
  expect(copy.subject).toBe(`Your enquiry ${reference} to ${centre.name}`);
  expect(copy.replyTo?.value).toEqual([{ address: client.email, name: '' }]);
  expect(copy.text).not.toContain('/owner?token=');
  expect(consoleProblems).toEqual([]);
});

test('without JavaScript in Marathi: the errors in Marathi keep what was typed, then a mobile number sends it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const admin = await browser.newContext({ viewport: phone });
  const centre = await publishedCentre(await admin.newPage());
  await admin.close();
  const tag = randomUUID().slice(0, 8);
  const name = `सुनीता जाधव ${tag}`;
  const message = `आम्हाला हुरडा खायचा आहे (${tag})`;

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  try {
    const page = await context.newPage();
    await page.goto(`/mr/centres/${centre.slug}`);
    const enquiry = enquiryForm(page, formMr.heading);
    const field = (label: string) => enquiry.getByLabel(label, { exact: true });
    await field(formMr.labels.name).fill(name);
    await enquiry.getByLabel(formMr.labels.flexible).check();
    await field(formMr.labels.adults).fill('4');
    await field(formMr.labels.group).selectOption({ label: formMr.groups.company });
    await field(formMr.labels.message).fill(message);
    await enquiry.getByRole('button', { name: formMr.submit }).click();

    // The page again, with each problem under its field in Marathi, and what was typed.
    await expect(page).toHaveURL(`/mr/centres/${centre.slug}?index`);
    await expect(enquiry.getByRole('alert')).toHaveText(formMr.failures.invalid);
    await expect(enquiry.getByText(formMr.errors.contact, { exact: true })).toHaveCount(2);
    await expect(field(formMr.labels.email)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(formMr.labels.phone)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(formMr.labels.name)).not.toHaveAttribute('aria-invalid');
    await expect(field(formMr.labels.name)).toHaveValue(name);
    await expect(enquiry.getByLabel(formMr.labels.flexible)).toBeChecked();
    await expect(field(formMr.labels.adults)).toHaveValue('4');
    await expect(field(formMr.labels.group)).toHaveValue('company');
    await expect(field(formMr.labels.message)).toHaveValue(message);
    await expect(enquiry.getByRole('status')).toHaveText('');

    // With a 10-digit mobile number it is sent: the page says the reference, and WhatsApp carries it.
    await field(formMr.labels.phone).fill('9822012345');
    await enquiry.getByRole('button', { name: formMr.submit }).click();
    const status = enquiry.getByRole('status');
    const reference = await referenceIn(status);
    await expect(status).toContainText(fillTemplate(formMr.received, { centre: centre.name, reference }));
    await expect(status).not.toContainText(formMr.receivedMail);
    await expect(status.getByRole('link', { name: formMr.receivedWhatsapp })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/91${centre.whatsapp}\\?text=.*${encodeURIComponent(reference)}`),
    );
    await expect(enquiry.locator('[aria-invalid="true"]')).toHaveCount(0);

    // The office hears of it, with the mobile number to answer.
    const [office] = await mailsAbout(client.email, reference);
    expect(office!.text).toContain('Mobile: 9822012345');
    expect(office!.replyTo).toBeUndefined();
  } finally {
    await context.close();
  }
});

test('the owner’s “I have replied” link asks first, then marks the enquiry answered in the office’s trail', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const centre = await publishedCentre(page);
  const tag = randomUUID().slice(0, 8);
  const reference = await plainEnquiry(browser, centre, {
    name: `Ravi More ${tag}`,
    email: `ravi.${tag}@gaon.example`,
  });

  // The link after the owner's mail's "once you have answered" line (the owner's mails are in Marathi).
  const [owner] = await mailsAbout(centre.owner, reference);
  const lines = (owner!.text ?? '').split('\n');
  const replied = lines[lines.indexOf(enquiriesMr.mail.owner.replied) + 1] ?? '';
  expect(replied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mr\/owner\?token=[\w-]{43}$/);
  const owned = enquiriesMr.owner;
  const fill = (text: string) => fillTemplate(text, { centre: centre.name, reference, office: client.email });

  // Opening it asks, and changes nothing: opened twice, it asks twice.
  for (let time = 0; time < 2; time++) {
    await page.goto(replied);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(owned.heading.replied);
    await expect(page.getByText(fill(owned.ask.replied))).toBeVisible();
    await expect(page.getByRole('button', { name: owned.button.replied })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
  const statusOf = async () => {
    await page.goto(`/admin/enquiries?centre=${centre.id}`);
    // The row's status, as a phone shows it labelled (the cell's data-label).
    return page.getByRole('row', { name: new RegExp(reference) }).locator(`td[data-label="${enquiries.admin.status}"]`);
  };
  await expect(await statusOf()).toHaveText(/^(New|Sent to owner)$/);

  // The button does it, once.
  await page.goto(replied);
  await page.getByRole('button', { name: owned.button.replied }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(fill(owned.done.replied));
  await expect(page.getByRole('main').getByRole('button', { name: owned.button.replied })).toHaveCount(0);
  await page.goto(replied);
  await expect(alert).toHaveText(fill(owned.used));

  // The office's trail says so, and counts it in the centre's answer rate.
  await expect(await statusOf()).toHaveText(enquiries.admin.statuses.replied);
  await expect(
    page
      .getByRole('region', { name: enquiries.admin.ratesCaption })
      .getByRole('row', { name: new RegExp(centre.name) }),
  ).toContainText('100%');
  await page.goto(`/mr/admin/enquiries?centre=${centre.id}`);
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText(
    enquiriesMr.admin.statuses.replied,
  );
});

test('the form works from the keyboard, and axe finds nothing with its errors showing nor on /admin/enquiries', async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(60_000);
  const centre = await publishedCentre(page);
  await open(page, `/centres/${centre.slug}`);
  const enquiry = enquiryForm(page);

  // Tab visits the fields in order (a date's parts are stops of one field), each with a visible ring.
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const style = element && getComputedStyle(element);
      return {
        id: element?.id || element?.textContent?.trim() || '',
        visible:
          !!element?.matches(':focus-visible') && style?.outlineStyle !== 'none' && style?.outlineWidth !== '0px',
      };
    });
  // A date field's last stop is the browser's own calendar button, inside the field: the browser
  // draws its ring there, so the field must then look other than without focus.
  const dates = ['enquiry-dateFrom', 'enquiry-dateTo'];
  const unfocused = await Promise.all(dates.map((id) => enquiry.locator(`#${id}`).screenshot()));
  await enquiry.getByLabel(form.labels.name, { exact: true }).focus();
  const order = [await focused()];
  for (let press = 0; press < 40 && order.at(-1)!.id !== form.submit; press++) {
    await page.keyboard.press('Tab');
    const now = await focused();
    if (now.id !== order.at(-1)!.id) order.push(now);
    else if (!now.visible) {
      const index = dates.indexOf(now.id);
      expect(index, `a stop without a visible ring in ${now.id}`).toBeGreaterThanOrEqual(0);
      expect((await enquiry.locator(`#${now.id}`).screenshot()).equals(unfocused[index]!)).toBe(false);
    }
  }
  expect(order.map((stop) => stop.id)).toEqual([
    'enquiry-name',
    'enquiry-email',
    'enquiry-phone',
    'enquiry-dateFrom',
    'enquiry-dateTo',
    'enquiry-flexible',
    'enquiry-visit',
    'enquiry-adults',
    'enquiry-children',
    'enquiry-group',
    'enquiry-replyLanguage',
    'enquiry-message',
    form.privacyLink,
    form.submit,
  ]);
  expect(order.filter((stop) => !stop.visible).map((stop) => stop.id)).toEqual([]);

  // Sent empty from the keyboard: each problem under its field, focus on the first.
  await page.keyboard.press('Enter');
  await expect(enquiry.locator('[aria-invalid="true"]')).toHaveCount(4);
  await expect(enquiry.getByLabel(form.labels.name, { exact: true })).toBeFocused();
  await expect(enquiry.getByText(form.errors.nameRequired)).toBeVisible();
  await expect(enquiry.getByText(form.errors.contact)).toHaveCount(2);
  await expect(enquiry.getByText(form.errors.dateRequired)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Put right from the keyboard, it is sent.
  await page.keyboard.type('Kiran Shinde');
  await enquiry.getByLabel(form.labels.email, { exact: true }).focus();
  await page.keyboard.type(`kiran.${centre.slug}@gaon.example`);
  await expect(enquiry.getByText(form.errors.contact)).toHaveCount(0);
  await enquiry.getByLabel(form.labels.flexible).focus();
  await page.keyboard.press('Space');
  await expect(enquiry.locator('[aria-invalid="true"]')).toHaveCount(0);
  await enquiry.getByRole('button', { name: form.submit }).focus();
  await page.keyboard.press('Enter');
  const reference = await referenceIn(enquiry.getByRole('status'));

  // The office's trail, on a phone, with this enquiry in it.
  await page.goto(`/admin/enquiries?centre=${centre.id}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enquiries.admin.heading);
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/admin/enquiries');
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleProblems).toEqual([]);
});
