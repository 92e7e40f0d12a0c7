import { randomUUID } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import { sync, type VEvent } from 'node-ical';
import type { Browser, Download, Locator, Page } from '@playwright/test';
import { fillTemplate } from '../../src/content/fill-template.ts';
import { workshops as wordsMr } from '../../src/content/mr/workshops.ts';
import { workshops as words } from '../../src/content/workshops.ts';
import { axeViolations, expect, hydrated, test, watchConsole } from './fixtures.ts';
import { open } from './forms.ts';
import { mailsTo } from './mail.ts';

/**
 * Workshops on the calendar (issue 56, decision 100) in Chromium on a 360 px phone, through the
 * production server, its store and the mail catcher: the office makes an event from
 * /admin/workshops/new; it is on /workshops and /mr/workshops under its month, its page says its
 * facts in India's time whatever the visitor's zone, with JSON-LD `Event`, its .ics and Google
 * Calendar links; the feed and the sitemap have it. Visitors sign up without JavaScript (Marathi)
 * and with it (English): seats, the waitlist, the same number twice, a mobile number too short;
 * a cancel link gives the seat to the next person waiting; the office marks who came, downloads
 * the CSV and postpones the event, which everyone signed up with an address hears of. axe finds
 * nothing on the pages involved. Every test makes an event of its own, so tests never meet.
 */
const phone = { width: 360, height: 740 };
test.use({ viewport: phone, locale: 'en-US' });
const demo = { username: 'admin', password: 'agro@2025' };
const signup = words.signup;
const signupMr = wordsMr.signup;

async function logIn(page: Page, next: string) {
  await page.goto(next);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Username').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(next);
}

/** The page scrolls no wider than the phone. */
async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

/** A day `days` from now in India, at `time` there, as a `datetime-local` field takes it. */
const inIndia = (days: number, time: string) =>
  `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + days * 86_400_000))}T${time}`;
/** A `datetime-local` value read as India's time, as an ISO instant (as the server stores it). */
const instant = (local: string) => new Date(`${local}:00+05:30`).toISOString();

/** When an event is, as its pages write it in `tag` (src/features/workshops/shown.ts), in India's time. */
function whenIn(tag: string, startsAt: string, endsAt: string) {
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'Asia/Kolkata' });
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  const [start, end] = [new Date(startsAt), new Date(endsAt)];
  return day.format(start) === day.format(end)
    ? `${day.format(start)}, ${time.format(start)}–${time.format(end)}`
    : `${day.format(start)} ${time.format(start)} – ${day.format(end)} ${time.format(end)}`;
}
/** An instant as Google Calendar's link writes it: `YYYYMMDDTHHMMSSZ`. */
const utc = (iso: string) => iso.replaceAll(/[-:]/g, '').replace('.000', '');
const monthIn = (tag: string, iso: string) =>
  new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
