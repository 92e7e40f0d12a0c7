import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useContractBackend } from './contract-backend.ts';
import { adminSession, testApp } from './harness.ts';

/** The admin area (server/admin/area.ts) against the contract backend, as a browser without JavaScript uses it. */
const contract = useContractBackend();
let app: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  app = await testApp({ API_URL: contract.backend.url, API_TIMEOUT_MS: '500' });
});

/** Logs in through the site and gives the session cookie and the form token of its pages. */
async function signIn() {
  // The form token of the session comes from a record's correction form, which only a numbered row has.
  const { customerIds } = contract.backend;
  contract.backend.customerIds = 'present';
  const session = await adminSession(app);
  contract.backend.customerIds = customerIds;
  return session;
}

/** The names heading the list's rows (a row's marks, New or Blank, follow its name). */
const rowsOf = (html: string) => [...html.matchAll(/<th scope="row"><bdi>([^<]*)<\/bdi>/g)].map(([, name]) => name);

describe('without a session', () => {
  it.each([
    '/admin/registrations',
    '/admin/registrations?q=patil',
    '/admin/registrations.csv',
    '/admin/registrations.csv?q=patil',
    '/admin/registrations/1',
    '/admin',
    '/admin/logout',
  ])('GET %s is sent to the login page with its way back, and shows nothing', async (path) => {
    const res = await request(app)
      .get(path)
      .set('Cookie', 'agro_admin=' + 'x'.repeat(43));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/login?next=${encodeURIComponent(path)}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toMatch(/Sunita|9822012345/);
    expect(contract.backend.requests).toEqual([]);
  });

  it('cannot post an edit', async () => {
    const res = await request(app).post('/admin/registrations/1').type('form').send('name=x');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login?next=%2Fadmin%2Fregistrations%2F1');
    expect(contract.backend.updates).toEqual([]);
  });
});

describe('the list', () => {
  it('shows every registration newest first, no-store and noindex, calling the backend with the session’s token', async () => {
    const { cookie, token } = await signIn();
    contract.backend.requests.length = 0;
    const res = await request(app).get('/admin/registrations').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(rowsOf(res.text)).toEqual(['Anil Deshmukh', 'रमेश जाधव', 'Sunita Patil']);
    expect(res.text).toContain('Showing 3 of 3 registrations.');
    expect(contract.backend.requests).toEqual([
      { method: 'GET', path: '/api/customer/allcustomers/', authorization: `Token ${token}`, cookie: undefined },
    ]);
  });

  it('filters by text (name, centre, mobile, e-mail; Devanagari too) and by registration date', async () => {
    const { cookie } = await signIn();
    const get = async (query: string) =>
      rowsOf((await request(app).get(`/admin/registrations?${query}`).set('Cookie', cookie)).text);
    expect(await get('q=SAHYADRI')).toEqual(['Sunita Patil']);
    expect(await get('q=9422098765')).toEqual(['रमेश जाधव']);
    expect(await get(`q=${encodeURIComponent('कोकण')}`)).toEqual(['रमेश जाधव']);
    expect(await get('q=greenvalley.example')).toEqual(['Anil Deshmukh']);
    expect(await get('from=2024-01-01&to=2024-12-31')).toEqual(['रमेश जाधव']);
    expect(await get('from=2024-01-01')).toEqual(['Anil Deshmukh', 'रमेश जाधव']);
    const bad = await request(app).get('/admin/registrations?from=2024-02-30').set('Cookie', cookie);
    expect(bad.text).toContain('A date was not understood and is ignored');
    expect(rowsOf(bad.text)).toHaveLength(3);
  });

  it('counts the rows it could not read, shows the rest, and ignores unknown fields', async () => {
    const { cookie } = await signIn();
    contract.backend.customers.push(
      { nonsense: true } as never,
      'text' as never,
      { ...contract.backend.customers[0]!, id: 9, name: 'Extra', secret_flag: 'x' } as never,
    );
    const res = await request(app).get('/admin/registrations').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(rowsOf(res.text)).toContain('Extra');
    expect(res.text).toContain('2 rows of the answer could not be read');
    expect(res.text).not.toContain('secret_flag');
  });

  it('says so on the page when the backend is down or slow, without a 5xx page', async () => {
    const { cookie } = await signIn();
    contract.backend.mode = 'down';
    const down = await request(app).get('/admin/registrations').set('Cookie', cookie);
    expect(down.status).toBe(200);
    expect(down.text).toContain('The registration service is not reachable right now');
    contract.backend.mode = 'slow';
    contract.backend.slowMs = 1_000;
    const slow = await request(app).get('/admin/registrations').set('Cookie', cookie);
    expect(slow.status).toBe(200);
    expect(slow.text).toContain('The registration service took too long to answer');
    expect(slow.text).not.toContain('127.0.0.1');
  });

  it('ends the session when the backend no longer takes its token', async () => {
    const { cookie } = await signIn();
    contract.backend.tokens.clear();
    const res = await request(app).get('/admin/registrations').set('Cookie', cookie);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login?next=%2Fadmin%2Fregistrations');
    expect((await request(app).get('/admin/registrations').set('Cookie', cookie)).status).toBe(303);
  });
});

