import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logging.ts';
import { officeOutbox } from '../../src/office-mail.server.ts';
import type { Outbox } from '../../server/mail/outbox.ts';
import type { Store } from '../../server/store/store.ts';
import { createCentre, setStatus, type DirectoryStore } from '../../src/features/directory/centres.server.ts';
import { minimumFillMs, referencePattern } from '../../src/features/enquiries/contract.ts';
import { indiaDate, indiaMonthRange } from '../../src/features/enquiries/enquiries.server.ts';
import { enquiryTimer } from '../../src/features/enquiries/timers.server.ts';
import { kokanOrchard, profileOf, shivarFarm } from '../fixtures/centres.ts';
import { useContractBackend } from './contract-backend.ts';
import { adminSession, manyRegistrations, openTestStore, testApp } from './harness.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { testStore } from './test-store.ts';

/**
 * Enquiries to a centre (issue 54, decision 098) on the store under test, with a real SMTP
 * server on loopback: posted with JavaScript (JSON) and without (a plain form), in both
 * languages; each stored once and mailed once to the office, to an owner who agreed to take
 * enquiries by e-mail (Reply-To the visitor, in the owner's language, with their two links) and
 * to the visitor; the owner's links; the 48-hour reminder and the 5-day "no answer" on a clock
 * the test sets; the unlist link; the office's trail, its answer rates and its CSV.
 */
const contract = useContractBackend({ reset: false });
const dataDir = mkdtempSync(join(tmpdir(), 'agro-enquiries-'));
const siteUrl = 'https://krushi-paryatan.example';
const office = 'namaste@krushi-paryatan.in';
const fixture = join(import.meta.dirname, '../fixtures/site-config.json');
const hour = 3600_000;
const silent = createLogger({ env: 'test', logLevel: 'silent' });

const consent = (enquiryMail: boolean) => ({
  givenBy: 'Sunita Jadhav',
  givenAt: '2026-11-30',
  method: 'phone' as const,
  channels: ['phone' as const, 'whatsapp' as const],
  wording: 'List my centre in the public directory',
  enquiryMail,
  ownerLanguage: 'mr' as const,
});

/** A day `days` from now in India (YYYY-MM-DD). */
const dayAhead = (days: number) => indiaDate(new Date(Date.now() + days * 24 * hour));

const enquiry = (overrides: Record<string, string> = {}) => ({
  name: 'Asha Patil',
  email: 'asha@gaon.example',
  phone: '',
  dateFrom: dayAhead(20),
  dateTo: dayAhead(21),
  flexible: '',
  visit: 'stay',
  adults: '2',
  children: '1',
  group: 'family',
  replyLanguage: 'en',
  message: 'Can we see the milking in the morning?',
  ...overrides,
});

const linksIn = (mail: ParsedMail) =>
  [...(mail.text ?? '').matchAll(/https:\/\/\S+\/owner\?token=[\w-]{43}/g)].map(([link]) => link);
const localOf = (link: string) => link.slice(siteUrl.length);