const dayIn = (tag: string, iso: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

interface Workshop {
  id: string;
  slug: string;
  tag: string;
  title: { en: string; mr: string };
  /** As typed in the form (India's time), and as stored (UTC). */
  starts: string;
  ends: string;
  startsAt: string;
  endsAt: string;
  seats: number;
  address: string;
}

/**
 * Makes a scheduled event at /admin/workshops/new on `page` (signing in first), as the office
 * does on a phone: both languages' titles and summaries, type, audiences, India's times ten days
 * ahead, an address, language, fee and `seats`. The page stays signed in, on the event's admin page.
 */
async function makeEvent(page: Page, { seats = 2 }: { seats?: number } = {}): Promise<Workshop> {
  const tag = randomUUID().slice(0, 8);
  const title = { en: `Farm stay basics ${tag}`, mr: `कृषी पर्यटनाची तोंडओळख ${tag}` };
  const [starts, ends] = [inIndia(10, '10:30'), inIndia(10, '13:00')];
  const address = `Krishi Bhavan, Baramati ${tag}`;
  const labels = words.admin.labels;
  await logIn(page, '/admin/workshops/new');
  const main = page.getByRole('main');
  const field = (label: string) => main.getByLabel(label, { exact: true });
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.admin.newEvent);
  await field(labels.title_en).fill(title.en);
  await field(labels.title_mr).fill(title.mr);
  await field(labels.summary_en).fill(`What guests want, what it costs and how to register (${tag}).`);
  await field(labels.summary_mr).fill(`पाहुण्यांना काय हवे, खर्च किती आणि नोंदणी कशी करायची (${tag}).`);
  await field(labels.type).selectOption({ label: words.types.training });
  const audiences = main.getByRole('group', { name: labels.audiences });
  await audiences.getByLabel(words.audiences.starting).check();
  await audiences.getByLabel(words.audiences.owners).check();
  await field(labels.starts).fill(starts);
  await field(labels.ends).fill(ends);
  await field(labels.place_kind).selectOption({ label: words.admin.places.address });
  await field(labels.address).fill(address);
  await field(labels.spoken).selectOption({ label: words.languages.mr });
  await field(labels.fee).fill('1500');
  await field(labels.seats).fill(String(seats));
  await field(labels.status).selectOption({ label: words.admin.statuses.scheduled });
  await main.getByRole('button', { name: words.admin.save }).click();
  await expect(page).toHaveURL(/\/admin\/workshops\/[0-9a-f-]{36}\?done=created$/);
  await expect(main.getByRole('alert').first()).toHaveText(words.admin.created);
  const id = /\/admin\/workshops\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const href = await main.getByRole('link', { name: words.admin.page }).getAttribute('href');
  const slug = /^\/workshops\/([a-z0-9-]+)$/.exec(href ?? '')?.[1];
  expect(slug, `the public page's address: ${href}`).toBeDefined();
  expect(slug).toContain(tag);
  return {
    id,
    slug: slug!,
    tag,
    title,
    starts,
    ends,
    startsAt: instant(starts),
    endsAt: instant(ends),
    seats,
    address,
  };
}

/** Makes an event as `makeEvent` does, in a context of the office's own, closed afterwards. */
async function eventMade(browser: Browser, options: { seats?: number } = {}): Promise<Workshop> {
  const office = await browser.newContext({ viewport: phone });
  try {
    return await makeEvent(await office.newPage(), options);
  } finally {
    await office.close();
  }
}

interface Person {
  name: string;
  mobile: string;
  email: string;
  place: string;
  people?: string;
}

/** A person of this test's own: their address is found by the tag. */
const person = (first: string, tag: string, mobile: string, withEmail = true): Person => ({
  name: `${first} ${tag}`,
  mobile,
  email: withEmail ? `${first.toLowerCase()}.${tag}@gaon.example` : '',
  place: 'Indapur',
});

type SignupCopy = typeof signup;
/** The event page's sign-up form (named by its heading). */
const signupForm = (page: Page, copy: SignupCopy = signup) => page.getByRole('form', { name: copy.heading });

async function fillSignup(form: Locator, who: Person, copy: SignupCopy = signup) {
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field(copy.labels.name).fill(who.name);
  await field(copy.labels.mobile).fill(who.mobile);
  await field(copy.labels.email).fill(who.email);
  await field(copy.labels.place).fill(who.place);
  await field(copy.labels.people).fill(who.people ?? '1');
}

/**
 * Signs `who` up from the event's page without JavaScript, in `lang`, by its button (Join the
 * waitlist once the seats are gone: `full`), and resolves with the page answered, its form's
 * status (where the answer is) and `close`, which closes the page's context.
 */
async function plainSignup(
  browser: Browser,
  event: Workshop,
  who: Person,
  { lang = 'en', full = false }: { lang?: 'en' | 'mr'; full?: boolean } = {},
) {
  const copy = lang === 'mr' ? signupMr : signup;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await page.goto(`${lang === 'mr' ? '/mr' : ''}/workshops/${event.slug}`);
  const form = signupForm(page, copy);
  await fillSignup(form, who, copy);
  await form.getByRole('button', { name: full ? copy.submitWaitlist : copy.submit, exact: true }).click();
  return { page, close: () => context.close(), status: form.getByRole('status') };
}

/** The mails to `address`, waited for until there are `count` (the outbox sends each within a second or two). */
async function mailsWaited(address: string, count: number): Promise<ParsedMail[]> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBe(count);
  return mailsTo(address);
}

/** The VEVENTs of a mail's text/calendar part. */
function calendarEvents(mail: ParsedMail): VEvent[] {
  const part = mail.attachments.find((one) => one.contentType.startsWith('text/calendar'));
  expect(part, 'a text/calendar part').toBeDefined();
  return eventsIn(part!.content.toString('utf8'));
}
const eventsIn = (text: string) =>
  Object.values(sync.parseICS(text)).filter((one): one is VEvent => one?.type === 'VEVENT');