describe('the CSV', () => {
  it('is UTF-8 with a byte order mark, filtered like the list, with formula cells made text', async () => {
    const { cookie } = await signIn();
    contract.backend.customers[0]!.name = '=HYPERLINK("http://evil.example","x")';
    contract.backend.customers[2]!.address = '+91, "Akole"\nAhmednagar';
    const res = await request(app)
      .get('/admin/registrations.csv')
      .set('Cookie', cookie)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (chunk: Buffer) => chunks.push(chunk));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=registrations-${new Date().toISOString().slice(0, 10)}.csv`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'ID,Received (IST),Name,Address,Agro Tour Name,Registration No,Mobile No,Email ID,Registration Date,Upload Document',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`"'+91, ""Akole""\nAhmednagar"`);
    expect(text).toContain('रमेश जाधव');
    const filtered = await request(app).get('/admin/registrations.csv?q=jadhav').set('Cookie', cookie);
    expect(filtered.text.trim().split('\r\n')).toHaveLength(1);
  });

  it('answers HEAD with its headers and no body, and a post with the 404 page', async () => {
    const { cookie } = await signIn();
    const head = await request(app).head('/admin/registrations.csv').set('Cookie', cookie);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(head.text).toBeUndefined();
    const post = await request(app).post('/admin/registrations.csv').set('Cookie', cookie).type('form').send('q=x');
    expect(post.status).toBe(404);
    expect(post.headers['content-type']).toMatch(/^text\/html/);
  });

  it('sends the admin back to the list, filter kept, when the backend fails', async () => {
    const { cookie } = await signIn();
    contract.backend.mode = 'down';
    const res = await request(app).get('/admin/registrations.csv?q=patil&from=2026-01-01').set('Cookie', cookie);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/admin/registrations?q=patil&from=2026-01-01');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ends the session when the backend no longer takes its token', async () => {
    const { cookie } = await signIn();
    contract.backend.tokens.clear();
    const res = await request(app).get('/admin/registrations.csv?q=patil').set('Cookie', cookie);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/login?next=${encodeURIComponent('/admin/registrations.csv?q=patil')}`);
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(/^agro_admin=; Path=\/; Expires=Thu, 01 Jan 1970/),
    ]);
  });
});

