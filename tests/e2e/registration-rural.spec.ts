import { randomUUID } from 'node:crypto';
import type { CDPSession, Page } from '@playwright/test';
import { sitePort } from '../../playwright.config.ts';
import { registrationSending as words } from '../../src/content/registration-sending.ts';
import { registrationSending as marathiWords } from '../../src/content/mr/registration-sending.ts';
import { heavyPhoto, quartersOf } from '../../server/contract-backend/photos.ts';
import { MB, pdfOfSize, sha256 } from '../fixtures/uploads.ts';
import { cuttableProxy, type CuttableProxy } from './cuttable-proxy.ts';
import { axeViolations, expect, hydrated, islandReady, test } from './fixtures.ts';
import { field, formAlert, open, received, registerButton } from './forms.ts';

/**
 * The registration form on a rural connection (issue 27), in Chromium with its network
 * throttled over CDP (only this test's browser is slowed): progress, Cancel, a cut and Try
 * again, a lost answer, offline, a reload mid-way, a heavy photo made lighter; axe in each
 * state. Connections are cut by a proxy of the test's own (cuttable-proxy.ts), never by the
 * shared contract backend; each test finds its registrations by a Registration No of its own.
 */
test.use({ locale: 'en-US' });

const unique = () => `RURAL-${randomUUID()}`;
/** What the form keeps in localStorage (nothing else of the site's is kept there). */
const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));
const progressBar = (page: Page) => page.getByRole('progressbar', { name: words.progress.label });
const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);
const pdf = (size: number) => ({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdfOfSize(size) });

/** Chromium's own throttling, on a CDP session of this page. */
async function network(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const set = (uploadKbit: number, latency: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput: uploadKbit < 0 ? -1 : (uploadKbit * 1000) / 8,
    });
  return { slow: (uploadKbit: number, latency = 100) => set(uploadKbit, latency), fast: () => set(-1, 0) };
}

/** The bar's value once it moved past `bytes` (the upload is under way). */
async function sentMoreThan(page: Page, bytes: number) {
  await expect.poll(() => progressBar(page).evaluate((bar: HTMLProgressElement) => bar.value)).toBeGreaterThan(bytes);
}

/** Records every value the progress bar shows, from a mutation observer in the page. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: Array<[number, number]> = [];
    Object.assign(window, { progressSeen: seen });
    const form = document.querySelector('main form')!;
    new MutationObserver(() => {
      const bar = form.querySelector('progress');
      const last = seen.at(-1);
      if (bar && (!last || last[0] !== bar.value || last[1] !== bar.max)) seen.push([bar.value, bar.max]);
    }).observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['value', 'max'] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: Array<[number, number]> }).progressSeen);
}

/**
 * Chromium logs the request the dropped link failed (net::ERR_CONNECTION_RESET, _EMPTY_RESPONSE,
 * _SOCKET_NOT_CONNECTED, by when the link went): those lines are expected, and only those.
 */
function expectOnlyLostConnections(problems: string[]) {
  expect(problems.filter((problem) => !/^error: Failed to load resource: net::ERR_[A-Z_]+$/.test(problem))).toEqual([]);
  problems.length = 0;
}

let proxy: CuttableProxy | undefined;
test.afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

async function openThroughProxy(page: Page) {
  proxy = await cuttableProxy(sitePort);
  await open(page, `${proxy.url}/profile`);
  return proxy;
}

test('a throttled upload shows its progress moving, the time left, and reaches 100%', async ({
  page,
  request,
  consoleProblems,
}) => {
  const through = await openThroughProxy(page);
  const number = unique();
  await field(page, 'Registration No').fill(number);
  await field(page, 'Upload Document').setInputFiles(pdf(1 * MB));
  const seen = await recordProgress(page);
  const link = await network(page);
  await link.slow(400); // 50 KB/s: the megabyte would take 20 s
  // The answer waits until the bar has shown the whole upload sent (else both may come in one render).
  through.holdAnswers(true);
  await registerButton(page).click();
  await expect(registerButton(page)).toHaveText('Registering...');
  await expect(registerButton(page)).toBeDisabled();
  await sentMoreThan(page, 0);
  await expect(page.getByText(/^about \d+ (s|min)/)).toBeVisible();
  await expect(progressBar(page)).toHaveAccessibleDescription(/^\d+% sent: \d+ KB of 1\.0 MB about \d+/);
  await expectNoViolations(page);
  await link.fast();
  await expect(progressBar(page)).toHaveJSProperty(
    'value',
    await progressBar(page).evaluate((bar: HTMLProgressElement) => bar.max),
  );
  await expectNoViolations(page); // the whole upload sent, the answer awaited
  through.holdAnswers(false);
  await expect(formAlert(page)).toHaveText('Registration successful!');
  const values = await seen();
  const moving = values.filter(([value, max]) => value > 0 && value < max);
  expect(moving.length, `progress seen: ${JSON.stringify(values)}`).toBeGreaterThanOrEqual(2);
  expect(values.map(([value]) => value)).toEqual(values.map(([value]) => value).toSorted((a, b) => a - b));
  expect(values.at(-1)?.[0]).toBe(values.at(-1)?.[1]);
  expect(await received(request, number)).toHaveLength(1);
  expect(consoleProblems).toEqual([]);
});