/** A mail's cancel link. */
function cancelLinkOf(mail: ParsedMail, lang: 'en' | 'mr' = 'en') {
  const link = new RegExp(`https?://\\S+${lang === 'mr' ? '/mr' : ''}/workshops/cancel\\?token=[\\w-]{43}`).exec(
    mail.text ?? '',
  )?.[0];
  expect(link, `a cancel link in: ${mail.text}`).toBeDefined();
  return link!;
}

/** A fact of the event's page (When, Where, Seats…), by its term. */
const fact = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

async function downloaded(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test('the office makes an event on a phone; it is listed, its page says India’s time in New York, and calendars take it', async ({
  page,
  browser,
  consoleProblems,
}) => {
  test.setTimeout(90_000);
  const event = await makeEvent(page);
  await noSidewaysScroll(page);
  // What was typed is what the form shows back, in India's time.
  await expect(page.getByLabel(words.admin.labels.starts, { exact: true })).toHaveValue(event.starts);
  await expect(page.getByLabel(words.admin.labels.ends, { exact: true })).toHaveValue(event.ends);
  await page.goto('/admin/workshops');
  const row = page.getByRole('row', { name: new RegExp(event.title.en) });
  await expect(row.locator(`td[data-label="${words.admin.status}"]`)).toHaveText(words.admin.statuses.scheduled);
  await expect(row.locator(`td[data-label="${words.admin.seats}"]`)).toHaveText('0 / 2');
  await expect(row.locator(`td[data-label="${words.admin.when}"]`)).toHaveText(event.starts.replace('T', ' '));
  await noSidewaysScroll(page);

  // A visitor in New York: the page's times are India's, as the office typed them.
  const visitor = await browser.newContext({ viewport: phone, locale: 'en-US', timezoneId: 'America/New_York' });
  const tab = await visitor.newPage();
  const watched = watchConsole(tab);
  try {
    await open(tab, '/workshops');
    expect(await tab.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    const month = tab.getByRole('heading', { level: 3, name: monthIn('en-IN', event.startsAt), exact: true });
    const card = month
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('listitem')
      .filter({ hasText: event.title.en });
    await expect(card.getByRole('link', { name: event.title.en })).toHaveAttribute('href', `/workshops/${event.slug}`);
    await expect(card).toContainText(whenIn('en-IN', event.startsAt, event.endsAt));
    await expect(card).toContainText('10:30');
    await expect(card).toContainText('2 seats left of 2');
    await noSidewaysScroll(tab);

    await open(tab, '/mr/workshops');
    const monthMr = tab.getByRole('heading', { level: 3, name: monthIn('mr-IN', event.startsAt), exact: true });
    await expect(
      monthMr.locator('xpath=following-sibling::ul[1]').getByRole('link', { name: event.title.mr }),
    ).toHaveAttribute('href', `/mr/workshops/${event.slug}`);

    await open(tab, '/workshops');
    await tab.getByRole('link', { name: event.title.en }).click();
    await expect(tab).toHaveURL(`/workshops/${event.slug}`);
    await hydrated(tab);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(event.title.en);
    await expect(fact(tab, words.event.when)).toHaveText(`${whenIn('en-IN', event.startsAt, event.endsAt)} IST`);
    await expect(fact(tab, words.event.when)).toContainText(/10:30\sam–1:00\spm IST$/);
    await expect(fact(tab, words.event.where)).toHaveText(event.address);
    await expect(fact(tab, words.event.spoken)).toHaveText(words.languages.mr);
    await expect(fact(tab, words.event.fee)).toHaveText('₹1,500 a person, paid at the venue');
    await expect(fact(tab, words.event.forWhom)).toHaveText(`${words.audiences.starting}, ${words.audiences.owners}`);
    await expect(fact(tab, words.event.seats)).toHaveText('2 seats left of 2');
    await expect(
      tab.getByText(fillTemplate(words.event.deadline, { date: dayIn('en-IN', event.startsAt) })),
    ).toBeVisible();
    await noSidewaysScroll(tab);

    // JSON-LD: an Event at the instants the office meant.
    const jsonLd = (await tab.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Event',
        name: event.title.en,
        startDate: event.startsAt,
        endDate: event.endsAt,
        eventStatus: 'https://schema.org/EventScheduled',
        location: expect.objectContaining({
          '@type': 'Place',
          address: expect.objectContaining({ streetAddress: event.address }),
        }),
        offers: expect.objectContaining({ price: 1500, priceCurrency: 'INR' }),
        remainingAttendeeCapacity: 2,
      }),
    );

    // Its .ics downloads as a calendar file with the event in it.
    const icsLink = tab.getByRole('link', { name: words.event.addToCalendar });
    await expect(icsLink).toHaveAttribute('href', `/workshops/${event.slug}/event.ics`);
    const download = tab.waitForEvent('download');
    await icsLink.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${event.slug}.ics`);
    const ics = await downloaded(file);
    expect(ics).toContain('BEGIN:VEVENT');
    const [entry] = eventsIn(ics);
    expect(entry?.summary).toBe(event.title.en);
    expect(entry?.start.toISOString()).toBe(event.startsAt);
    expect(entry?.end?.toISOString()).toBe(event.endsAt);
    const served = await tab.request.get(`/workshops/${event.slug}/event.ics`);
    expect(served.headers()['content-type']).toMatch(/^text\/calendar/);

    // Google Calendar's link, at the same instants in UTC.
    const google = await tab.getByRole('link', { name: words.event.google }).getAttribute('href');
    expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
    const query = new URL(google!).searchParams;
    expect(query.get('text')).toBe(event.title.en);
    expect(query.get('dates')).toBe(`${utc(event.startsAt)}/${utc(event.endsAt)}`);
    expect(query.get('location')).toBe(event.address);
  } finally {
    watched.stop();
    await visitor.close();
  }
  expect(watched.problems, 'the visitor’s console').toEqual([]);

  // The feed and the sitemap have it.
  const feed = await page.request.get('/workshops.ics');
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const inFeed = eventsIn(await feed.text()).find((one) => one.summary === event.title.en);
  expect(inFeed, 'the event in /workshops.ics').toBeDefined();
  expect(inFeed!.uid).toBe(`workshop-${event.slug}@${new URL(page.url()).host}`);
  expect(inFeed!.start.toISOString()).toBe(event.startsAt);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/workshops/${event.slug}</loc>`);
  expect(consoleProblems).toEqual([]);
});

