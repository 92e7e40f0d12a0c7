import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoUser, type LoginFailureForm } from '../../server/contract-backend/backend.ts';
import { createHttpServer } from '../../server/http-server.ts';
import * as mr from '../../src/content/mr/ui.ts';
import * as en from '../../src/content/ui.ts';
import { useContractBackend } from './contract-backend.ts';
import { testApp } from './harness.ts';

const contract = useContractBackend();

type App = Awaited<ReturnType<typeof testApp>>;
const good = { username: demoUser.username, password: demoUser.password };
const bad = { username: demoUser.username, password: 'wrong' };
const login = (app: App, body: object, from?: string) => {
  const req = request(app).post('/api/login/').send(body);
  return from ? req.set('X-Forwarded-For', from) : req;
};
const postForm = (app: App, body: string, query = '') => request(app).post(`/login${query}`).type('form').send(body);
const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => /agro_admin=/.test(c));
const deviceCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => /agro_device=/.test(c));
/** The `name=value` part of the device cookie a response set. */
const deviceOf = (res: request.Response) => deviceCookie(res)?.split(';')[0] ?? 'missing';
/** A signed cookie (React Router's `createCookie`, decision 092): its name, its value's base64 JSON and its HMAC. */
function signed(pair: string) {
  const [name = '', raw = ''] = pair.split('=');
  const value = decodeURIComponent(raw);
  const dot = value.lastIndexOf('.');
  const body = value.slice(0, dot);
  return { name, body, mac: value.slice(dot + 1), data: JSON.parse(Buffer.from(body, 'base64').toString()) as unknown };
}
const signedPair = (name: string, body: string, mac: string) => `${name}=${encodeURIComponent(`${body}.${mac}`)}`;

