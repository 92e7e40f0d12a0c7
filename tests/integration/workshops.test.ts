import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { sync, type VEvent } from 'node-ical';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logging.ts';
import { officeOutbox } from '../../src/office-mail.server.ts';
import type { Outbox } from '../../server/mail/outbox.ts';
import type { Store } from '../../server/store/store.ts';
import sharp from 'sharp';
import { createCentre } from '../../src/features/directory/centres.server.ts';
import { addPhoto, removePhoto } from '../../src/features/directory/photos.server.ts';
import { photoFileName } from '../../src/media/photo.ts';
import { minimumFillMs } from '../../src/features/workshops/contract.ts';
import { indiaLocal } from '../../src/features/workshops/workshops.server.ts';
import { workshopTimer } from '../../src/features/workshops/timers.server.ts';
import { profileOf, shivarFarm } from '../fixtures/centres.ts';
import { useContractBackend } from './contract-backend.ts';
import { adminSession, manyRegistrations, openTestStore, testApp } from './harness.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { testStore } from './test-store.ts';

/**
 * Workshops on the calendar (issue 56, decision 100) on the store under test, with a real SMTP
 * server: the office makes an event; it is on the list in both languages, its page (JSON-LD
 * `Event`), the feed (RFC 5545, parsed back) and the sitemap; a Marathi sign-up without
 * JavaScript gets a seat and a mail with the .ics; 20 at once for the last seat get one seat and
 * 19 places on the waitlist; the 21st of 20 waits and moves up when one cancels; a postponement
 * is mailed to everyone; the reminder goes two days before, on the test's clock.
 */
const contract = useContractBackend({ reset: false });
const dataDir = mkdtempSync(join(tmpdir(), 'agro-workshops-'));
const siteUrl = 'https://krushi-paryatan.example';
const hour = 3600_000;
const silent = createLogger({ env: 'test', logLevel: 'silent' });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const addressOf = (mail: ParsedMail) => (mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined);
const calendarOf = (mail: ParsedMail) => {
  const part = mail.attachments.find((one) => one.contentType.startsWith('text/calendar'));
  return part ? sync.parseICS(part.content.toString('utf8')) : undefined;
};
const eventsIn = (text: string) =>
  Object.values(sync.parseICS(text)).filter((one): one is VEvent => one?.type === 'VEVENT');

/** A `datetime-local` value in India's time, `days` from now at `hourOfDay`. */
const inDays = (days: number, hourOfDay = 10) => {
  const at = new Date(Date.now() + days * 24 * hour);
  return `${indiaLocal(at.toISOString()).slice(0, 10)}T${String(hourOfDay).padStart(2, '0')}:00`;
};

