import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../server/contract-backend/backend.ts';
import { useContractBackend } from './contract-backend.ts';
import { everyPageTimeout, testApp } from './harness.ts';

/**
 * The site in English and in Marathi (issue 16, decision 036): every page has its twin under
 * /mr, built from the Marathi content, which names its language and its twin, links within its
 * own language, and sends a registration on exactly as the English page does.
 */
const contract = useContractBackend();
type App = Awaited<ReturnType<typeof testApp>>;
let app: App;
let english: string[];

beforeAll(async () => {
  app = await testApp({ API_URL: contract.backend.url, SITE_URL: 'https://agrotourism.example' });
  const xml = (await request(app).get('/sitemap.xml')).text;
  english = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc = '']) => new URL(loc).pathname)
    .filter((path) => !path.startsWith('/mr/'));
});

const DEVANAGARI = /[\u0900-\u097F]/;
const h1 = (html: string) => (/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();

describe('every page in both languages', { timeout: everyPageTimeout }, () => {
  it('lists each page and its Marathi twin in the sitemap, each naming both and English as x-default', async () => {
    const xml = (await request(app).get('/sitemap.xml')).text;
    // 24 pages and the 9 English articles; the Marathi articles live on the Marathi site only (decision 043).
    expect(english.length).toBeGreaterThanOrEqual(33);
    for (const path of english) {
      const twin = `/mr${path}`;
      for (const loc of [path, twin]) {
        const entry = new RegExp(`<url><loc>https://agrotourism.example${loc}</loc>(.*?)</url>`).exec(xml)?.[1] ?? '';
        expect(entry, loc).toContain(`hreflang="en-IN" href="https://agrotourism.example${path}"`);
        expect(entry, loc).toContain(`hreflang="mr-IN" href="https://agrotourism.example${twin}"`);
        expect(entry, loc).toContain(`hreflang="x-default" href="https://agrotourism.example${path}"`);
      }
    }
  });

  it('serves the Marathi twin of every page: lang="mr", a Marathi heading, links that stay in Marathi', async () => {
    for (const path of english) {
      const res = await request(app).get(`/mr${path}`);
      expect(res.status, `/mr${path}`).toBe(200);
      expect(res.text).toContain('<html lang="mr">');
      expect(h1(res.text), `/mr${path}`).toMatch(DEVANAGARI);
      // Every link but the header's to the English twin (it names its language, hrefLang).
      const links = [...res.text.matchAll(/<a ([^>]*)>/g)]
        .map(([, attributes = '']) => attributes)
        .filter((attributes) => !attributes.includes('hrefLang='))
        .flatMap((attributes) => /href="(\/[^"#?]*)/.exec(attributes)?.[1] ?? []);
      const elsewhere = links.filter((href) => !/^\/(mr(\/|$)|admin\/|assets\/|test-media\/)/.test(href));
      expect(elsewhere, `/mr${path}`).toEqual([]);
    }
  });

  it('keeps the English pages English', async () => {
    const res = await request(app).get('/about');
    expect(res.text).toContain('<html lang="en">');
    expect(h1(res.text)).not.toMatch(DEVANAGARI);
  });

  it('names the page in both languages, and the Open Graph locale', async () => {
    for (const [path, locale, alternate] of [
      ['/about', 'en_IN', 'mr_IN'],
      ['/mr/about', 'mr_IN', 'en_IN'],
    ] as const) {
      const html = (await request(app).get(path)).text;
      expect(html).toContain('<link rel="alternate" hrefLang="en-IN" href="https://agrotourism.example/about"/>');
      expect(html).toContain('<link rel="alternate" hrefLang="mr-IN" href="https://agrotourism.example/mr/about"/>');
      expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://agrotourism.example/about"/>');
      expect(html).toContain(`<link rel="canonical" href="https://agrotourism.example${path}"/>`);
      expect(html).toContain(`<meta property="og:locale" content="${locale}"/>`);
      expect(html).toContain(`<meta property="og:locale:alternate" content="${alternate}"/>`);
    }
  });

  it('links the header to the same page in the other language', async () => {
    const en = (await request(app).get('/kokan/ratnagiri')).text;
    expect(en).toMatch(
      /<a class="[^"]*" href="\/mr\/kokan\/ratnagiri" hrefLang="mr-IN"[^>]*><span lang="mr">मराठी<\/span><\/a>/,
    );
    const mr = (await request(app).get('/mr/kokan/ratnagiri')).text;
    expect(mr).toMatch(
      /<a class="[^"]*" href="\/kokan\/ratnagiri" hrefLang="en-IN"[^>]*><span lang="en">English<\/span><\/a>/,
    );
  });

  it('sends /mr to the Marathi home page and an unknown Marathi path to the Marathi 404 page', async () => {
    for (const path of ['/mr', '/mr/']) {
      const root = await request(app).get(`${path}?utm_source=flyer`).set('Cookie', 'lang=en');
      expect(root.status).toBe(301);
      expect(root.headers.location).toBe('/mr/home?utm_source=flyer');
      expect(root.headers['cache-control']).toMatch(/^public\b/);
    }
    const missing = await request(app).get('/mr/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<html lang="mr">');
    expect(h1(missing.text)).toMatch(DEVANAGARI);
    const englishMissing = await request(app).get('/no-such-page');
    expect(h1(englishMissing.text)).not.toMatch(DEVANAGARI);
  });
});