describe('one registration', () => {
  it('shows its details and a form with its values', async () => {
    const { cookie } = await signIn();
    const res = await request(app).get('/admin/registrations/2').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.text).toContain('कोकण कृषी पर्यटन केंद्र');
    expect(res.text).toMatch(/<input[^>]*name="mobile_number"[^>]*value="9422098765"/);
    const missing = await request(app).get('/admin/registrations/99').set('Cookie', cookie);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('There is no registration with this number');
    expect((await request(app).get('/admin/registrations/abc').set('Cookie', cookie)).status).toBe(404);
  });

  it('keeps bidi controls out of the <title> and <meta> content, and isolates the name in the page', async () => {
    const { cookie } = await signIn();
    contract.backend.customers[0]!.name = 'Sunita \u202Efdp.exe';
    const res = await request(app).get('/admin/registrations/1').set('Cookie', cookie);
    expect(res.status).toBe(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain('<title>Sunita fdp.exe | ');
    expect(head).toContain('<meta property="og:title" content="Sunita fdp.exe"/>');
    expect(head).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/);
    expect(res.text).toContain('<h1><bdi>Sunita \u202Efdp.exe</bdi></h1>');
  });

  it('saves a correction through PUT updatecustomer/{id} as multipart, then says so', async () => {
    const { cookie, csrf, token } = await signIn();
    contract.backend.requests.length = 0;
    const fields =
      'name=Sunita%20Patil-Jadhav&address=Velhe&agro_tour_name=Sahyadri&registration_number=R1&mobile_number=9822012345&email_id=&registration_date=2023-11-02';
    const res = await request(app)
      .post('/admin/registrations/1')
      .set('Cookie', cookie)
      .type('form')
      .send(`${fields}&csrf=${csrf}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/admin/registrations/1?saved=1');
    // The list is asked first, so that only an id it holds is sent a correction.
    expect(contract.backend.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/customer/allcustomers/',
      'PUT /api/customer/updatecustomer/1',
    ]);
    expect(contract.backend.requests[1]).toMatchObject({ authorization: `Token ${token}` });
    expect(contract.backend.updates).toEqual([
      {
        id: '1',
        fields: expect.objectContaining({ name: 'Sunita Patil-Jadhav', email_id: '', mobile_number: '9822012345' }),
      },
    ]);
    const after = await request(app)
      .get(res.headers.location as string)
      .set('Cookie', cookie);
    expect(after.text).toContain('The changes are saved.');
    expect(after.text).toContain('Sunita Patil-Jadhav');
  });

  it('refuses invalid fields with the form’s messages, keeping what was typed, and sends nothing', async () => {
    const { cookie, csrf } = await signIn();
    const res = await request(app)
      .post('/admin/registrations/1')
      .set('Cookie', cookie)
      .type('form')
      .send(`name=%3C%2Ftextarea%3E&mobile_number=12345&email_id=nope&csrf=${csrf}`);
    expect(res.status).toBe(400);
    expect(res.text).toContain('Some fields are not valid. Nothing was saved.');
    expect(res.text).toContain('Mobile No must be exactly 10 digits.');
    expect(res.text).toMatch(/<input[^>]*name="mobile_number"[^>]*value="12345"/);
    expect(res.text).toContain('value="&lt;/textarea&gt;"');
    expect(contract.backend.updates).toEqual([]);
  });

  it('refuses a post from another site, or without the session’s form token', async () => {
    const { cookie, csrf } = await signIn();
    const crossSite = await request(app)
      .post('/admin/registrations/1')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send(`name=x&csrf=${csrf}`);
    expect(crossSite.status).toBe(403);
    const noToken = await request(app).post('/admin/registrations/1').set('Cookie', cookie).type('form').send('name=x');
    expect(noToken.status).toBe(403);
    const wrongToken = await request(app)
      .post('/admin/registrations/1')
      .set('Cookie', cookie)
      .type('form')
      .send(`name=x&csrf=${'a'.repeat(csrf.length)}`);
    expect(wrongToken.status).toBe(403);
    expect(contract.backend.updates).toEqual([]);
  });

  it('keeps the values and says so when the backend is down', async () => {
    const { cookie, csrf } = await signIn();
    contract.backend.mode = 'down';
    const res = await request(app)
      .post('/admin/registrations/1')
      .set('Cookie', cookie)
      .type('form')
      .send(`name=Kept%20name&csrf=${csrf}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('The registration service is not reachable right now');
    expect(res.text).toContain('value="Kept name"');
  });
});

