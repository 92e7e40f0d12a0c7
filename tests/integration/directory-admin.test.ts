import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/store.ts';
import { useContractBackend } from './contract-backend.ts';
import { adminSession, manyRegistrations, openTestStore, testApp } from './harness.ts';
import { testStore } from './test-store.ts';

/**
 * The directory's admin (issue 53, decision 095) as a browser without JavaScript uses it, on the
 * store under test, with the contract backend's registrations: the registration form's consent
 * box kept in the site's store (never sent to the backend), a centre made from a registration in
 * one step, each field checked in the page's language, the consent recorded, published (on the
 * public pages at once) and unlisted (410).
 */
const contract = useContractBackend({ reset: false });
const dataDir = mkdtempSync(join(tmpdir(), 'agro-directory-admin-'));
let store: Store;
let app: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  store = await openTestStore(dataDir);
  app = await testApp(
    { API_URL: contract.backend.url, API_TIMEOUT_MS: '2000', ...manyRegistrations },
    undefined,
    undefined,
    store,
  );
});
afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const registration = {
  name: 'Kavita Shinde',
  address: 'Wadgaon Sheri\nTaluka Haveli, Pune',
  agro_tour_name: 'Krushi Vihar Farm',
  registration_number: 'MTDC-AT-2026-0311',
  mobile_number: '9765012345',
  email_id: 'kavita@krushi-vihar.example',
  registration_date: '2026-10-01',
};

const centreForm = (csrf: string, overrides: Record<string, string | string[]> = {}) => {
  const form = new URLSearchParams({
    csrf,
    intent: 'save',
    name_en: 'Krushi Vihar Farm',
    district: 'pune',
    price_day: '500',
  });
  for (const month of ['10', '11', '12', '1']) form.append('open_months', month);
  form.append('activities', 'hurda');
  form.append('offers', 'day-visit');
  form.set('phone', '9765012345');
  for (const [name, value] of Object.entries(overrides)) {
    form.delete(name);
    for (const one of ([] as string[]).concat(value)) form.append(name, one);
  }
  return form.toString();
};