describe('forms on the Marathi pages', () => {
  const values = {
    name: 'सुनीता माने',
    address: 'मु. पो. वाई, ता. वाई, जि. सातारा ४१२८०३',
    agro_tour_name: 'कृष्णाकाठ कृषी पर्यटन केंद्र',
    registration_number: 'MH-AT-2025-041',
    mobile_number: '9876543210',
    email_id: 'sunita@example.org',
    registration_date: '2025-01-31',
  };
  const submit = (path: string) => {
    const req = request(app).post(path).set('Accept', 'text/html');
    for (const [name, value] of Object.entries(values)) req.field(name, value);
    return req;
  };

  it('sends a registration from /mr/profile with the same field names and bytes as from /profile', async () => {
    const fromEnglish = await submit('/profile');
    const fromMarathi = await submit('/mr/profile');
    expect([fromEnglish.status, fromMarathi.status]).toEqual([200, 200]);
    expect(fromMarathi.text).toContain('<html lang="mr">');
    expect(contract.backend.registrations).toHaveLength(2);
    const [a, b] = contract.backend.registrations.map((registration) => registration.fields);
    expect(b).toEqual(a);
    expect(b).toMatchObject(values);
    expect(Buffer.from(String(b?.address), 'utf8')).toEqual(Buffer.from(values.address, 'utf8'));
  });

  it('signs in from /mr/login without JavaScript and goes on to the Marathi registration page', async () => {
    const res = await request(app)
      .post('/mr/login')
      .type('form')
      .send(`username=${encodeURIComponent(demoUser.username)}&password=${encodeURIComponent(demoUser.password)}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/mr/profile');
  });

  it('goes on from /mr/login to the Marathi page the admin area asked for, its prefix written once', async () => {
    const res = await request(app)
      .post(`/mr/login?next=${encodeURIComponent('/mr/admin/registrations?q=pune')}`)
      .type('form')
      .send(`username=${encodeURIComponent(demoUser.username)}&password=${encodeURIComponent(demoUser.password)}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/mr/admin/registrations?q=pune');
  });

  it('goes on to a page in the other language whole, from either login page', async () => {
    const toMarathi = await logInGoingOn('/login', '/mr/admin/registrations');
    expect(toMarathi.status).toBe(303);
    expect(new URL(toMarathi.headers.location!).pathname).toBe('/mr/admin/registrations');
    const toEnglish = await logInGoingOn('/mr/login', '/admin/registrations');
    expect(toEnglish.status).toBe(303);
    expect(new URL(toEnglish.headers.location!).pathname).toBe('/admin/registrations');
  });
});

const send = (target: App, body: string) => request(target).post('/mr/login').type('form').send(body);
/** The demo admin's login from the plain form at `from`, going on to `next`. */
const logInGoingOn = (from: string, next: string) =>
  request(app)
    .post(`${from}?next=${encodeURIComponent(next)}`)
    .type('form')
    .send(`username=${encodeURIComponent(demoUser.username)}&password=${encodeURIComponent(demoUser.password)}`);

async function signIn() {
  const login = await request(app).post('/api/login/').send(demoUser);
  return ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
}

describe('the login without JavaScript, in Marathi', () => {
  it('says each of the spec’s messages in Marathi, and the wait in Marathi once the limit is reached', async () => {
    const fresh = await testApp({ API_URL: contract.backend.url });
    expect((await send(fresh, 'username=&password=')).text).toContain('कृपया सर्व रकाने भरा.');
    const down = await send(await testApp(), 'username=admin&password=x');
    expect(down.status).toBe(502);
    expect(down.text).toContain('सर्व्हरमध्ये अडचण आली. कृपया नंतर पुन्हा प्रयत्न करा.');
    for (let attempt = 1; attempt <= 10; attempt++) await send(fresh, 'username=admin&password=wrong');
    const limited = await send(fresh, 'username=admin&password=wrong');
    expect(limited.status).toBe(429);
    expect(limited.text).toContain('लॉगिनचे बरेच प्रयत्न चुकले. कृपया 15 मिनिटे थांबून पुन्हा प्रयत्न करा.');
  });
});

describe('the admin area in Marathi', () => {
  it('sends a visitor without a session to the Marathi login page, with the way back', async () => {
    const res = await request(app).get('/mr/admin/registrations?q=पाटील');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(
      `/mr/login?next=${encodeURIComponent('/mr/admin/registrations?q=%E0%A4%AA%E0%A4%BE%E0%A4%9F%E0%A5%80%E0%A4%B2')}`,
    );
  });

  it('lists, opens and exports the registrations in Marathi, linking within /mr', async () => {
    const cookie = await signIn();
    const list = await request(app).get('/mr/admin/registrations').set('Cookie', cookie);
    expect(list.status).toBe(200);
    expect(list.text).toContain('<html lang="mr">');
    expect(h1(list.text)).toMatch(DEVANAGARI);
    expect(list.text).toContain('action="/mr/admin/registrations"');
    expect(list.text).toContain('action="/mr/admin/logout"');
    const id = /href="\/mr\/admin\/registrations\/(\d+)"/.exec(list.text)?.[1];
    expect(id).toBeDefined();
    const record = await request(app).get(`/mr/admin/registrations/${id}`).set('Cookie', cookie);
    expect(record.status).toBe(200);
    expect(record.text).toContain(`action="/mr/admin/registrations/${id}"`);
    const csv = await request(app).get('/mr/admin/registrations.csv').set('Cookie', cookie);
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[0]).toBe(
      '\uFEFFID,मिळाल्याची वेळ (भारतीय वेळ),नाव,पत्ता,कृषी पर्यटन केंद्राचे नाव,नोंदणी क्रमांक,मोबाइल क्रमांक,ई-मेल आयडी,नोंदणीची तारीख,कागदपत्र अपलोड करा',
    );
    expect(csv.headers['content-disposition']).toMatch(/filename\*=UTF-8''%E0%A4%A8/);
  });

  it('logs out from a Marathi page back to the Marathi login page', async () => {
    const res = await request(app)
      .post('/mr/admin/logout')
      .set('Cookie', await signIn());
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/mr/login');
  });
});