test('without JavaScript in Marathi: a seat, a mail with the .ics, and one seat left', async ({ browser }) => {
  test.setTimeout(60_000);
  const event = await eventMade(browser);
  const sunita = person('Sunita', event.tag, '98220 12345');
  const signed = await plainSignup(
    browser,
    event,
    { ...sunita, name: `सुनीता जाधव ${event.tag}`, place: 'इंदापूर' },
    { lang: 'mr' },
  );
  try {
    const { page, status } = signed;
    await expect(page).toHaveURL(`/mr/workshops/${event.slug}`);
    await expect(status).toContainText(signupMr.seat);
    await expect(status).toContainText(signupMr.emailed);
    await expect(signupForm(page, signupMr).getByRole('alert')).toHaveText('');

    // One mail, in Marathi, with the event as a calendar file.
    const [mail] = await mailsWaited(sunita.email, 1);
    expect(mail!.subject).toBe(
      fillTemplate(wordsMr.mail.seat.subject, { title: event.title.mr, date: dayIn('mr-IN', event.startsAt) }),
    );
    expect(mail!.headers.get('content-language')).toBe('mr');
    const [entry] = calendarEvents(mail!);
    expect(entry?.summary).toBe(event.title.mr);
    expect(entry?.start.toISOString()).toBe(event.startsAt);
    cancelLinkOf(mail!, 'mr');

    // The page, answered and opened again, says one seat of two is left.
    const seats = fact(page, wordsMr.event.seats);
    await expect(seats).toHaveText('2 पैकी 1 जागा उरली आहे');
    await page.goto(`/mr/workshops/${event.slug}`);
    await expect(seats).toHaveText('2 पैकी 1 जागा उरली आहे');
    await page.goto(`/workshops/${event.slug}`);
    await expect(fact(page, words.event.seats)).toHaveText('1 seat left of 2');
  } finally {
    await signed.close();
  }
});

