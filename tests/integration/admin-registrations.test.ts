import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../server/contract-backend/backend.ts';
import type { Store } from '../../server/store/store.ts';
import { useContractBackend } from './contract-backend.ts';
import { adminSession, openTestStore, testApp } from './harness.ts';
import { testStore } from './test-store.ts';

/**
 * The registrations list's own marks and clock (issue 58, items 11 and 15; decision 103), on the
 * store under test (embedded, or with TEST_STORE=postgres PostgreSQL): a registration archived
 * and restored in the site's store while the backend is left as it is, blank ones and new ones
 * marked in words, every time in India Standard Time and labelled so, the received-date filter
 * apart from the centre's own registration date, and the CSV named by India's day with the site's
 * own document links.
 */
type App = Awaited<ReturnType<typeof testApp>>;
const contract = useContractBackend();
const dataDir = mkdtempSync(join(tmpdir(), 'agro-registration-marks-'));
const stores: Store[] = [];

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The app over a fresh store (a new folder, or on PostgreSQL a new database), and an admin signed in to it. */
async function signedInApp() {
  const store = await openTestStore(mkdtempSync(join(dataDir, 'store-')));
  stores.push(store);
  const app = await testApp({ API_URL: contract.backend.url }, undefined, undefined, store);
  const { cookie, csrf } = await adminSession(app);
  if (!csrf) throw new Error('No form token on the record page');
  contract.backend.requests.length = 0;
  return { app, store, cookie, csrf };
}

/** A registration the backend received now, as one sent through the form is kept. */
function received(fields: Partial<Customer>): Customer {
  const id = Math.max(...contract.backend.customers.map((customer) => customer.id)) + 1;
  const customer: Customer = {
    id,
    name: '',
    address: '',
    agro_tour_name: '',
    registration_number: '',
    mobile_number: '',
    email_id: '',
    registration_date: null,
    upload_document: null,
    created_at: new Date().toISOString(),
    ...fields,
  };
  contract.backend.customers.push(customer);
  return customer;
}

const get = (app: App, path: string, cookie: string) => request(app).get(path).set('Cookie', cookie);
const post = (app: App, path: string, cookie: string, body: string) =>
  request(app).post(path).set('Cookie', cookie).type('form').send(body);
/** The row of the list that opens `path`, whole. */
const rowOf = (html: string, path: string) =>
  [...html.matchAll(/<tr[^>]*>.*?<\/tr>/gs)].map(([row]) => row).find((row) => row.includes(`href="${path}"`));
