import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logging.ts';
import { PageCache } from '../../server/page-cache.ts';
import { Snapshots } from '../../server/store/snapshots.ts';
import type { Store } from '../../server/store/store.ts';
import { DataVersions } from '../../server/store/versions.ts';
import {
  createCentre,
  oneCentre,
  recordConsent,
  setStatus,
  updateCentre,
  type DirectoryStore,
} from '../../src/features/directory/centres.server.ts';
import { kokanOrchard, profileOf, shivarFarm } from '../fixtures/centres.ts';
import { sourceRenderer, downBackendUrl, openTestStore } from './harness.ts';
import { testStore } from './test-store.ts';

/**
 * The directory's public pages (issue 53, decision 095) on the store under test: only published
 * centres with a consent on record, only the channels consented to, a 410 for an unlisted one,
 * its region page and the sitemap, filters in the URL, and the page cache refreshed by a change
 * on this server and, through the data version, on a second server sharing the store.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'agro-directory-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const consent = {
  givenBy: 'Sunita Jadhav',
  givenAt: '2026-11-30',
  method: 'phone' as const,
  channels: ['phone' as const, 'whatsapp' as const],
  wording: 'List my centre in the public directory',
  enquiryMail: false,
  ownerLanguage: 'mr' as const,
};

/** A server as start.ts makes one: its own versions (polled), snapshots and page cache over `store`. */
function server(store: Store, pollMs = 100_000) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent',
    API_URL: downBackendUrl,
  });
  const logger = createLogger(config);
  const versions = new DataVersions(store.db, { logger, pollMs });
  const snapshots = new Snapshots(store.db, versions);
  const cache = new PageCache();
  const app = createApp({ config, logger, renderer: sourceRenderer, pageCache: cache, store, versions, snapshots });
  const directory: DirectoryStore = { store, changed: () => versions.changed('directory') };
  return { app, versions, cache, directory };
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