describe(`the directory's admin on the ${testStore} store`, () => {
  let cookie: string;
  let csrf: string;
  let centrePath: string;

  it('without a session sends every address to the login page and back', async () => {
    for (const path of ['/admin/centres', '/admin/centres/new', '/mr/admin/centres']) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(303);
      const login = path.startsWith('/mr/') ? '/mr/login' : '/login';
      expect(res.headers['location']).toBe(`${login}?next=${encodeURIComponent(path)}`);
    }
  });

  it('keeps the registration form’s consent box in the site’s store, word for word, and never sends it on', async () => {
    const post = request(app).post('/api/register/registrations/').set('Accept', 'application/json');
    for (const [name, value] of Object.entries(registration)) post.field(name, value);
    const res = await post.field('list_in_directory', 'mr');
    expect(res.status).toBe(201);
    const sent = contract.backend.registrations.at(-1)!.fields;
    expect(Object.keys(sent).toSorted()).toEqual(Object.keys(registration).toSorted());
    const kept = await store.db.selectFrom('registration_consents').selectAll().execute();
    expect(kept).toMatchObject([
      {
        registration_number: 'MTDC-AT-2026-0311',
        agro_tour_name: 'Krushi Vihar Farm',
        consented: 1,
        language: 'mr',
        wording: 'माझे केंद्र सार्वजनिक यादीत दाखवा',
      },
    ]);
    // A box the page did not show (any other value) is no consent: nothing is kept.
    const other = request(app).post('/api/register/registrations/').set('Accept', 'application/json');
    for (const [name, value] of Object.entries({ ...registration, registration_number: 'MTDC-AT-2026-0312' }))
      other.field(name, value);
    expect((await other.field('list_in_directory', 'yes please')).status).toBe(201);
    expect(await store.db.selectFrom('registration_consents').selectAll().execute()).toHaveLength(1);
  });

  it('lists the registrations without a centre, and fills a new centre’s form from one', async () => {
    ({ cookie, csrf } = await adminSession(app));
    const list = await request(app).get('/admin/centres').set('Cookie', cookie).expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.text).toContain('Krushi Vihar Farm');
    expect(list.text).toContain('Asked to be listed');
    const ref = /href="\/admin\/centres\/new\?from=([^"]+)"[^>]*aria-label="Make a profile: Krushi Vihar Farm"/.exec(
      list.text,
    )?.[1];
    expect(ref).toBeDefined();
    const form = await request(app).get(`/admin/centres/new?from=${ref}`).set('Cookie', cookie).expect(200);
    expect(form.text).toMatch(/name="name_en"[^>]*value="Krushi Vihar Farm"/);
    expect(form.text).toMatch(/name="phone"[^>]*value="9765012345"/);
    expect(form.text).toMatch(/name="consent_given_by"[^>]*value="Kavita Shinde"/);
    expect(form.text).toMatch(/value="registration-form" selected=""/);
  });

  it('checks every field in the page’s language and keeps what was typed', async () => {
    const bad = centreForm(csrf, { phone: '12345', district: '', open_months: [] });
    const res = await request(app).post('/admin/centres/new').set('Cookie', cookie).type('form').send(bad).expect(400);
    expect(res.text).toContain('A mobile number of 10 digits.');
    expect(res.text).toContain('This is required.');
    expect(res.text).toMatch(/name="name_en"[^>]*value="Krushi Vihar Farm"/);
    const marathi = await request(app)
      .post('/mr/admin/centres/new')
      .set('Cookie', cookie)
      .type('form')
      .send(bad)
      .expect(400);
    expect(marathi.text).toContain('10 अंकी मोबाइल क्रमांक लिहा.');
    expect(await store.db.selectFrom('centres').selectAll().execute()).toEqual([]);
  });

  it('refuses a form without the session’s token', async () => {
    const res = await request(app)
      .post('/admin/centres/new')
      .set('Cookie', cookie)
      .type('form')
      .send(centreForm('wrong'));
    expect(res.status).toBe(403);
    expect(await store.db.selectFrom('centres').selectAll().execute()).toEqual([]);
  });

  it('makes the draft with its consent, publishes it to the public pages at once, and unlists it', async () => {
    const consent = {
      consent_given_by: 'Kavita Shinde',
      consent_given_at: '2026-10-01',
      consent_method: 'registration-form',
      consent_channels: ['phone', 'whatsapp'],
      registration_number: 'MTDC-AT-2026-0311',
    };
    const made = await request(app)
      .post('/admin/centres/new')
      .set('Cookie', cookie)
      .type('form')
      .send(centreForm(csrf, consent))
      .expect(303);
    centrePath = made.headers['location']!.replace(/\?.*$/, '');
    expect(made.headers['location']).toMatch(/^\/admin\/centres\/[0-9a-f-]{36}\?done=created$/);
    const page = await request(app).get(made.headers['location']!).set('Cookie', cookie).expect(200);
    expect(page.text).toContain('The draft is made.');
    expect(page.text).toContain('Consent given by Kavita Shinde on 1 October 2026, on the registration form.');
    // The registration has its centre: it is no longer offered (the second one, 0312, still is).
    const list = await request(app).get('/admin/centres').set('Cookie', cookie).expect(200);
    expect(list.text).not.toContain('MTDC-AT-2026-0311');
    expect(list.text).toContain('MTDC-AT-2026-0312');

    await request(app).get('/centres').expect(200); // cached without it
    const published = await request(app)
      .post(centrePath)
      .set('Cookie', cookie)
      .type('form')
      .send({ csrf, intent: 'published' })
      .expect(303);
    expect(published.headers['location']).toBe(`${centrePath}?done=published`);
    expect((await request(app).get('/centres').expect(200)).text).toContain('Krushi Vihar Farm');
    expect((await request(app).get('/centres/krushi-vihar-farm').expect(200)).text).toContain('tel:+919765012345');

    // A photo, turned into files served by the site; a file that is not a photo is refused, saying so.
    const photo = readFileSync('src/assets/images/regions/pune.jpg');
    const fake = await request(app)
      .post(centrePath)
      .set('Cookie', cookie)
      .field('csrf', csrf)
      .attach('photo', Buffer.from('not a photo at all'), { filename: 'farm.jpg', contentType: 'image/jpeg' });
    expect(fake.status).toBe(400);
    expect(fake.text).toContain('This file is not a JPEG, PNG or WebP photo.');
    const forged = await request(app)
      .post(centrePath)
      .set('Cookie', cookie)
      .field('csrf', 'wrong')
      .attach('photo', photo, 'pune.jpg');
    expect(forged.status).toBe(403);
    const added = await request(app)
      .post(centrePath)
      .set('Cookie', cookie)
      .field('csrf', csrf)
      .field('alt_en', 'Jowar fields at dusk')
      .field('alt_mr', 'संध्याकाळची ज्वारीची शेते')
      .attach('photo', photo, 'pune.jpg')
      .expect(303);
    expect(added.headers['location']).toBe(`${centrePath}?done=added`);
    const withPhoto = await request(app).get('/centres/krushi-vihar-farm').expect(200);
    expect(withPhoto.text).toContain('alt="Jowar fields at dusk"');
    const avif = /(\/files\/[0-9a-f]{20}-360\.avif) 360w/.exec(withPhoto.text)?.[1];
    expect(avif).toBeDefined();
    const file = await request(app).get(avif!).expect(200);
    expect(file.headers['content-type']).toBe('image/avif');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(app).get('/mr/centres/krushi-vihar-farm').expect(200)).text).toContain(
      'alt="संध्याकाळची ज्वारीची शेते"',
    );

    await request(app)
      .post(centrePath)
      .set('Cookie', cookie)
      .type('form')
      .send({ csrf, intent: 'unlisted' })
      .expect(303);
    await request(app).get('/centres/krushi-vihar-farm').expect(410);
    expect((await request(app).get('/centres').expect(200)).text).not.toContain('Krushi Vihar Farm');
  });

  it('edits a field, and will not publish a centre without a consent on record', async () => {
    const saved = await request(app)
      .post(centrePath)
      .set('Cookie', cookie)
      .type('form')
      .send(centreForm(csrf, { price_day: '550' }))
      .expect(303);
    expect(saved.headers['location']).toBe(`${centrePath}?done=saved`);
    const bare = await request(app)
      .post('/admin/centres/new')
      .set('Cookie', cookie)
      .type('form')
      .send(centreForm(csrf, { name_en: 'Consentless Farm' }))
      .expect(303);
    const path = bare.headers['location']!.replace(/\?.*$/, '');
    const refused = await request(app)
      .post(path)
      .set('Cookie', cookie)
      .type('form')
      .send({ csrf, intent: 'published' });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('It cannot be published before the owner&#x27;s consent is recorded.');
    await request(app).get('/centres/consentless-farm').expect(404);
  });
});