test('with JavaScript: the last seat, then the waitlist; a cancel link gives the seat to the one waiting', async ({
  page,
  browser,
  consoleProblems,
}) => {
  test.setTimeout(90_000);
  const event = await eventMade(browser);
  const [asha, ravi, meena] = [
    person('Asha', event.tag, '9822000001'),
    person('Ravi', event.tag, '9822000002'),
    person('Meena', event.tag, '9822000003'),
  ];
  const form = signupForm(page);
  const status = form.getByRole('status');

  // Two people take the two seats, the second the last one.
  for (const who of [asha, ravi]) {
    await open(page, `/workshops/${event.slug}`);
    await expect(form.getByRole('button', { name: signup.submit })).toBeVisible();
    await fillSignup(form, who);
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === `/workshops/${event.slug}`,
    );
    await form.getByRole('button', { name: signup.submit }).click();
    const request = await posted;
    expect(request.headers()['content-type']).toContain('application/json');
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(status).toContainText(signup.seat, { timeout: 15_000 });
    await expect(status).toContainText(signup.emailed);
    await expect(form.getByLabel(signup.labels.name, { exact: true })).toHaveValue('');
  }

  // The seats are gone: the page says so, and a third person joins the waitlist.
  await open(page, `/workshops/${event.slug}`);
  await expect(fact(page, words.event.seats)).toHaveText(words.statuses.full);
  await expect(page.getByText(words.event.full)).toBeVisible();
  await expect(form.getByRole('button', { name: signup.submit, exact: true })).toHaveCount(0);
  await fillSignup(form, meena);
  await form.getByRole('button', { name: signup.submitWaitlist }).click();
  await expect(status).toContainText(signup.waitlist, { timeout: 15_000 });
  const [waiting] = await mailsWaited(meena.email, 1);
  expect(waiting!.subject).toBe(
    fillTemplate(words.mail.waitlist.subject, { title: event.title.en, date: dayIn('en-IN', event.startsAt) }),
  );
  expect(waiting!.attachments.filter((one) => one.contentType.startsWith('text/calendar'))).toHaveLength(0);

  // Asha cancels by her mail's link: opening it asks, the button gives her seat back.
  const [seat] = await mailsWaited(asha.email, 1);
  expect(seat!.subject).toBe(
    fillTemplate(words.mail.seat.subject, { title: event.title.en, date: dayIn('en-IN', event.startsAt) }),
  );
  const cancel = cancelLinkOf(seat!);
  await page.goto(cancel);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.cancel.heading);
  await expect(
    main.getByText(fillTemplate(words.cancel.ask, { title: event.title.en, date: dayIn('en-IN', event.startsAt) })),
  ).toBeVisible();
  await main.getByRole('button', { name: words.cancel.button }).click();
  await expect(main.getByRole('alert')).toHaveText(words.cancel.done);
  await expect(main.getByRole('button', { name: words.cancel.button })).toHaveCount(0);
  await page.goto(cancel);
  await expect(main.getByRole('alert')).toHaveText(words.cancel.already);

  // Meena, who was waiting, has the seat now, and a mail that says so with the calendar file.
  const [, movedUp] = await mailsWaited(meena.email, 2);
  expect(movedUp!.subject).toBe(
    fillTemplate(words.mail.movedUp.subject, { title: event.title.en, date: dayIn('en-IN', event.startsAt) }),
  );
  expect(movedUp!.subject).toMatch(/^A seat is yours: /);
  expect(calendarEvents(movedUp!)[0]?.summary).toBe(event.title.en);
  cancelLinkOf(movedUp!);
  await page.goto(`/workshops/${event.slug}`);
  await expect(fact(page, words.event.seats)).toHaveText(words.statuses.full);
  // Asha was mailed once: nothing more after she cancelled.
  expect(await mailsTo(asha.email)).toHaveLength(1);
  expect(consoleProblems).toEqual([]);
});