describe(`the directory on the ${testStore} store`, () => {
  let store: Store;
  let site: ReturnType<typeof server>;
  let shivar: { id: string; slug: string };
  let hapus: { id: string; slug: string };
  let draft: { id: string; slug: string };

  beforeAll(async () => {
    store = await openTestStore(mkdtempSync(join(dataDir, 'one-')));
    site = server(store);
    await site.versions.start();
  });
  afterAll(async () => {
    site.versions.stop();
    await store.close();
  });

  it('with no centre, says so and points to Contact; an unknown centre is the 404 page', async () => {
    const list = await request(site.app).get('/centres').expect(200);
    expect(list.text).toContain('No centre is listed yet.');
    expect(list.text).toContain('href="/contact"');
    await request(site.app).get('/centres/no-such-farm').expect(404);
    await request(site.app).get('/mr/centres/no-such-farm').expect(404);
  });

  it('shows a published centre with its consent, not a draft, and only the channels consented to', async () => {
    shivar = await createCentre(site.directory, profileOf(shivarFarm), { consent, publish: true });
    draft = await createCentre(site.directory, profileOf({ ...kokanOrchard, name_en: 'Draft Orchard' }));
    expect(shivar.slug).toBe('shivar-farm');

    const list = await request(site.app).get('/centres').expect(200);
    expect(list.text).toContain('Shivar Farm');
    expect(list.text).not.toContain('Draft Orchard');
    expect(list.text).toContain('1 centre');

    const page = await request(site.app).get('/centres/shivar-farm').expect(200);
    expect(page.text).toContain('href="tel:+919822012345"');
    expect(page.text).toContain('https://wa.me/919822012345?text=');
    // E-mail and website were not consented to: never on the page.
    expect(page.text).not.toContain('shivar@gaon.example');
    expect(page.text).not.toContain('https://shivar.example');
    expect(page.text).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=18.5089%2C74.3267');
    await request(site.app).get(`/centres/${draft.slug}`).expect(404);

    const marathi = await request(site.app).get('/mr/centres/shivar-farm').expect(200);
    expect(marathi.text).toContain('शिवार फार्म');
    expect(marathi.text).toContain('भीमेकाठचे कौटुंबिक शेत.');
  });

  it('describes the centre in JSON-LD as a TouristAttraction and LodgingBusiness', async () => {
    const page = await request(site.app).get('/centres/shivar-farm').expect(200);
    const [centre] = jsonLd(page.text).filter((data) => Array.isArray(data['@type']));
    expect(centre).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['TouristAttraction', 'LodgingBusiness'],
      name: 'Shivar Farm',
      alternateName: 'शिवार फार्म',
      url: 'http://localhost:3000/centres/shivar-farm',
      address: { '@type': 'PostalAddress', addressLocality: 'Malthan', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: 18.5089, longitude: 74.3267 },
      availableLanguage: ['Marathi', 'Hindi', 'English'],
      telephone: '+919822012345',
      priceRange: '₹650–₹1,800',
    });
    expect(centre).not.toHaveProperty('email');
    expect(centre!['amenityFeature']).toContainEqual({
      '@type': 'LocationFeatureSpecification',
      name: 'Hurda party',
      value: true,
    });
  });

  it('lists the centre on its region page and in the sitemap, in both languages', async () => {
    const region = await request(site.app).get('/west/pune').expect(200);
    expect(region.text).toContain('href="/centres/shivar-farm"');
    const other = await request(site.app).get('/kokan/ratnagiri').expect(200);
    expect(other.text).toContain('No centre in this district is listed yet.');
    const sitemap = await request(site.app).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain('<loc>http://localhost:3000/centres/shivar-farm</loc>');
    expect(sitemap.text).toContain('<loc>http://localhost:3000/mr/centres/shivar-farm</loc>');
    expect(sitemap.text).not.toContain(draft.slug);
  });

  it('filters by what the URL names, and sends any other spelling to the one address of that list', async () => {
    hapus = await createCentre(site.directory, profileOf(kokanOrchard), {
      consent: { ...consent, channels: ['phone'] },
      publish: true,
    });
    const all = await request(site.app).get('/centres').expect(200);
    expect(all.text).toContain('2 centres');
    const hurda = await request(site.app).get('/centres?activity=hurda').expect(200);
    expect(hurda.text).toContain('Shivar Farm');
    expect(hurda.text).not.toContain('Hapus Baug');
    expect(hurda.text).toContain('1 centre of 2');
    const kokan = await request(site.app).get('/centres?region=kokan&month=4').expect(200);
    expect(kokan.text).toContain('Hapus Baug');
    expect(kokan.text).not.toContain('Shivar Farm');
    const search = await request(site.app)
      .get('/mr/centres?q=%E0%A4%B9%E0%A4%BE%E0%A4%AA%E0%A5%82%E0%A4%B8')
      .expect(200);
    expect(search.text).toContain('हापूस बाग');
    expect(search.text).not.toContain('शिवार फार्म');
    const none = await request(site.app).get('/centres?activity=tribal-culture').expect(200);
    expect(none.text).toContain('No centre matches these filters.');

    // The same filters in another order: the cache's one copy of that list (its key orders them).
    const ordered = await request(site.app).get('/centres?region=kokan&month=4').expect(200);
    const reordered = await request(site.app).get('/centres?month=4&region=kokan').expect(200);
    expect(reordered.headers['etag']).toBe(ordered.headers['etag']);
    // Another spelling of a list: moved to its one address, so the cache keeps one copy.
    for (const [asked, moved] of [
      ['/centres?region=nowhere', '/centres'],
      ['/centres?region=kokan&district=pune', '/centres?region=kokan'],
      ['/centres?q=&region=&family=', '/centres'],
      ['/centres?page=9', '/centres'],
      ['/mr/centres?activity=hurda&page=1', '/mr/centres?activity=hurda'],
    ]) {
      const answer = await request(site.app).get(asked!);
      expect([answer.status, answer.headers['location']], asked).toEqual([301, moved]);
    }
  });

  it('refreshes the cached pages at once when a centre changes on this server', async () => {
    await request(site.app).get('/centres/shivar-farm').expect(200);
    const before = await request(site.app).get('/centres/shivar-farm').expect(200);
    const again = await request(site.app)
      .get('/centres/shivar-farm')
      .set('If-None-Match', String(before.headers['etag']));
    expect(again.status).toBe(304);
    await updateCentre(site.directory, shivar.id, profileOf({ ...shivarFarm, price_day: '700' }));
    const after = await request(site.app).get('/centres/shivar-farm').expect(200);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    expect(after.text).toContain('₹700');
  });

  it('publishes nothing without a consent on record', async () => {
    expect(await setStatus(site.directory, draft.id, 'published')).toBe('no-consent');
    await request(site.app).get(`/centres/${draft.slug}`).expect(404);
    expect(
      await recordConsent(site.directory, draft.id, {
        ...consent,
        method: 'in-person',
        enquiryMail: true,
        ownerLanguage: 'en',
      }),
    ).toBe(true);
    // The newest consent in force, as the admin page reads it: enquiries by e-mail, mails in English.
    expect((await oneCentre(store.db, draft.id))?.consent).toMatchObject({
      method: 'in-person',
      enquiryMail: true,
      ownerLanguage: 'en',
    });
    expect(await setStatus(site.directory, draft.id, 'published')).toBe('done');
    await request(site.app).get(`/centres/${draft.slug}`).expect(200);
  });

  it('an unlisted centre leaves the list, its region page and the sitemap, and its address answers 410', async () => {
    await request(site.app).get('/kokan/ratnagiri').expect(200);
    expect(await setStatus(site.directory, hapus.id, 'unlisted')).toBe('done');
    const gone = await request(site.app).get(`/centres/${hapus.slug}`).expect(410);
    expect(gone.text).toContain('This centre is no longer listed');
    expect((await request(site.app).get(`/mr/centres/${hapus.slug}`).expect(410)).text).toContain(
      'हे केंद्र आता यादीत नाही',
    );
    expect((await request(site.app).get('/centres').expect(200)).text).not.toContain('Hapus Baug');
    expect((await request(site.app).get('/kokan/ratnagiri').expect(200)).text).not.toContain(hapus.slug);
    expect((await request(site.app).get('/sitemap.xml').expect(200)).text).not.toContain(hapus.slug);
  });

  it('gives a second centre of the same name its own address', async () => {
    const second = await createCentre(site.directory, profileOf({ ...shivarFarm, district: 'satara' }));
    expect(second.slug).toBe('shivar-farm-2');
  });
});