test('Cancel stops the send: the backend receives nothing of it', async ({ page, request, consoleProblems }) => {
  const site = await openThroughProxy(page);
  const [cancelled, sent] = [unique(), unique()];
  await field(page, 'Registration No').fill(cancelled);
  await field(page, 'Upload Document').setInputFiles(pdf(1 * MB));
  const link = await network(page);
  await link.slow(400);
  await registerButton(page).click();
  await sentMoreThan(page, 0);
  await page.getByRole('button', { name: words.progress.cancel }).click();
  await expect(page.getByText(words.progress.cancelled)).toBeVisible();
  await expect(progressBar(page)).toHaveCount(0);
  await expect(registerButton(page)).toHaveText('Register');
  // The moment the send would have gone on: the browser has let go of its connection.
  await site.registrationClosed(0);
  await expectNoViolations(page);
  // The same form sent afterwards (other details, the same key) arrives; the cancelled one never.
  await link.fast();
  await field(page, 'Registration No').fill(sent);
  await registerButton(page).click();
  await expect(formAlert(page)).toHaveText('Registration successful!');
  expect(await received(request, sent)).toHaveLength(1);
  expect(await received(request, cancelled)).toHaveLength(0);
  expect(consoleProblems).toEqual([]);
});

test('a connection cut mid-upload, then Try again: exactly one registration arrives', async ({
  page,
  request,
  consoleProblems,
}) => {
  const site = await openThroughProxy(page);
  const number = unique();
  await field(page, 'Name').fill('सुनीता पाटील');
  await field(page, 'Registration No').fill(number);
  await field(page, 'Upload Document').setInputFiles(pdf(1 * MB));
  const link = await network(page);
  await link.slow(400);
  await registerButton(page).click();
  await sentMoreThan(page, 100 * 1024);
  // The link goes down (Chromium would send the request again on a fresh connection, once).
  site.down(true);
  await expect(formAlert(page)).toContainText('Failed to register. Try again later.');
  await expect(formAlert(page)).toContainText(words.retry.cut);
  await expect(field(page, 'Name')).toHaveValue('सुनीता पाटील');
  await expectNoViolations(page);
  site.down(false);
  await link.fast();
  await formAlert(page).getByRole('button', { name: words.retry.tryAgain }).click();
  await expect(formAlert(page)).toHaveText('Registration successful!');
  const registrations = await received(request, number);
  expect(registrations).toHaveLength(1);
  expect(registrations[0]?.fields.name).toBe('सुनीता पाटील');
  expectOnlyLostConnections(consoleProblems);
});

test('an answer lost after the registration arrived, then Try again: still one registration', async ({
  page,
  request,
  consoleProblems,
}) => {
  const site = await openThroughProxy(page);
  const number = unique();
  await field(page, 'Registration No').fill(number);
  site.loseAnswers(true);
  await registerButton(page).click();
  await expect(formAlert(page)).toContainText(words.retry.cut);
  // It did arrive: only its answer was lost on the way back.
  expect(await received(request, number)).toHaveLength(1);
  site.loseAnswers(false);
  await formAlert(page).getByRole('button', { name: words.retry.tryAgain }).click();
  await expect(formAlert(page)).toHaveText('Registration successful!');
  expect(await received(request, number)).toHaveLength(1);
  expectOnlyLostConnections(consoleProblems);
});

test('offline, the form says so and the registration waits for the connection', async ({
  page,
  context,
  request,
  consoleProblems,
}) => {
  await open(page, '/profile');
  const number = unique();
  await field(page, 'Registration No').fill(number);
  await context.setOffline(true);
  await expect(page.getByText(words.retry.offline)).toBeVisible();
  await registerButton(page).click();
  await expect(page.getByText(words.progress.waiting)).toBeVisible();
  await expect(registerButton(page)).toHaveText('Registering...');
  await expect(page.getByRole('button', { name: words.progress.cancel })).toBeVisible();
  await expectNoViolations(page);
  expect(await received(request, number)).toHaveLength(0);
  await context.setOffline(false);
  await expect(formAlert(page)).toHaveText('Registration successful!');
  await expect(page.getByText(words.retry.offline)).toHaveCount(0);
  expect(await received(request, number)).toHaveLength(1);
  expect(consoleProblems).toEqual([]);
});