describe('login edge', () => {
  it('answers a success with the spec’s fields and starts a server session (HttpOnly, SameSite=Strict, 8 h)', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    const res = await login(app, good);
    expect(res.status).toBe(200);
    // The backend's own "Login successful" is not passed on (decision 067).
    expect(res.body).toEqual({ status: 'success', token: expect.any(String), userID: 1 });
    expect(contract.backend.logins).toEqual([good]);
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/^agro_admin=[\w%]+\.[\w%]+; Max-Age=28800; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('names the cookie __Host- and marks it Secure when the site is served over HTTPS', async () => {
    const app = await testApp({ API_URL: contract.backend.url, SITE_URL: 'https://agro.example' });
    const cookie = sessionCookie(await login(app, good));
    expect(cookie).toMatch(
      /^__Host-agro_admin=[\w%]+\.[\w%]+; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('checks the body: 415 for another type, 400 for malformed JSON, 400 with the spec’s message for an empty field, 413 when large', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    const form = await request(app).post('/api/login/').type('form').send('username=admin&password=x');
    expect(form.status).toBe(415);
    expect(form.body.status).toBe('error');
    const malformed = await request(app)
      .post('/api/login/')
      .set('Content-Type', 'application/json')
      .send('{"username":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.status).toBe('error');
    const empty = await login(app, { username: ' ', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ status: 'error', message: 'Please fill in all fields.' });
    const large = await login(app, { username: 'a', password: 'x'.repeat(5_000) });
    expect(large.status).toBe(413);
    expect(contract.backend.logins).toEqual([]);
  });

  it('answers 502 when the backend is down, 504 when slow, 502 for a 500 or a cut answer, naming no host', async () => {
    const app = await testApp({ API_URL: contract.backend.url, API_TIMEOUT_MS: '300' });
    for (const [mode, status, message] of [
      ['down', 502, /^The login service is not reachable/],
      ['slow', 504, /^The login service took too long/],
      ['fail', 502, /^Server error\. Try again later\.$/],
      ['cut', 502, /^The login service is not reachable/],
    ] as const) {
      contract.backend.mode = mode;
      contract.backend.slowMs = 1_000;
      const res = await login(app, good).timeout(3_000);
      expect(res.status, mode).toBe(status);
      expect(res.body, mode).toEqual({ status: 'error', message: expect.stringMatching(message) });
      expect(res.text).not.toContain('127.0.0.1');
      expect(res.text).not.toContain(String(contract.backend.port));
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('treats a success without a token or userID as a server error, and starts no session', async () => {
    const odd = express();
    odd.post('/api/login/', (_req, res) => void res.json({ status: 'success', message: 'Welcome' }));
    const server = odd.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const app = await testApp({ API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      const res = await login(app, good);
      expect(res.status).toBe(502);
      expect(res.body.status).toBe('error');
      expect(sessionCookie(res)).toBeUndefined();
    } finally {
      server.close();
    }
  });
});

describe.each<LoginFailureForm>(['http-401', 'ok-200'])('a wrong password answered as %s', (form) => {
  const httpStatus = form === 'http-401' ? 401 : 200;
  beforeEach(() => {
    contract.backend.loginFailure = form;
  });

  it('comes back with the backend’s status, the site’s own message and reason, and no session', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    const res = await login(app, bad);
    expect(res.status).toBe(httpStatus);
    expect(res.body).toEqual({ status: 'error', message: 'Invalid username or password', reason: 'credentials' });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('meets 429 on the 11th attempt in a row from one address, with Retry-After and the message the page shows', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(app, bad)).status).toBe(httpStatus);
    const res = await login(app, bad);
    expect(res.status).toBe(429);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      status: 'error',
      message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(contract.backend.logins).toHaveLength(10);
    // Blocked means blocked: even the right password waits for the window.
    expect((await login(app, good)).status).toBe(429);
  });

  it('ignores a spoofed X-Forwarded-For when TRUST_PROXY is off', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await login(app, bad, `198.51.100.${attempt}`)).status).toBe(httpStatus);
    expect((await login(app, bad, '198.51.100.99')).status).toBe(429);
  });

  it('counts each client address on its own behind a trusted proxy, and each username across addresses', async () => {
    const app = await testApp({ API_URL: contract.backend.url, TRUST_PROXY: '1' });
    const other = { username: 'editor', password: 'wrong' };
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await login(app, other, '203.0.113.7')).status).toBe(httpStatus);
    expect((await login(app, other, '203.0.113.7')).status).toBe(429);
    // Another address may still try another username…
    expect((await login(app, bad, '198.51.100.4')).status).toBe(httpStatus);
    // …but not the username that failed ten times, from wherever it comes.
    expect((await login(app, other, '192.0.2.200')).status).toBe(429);
  });

  it('lets a success reset that username’s count', async () => {
    const app = await testApp({ API_URL: contract.backend.url, TRUST_PROXY: '1' });
    for (let attempt = 1; attempt <= 9; attempt++)
      expect((await login(app, bad, `203.0.113.${attempt}`)).status).toBe(httpStatus);
    expect((await login(app, good, '203.0.113.10')).status).toBe(200);
    for (let attempt = 11; attempt <= 20; attempt++)
      expect((await login(app, bad, `203.0.113.${attempt}`)).status).toBe(httpStatus);
    expect((await login(app, bad, '203.0.113.21')).status).toBe(429);
  });
});

/** Twelve failures for the admin's username (as spelt by people: " Admin "), from strangers. */
async function strangersFail(app: App) {
  const statuses = [];
  for (let n = 1; n <= 12; n++)
    statuses.push((await login(app, { username: ' Admin ', password: `guess-${n}` }, `198.51.100.${n}`)).status);
  return statuses;
}

describe.each<LoginFailureForm>(['http-401', 'ok-200'])(
  'device cookies, a wrong password answered as %s',
  (failure) => {
    const httpStatus = failure === 'http-401' ? 401 : 200;
    beforeEach(() => {
      contract.backend.loginFailure = failure;
    });

    it('are set by a success: HttpOnly, SameSite=Strict, for a year, signed, naming the username', async () => {
      const app = await testApp({ API_URL: contract.backend.url });
      const res = await login(app, good);
      expect(deviceCookie(res)).toMatch(
        /^agro_device=[\w%]+\.[\w%]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Strict$/,
      );
      expect(signed(deviceOf(res)).data).toEqual({ user: 'admin', device: expect.stringMatching(/^[\w-]{22}$/) });
      const secure = await login(
        await testApp({ API_URL: contract.backend.url, SITE_URL: 'https://agro.example' }),
        good,
      );
      expect(deviceCookie(secure)).toMatch(
        /^__Host-agro_device=[^;]+; Max-Age=31536000; Path=\/; [^]*; Secure; SameSite=Strict$/,
      );
      expect(deviceCookie(await login(app, bad))).toBeUndefined();
    });

    describe.each([
      ['off', {}],
      ['on', { TRUST_PROXY: '1' }],
    ])('with TRUST_PROXY %s', (_, proxy) => {
      it('12 failures by strangers lock the username for unknown devices, never the admin’s known device (JSON API)', async () => {
        const app = await testApp({ API_URL: contract.backend.url, ...proxy });
        const device = deviceOf(await login(app, good, '203.0.113.50'));
        expect(await strangersFail(app)).toEqual([...Array<number>(10).fill(httpStatus), 429, 429]);
        // An unknown device meets the same answer as before, even with the right password.
        const unknown = await login(app, good, '192.0.2.1');
        expect(unknown.status).toBe(429);
        expect(unknown.body).toEqual({
          status: 'error',
          message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
        });
        expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(800);
        // The known device gets in, from its usual address or another one, and is given a fresh cookie.
        const known = await login(app, good, '203.0.113.50').set('Cookie', device);
        expect(known.status).toBe(200);
        expect(known.body.status).toBe('success');
        expect(sessionCookie(known)).toMatch(/^agro_admin=/);
        expect(deviceOf(known)).not.toBe(device);
        expect((await login(app, good, '198.51.100.1').set('Cookie', deviceOf(known))).status).toBe(200);
        expect(contract.backend.logins.filter(({ password }) => password === demoUser.password)).toHaveLength(3);
      });

      it('12 failures by strangers never lock out the admin’s known device (no-JavaScript form)', async () => {
        const app = await testApp({ API_URL: contract.backend.url, ...proxy });
        const first = await postForm(app, 'username=admin&password=agro%402025').set('X-Forwarded-For', '203.0.113.50');
        expect(first.status).toBe(303);
        const device = deviceOf(first);
        expect(await strangersFail(app)).toEqual([...Array<number>(10).fill(httpStatus), 429, 429]);
        const unknown = await postForm(app, 'username=admin&password=agro%402025').set('X-Forwarded-For', '192.0.2.1');
        expect(unknown.status).toBe(429);
        expect(unknown.text).toContain('Too many failed login attempts. Please wait 15 minutes and try again.');
        const known = await postForm(app, 'username=admin&password=agro%402025')
          .set('X-Forwarded-For', '203.0.113.50')
          .set('Cookie', device);
        expect(known.status).toBe(303);
        expect(known.headers.location).toBe('/profile');
        expect(sessionCookie(known)).toMatch(/^agro_admin=/);
      });

      it('count a known device’s own failures against it alone: it is held at 10, the username is not', async () => {
        const app = await testApp({ API_URL: contract.backend.url, ...proxy });
        const device = deviceOf(await login(app, good, '203.0.113.50'));
        for (let n = 1; n <= 10; n++)
          expect((await login(app, bad, '203.0.113.50').set('Cookie', device)).status).toBe(httpStatus);
        expect((await login(app, good, '203.0.113.50').set('Cookie', device)).status).toBe(429);
        // Neither the username nor (behind a proxy) the address was counted: another device may still try.
        expect((await login(app, bad, '192.0.2.7')).status).toBe(httpStatus);
      });
    });

    it('are not honoured for another username, when altered, or when signed with another secret', async () => {
      const secret = { SESSION_SECRET: 'a-secret-shared-by-every-replica-0123456789' };
      const app = await testApp({ API_URL: contract.backend.url, TRUST_PROXY: '1', ...secret });
      const device = deviceOf(await login(app, good, '203.0.113.50'));
      const { name, body, mac, data } = signed(device);
      for (let n = 1; n <= 10; n++) await login(app, { username: 'admin', password: 'x' }, `198.51.100.${n}`);
      for (let n = 1; n <= 10; n++) await login(app, { username: 'editor', password: 'x' }, `198.51.100.${n}`);
      // Its first character: every one of its six bits is the signature's. The last character of
      // unpadded base64 also carries bits a decoder drops, so changing it (A to B) may alter nothing.
      const alteredMac = `${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
      expect(Buffer.from(alteredMac, 'base64')).not.toEqual(Buffer.from(mac, 'base64'));
      const altered = signedPair(name, body, alteredMac);
      const editor = Buffer.from(JSON.stringify({ ...(data as object), user: 'editor' })).toString('base64');
      const otherUser = signedPair(name, editor, mac);
      expect((await login(app, good, '203.0.113.50').set('Cookie', altered)).status).toBe(429);
      expect(
        (await login(app, { username: 'editor', password: 'x' }, '203.0.113.50').set('Cookie', device)).status,
      ).toBe(429);
      expect(
        (await login(app, { username: 'editor', password: 'x' }, '203.0.113.50').set('Cookie', otherUser)).status,
      ).toBe(429);
      // A replica with its own made-up secret does not know the device; one with the shared secret does.
      const stranger = await testApp({ API_URL: contract.backend.url, TRUST_PROXY: '1' });
      for (let n = 1; n <= 10; n++) await login(stranger, { username: 'admin', password: 'x' }, `198.51.100.${n}`);
      expect((await login(stranger, good, '203.0.113.50').set('Cookie', device)).status).toBe(429);
      const replica = await testApp({ API_URL: contract.backend.url, TRUST_PROXY: '1', ...secret });
      for (let n = 1; n <= 10; n++) await login(replica, { username: 'admin', password: 'x' }, `198.51.100.${n}`);
      expect((await login(replica, good, '203.0.113.50').set('Cookie', device)).status).toBe(200);
      expect((await login(app, good, '203.0.113.50').set('Cookie', device)).status).toBe(200);
    });
  },
);

describe('login limits', () => {
  it('does not count successful logins', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    for (let attempt = 1; attempt <= 15; attempt++) expect((await login(app, good)).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(app, bad)).status).toBe(401);
    expect((await login(app, bad)).status).toBe(429);
  });

  it('counts a backend that is down as a failure, so the limit still holds', async () => {
    const app = await testApp();
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(app, bad)).status).toBe(502);
    expect((await login(app, bad)).status).toBe(429);
  });

  it('does not count requests it refuses before asking (empty fields, wrong type)', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    for (let attempt = 1; attempt <= 12; attempt++)
      expect((await login(app, { username: '', password: '' })).status).toBe(400);
    expect((await login(app, good)).status).toBe(200);
  });
});

describe('login without JavaScript (POST /login)', () => {
  it('signs in and goes on to /profile, or to a `next` path on this site, with the session cookie', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    const plain = await postForm(app, 'username=admin&password=agro%402025');
    expect(plain.status).toBe(303);
    expect(plain.headers.location).toBe('/profile');
    expect(sessionCookie(plain)).toMatch(/^agro_admin=/);
    const next = await postForm(
      app,
      'username=admin&password=agro%402025',
      '?next=%2Fadmin%2Fregistrations%3Fq%3Dpune',
    );
    expect(next.headers.location).toBe('/admin/registrations?q=pune');
    for (const elsewhere of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      const res = await postForm(app, 'username=admin&password=agro%402025', `?next=${encodeURIComponent(elsewhere)}`);
      expect(res.headers.location, elsewhere).toBe('/profile');
    }
  });

  it('goes on to a `next` with letters past ASCII, percent-encoded as a browser would, never a 500', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    const search = '/admin/registrations?q=पुणे';
    const encoded = '/admin/registrations?q=%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87';
    const signIn = (query: string, path = '/login') =>
      request(app).post(`${path}${query}`).type('form').send('username=admin&password=agro%402025');
    // As a browser sends it: the letters percent-encoded in the login page's own address.
    const given = await signIn(`?next=${encodeURIComponent(search)}`);
    expect(given.status).toBe(303);
    expect(given.headers.location).toBe(encoded);
    expect(sessionCookie(given)).toMatch(/^agro_admin=/);
    // In the other language's area: a whole URL, encoded the same.
    const marathi = await signIn(`?next=${encodeURIComponent(`/mr${search}`)}`);
    expect(marathi.status).toBe(303);
    expect(new URL(marathi.headers.location!).pathname + new URL(marathi.headers.location!).search).toBe(
      `/mr${encoded}`,
    );
    // A byte that is no UTF-8, percent-encoded: read as U+FFFD, which is encoded in turn.
    for (const byte of ['%FF', '%E9']) {
      const res = await signIn(`?next=${encodeURIComponent('/admin/registrations?q=')}${byte}`);
      expect(res.status, byte).toBe(303);
      expect(res.headers.location, byte).toBe('/admin/registrations?q=%EF%BF%BD');
    }
    expect(contract.backend.logins).toHaveLength(4);
    // The bytes raw in the address, as no browser sends them: refused by the HTTP parser (400)
    // before the site reads them.
    const server = createHttpServer(app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      for (const raw of [Buffer.from('पुणे'), Buffer.from([0xff])]) {
        const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('error', () => undefined);
        await once(socket, 'connect');
        socket.write(
          Buffer.concat([
            Buffer.from('POST /login?next=/admin/registrations?q='),
            raw,
            Buffer.from(
              ' HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
                'Content-Length: 34\r\n\r\nusername=admin&password=agro%402025',
            ),
          ]),
        );
        await once(socket, 'close');
        expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      }
    } finally {
      server.close();
    }
  });

  it('shows the login page again with the message and the username kept (escaped), without a session', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    const res = await postForm(app, `username=${encodeURIComponent('"><script>x</script>')}&password=wrong`);
    expect(res.status).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('Invalid username or password');
    expect(res.text).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(res.text).not.toContain('<script>x</script>');
    expect(sessionCookie(res)).toBeUndefined();
    const empty = await postForm(app, 'username=&password=');
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Please fill in all fields.');
  });

  it('says how long to wait once the limit is reached', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    for (let attempt = 1; attempt <= 10; attempt++) await postForm(app, 'username=admin&password=wrong');
    const res = await postForm(app, 'username=admin&password=wrong');
    expect(res.status).toBe(429);
    // The 15-minute window started with the first attempt: less than that is left by now.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(res.text).toContain('Too many failed login attempts. Please wait 15 minutes and try again.');
  });

  it('says “Server error. Try again later.” when the backend is down', async () => {
    const app = await testApp();
    const res = await postForm(app, 'username=admin&password=x');
    expect(res.status).toBe(502);
    expect(res.text).toContain('Server error. Try again later.');
  });

  it('refuses a login posted from another site', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    const res = await postForm(app, 'username=admin&password=agro%402025').set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.text).toContain('This form could not be accepted');
    expect(contract.backend.logins).toEqual([]);
  });
});

describe('logout', () => {
  it('ends the session and clears its cookie', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    const cookie = sessionCookie(await login(app, good))!.split(';')[0]!;
    const res = await request(app).post('/admin/logout').set('Cookie', cookie).set('Accept', 'application/json');
    expect(res.status).toBe(204);
    expect(sessionCookie(res)).toMatch(/^agro_admin=; Path=\/; Expires=Thu, 01 Jan 1970/);
    const plain = await request(app).post('/admin/logout').set('Cookie', cookie);
    expect(plain.status).toBe(303);
    expect(plain.headers.location).toBe('/login');
    const after = await request(app).get('/admin/registrations').set('Cookie', cookie);
    expect(after.status).toBe(303);
    expect(after.headers.location).toBe('/login?next=%2Fadmin%2Fregistrations');
  });

  it.each([
    ['/admin/logout', 'en', en.refusedForm.heading],
    ['/mr/admin/logout', 'mr', mr.refusedForm.heading],
  ])('refuses a logout posted to %s from another site in its language, the session kept', async (path, lang, words) => {
    const app = await testApp({ API_URL: contract.backend.url });
    const cookie = sessionCookie(await login(app, good))!.split(';')[0]!;
    for (const site of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }]) {
      const res = await request(app).post(path).set(site).set('Cookie', cookie);
      expect(res.status).toBe(403);
      expect(res.text).toContain(`<html lang="${lang}">`);
      expect(res.text).toContain(`<h1>${words}</h1>`);
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect((await request(app).get('/admin/registrations').set('Cookie', cookie)).status).toBe(200);
  });

  it('answers JSON only to a script that prefers it, as Express weighs the Accept header', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    for (const [accept, status, location] of [
      ['application/json', 204, undefined],
      ['text/html, application/json', 303, '/mr/login'],
      ['text/html;q=0.5, application/json', 204, undefined],
      ['*/*', 303, '/mr/login'],
      ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 303, '/mr/login'],
    ] as const) {
      const cookie = sessionCookie(await login(app, good))!.split(';')[0]!;
      const res = await request(app).post('/mr/admin/logout').set('Cookie', cookie).set('Accept', accept);
      expect(res.status).toBe(status);
      expect(res.headers.location).toBe(location);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(sessionCookie(res)).toMatch(/^agro_admin=; Path=\/; Expires=Thu, 01 Jan 1970/);
    }
  });
});

describe('where a login lands (/profile)', () => {
  it('has the bar for a signed-in admin, linking the admin area, woken only where a token is stored', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    for (const [prefix, text, link] of [
      ['', 'You are signed in as an admin.', 'Open the admin area'],
      ['/mr', 'तुम्ही ॲडमिन म्हणून लॉग इन केले आहे.', 'ॲडमिन विभाग उघडा'],
    ] as const) {
      const page = await request(app).get(`${prefix}/profile`);
      expect(page.status).toBe(200);
      const props =
        /<script type="application\/json" data-island-props="">([^<]*)<\/script><div data-island="AdminBar" data-wake="interaction" data-wake-if-stored="token"><\/div>/.exec(
          page.text,
        )?.[1];
      expect(JSON.parse(props ?? 'null')).toEqual({
        text,
        link: { href: `${prefix}/admin/registrations`, label: link },
      });
      // The same page for every visitor: nothing signed in is rendered by the server.
      expect(page.text).not.toContain(`>${link}</a>`);
    }
  });
});