describe(`workshops on the ${testStore} store`, () => {
  let smtp: TestSmtp;
  let store: Store;
  let outbox: Outbox;
  let app: Awaited<ReturnType<typeof testApp>>;
  let admin: { cookie: string; csrf: string };
  let ahead = 0;
  const clock = () => new Date(Date.now() + ahead);
  const mailsTo = (address: string) => smtp.received.filter((mail) => addressOf(mail) === address);

  async function makeEvent(fields: Record<string, string | string[]>) {
    const made = await request(app)
      .post('/admin/workshops/new')
      .set('Cookie', admin.cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({
        csrf: admin.csrf,
        title_en: 'Starting a farm stay',
        title_mr: 'कृषी पर्यटन केंद्र सुरू करताना',
        summary_en: 'A day on what guests want, what it costs and how to register.',
        summary_mr: 'पाहुण्यांना काय हवे, खर्च किती आणि नोंदणी कशी करायची यावर एक दिवस.',
        type: 'workshop',
        audiences: ['starting', 'owners'],
        starts: inDays(10, 10),
        ends: inDays(10, 17),
        place_kind: 'address',
        address: 'Krishi Bhavan, Baramati',
        spoken: 'mr',
        fee: '500',
        seats: '20',
        status: 'scheduled',
        ...fields,
      });
    expect(made.status).toBe(303);
    const id = /\/admin\/workshops\/([0-9a-f-]{36})\?done=created$/.exec(made.headers.location ?? '')![1]!;
    const row = await store.db.selectFrom('workshops').select(['slug']).where('id', '=', id).executeTakeFirstOrThrow();
    return { id, slug: row.slug };
  }

  const signUp = (
    slug: string,
    fields: Record<string, string>,
    { key, path = `/workshops/${slug}` }: { key?: string; path?: string } = {},
  ) =>
    request(app)
      .post(path)
      .set('Sec-Fetch-Site', 'same-origin')
      .set(key ? { 'Idempotency-Key': key } : {})
      .type('json')
      .send({ name: 'Asha Patil', place: 'Baramati', people: '1', email: '', ...fields, filledMs: minimumFillMs });

  beforeAll(async () => {
    smtp = await startSmtp();
    store = await openTestStore(mkdtempSync(join(dataDir, 'store-')));
    const env = { SMTP_URL: smtp.url, SITE_URL: siteUrl, MAIL_FROM: 'Agro Tourism <site@krushi-paryatan.in>' };
    outbox = officeOutbox(loadConfig({ NODE_ENV: 'production', ...env }), store, silent, {
      options: { pollMs: 60_000 },
      now: clock,
    })!;
    outbox.start();
    app = await testApp(
      {
        ...env,
        API_URL: contract.backend.url,
        ...manyRegistrations,
        CONTACT_MESSAGES_PER_ADDRESS: '1000',
        CONTACT_MESSAGES_PER_HOUR: '100000',
        // Twenty posts at once from one address: past the per-client bounds, which shed the rest (decision 063).
        REQUESTS_PER_ADDRESS: '1000',
        REQUESTS_IN_FLIGHT: '1000',
      },
      undefined,
      undefined,
      store,
      outbox,
    );
    admin = await adminSession(app);
  }, 30_000);
  afterAll(async () => {
    await outbox.stop();
    await store.close();
    await smtp.close();
  });

  let event: { id: string; slug: string };

  it('puts an event the office makes on the list in both languages, its page, the feed and the sitemap', async () => {
    event = await makeEvent({});
    const list = await request(app).get('/workshops');
    expect(list.text).toContain('Starting a farm stay');
    expect((await request(app).get('/mr/workshops')).text).toContain('कृषी पर्यटन केंद्र सुरू करताना');
    const page = await request(app).get(`/workshops/${event.slug}`);
    expect(page.status).toBe(200);
    const ld = [...page.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map(([, json]) => JSON.parse(json!) as Record<string, unknown>)
      .find((one) => one['@type'] === 'Event')!;
    expect(ld).toMatchObject({
      name: 'Starting a farm stay',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place' },
      offers: { '@type': 'Offer', price: 500, priceCurrency: 'INR' },
      organizer: { '@type': 'Organization' },
    });
    expect(page.text).toContain('20 seats left of 20');
    // India's time on the page, whatever the server's zone.
    expect(page.text).toContain('10:00');
    const feed = await request(app).get('/workshops.ics');
    expect(feed.headers['content-type']).toContain('text/calendar');
    const [entry] = eventsIn(feed.text);
    expect(entry).toMatchObject({
      summary: 'Starting a farm stay',
      uid: `workshop-${event.slug}@krushi-paryatan.example`,
    });
    expect(feed.text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(feed.text).toMatch(/DTSTART:\d{8}T043000Z/);
    expect((await request(app).get(`/workshops/${event.slug}/event.ics`)).text).toContain('BEGIN:VEVENT');
    expect((await request(app).get('/sitemap.xml')).text).toContain(`/workshops/${event.slug}`);
  });

  it('signs a visitor up without JavaScript in Marathi, mails the seat with the .ics, and the seats fall', async () => {
    const page = await request(app)
      .post(`/mr/workshops/${event.slug}`)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ name: 'सुनीता जाधव', mobile: '98220 12345', email: 'sunita@gaon.example', place: 'इंदापूर', people: '2' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-island');
    await vi.waitFor(() => expect(mailsTo('sunita@gaon.example')).toHaveLength(1), { timeout: 5_000, interval: 20 });
    const [mail] = mailsTo('sunita@gaon.example');
    expect(mail!.headers.get('content-language')).toBe('mr');
    const calendar = calendarOf(mail!);
    expect(Object.values(calendar ?? {}).some((one) => one?.type === 'VEVENT')).toBe(true);
    expect(mail!.text).toMatch(/\/mr\/workshops\/cancel\?token=[\w-]{43}/);
    expect((await request(app).get(`/workshops/${event.slug}`)).text).toContain('18 seats left of 20');
    // The same number again: said plainly.
    const twice = await signUp(event.slug, { name: 'Sunita', mobile: '9822012345' });
    expect([twice.status, twice.body]).toEqual([409, { status: 'twice' }]);
  });

  it('gives the last seat to one of 20 people signing up at once, and the others a waitlist place', async () => {
    const last = await makeEvent({ title_en: 'Open day at the farm', seats: '1', type: 'open-day' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => signUp(last.slug, { mobile: `97000000${String(n).padStart(2, '0')}` })),
    );
    expect(answers.map((one) => `${one.status} ${one.body.status}`)).toEqual(
      Array.from({ length: 20 }, () => '200 received'),
    );
    const places = answers.map((one) => (one.body as { place: string }).place);
    expect(places.filter((place) => place === 'seat')).toHaveLength(1);
    expect(places.filter((place) => place === 'waitlist')).toHaveLength(19);
    const rows = await store.db
      .selectFrom('workshop_signups')
      .innerJoin('workshops', 'workshops.id', 'workshop_signups.workshop_id')
      .select('workshop_signups.status')
      .where('workshops.slug', '=', last.slug)
      .execute();
    expect(rows.filter((row) => row.status === 'confirmed')).toHaveLength(1);
  });

  it('waitlists the 21st of 20 and moves them up when one cancels by the link', async () => {
    const full = await makeEvent({ title_en: 'Food safety training', type: 'training' });
    for (let n = 0; n < 20; n++) {
      const answer = await signUp(full.slug, {
        mobile: `96000000${String(n).padStart(2, '0')}`,
        email: n === 0 ? 'first@gaon.example' : '',
      });
      expect(answer.body.place).toBe('seat');
    }
    const late = await signUp(full.slug, { mobile: '9500000000', email: 'late@gaon.example' });
    expect(late.body.place).toBe('waitlist');
    expect((await request(app).get(`/workshops/${full.slug}`)).text).toContain('Join the waitlist');
    await vi.waitFor(() => expect(mailsTo('first@gaon.example')).toHaveLength(1), { timeout: 5_000, interval: 20 });
    await vi.waitFor(() => expect(mailsTo('late@gaon.example')).toHaveLength(1), { timeout: 5_000, interval: 20 });
    expect(mailsTo('late@gaon.example')[0]!.subject).toMatch(/^On the waitlist/);
    const cancel = /https:\/\/\S+\/workshops\/cancel\?token=[\w-]{43}/.exec(
      mailsTo('first@gaon.example')[0]!.text ?? '',
    )![0];
    const path = cancel.slice(siteUrl.length);
    expect((await request(app).get(path)).text).toContain('data-state="ask"');
    expect((await request(app).post(path).type('form').send({})).text).toContain('data-state="done"');
    expect((await request(app).post(path).type('form').send({})).text).toContain('data-state="already"');
    await vi.waitFor(() => expect(mailsTo('late@gaon.example')).toHaveLength(2), { timeout: 5_000, interval: 20 });
    expect(mailsTo('late@gaon.example')[1]!.subject).toMatch(/^A seat is yours/);
    expect(calendarOf(mailsTo('late@gaon.example')[1]!)).toBeDefined();
    // The office's list and its CSV say so.
    const csv = await request(app).get(`/admin/workshops/${full.id}/signups.csv`).set('Cookie', admin.cookie);
    expect(
      csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(22);
  });

  it('sends the reminder two days before, once, and mails a postponement to everyone signed up', async () => {
    const soon = await makeEvent({
      title_en: 'Field visit to Hapus Baug',
      type: 'field-visit',
      starts: inDays(3, 9),
      ends: inDays(3, 13),
    });
    await signUp(soon.slug, { mobile: '9400000000', email: 'meera@gaon.example' });
    await vi.waitFor(() => expect(mailsTo('meera@gaon.example')).toHaveLength(1), { timeout: 5_000, interval: 20 });
    const timer = workshopTimer({ store, logger: silent, mailed: true, now: clock });
    await timer.runOnce();
    outbox.poke();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo('meera@gaon.example')).toHaveLength(1);
    ahead = 26 * hour;
    await timer.runOnce();
    await timer.runOnce();
    outbox.poke();
    await vi.waitFor(() => expect(mailsTo('meera@gaon.example')).toHaveLength(2), { timeout: 5_000, interval: 20 });
    expect(mailsTo('meera@gaon.example')[1]!.subject).toBe('In two days: Field visit to Hapus Baug');
    ahead = 0;
    const postponed = await request(app)
      .post(`/admin/workshops/${soon.id}`)
      .set('Cookie', admin.cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({
        csrf: admin.csrf,
        intent: 'save',
        title_en: 'Field visit to Hapus Baug',
        title_mr: 'हापूस बागेला भेट',
        summary_en: '',
        summary_mr: '',
        type: 'field-visit',
        audiences: ['travellers'],
        starts: inDays(3, 9),
        ends: inDays(3, 13),
        place_kind: 'address',
        address: 'Devgad',
        spoken: 'mr',
        fee: '0',
        seats: '20',
        status: 'postponed',
      });
    expect(postponed.status).toBe(303);
    expect(postponed.headers.location).toBe(`/admin/workshops/${soon.id}?done=told-1`);
    await vi.waitFor(() => expect(mailsTo('meera@gaon.example')).toHaveLength(3), { timeout: 5_000, interval: 20 });
    expect(mailsTo('meera@gaon.example')[2]!.subject).toBe('Postponed: Field visit to Hapus Baug');
    const page = await request(app).get(`/workshops/${soon.slug}`);
    expect(page.text).toContain('EventPostponed');
    const closed = await signUp(soon.slug, { mobile: '9400000001' });
    expect([closed.status, closed.body]).toEqual([409, { status: 'closed' }]);
  });

  it("lists an event held at a centre on that centre's directory page", async () => {
    const directory = { store, changed: async () => {} };
    const centre = await createCentre(directory, profileOf(shivarFarm), {
      consent: {
        givenBy: 'Sunita Jadhav',
        givenAt: '2026-11-30',
        method: 'phone',
        channels: ['phone'],
        wording: 'List my centre in the public directory',
        enquiryMail: false,
        ownerLanguage: 'mr',
      },
      publish: true,
    });
    const at = await makeEvent({ title_en: 'Hurda open day', place_kind: 'centre', centre: centre.id, address: '' });
    const page = await request(app).get(`/centres/${centre.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Workshops at this centre');
    expect(page.text).toContain(`href="/workshops/${at.slug}"`);
    // And the event's page names the centre, with a link to it.
    expect((await request(app).get(`/workshops/${at.slug}`)).text).toContain(`href="/centres/${centre.slug}"`);
  });
  it('shows the photos the office adds once an event is over, and keeps files another photo still shows', async () => {
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: [60, 140, 70] } })
      .jpeg()
      .toBuffer();
    const addTo = (id: string) =>
      request(app)
        .post(`/admin/workshops/${id}`)
        .set('Cookie', admin.cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .field('csrf', admin.csrf)
        .field('alt_en', 'Farmers in the orchard')
        .field('alt_mr', 'बागेतील शेतकरी')
        .attach('photo', photo, { filename: 'day.jpg', contentType: 'image/jpeg' });
    // Before it is over, there is nothing to show yet.
    const coming = await makeEvent({ title_en: 'Goat-farm visit' });
    const early = await addTo(coming.id);
    expect(early.status).toBe(400);
    expect(early.text).toContain('Photos can be added once the event is over.');

    const past = await makeEvent({ title_en: 'Mango-season open day', starts: inDays(-3, 9), ends: inDays(-3, 16) });
    const added = await addTo(past.id);
    expect([added.status, added.headers.location]).toEqual([303, `/admin/workshops/${past.id}?done=photo-added`]);
    const [row] = await store.db.selectFrom('workshop_photos').selectAll().where('workshop_id', '=', past.id).execute();
    expect(row).toMatchObject({ width: 900, height: 600, alt_en: 'Farmers in the orchard', alt_mr: 'बागेतील शेतकरी' });
    const jpeg = photoFileName(row!.hash, 640, 'jpg');
    for (const [path, alt] of [
      [`/workshops/${past.slug}`, 'Farmers in the orchard'],
      [`/mr/workshops/${past.slug}`, 'बागेतील शेतकरी'],
    ] as const) {
      const page = await request(app).get(path);
      expect(page.text).toMatch(/<h2 id="workshop-photos">[^<]+<\/h2>/);
      expect(page.text).toContain(`src="/files/${jpeg}"`);
      expect(page.text).toContain(`alt="${alt}"`);
    }
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
      (await request(app).get(`/workshops/${past.slug}`)).text,
    )![1]!;
    expect(JSON.parse(jsonLd).image).toEqual([`${siteUrl}/files/${photoFileName(row!.hash, 640, 'jpg')}`]);
    expect((await request(app).get(`/files/${jpeg}`)).headers['content-type']).toBe('image/jpeg');

    // The same bytes on a centre share the files: each removal keeps them while the other still shows them.
    const directory = { store, changed: async () => {} };
    const centre = await createCentre(
      directory,
      profileOf({ ...shivarFarm, name_en: 'Photo farm', name_mr: 'फोटो फार्म' }),
      {
        publish: false,
      },
    );
    expect(await addPhoto(directory, centre.id, photo, { en: 'Orchard', mr: 'बाग' })).toEqual({
      ok: true,
      hash: row!.hash,
    });
    const files = () => store.db.selectFrom('media_files').select('name').where('hash', '=', row!.hash).execute();
    const [shown] = await store.db
      .selectFrom('centre_photos')
      .select('id')
      .where('centre_id', '=', centre.id)
      .execute();
    expect(await removePhoto(directory, centre.id, shown!.id)).toBe(true);
    expect(await files()).toHaveLength(6);
    const removed = await request(app)
      .post(`/admin/workshops/${past.id}`)
      .set('Cookie', admin.cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ csrf: admin.csrf, intent: 'photo-remove', photo: row!.id });
    expect([removed.status, removed.headers.location]).toEqual([303, `/admin/workshops/${past.id}?done=photo-removed`]);
    expect((await request(app).get(`/workshops/${past.slug}`)).text).not.toContain('id="workshop-photos"');
    expect(await files()).toEqual([]);
  });
  it('shows the office the registrations of those who came, matched by mobile number or e-mail', async () => {
    const day = await makeEvent({ title_en: 'Starting a homestay' });
    for (const [mobile, email] of [
      ['+91 98220 12345', ''], // Sunita Patil's registration, her number written another way
      ['9300000001', 'ANIL@greenvalley.example'], // Anil Deshmukh's, by his e-mail
      ['9300000002', ''], // came, registered nothing
      ['9422098765', ''], // Ramesh Jadhav's registration, but he did not come
    ])
      expect((await signUp(day.slug, { mobile: mobile!, email: email! })).status).toBe(200);
    const page = () =>
      request(app)
        .get(`/admin/workshops/${day.id}`)
        .set('Cookie', admin.cookie)
        .then((answer) => answer.text);
    expect(await page()).not.toContain('id="event-registered"');
    const signups = await store.db
      .selectFrom('workshop_signups')
      .select(['id', 'mobile'])
      .where('workshop_id', '=', day.id)
      .execute();
    for (const one of signups.filter((row) => row.mobile !== '9422098765')) {
      const marked = await request(app)
        .post(`/admin/workshops/${day.id}`)
        .set('Cookie', admin.cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send({ csrf: admin.csrf, intent: 'attended', signup: one.id });
      expect(marked.status).toBe(303);
    }
    const shown = await page();
    const section = shown.slice(shown.indexOf('id="event-registered"'), shown.indexOf('id="event-photos"'));
    expect(section).toContain('href="/admin/registrations/1"');
    expect(section).toContain('Sahyadri Farm Stay');
    expect(section).toContain('href="/admin/registrations/3"');
    expect(section).toContain('Green Valley Agro Tourism');
    expect(section).not.toContain('/admin/registrations/2"');
    // And the registrations' list and a registration's page say which workshop its owner came to.
    const list = await request(app).get('/admin/registrations').set('Cookie', admin.cookie);
    expect(list.text).toContain('Came to Starting a homestay');
    const marathi = await request(app).get('/mr/admin/registrations').set('Cookie', admin.cookie);
    expect(marathi.text).toContain('कृषी पर्यटन केंद्र सुरू करताना कार्यक्रमाला आले होते');
    const ramesh = await request(app).get('/admin/registrations/2').set('Cookie', admin.cookie);
    expect(ramesh.text).not.toContain('Workshops attended');
    const sunita = await request(app).get('/admin/registrations/1').set('Cookie', admin.cookie);
    expect(sunita.text).toContain('Workshops attended');
    expect(sunita.text).toContain(`href="/admin/workshops/${day.id}"`);
  });
});