test('a reload in the middle keeps the typed fields and the document; success leaves nothing behind', async ({
  page,
  request,
  consoleProblems,
}) => {
  await open(page, '/profile');
  const number = unique();
  const document = pdf(1 * MB);
  await field(page, 'Name').fill('Ramesh Jadhav');
  await field(page, 'Address').fill('At post Velhe\nPune');
  await field(page, 'Registration No').fill(number);
  await field(page, 'Upload Document').setInputFiles(document);
  await expect(page.getByText(words.draft.kept)).toBeVisible();
  const link = await network(page);
  await link.slow(400);
  await registerButton(page).click();
  await sentMoreThan(page, 0);
  // Still throttled: the upload is surely mid-way when the page goes.
  await page.reload();
  // The draft wakes the form by itself: nobody touches the page.
  await islandReady(page, 'RegistrationForm');
  await expect(field(page, 'Name')).toHaveValue('Ramesh Jadhav');
  await expect(field(page, 'Address')).toHaveValue('At post Velhe\nPune');
  await expect(field(page, 'Registration No')).toHaveValue(number);
  await expect(page.getByText(words.draft.restored)).toBeVisible();
  await expect(page.getByText('Kept from your draft: certificate.pdf (1.0 MB).')).toBeVisible();
  await expectNoViolations(page);
  await link.fast();
  await registerButton(page).click();
  await expect(formAlert(page)).toHaveText('Registration successful!');
  const registrations = await received(request, number);
  expect(registrations).toHaveLength(1);
  expect(registrations[0]?.file).toMatchObject({ originalname: 'certificate.pdf', sha256: sha256(document.buffer) });
  expect(await draftKeys(page)).toEqual([]);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test('Discard draft empties the form, and a reload brings nothing back', async ({ page, consoleProblems }) => {
  await open(page, '/profile');
  await field(page, 'Email ID').fill('sunita@example.com');
  await field(page, 'Upload Document').setInputFiles(pdf(64 * 1024));
  await page.getByRole('button', { name: words.draft.discard }).click();
  await expect(page.getByText(words.draft.discarded)).toBeVisible();
  await expect(field(page, 'Email ID')).toHaveValue('');
  await expectNoViolations(page);
  expect(await draftKeys(page)).toEqual([]);
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
  await page.reload();
  await hydrated(page);
  await expect(field(page, 'Email ID')).toHaveValue('');
  await expect(page.getByText(words.draft.restored)).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test('the Marathi form keeps its draft too', async ({ page, consoleProblems }) => {
  await page.goto('/mr/profile');
  await hydrated(page);
  await page.getByRole('main').locator('input[name="name"]').fill('सुनीता पाटील');
  await expect(page.getByText(marathiWords.draft.kept)).toBeVisible();
  await page.reload();
  await islandReady(page, 'RegistrationForm');
  await expect(page.getByRole('main').locator('input[name="name"]')).toHaveValue('सुनीता पाटील');
  await expect(page.getByText(marathiWords.draft.restored)).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test.describe('a 5 MB photo', () => {
  let photo: Awaited<ReturnType<typeof heavyPhoto>>;
  let quarters: number[][];
  test.beforeAll(async () => {
    photo = await heavyPhoto();
    quarters = await quartersOf(photo.buffer);
  });
  const file = () => ({ name: 'certificate.jpg', mimeType: 'image/jpeg', buffer: photo.buffer });

  test('arrives at most 2000 px wide, light and readable, with the saving shown', async ({
    page,
    request,
    consoleProblems,
  }) => {
    expect(photo.buffer.length).toBeGreaterThan(4.5 * MB);
    await page.goto('/profile');
    await hydrated(page);
    const number = unique();
    await field(page, 'Registration No').fill(number);
    await field(page, 'Upload Document').setInputFiles(file());
    const note = page.getByText(/^This \d\.\d MB photo will be sent as \d+ KB \(2000 × 1500 px\)\.$/);
    await expect(note).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: /^Send the original photo instead \(\d\.\d MB\)$/ }),
    ).not.toBeChecked();
    await expectNoViolations(page);
    await registerButton(page).click();
    await expect(formAlert(page)).toContainText('Registration successful!');
    await expect(formAlert(page)).toContainText(/\d\.\d MB photo sent as \d+ KB\./);
    const [registration] = await received(request, number);
    expect(registration?.file).toMatchObject({ originalname: 'certificate.jpg', mimetype: 'image/jpeg' });
    expect(registration?.file?.size).toBeLessThan(1.5 * MB);
    expect(registration?.image).toMatchObject({ format: 'jpeg', width: 2000, height: 1500 });
    // Readable: each quarter keeps the original's colour.
    registration?.image?.quarters.forEach((colour, i) =>
      colour.forEach((channel, c) => expect(Math.abs(channel - quarters[i]![c]!)).toBeLessThan(8)),
    );
    expect(consoleProblems).toEqual([]);
  });

  test('goes as it is when the owner asks for the original', async ({ page, request, consoleProblems }) => {
    await page.goto('/profile');
    await hydrated(page);
    const number = unique();
    await field(page, 'Registration No').fill(number);
    await field(page, 'Upload Document').setInputFiles(file());
    const original = page.getByRole('checkbox', { name: /^Send the original photo instead/ });
    await original.check();
    await expect(page.getByText(/photo will be sent as/)).toHaveCount(0);
    await registerButton(page).click();
    await expect(formAlert(page)).toHaveText('Registration successful!');
    const [registration] = await received(request, number);
    expect(registration?.file?.sha256).toBe(sha256(photo.buffer));
    expect(registration?.image).toMatchObject({ width: 4000, height: 3000 });
    expect(consoleProblems).toEqual([]);
  });
});