/** The names of the rows the list shows, in order. */
const namesOf = (html: string) =>
  [...html.matchAll(/<th scope="row">(?:<bdi>([^<]*)<\/bdi>|<span class="[^"]*">([^<]*)<\/span>)/g)].map(
    ([, name, untitled]) => name ?? untitled,
  );
const marksOf = (row: string | undefined) =>
  [...(row ?? '').matchAll(/data-mark="([a-z]+)">([^<]*)</g)].map((m) => m[2]);
/** A time as India Standard Time (UTC+5:30) writes it, to the minute. */
const ist = (time: number) => new Date(time + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
const alertOf = (html: string) => /<div role="alert"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
const onlyReads = () =>
  expect(contract.backend.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(
    contract.backend.requests.map(() => 'GET /api/customer/allcustomers/'),
  );

describe(`archiving, on the ${testStore} store`, () => {
  it('marks a blank registration, archives it from the list (the filter kept), lists it under Archived, and restores it', async () => {
    const { app, store, cookie, csrf } = await signedInApp();
    const blank = received({});
    const path = `/admin/registrations/${blank.id}`;
    const list = await get(app, '/admin/registrations', cookie);
    expect(marksOf(rowOf(list.text, path))).toContain('Blank');
    expect(rowOf(list.text, path)).toContain(`aria-label="Archive: Registration ${blank.id}"`);
    expect(list.text).toContain('Showing 4 of 4 registrations.');

    const archived = await post(
      app,
      path,
      cookie,
      `intent=archive&back=${encodeURIComponent('?q=&show=current')}&csrf=${csrf}`,
    );
    expect(archived.status).toBe(303);
    expect(archived.headers.location).toBe('/admin/registrations?done=archived');
    const after = await get(app, archived.headers.location as string, cookie);
    expect(alertOf(after.text)).toContain('The registration is archived: it is listed under Archived.');
    expect(rowOf(after.text, path)).toBeUndefined();
    expect(namesOf(after.text)).toEqual(['Anil Deshmukh', 'रमेश जाधव', 'Sunita Patil']);
    expect(after.text).toContain('Showing 3 of 3 registrations.');
    // The CSV follows the list: the archived one is left out.
    expect((await get(app, '/admin/registrations.csv', cookie)).text.trim().split('\r\n')).toHaveLength(4);

    const shelf = await get(app, '/admin/registrations?show=archived', cookie);
    expect(shelf.text).toMatch(/<a href="\/admin\/registrations\?show=archived" aria-current="page">Archived<\/a>/);
    expect(namesOf(shelf.text)).toEqual([`Registration ${blank.id}`]);
    expect(marksOf(rowOf(shelf.text, path))).toEqual(['Blank', 'Archived']);
    expect(rowOf(shelf.text, path)).toContain('name="intent" value="restore"');
    expect(rowOf(shelf.text, path)).toContain('name="back" value="?show=archived"');
    const all = await get(app, '/admin/registrations?show=all', cookie);
    expect(namesOf(all.text)).toHaveLength(4);

    const restored = await post(
      app,
      path,
      cookie,
      `intent=restore&back=${encodeURIComponent('?show=archived&q=x')}&csrf=${csrf}`,
    );
    expect(restored.status).toBe(303);
    expect(restored.headers.location).toBe('/admin/registrations?q=x&show=archived&done=restored');
    expect(rowOf((await get(app, '/admin/registrations', cookie)).text, path)).toBeDefined();

    // Kept in the site's store; the backend was only read, and still holds it.
    const rows = await store.db
      .selectFrom('registration_marks')
      .selectAll()
      .where('ref', '=', String(blank.id))
      .execute();
    expect(rows).toEqual([{ ref: String(blank.id), archived_at: null, opened_at: null }]);
    onlyReads();
    expect(contract.backend.customers.some((customer) => customer.id === blank.id)).toBe(true);
    expect(contract.backend.updates).toEqual([]);
  });

  it('archives and restores from the record’s page, which says when (IST); in Marathi too', async () => {
    const { app, cookie, csrf } = await signedInApp();
    const page = await get(app, '/admin/registrations/2', cookie);
    expect(page.text).toContain('Archiving hides a registration from the list');
    expect(page.text).toContain('name="intent" value="archive"');
    const before = Date.now();
    const archived = await post(app, '/admin/registrations/2', cookie, `intent=archive&csrf=${csrf}`);
    expect(archived.status).toBe(303);
    expect(archived.headers.location).toBe('/admin/registrations/2?done=archived');
    const after = await get(app, '/admin/registrations/2?done=archived', cookie);
    expect(alertOf(after.text)).toContain('The registration is archived.');
    const at = /Archived on (\d{4}-\d{2}-\d{2} \d{2}:\d{2}) \(IST\)/.exec(after.text)?.[1];
    expect([ist(before), ist(Date.now())]).toContain(at);
    expect(after.text).toContain('name="intent" value="restore"');
    const mr = await get(app, '/mr/admin/registrations/2', cookie);
    expect(mr.text).toContain('(भारतीय वेळ) रोजी संग्रहित केली');
    expect(mr.text).toContain('पुन्हा यादीत आणा');
    const restored = await post(app, '/mr/admin/registrations/2', cookie, `intent=restore&csrf=${csrf}`);
    expect(restored.headers.location).toBe('/mr/admin/registrations/2?done=restored');
    expect(alertOf((await get(app, restored.headers.location as string, cookie)).text)).toContain(
      'नोंदणी पुन्हा यादीत आली.',
    );
    onlyReads();
  });

  it('archives a row the backend gave no number, by its name in the admin area', async () => {
    const { app, cookie, csrf } = await signedInApp();
    contract.backend.customerIds = 'absent';
    const list = await get(app, '/admin/registrations', cookie);
    const ref = /href="\/admin\/registrations\/(row-[0-9a-f]{16})" aria-label="Open: Sunita Patil"/.exec(
      list.text,
    )?.[1];
    expect(ref).toBeDefined();
    const archived = await post(app, `/admin/registrations/${ref}`, cookie, `intent=archive&back=&csrf=${csrf}`);
    expect(archived.headers.location).toBe('/admin/registrations?done=archived');
    const after = await get(app, '/admin/registrations', cookie);
    expect(namesOf(after.text)).toEqual(['Anil Deshmukh', 'रमेश जाधव']);
  });

  it('refuses an archive without the session’s form token (403), of a record the list does not hold (404), or another intent (400)', async () => {
    const { app, store, cookie, csrf } = await signedInApp();
    expect((await post(app, '/admin/registrations/1', cookie, 'intent=archive')).status).toBe(403);
    const missing = await post(app, '/admin/registrations/99', cookie, `intent=archive&csrf=${csrf}`);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('There is no registration with this number');
    expect((await post(app, '/admin/registrations/1', cookie, `intent=burn&csrf=${csrf}`)).status).toBe(400);
    const signedOut = await request(app).post('/admin/registrations/1').type('form').send('intent=archive');
    expect(signedOut.status).toBe(303);
    const archived = store.db.selectFrom('registration_marks').select('ref').where('archived_at', 'is not', null);
    expect(await archived.execute()).toEqual([]);
  });

  it('lists every registration, none new, and says so when the store does not answer; an archive is refused (503)', async () => {
    const { app, store, cookie, csrf } = await signedInApp();
    await post(app, '/admin/registrations/1', cookie, `intent=archive&csrf=${csrf}`);
    received({ name: 'Fresh' });
    await store.close();
    const list = await get(app, '/admin/registrations', cookie);
    expect(list.status).toBe(200);
    expect(alertOf(list.text)).toContain('archived registrations are listed with the others and none is marked new');
    expect(namesOf(list.text)).toEqual(['Fresh', 'Anil Deshmukh', 'रमेश जाधव', 'Sunita Patil']);
    expect(list.text).not.toContain('data-mark="new"');
    const page = await get(app, '/admin/registrations/1', cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Whether this registration is archived cannot be read right now');
    const refused = await post(app, '/admin/registrations/1', cookie, `intent=restore&csrf=${csrf}`);
    expect(refused.status).toBe(503);
    expect(alertOf(refused.text)).toContain('could not be archived or restored');
  });
});

describe('new registrations', () => {
  it('are marked New, in words and with a bar, until an admin opens them; those received before the site kept marks are not', async () => {
    const { app, store, cookie } = await signedInApp();
    const fresh = received({ name: 'Fresh Farm', email_id: 'fresh@farm.example' });
    const path = `/admin/registrations/${fresh.id}`;
    const list = await get(app, '/admin/registrations', cookie);
    expect(rowOf(list.text, path)).toMatch(/^<tr data-new="">/);
    expect(marksOf(rowOf(list.text, path))).toEqual(['New']);
    expect(marksOf(rowOf(list.text, '/admin/registrations/1'))).toEqual([]);
    expect(list.text).toContain('New: not opened by an admin yet.');
    const mr = await get(app, '/mr/admin/registrations', cookie);
    expect(marksOf(rowOf(mr.text, `/mr${path}`))).toEqual(['नवी']);

    expect((await get(app, path, cookie)).status).toBe(200);
    const after = await get(app, '/admin/registrations', cookie);
    expect(rowOf(after.text, path)).toMatch(/^<tr>/);
    expect(marksOf(rowOf(after.text, path))).toEqual([]);
    const row = await store.db
      .selectFrom('registration_marks')
      .selectAll()
      .where('ref', '=', String(fresh.id))
      .executeTakeFirst();
    expect(row).toEqual({ ref: String(fresh.id), archived_at: null, opened_at: expect.any(String) });
    onlyReads();
  });

  it('are all those not opened yet when the backend keeps no time of receipt', async () => {
    const { app, cookie } = await signedInApp();
    contract.backend.receivedDates = 'absent';
    // Signing in opened registration 1 (the session's form token is read from its page).
    await get(app, '/admin/registrations/2', cookie);
    const list = await get(app, '/admin/registrations', cookie);
    expect(marksOf(rowOf(list.text, '/admin/registrations/3'))).toEqual(['New']);
    expect(marksOf(rowOf(list.text, '/admin/registrations/2'))).toEqual([]);
    expect(marksOf(rowOf(list.text, '/admin/registrations/1'))).toEqual([]);
  });
});

describe('one clock, India Standard Time, labelled', () => {
  it('shows when each registration was received in IST on the list, the record and the CSV', async () => {
    const { app, cookie } = await signedInApp();
    // Sunita's came at 09:15 UTC: 14:45 in India.
    const list = await get(app, '/admin/registrations', cookie);
    expect(list.text).toContain('<th scope="col">Received (IST)</th>');
    expect(rowOf(list.text, '/admin/registrations/1')).toContain(
      '<td data-label="Received (IST)">2023-11-02 14:45</td>',
    );
    const record = await get(app, '/admin/registrations/1', cookie);
    expect(record.text).toContain('<dt>Received (IST)</dt><dd>2023-11-02 14:45</dd>');
    const mr = await get(app, '/mr/admin/registrations/1', cookie);
    expect(mr.text).toContain('<dt>मिळाल्याची वेळ (भारतीय वेळ)</dt><dd>2023-11-02 14:45</dd>');
    const csv = (await get(app, '/admin/registrations.csv?q=sahyadri', cookie)).text.split('\r\n');
    expect(csv[0]).toMatch(/^\uFEFF?ID,Received \(IST\),Name,/);
    expect(csv[1]).toMatch(/^1,2023-11-02 14:45,Sunita Patil,/);
  });

  it('filters by the day received in India, apart from the centre’s own registration date', async () => {
    const { app, cookie } = await signedInApp();
    // Received at 20:00 UTC on 18 June: 01:30 on 19 June in India; registered with the state in 2019.
    received({ name: 'Late Night', registration_date: '2019-04-01', created_at: '2024-06-18T20:00:00Z' });
    const list = await get(app, '/admin/registrations', cookie);
    expect(list.text).toMatch(/<label [^>]*for="admin-from">Registration date from<\/label>/);
    expect(list.text).toMatch(/<label [^>]*for="admin-to">Registration date up to<\/label>/);
    expect(list.text).toMatch(/<label [^>]*for="admin-receivedFrom">Received from \(IST\)<\/label>/);
    expect(list.text).toMatch(/<input id="admin-receivedFrom" type="date"[^>]*name="received_from"/);
    const names = async (query: string) => namesOf((await get(app, `/admin/registrations?${query}`, cookie)).text);
    expect(await names('received_from=2024-06-19&received_to=2024-06-19')).toEqual(['Late Night']);
    expect(await names('received_from=2024-06-18&received_to=2024-06-18')).toEqual(['रमेश जाधव']);
    expect(await names('from=2024-06-18&to=2024-06-19')).toEqual(['रमेश जाधव']);
    expect(await names('from=2019-01-01&to=2019-12-31')).toEqual(['Late Night']);
    const csv = await get(app, '/admin/registrations.csv?received_from=2024-06-19&received_to=2024-06-19', cookie);
    expect(csv.text.trim().split('\r\n').slice(1)).toEqual([
      expect.stringMatching(/^\d+,2024-06-19 01:30,Late Night,/),
    ]);
    const bad = await get(app, '/admin/registrations?received_to=2024-02-30', cookie);
    expect(alertOf(bad.text)).toContain('A date was not understood and is ignored');
  });

  describe('the CSV’s name', () => {
    beforeEach(() => {
      // 20:00 UTC on 4 March is 01:30 on 5 March in India.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T20:00:00Z') });
    });
    afterEach(() => vi.useRealTimers());

    it('is India’s day, the registrations’ and the subscribers’ alike', async () => {
      const { app, cookie } = await signedInApp();
      const registrations = await get(app, '/admin/registrations.csv', cookie);
      expect(registrations.headers['content-disposition']).toBe('attachment; filename=registrations-2026-03-05.csv');
      const subscribers = await get(app, '/admin/subscribers.csv', cookie);
      expect(subscribers.headers['content-disposition']).toBe(
        'attachment; filename=newsletter-subscribers-2026-03-05.csv',
      );
    });
  });
});

describe('the CSV’s documents', () => {
  it('are the site’s own links, in the CSV’s language, never the backend’s address', async () => {
    const { app, cookie } = await signedInApp();
    const en = await get(app, '/admin/registrations.csv', cookie);
    const lines = en.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/,Upload Document$/);
    expect(lines.find((line) => line.startsWith('1,'))).toMatch(
      /,http:\/\/localhost:3000\/admin\/registrations\/1\/document$/,
    );
    // A registration without a document has an empty cell.
    expect(lines.find((line) => line.startsWith('2,'))).toMatch(/,2024-06-18,$/);
    expect(en.text).not.toContain('/media/');
    expect(en.text).not.toContain(contract.backend.url);
    const mr = await get(app, '/mr/admin/registrations.csv', cookie);
    expect(mr.text).toContain('http://localhost:3000/mr/admin/registrations/1/document');
    expect(mr.text).not.toContain('/media/');
  });
});