test('with JavaScript: the same mobile number twice is refused, and a 9-digit one is marked with focus on it', async ({
  page,
  browser,
  consoleProblems,
}) => {
  test.setTimeout(60_000);
  const event = await eventMade(browser, { seats: 5 });
  const kiran = person('Kiran', event.tag, '9822012345', false);
  await open(page, `/workshops/${event.slug}`);
  const form = signupForm(page);
  await fillSignup(form, kiran);
  await form.getByRole('button', { name: signup.submit }).click();
  await expect(form.getByRole('status')).toHaveText(signup.seat, { timeout: 15_000 });

  // The same number again, written another way: refused, said plainly.
  await fillSignup(form, { ...kiran, name: `Kiran S ${event.tag}`, mobile: '+91 9822012345' });
  await form.getByRole('button', { name: signup.submit }).click();
  await expect(form.getByRole('alert')).toHaveText(signup.failures.twice, { timeout: 15_000 });
  await expect(form.getByRole('status')).toHaveText('');
  await page.reload();
  await expect(fact(page, words.event.seats)).toHaveText('4 seats left of 5');

  // Nine digits: the field says what is wrong, focus on it, and nothing is sent.
  await hydrated(page);
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posts += 1;
  });
  await fillSignup(form, { ...person('Neha', event.tag, '982201234'), email: '' });
  await form.getByRole('button', { name: signup.submit }).click();
  const mobile = form.getByLabel(signup.labels.mobile, { exact: true });
  await expect(mobile).toBeFocused();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveAccessibleDescription(signup.errors.mobile);
  await expect(form.getByText(signup.errors.mobile)).toBeVisible();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expect(form.getByRole('status')).toHaveText('');
  expect(posts).toBe(0);
  expect(consoleProblems).toEqual([]);
});