/** The links the list gives to each record, by the name in its row. */
const linksOf = (html: string) =>
  Object.fromEntries(
    [
      ...html.matchAll(/<a class="[^"]*" href="(\/(?:mr\/)?admin\/registrations\/[^"]+)" aria-label="[^"]*: ([^"]*)"/g),
    ].map(([, href, name]) => [name, href]),
  );

describe('an answer whose rows have no id', () => {
  beforeEach(() => {
    contract.backend.customerIds = 'absent';
  });

  it('is listed and filtered like one with ids, with nothing counted as unreadable', async () => {
    const { cookie } = await signIn();
    const res = await request(app).get('/admin/registrations').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(rowsOf(res.text)).toEqual(['Anil Deshmukh', 'रमेश जाधव', 'Sunita Patil']);
    expect(res.text).toContain('Showing 3 of 3 registrations.');
    expect(res.text).not.toContain('could not be read');
    const filtered = await request(app).get('/admin/registrations?q=SAHYADRI').set('Cookie', cookie);
    expect(rowsOf(filtered.text)).toEqual(['Sunita Patil']);
    expect(Object.values(linksOf(res.text))).toEqual([
      expect.stringMatching(/^\/admin\/registrations\/row-[0-9a-f]{16}$/),
      expect.stringMatching(/^\/admin\/registrations\/row-[0-9a-f]{16}$/),
      expect.stringMatching(/^\/admin\/registrations\/row-[0-9a-f]{16}$/),
    ]);
  });

  it('is exported like one with ids, the ID column left empty', async () => {
    const { cookie } = await signIn();
    const res = await request(app).get('/admin/registrations.csv').set('Cookie', cookie);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((line) => line.startsWith(',20'))).toBe(true);
    expect(res.text).toContain('Sahyadri Farm Stay');
    const filtered = await request(app).get('/admin/registrations.csv?q=9422098765').set('Cookie', cookie);
    expect(filtered.text.trim().split('\r\n')).toHaveLength(2);
  });

  it('opens each row read-only, saying the backend gave it no number; an edit of it is refused', async () => {
    const { cookie, csrf } = await signIn();
    const links = linksOf((await request(app).get('/admin/registrations').set('Cookie', cookie)).text);
    const page = await request(app).get(links['Sunita Patil']!).set('Cookie', cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1><bdi>Sunita Patil</bdi></h1>');
    expect(page.text).toContain('Sahyadri Farm Stay');
    expect(page.text).toContain('9822012345');
    expect(page.text).toContain('The backend gave this registration no number, so it cannot be corrected here.');
    expect(page.text).not.toMatch(/<input[^>]*name="mobile_number"/);
    expect(page.text).not.toContain('Save changes');
    const edit = await request(app)
      .post(links['Sunita Patil']!)
      .set('Cookie', cookie)
      .type('form')
      .send(`name=Changed&csrf=${csrf}`);
    expect(edit.status).toBe(404);
    // Nor is a number the list does not hold taken for it.
    const guessed = await request(app)
      .post('/admin/registrations/1')
      .set('Cookie', cookie)
      .type('form')
      .send(`name=Changed&csrf=${csrf}`);
    expect(guessed.status).toBe(404);
    expect(guessed.text).toContain('There is no registration with this number');
    expect(contract.backend.updates).toEqual([]);
    expect(contract.backend.requests.filter(({ method }) => method === 'PUT')).toEqual([]);
  });

  it('says so in Marathi on the Marathi page, and names a row without a name or number', async () => {
    const { cookie } = await signIn();
    contract.backend.customers[2]!.name = '';
    const list = await request(app).get('/mr/admin/registrations').set('Cookie', cookie);
    const links = linksOf(list.text);
    expect(links['क्रमांक नसलेली नोंदणी']).toMatch(/^\/mr\/admin\/registrations\/row-[0-9a-f]{16}$/);
    const page = await request(app).get(links['क्रमांक नसलेली नोंदणी']!).set('Cookie', cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1><bdi>क्रमांक नसलेली नोंदणी</bdi></h1>');
    expect(page.text).toContain('बॅकएंडने या नोंदणीला क्रमांक दिलेला नाही');
  });

  it('answers 404 for a row name the list does not hold', async () => {
    const { cookie } = await signIn();
    const res = await request(app)
      .get(`/admin/registrations/row-${'0'.repeat(16)}`)
      .set('Cookie', cookie);
    expect(res.status).toBe(404);
    expect(res.text).toContain('There is no registration with this number');
  });
});

describe('an edit of an id the list does not hold', () => {
  it('is refused with 404 and never sent to the backend', async () => {
    const { cookie, csrf } = await signIn();
    contract.backend.requests.length = 0;
    const res = await request(app)
      .post('/admin/registrations/99')
      .set('Cookie', cookie)
      .type('form')
      .send(`name=Nobody&csrf=${csrf}`);
    expect(res.status).toBe(404);
    expect(res.text).toContain('There is no registration with this number');
    expect(contract.backend.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/customer/allcustomers/',
    ]);
    expect(contract.backend.updates).toEqual([]);
  });
});

describe('the admin area’s other addresses (one route, admin/*)', () => {
  it('sends /admin on to the list and answers 404 for any other address under it, with a session only', async () => {
    const { cookie } = await signIn();
    for (const path of ['/admin', '/admin/']) {
      const res = await request(app).get(path).set('Cookie', cookie);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/admin/registrations');
    }
    const other = await request(app).get('/admin/anything').set('Cookie', cookie);
    expect(other.status).toBe(404);
    expect(other.headers['cache-control']).toBe('no-store');
    expect(other.headers['x-robots-tag']).toBe('noindex, nofollow');
    const signedOut = await request(app).get('/admin/anything');
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.location).toBe('/login?next=%2Fadmin%2Fanything');
  });

  it('sends a Marathi address to the Marathi login page with its way back', async () => {
    const res = await request(app).get('/mr/admin/registrations?q=patil');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/mr/login?next=${encodeURIComponent('/mr/admin/registrations?q=patil')}`);
    expect(contract.backend.requests).toEqual([]);
  });
});

describe('a backend that keeps no date of receipt', () => {
  it('leaves the Received column and filter out of the list, and the Received row out of a record', async () => {
    const { cookie } = await signIn();
    const withDates = await request(app).get('/admin/registrations').set('Cookie', cookie);
    expect(withDates.text).toContain('<th scope="col">Received (IST)</th>');
    expect(withDates.text).toContain('Received from (IST)');
    contract.backend.receivedDates = 'absent';
    const list = await request(app).get('/admin/registrations').set('Cookie', cookie);
    expect(rowsOf(list.text)).toEqual(['Anil Deshmukh', 'रमेश जाधव', 'Sunita Patil']);
    expect(list.text).not.toContain('Received (IST)');
    expect(list.text).not.toContain('Received from');
    const record = await request(app).get('/mr/admin/registrations/1').set('Cookie', cookie);
    expect(record.text).toContain('<dt>नाव</dt>');
    expect(record.text).not.toContain('मिळाल्याची वेळ');
    // Its document is a link through the site.
    expect(record.text).toMatch(
      /<a href="\/mr\/admin\/registrations\/1\/document"[^>]*><bdi>sahyadri-certificate.pdf<\/bdi><\/a>/,
    );
  });
});