describe(`enquiries on the ${testStore} store`, () => {
  let smtp: TestSmtp;
  let store: Store;
  let outbox: Outbox;
  let app: Awaited<ReturnType<typeof testApp>>;
  /** The test's clock: the real time, moved on by `ahead` (the reminder's 48 hours, the 5 days). */
  let ahead = 0;
  const clock = () => new Date(Date.now() + ahead);
  let shivar: { id: string; slug: string };
  let hapus: { id: string; slug: string };
  const directory = (): DirectoryStore => ({ store, changed: async () => {}, mailed: true });
  const mailsTo = (address: string) =>
    smtp.received.filter((mail) => mail.to && 'value' in mail.to && mail.to.value[0]?.address === address);
  const summaries = () => smtp.received.filter((mail) => mail.messageId?.includes('-summary-'));
  const post = (path: string) => request(app).post(path).set('Sec-Fetch-Site', 'same-origin');

  beforeAll(async () => {
    smtp = await startSmtp();
    store = await openTestStore(mkdtempSync(join(dataDir, 'store-')));
    const env = {
      SMTP_URL: smtp.url,
      SITE_URL: siteUrl,
      SITE_CONFIG: fixture,
      MAIL_FROM: 'Agro Tourism <site@krushi-paryatan.in>',
    };
    outbox = officeOutbox(loadConfig({ NODE_ENV: 'production', ...env }), store, silent, {
      options: { pollMs: 60_000 },
      now: clock,
    })!;
    outbox.start();
    app = await testApp(
      { ...env, API_URL: contract.backend.url, ...manyRegistrations },
      undefined,
      undefined,
      store,
      outbox,
    );
    // Shivar Farm takes enquiries by e-mail; Hapus Baug does not.
    shivar = await createCentre(directory(), profileOf(shivarFarm), { consent: consent(true), publish: false });
    hapus = await createCentre(directory(), profileOf(kokanOrchard), { consent: consent(false), publish: false });
    for (const centre of [shivar, hapus])
      if ((await setStatus(directory(), centre.id, 'published')) !== 'done') throw new Error('not published');
  }, 30_000);
  afterAll(async () => {
    await outbox.stop();
    await store.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('mails the owner of a centre just published its page and the unlist link, in Marathi and English', async () => {
    outbox.poke();
    await vi.waitFor(() => expect(mailsTo('shivar@gaon.example')).toHaveLength(1), { timeout: 5_000, interval: 20 });
    const [mail] = mailsTo('shivar@gaon.example');
    expect(mail!.subject).toContain('शिवार फार्म');
    expect(mail!.subject).toContain('Shivar Farm is now listed on Agro Tourism');
    expect(mail!.text).toContain(`${siteUrl}/mr/centres/${shivar.slug}`);
    expect(mail!.text).toContain(`${siteUrl}/centres/${shivar.slug}`);
    expect(linksIn(mail!)).toHaveLength(2);
  });

  it('takes an enquiry with JavaScript once, mails the office, the consenting owner (Reply-To the visitor) and the visitor', async () => {
    const key = 'c3f1c2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    const send = () =>
      post(`/centres/${shivar.slug}`)
        .set('Idempotency-Key', key)
        .type('json')
        .send({ ...enquiry(), filledMs: minimumFillMs });
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('received');
    expect(first.body.reference).toMatch(referencePattern);
    // Sent again (a lost answer): the same reference, nothing stored or mailed twice.
    const again = await send();
    expect(again.body).toEqual(first.body);
    const rows = await store.db.selectFrom('enquiries').selectAll().where('centre_id', '=', shivar.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: first.body.reference,
      language: 'en',
      adults: 2,
      children: 1,
      visit: 'stay',
    });
    await vi.waitFor(() => expect(mailsTo('asha@gaon.example')).toHaveLength(1), { timeout: 5_000, interval: 20 });
    await vi.waitFor(() => expect(mailsTo('shivar@gaon.example')).toHaveLength(2), { timeout: 5_000, interval: 20 });
    const toOffice = mailsTo(office).filter((mail) => mail.subject?.includes(first.body.reference));
    expect(toOffice).toHaveLength(1);
    expect(toOffice[0]!.replyTo?.value[0]?.address).toBe('asha@gaon.example');
    expect(toOffice[0]!.text).toContain('Can we see the milking in the morning?');
    const owner = mailsTo('shivar@gaon.example').find((mail) => mail.subject?.includes(first.body.reference))!;
    expect(owner.replyTo?.value[0]?.address).toBe('asha@gaon.example');
    // The owner's language: Marathi, as their consent says.
    expect(owner.headers.get('content-language')).toBe('mr');
    expect(owner.text).toContain('asha@gaon.example');
    expect(linksIn(owner)).toHaveLength(2);
    const visitor = mailsTo('asha@gaon.example')[0]!;
    expect(visitor.subject).toBe(`Your enquiry ${first.body.reference} to Shivar Farm`);
    await vi.waitFor(async () =>
      expect(
        (
          await store.db
            .selectFrom('enquiries')
            .select('status')
            .where('id', '=', rows[0]!.id)
            .executeTakeFirstOrThrow()
        ).status,
      ).toBe('sent'),
    );
  });

  it('takes an enquiry without JavaScript in Marathi: the page shows the reference, a reload stores nothing more', async () => {
    const values = enquiry({
      name: 'सुनीता जाधव',
      email: '',
      phone: '98220 12399',
      flexible: 'on',
      dateFrom: '',
      dateTo: '',
      visit: 'day',
      replyLanguage: 'mr',
      message: 'शाळेची सहल',
    });
    const send = () => post(`/mr/centres/${shivar.slug}?index`).type('form').send(values);
    const page = await send();
    expect(page.status).toBe(200);
    const reference = /AT-[2-9A-Z]{4}/.exec(page.text)?.[0];
    expect(reference).toMatch(referencePattern);
    expect(page.text).toContain(`संदर्भ क्रमांक`);
    const reload = await send();
    expect(reload.text).toContain(reference!);
    const rows = await store.db.selectFrom('enquiries').selectAll().where('reference', '=', reference!).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ language: 'mr', phone: '9822012399', email: '', flexible: 1, date_from: '' });
    // No e-mail given: the office and the owner hear of it, nobody else.
    await vi.waitFor(
      () => expect(mailsTo(office).filter((mail) => mail.subject?.includes(reference!))).toHaveLength(1),
      { timeout: 5_000, interval: 20 },
    );
    await vi.waitFor(
      () => expect(mailsTo('shivar@gaon.example').filter((mail) => mail.subject?.includes(reference!))).toHaveLength(1),
      { timeout: 5_000, interval: 20 },
    );
  });

  it('answers a missing or malformed contact field by field, in the page language, and keeps nothing', async () => {
    const before = await store.db.selectFrom('enquiries').select('id').execute();
    const json = await post(`/centres/${shivar.slug}`)
      .type('json')
      .send({ ...enquiry({ email: '', phone: '' }), filledMs: minimumFillMs });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ status: 'invalid', problems: { email: 'contact', phone: 'contact' } });
    const form = await post(`/mr/centres/${shivar.slug}?index`)
      .type('form')
      .send(enquiry({ email: 'not-an-address', phone: '12345', dateFrom: '2020-01-01' }));
    expect(form.status).toBe(400);
    expect(form.text).toContain('कृपया');
    expect(form.text).toContain('aria-invalid="true"');
    // What was typed stays (escaped).
    expect(form.text).toContain('value="not-an-address"');
    expect(await store.db.selectFrom('enquiries').select('id').execute()).toHaveLength(before.length);
  });

  it('sends nothing to an owner who has not agreed to e-mailed enquiries; the office is told to pass it on', async () => {
    const res = await post(`/centres/${hapus.slug}`)
      .type('json')
      .send({ ...enquiry({ email: 'ravi@gaon.example' }), filledMs: minimumFillMs });
    expect(res.body.status).toBe('received');
    await vi.waitFor(
      () => expect(mailsTo(office).filter((mail) => mail.subject?.includes(res.body.reference))).toHaveLength(1),
      { timeout: 5_000, interval: 20 },
    );
    const [mail] = mailsTo(office).filter((one) => one.subject?.includes(res.body.reference));
    expect(mail!.text).toContain('please pass it on');
    const row = await store.db
      .selectFrom('enquiries')
      .select('status')
      .where('reference', '=', res.body.reference)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  it("moves an enquiry to 'owner replied' by the owner's link, once; a forged link says so", async () => {
    const owner = mailsTo('shivar@gaon.example').find(
      (mail) => /^Enquiry|चौकशी/.test(mail.subject ?? '') && linksIn(mail).length === 2 && !mail.subject?.includes('/'),
    )!;
    const reference = /AT-[2-9A-Z]{4}/.exec(owner.subject ?? '')![0];
    const [replied, declined] = linksIn(owner).map(localOf) as [string, string];
    expect(replied).toMatch(/^\/mr\/owner\?token=/);
    // Opening the link changes nothing.
    const opened = await request(app).get(replied);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain(reference);
    const status = async () =>
      (
        await store.db
          .selectFrom('enquiries')
          .select('status')
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await status()).not.toBe('replied');
    // Pressed (from the mail program: no same-site header needed).
    const done = await request(app).post(replied).type('form').send({});
    expect(done.status).toBe(200);
    expect(await status()).toBe('replied');
    // Used twice, or the other link after it: said plainly, nothing more changes.
    const twice = await request(app).post(replied).type('form').send({});
    expect(twice.text).toContain('data-state="used"');
    const other = await request(app).post(declined).type('form').send({});
    expect(other.text).toContain('data-state="used"');
    expect(await status()).toBe('replied');
    const forged = await request(app)
      .post(`/owner?token=${'x'.repeat(43)}`)
      .type('form')
      .send({});
    expect(forged.status).toBe(404);
    expect(forged.text).toContain('data-state="unknown"');
  });

  it('reminds an unanswered owner once after 48 hours, and marks the enquiry "no answer" after 5 days', async () => {
    const res = await post(`/centres/${shivar.slug}`)
      .type('json')
      .send({ ...enquiry({ email: 'meera@gaon.example', message: 'Any rooms for Diwali?' }), filledMs: minimumFillMs });
    const { reference } = res.body as { reference: string };
    const row = () =>
      store.db.selectFrom('enquiries').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect((await row()).status).toBe('sent'), { timeout: 5_000, interval: 20 });
    const ownerMails = () => mailsTo('shivar@gaon.example').filter((mail) => mail.subject?.includes(reference));
    expect(ownerMails()).toHaveLength(1);
    const timer = enquiryTimer({ store, logger: silent, mailed: true, retentionDays: 90, now: clock });
    // 47 hours on: nothing yet.
    ahead = 47 * hour;
    await timer.runOnce();
    outbox.poke();
    expect((await row()).reminded_at).toBeNull();
    // 49 hours on: one reminder, however often the clock runs.
    ahead = 49 * hour;
    await timer.runOnce();
    await timer.runOnce();
    outbox.poke();
    await vi.waitFor(() => expect(ownerMails()).toHaveLength(2), { timeout: 5_000, interval: 20 });
    expect(ownerMails()[1]!.subject).toContain(reference);
    expect((await row()).status).toBe('sent');
    // Still unanswered 5 days after it came: "no answer", for the office to follow up.
    ahead = 5 * 24 * hour - hour;
    await timer.runOnce();
    expect((await row()).status).toBe('sent');
    ahead = 5 * 24 * hour + hour;
    await timer.runOnce();
    expect((await row()).status).toBe('no-answer');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ownerMails()).toHaveLength(2);
    ahead = 0;
  });

  it("shows the office its trail: by centre, status and month, the 90 days' answer rate, and the same in the CSV", async () => {
    const admin = await adminSession(app);
    const all = await store.db.selectFrom('enquiries').selectAll().execute();
    const ofShivar = all.filter((row) => row.centre_id === shivar.id);
    const page = await request(app).get(`/admin/enquiries?centre=${shivar.id}`).set('Cookie', admin.cookie);
    expect(page.status).toBe(200);
    for (const row of ofShivar) expect(page.text).toContain(row.reference);
    for (const row of all.filter((one) => one.centre_id === hapus.id))
      expect(page.text).not.toContain(`>${row.reference}<`);
    const answered = ofShivar.filter((row) => ['replied', 'visited', 'not-taken'].includes(row.status)).length;
    expect(page.text).toContain(`${Math.round((answered / ofShivar.length) * 100)}%`);
    const byStatus = await request(app).get('/admin/enquiries?status=no-answer').set('Cookie', admin.cookie);
    const noAnswer = all.filter((row) => row.status === 'no-answer');
    expect(noAnswer.length).toBeGreaterThan(0);
    const shown = all.filter((row) => byStatus.text.includes(`>${row.reference}<`));
    expect(shown.map((row) => row.reference).sort()).toEqual(noAnswer.map((row) => row.reference).sort());
    const month = indiaDate(new Date()).slice(0, 7);
    const csv = await request(app).get(`/admin/enquiries.csv?month=${month}`).set('Cookie', admin.cookie);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(all.length + 1);
    for (const row of all) expect(csv.text).toContain(row.reference);
    // The office sets a status by hand.
    const target = noAnswer[0]!;
    const saved = await request(app)
      .post('/admin/enquiries')
      .set('Cookie', admin.cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({
        csrf: admin.csrf,
        id: target.id,
        status: 'visited',
        reference: target.reference,
        'filter-status': 'no-answer',
      });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe(`/admin/enquiries?status=no-answer&saved=${target.reference}`);
    const after = await store.db
      .selectFrom('enquiries')
      .select(['status', 'answered_at'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('visited');
    expect(after.answered_at).not.toBeNull();
    // Without the session's form token: refused.
    const forged = await request(app)
      .post('/admin/enquiries')
      .set('Cookie', admin.cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ csrf: 'nope', id: target.id, status: 'new' });
    expect(forged.status).toBe(403);
    // Signed out: to the login page.
    expect((await request(app).get('/admin/enquiries')).status).toBe(303);
  });

  it("sends each taking owner one summary of the month's enquiries once it has ended, until they stop it", async () => {
    const month = indiaDate(new Date()).slice(0, 7);
    const [, end] = indiaMonthRange(month);
    // A day into the next month in India.
    ahead = Date.parse(end) + 24 * hour - Date.now();
    const timer = enquiryTimer({ store, logger: silent, mailed: true, retentionDays: 90, now: clock });
    await timer.runOnce();
    await timer.runOnce();
    outbox.poke();
    await vi.waitFor(() => expect(summaries()).toHaveLength(1), { timeout: 5_000, interval: 20 });
    const rows = await store.db.selectFrom('owner_summaries').selectAll().execute();
    // Shivar Farm's owner takes enquiries by e-mail; Hapus Baug's does not.
    expect(rows.map((row) => [row.centre_id, row.month])).toEqual([[shivar.id, month]]);
    const [summary] = summaries();
    const received = await store.db
      .selectFrom('enquiries')
      .select('status')
      .where('centre_id', '=', shivar.id)
      .execute();
    const answered = received.filter((row) => ['replied', 'visited', 'not-taken'].includes(row.status)).length;
    expect(summary!.text).toContain(`${received.length} पाहुण`);
    expect(summary!.text).toContain(`त्यांपैकी ${answered} `);
    // The stop link: no summary the month after.
    const stop = localOf(linksIn(summary!)[0]!);
    expect((await request(app).post(stop).type('form').send({})).text).toContain('data-state="done"');
    ahead += 31 * 24 * hour;
    await timer.runOnce();
    outbox.poke();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(summaries()).toHaveLength(1);
    expect(await store.db.selectFrom('owner_summaries').selectAll().execute()).toHaveLength(1);
    ahead = 0;
  });

  it("unlists the centre at once by its owner's link, tells the office, and then refuses its enquiries as gone", async () => {
    const published = mailsTo('shivar@gaon.example').find((mail) => mail.subject?.includes('is now listed'))!;
    const unlist = localOf(linksIn(published)[0]!);
    expect((await request(app).get(`/centres/${shivar.slug}`)).status).toBe(200);
    const asked = await request(app).get(unlist);
    expect(asked.text).toContain('data-state="ask"');
    expect((await request(app).get(`/centres/${shivar.slug}`)).status).toBe(200);
    const done = await request(app).post(unlist).type('form').send({});
    expect(done.text).toContain('data-state="done"');
    expect(
      (await store.db.selectFrom('centres').select('status').where('id', '=', shivar.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('unlisted');
    await vi.waitFor(
      () =>
        expect(mailsTo(office).filter((mail) => mail.subject?.includes('was unlisted by its owner'))).toHaveLength(1),
      { timeout: 5_000, interval: 20 },
    );
    // A visitor who was writing meanwhile is told the centre left, and nothing is kept.
    const before = (await store.db.selectFrom('enquiries').select('id').execute()).length;
    const late = await post(`/centres/${shivar.slug}`)
      .type('json')
      .send({ ...enquiry({ message: 'Still there?' }), filledMs: minimumFillMs });
    expect([late.status, late.body]).toEqual([410, { status: 'gone' }]);
    expect((await store.db.selectFrom('enquiries').select('id').execute()).length).toBe(before);
    // The link again: used.
    expect((await request(app).post(unlist).type('form').send({})).text).toContain('data-state="used"');
  });
});