test('the office sees the sign-ups in order, marks who came, downloads the CSV, and a postponement is mailed', async ({
  page,
  browser,
  consoleProblems,
}) => {
  test.setTimeout(90_000);
  const event = await makeEvent(page);
  const people = [
    person('Anil', event.tag, '9890000001'),
    person('Bhagyashree', event.tag, '9890000002', false),
    person('Chetan', event.tag, '9890000003'),
  ];
  for (const who of people) {
    const full = who === people[2];
    const signed = await plainSignup(browser, event, who, { full });
    await expect(signed.status).toContainText(full ? signup.waitlist : signup.seat);
    await signed.close();
  }
  await mailsWaited(people[0]!.email, 1);
  await mailsWaited(people[2]!.email, 1);

  await page.goto(`/admin/workshops/${event.id}`);
  const table = page.getByRole('region', { name: words.admin.signupsCaption });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  for (const [index, who] of people.entries())
    await expect(rows.nth(index).getByRole('rowheader')).toContainText(who.name);
  const stateOf = (index: number) => rows.nth(index).locator(`td[data-label="${words.admin.state}"]`);
  const cameOf = (index: number) => rows.nth(index).locator(`td[data-label="${words.admin.attended}"]`);
  await expect(stateOf(0)).toHaveText(words.admin.states.confirmed);
  await expect(stateOf(1)).toHaveText(words.admin.states.confirmed);
  await expect(stateOf(2)).toHaveText(words.admin.states.waitlist);
  await expect(rows.nth(0).getByRole('link', { name: people[0]!.email })).toHaveAttribute(
    'href',
    `mailto:${people[0]!.email}`,
  );
  await expect(rows.nth(1).getByRole('link', { name: people[1]!.mobile })).toHaveAttribute(
    'href',
    `tel:+91${people[1]!.mobile}`,
  );
  await noSidewaysScroll(page);

  // Anil came.
  await page.getByRole('button', { name: `${words.admin.markAttended}: ${people[0]!.name}` }).click();
  await expect(page).toHaveURL(`/admin/workshops/${event.id}`);
  await expect(cameOf(0)).toHaveText(words.admin.markAttended);
  await expect(cameOf(1)).toHaveText('—');
  await expect(page.getByRole('button', { name: `${words.admin.markAbsent}: ${people[0]!.name}` })).toBeVisible();

  // The CSV: the same people in the same order, Anil marked.
  const csvLink = page.getByRole('link', { name: words.admin.csv });
  const download = page.waitForEvent('download');
  await csvLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${event.slug}-signups.csv`);
  const lines = (await downloaded(file))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(4);
  expect(lines[0]).toBe(
    [
      words.admin.name,
      words.admin.mobile,
      words.admin.email,
      words.admin.place,
      words.admin.people,
      words.admin.state,
      words.admin.attended,
      words.admin.signedUp,
    ].join(','),
  );
  for (const [index, who] of people.entries()) expect(lines[index + 1]).toContain(who.name);
  expect(lines[1]).toContain(`,${words.admin.states.confirmed},${words.admin.markAttended},`);
  expect(lines[3]).toContain(`,${words.admin.states.waitlist},,`);
  const served = await page.request.get((await csvLink.getAttribute('href'))!);
  expect(served.headers()['content-type']).toMatch(/^text\/csv/);

  // Postponed: the two with an address are told (the one waiting too), the public page says so.
  await page
    .getByLabel(words.admin.labels.status, { exact: true })
    .selectOption({ label: words.admin.statuses.postponed });
  await page.getByRole('button', { name: words.admin.save }).click();
  await expect(page).toHaveURL(`/admin/workshops/${event.id}?done=told-2`);
  await expect(page.getByRole('main').getByRole('alert').first()).toHaveText(
    fillTemplate(words.admin.told.other, { count: 2 }),
  );
  await expect(page.getByLabel(words.admin.labels.status, { exact: true })).toHaveValue('postponed');
  for (const who of [people[0]!, people[2]!]) {
    const mails = await mailsWaited(who.email, 2);
    expect(mails.map((mail) => mail.subject)).toContain(
      fillTemplate(words.mail.postponed.subject, { title: event.title.en }),
    );
  }
  await page.goto('/admin/workshops');
  await expect(
    page.getByRole('row', { name: new RegExp(event.title.en) }).locator(`td[data-label="${words.admin.status}"]`),
  ).toHaveText(words.admin.statuses.postponed);

  const visitor = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  try {
    const plain = await visitor.newPage();
    await plain.goto(`/workshops/${event.slug}`);
    await expect(plain.getByText(words.event.postponed).first()).toBeVisible();
    await expect(signupForm(plain)).toHaveCount(0);
    await plain.goto('/workshops');
    await expect(plain.getByRole('heading', { level: 4 }).filter({ hasText: event.title.en })).toContainText(
      words.statuses.postponed,
    );
  } finally {
    await visitor.close();
  }
  expect(consoleProblems).toEqual([]);
});

test('axe finds nothing on the lists, the event page (with its errors), the cancel page and the office’s pages', async ({
  page,
  browser,
  consoleProblems,
}) => {
  test.setTimeout(90_000);
  const event = await eventMade(browser);
  for (const path of ['/workshops', '/mr/workshops']) {
    await open(page, path);
    expect(await axeViolations(page), path).toEqual([]);
    await noSidewaysScroll(page);
  }

  // The event's page with its form, then with the form's errors showing.
  await open(page, `/workshops/${event.slug}`);
  expect(await axeViolations(page), 'the event page').toEqual([]);
  const form = signupForm(page);
  await form.getByRole('button', { name: signup.submit }).click();
  await expect(form.getByLabel(signup.labels.name, { exact: true })).toBeFocused();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(3);
  expect(await axeViolations(page), 'the event page with its errors').toEqual([]);
  await noSidewaysScroll(page);

  // The cancel page, asking and done.
  const lata = person('Lata', event.tag, '9822033333');
  await fillSignup(form, lata);
  await form.getByRole('button', { name: signup.submit }).click();
  await expect(form.getByRole('status')).toContainText(signup.seat, { timeout: 15_000 });
  const [mail] = await mailsWaited(lata.email, 1);
  await open(page, cancelLinkOf(mail!));
  await expect(page.getByRole('button', { name: words.cancel.button })).toBeVisible();
  expect(await axeViolations(page), 'the cancel page').toEqual([]);
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: words.cancel.button }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(words.cancel.done);
  expect(await axeViolations(page), 'the cancel page, done').toEqual([]);

  // The office's list and the event's page, with its sign-up.
  await logIn(page, '/admin/workshops');
  await hydrated(page);
  expect(await axeViolations(page), '/admin/workshops').toEqual([]);
  await page.getByRole('link', { name: `${words.admin.open}: ${event.title.en}` }).click();
  await expect(page).toHaveURL(`/admin/workshops/${event.id}`);
  await hydrated(page);
  await expect(page.getByRole('region', { name: words.admin.signupsCaption }).locator('tbody tr')).toHaveCount(1);
  expect(await axeViolations(page), 'the event’s admin page').toEqual([]);
  await noSidewaysScroll(page);
  expect(consoleProblems).toEqual([]);
});