describe(`two servers on one ${testStore} store`, () => {
  it('a publish on one is shown by the other within 5 s, through the data version it polls', async () => {
    const folder = mkdtempSync(join(dataDir, 'two-'));
    const [storeA, storeB] = [await openTestStore(folder), await openTestStore(folder)];
    const [a, b] = [server(storeA, 250), server(storeB, 250)];
    await Promise.all([a.versions.start(), b.versions.start()]);
    try {
      // The second server has the list cached, without the centre.
      expect((await request(b.app).get('/centres').expect(200)).text).not.toContain('Shivar Farm');
      const made = await createCentre(a.directory, profileOf(shivarFarm), { consent });
      expect((await request(b.app).get('/centres').expect(200)).text).not.toContain('Shivar Farm');
      const published = performance.now();
      await setStatus(a.directory, made.id, 'published');
      await vi.waitFor(
        async () => expect((await request(b.app).get('/centres').expect(200)).text).toContain('Shivar Farm'),
        { timeout: 5_000, interval: 100 },
      );
      expect(performance.now() - published).toBeLessThan(5_000);
      await request(b.app).get('/centres/shivar-farm').expect(200);
    } finally {
      a.versions.stop();
      b.versions.stop();
      await Promise.all([storeA.close(), storeB.close()]);
    }
  });
});

describe(`the directory when the ${testStore} store stops answering`, () => {
  it('keeps serving its pages, cached or not, from the centres held in memory', async () => {
    const store = await openTestStore(mkdtempSync(join(dataDir, 'down-')));
    const site = server(store);
    await site.versions.start();
    await createCentre(site.directory, profileOf(shivarFarm), { consent, publish: true });
    expect((await request(site.app).get('/centres').expect(200)).text).toContain('Shivar Farm');
    site.versions.stop();
    await store.close();
    // The store is gone: a cached page, a list never asked for before, a centre's page, the sitemap.
    expect((await request(site.app).get('/centres').expect(200)).text).toContain('Shivar Farm');
    expect((await request(site.app).get('/centres?region=west&activity=hurda').expect(200)).text).toContain(
      'Shivar Farm',
    );
    expect((await request(site.app).get('/mr/centres/shivar-farm').expect(200)).text).toContain('शिवार फार्म');
    expect((await request(site.app).get('/sitemap.xml').expect(200)).text).toContain('/centres/shivar-farm');
    // A version that cannot be read is logged and changes nothing.
    await site.versions.read();
    expect((await request(site.app).get('/west/pune').expect(200)).text).toContain('href="/centres/shivar-farm"');
  });
});
