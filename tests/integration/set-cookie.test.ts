import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../server/contract-backend/backend.ts';
import { useContractBackend } from './contract-backend.ts';
import { testApp } from './harness.ts';

/**
 * The cookies the site sets, to the letter (names, flags, Max-Age): the admin's session
 * (decision 003) and the known device (decision 002), both signed by React Router's
 * `createCookie` (decision 092), over HTTP and HTTPS, and the session cleared at log out; then
 * that each is read back from a Cookie header that holds others around it.
 */
const contract = useContractBackend();

const good = { username: demoUser.username, password: demoUser.password };
const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

describe('Set-Cookie', () => {
  it.each([
    ['http://localhost:3000', '', ''],
    ['https://www.agro.example', '__Host-', ' Secure;'],
  ])('a login on %s sets the session (8 h) and the device (a year) cookies', async (site, prefix, secure) => {
    const app = await testApp({ API_URL: contract.backend.url, SITE_URL: site });
    const res = await request(app).post('/api/login/').set('Origin', site).send(good);
    expect(res.status).toBe(200);
    const [session, device, ...more] = setCookies(res);
    expect(more).toEqual([]);
    expect(session).toMatch(
      new RegExp(`^${prefix}agro_admin=[\\w%]+\\.[\\w%]+; Max-Age=28800; Path=/; HttpOnly;${secure} SameSite=Strict$`),
    );
    expect(device).toMatch(
      new RegExp(
        `^${prefix}agro_device=[\\w%]+\\.[\\w%]+; Max-Age=31536000; Path=/; HttpOnly;${secure} SameSite=Strict$`,
      ),
    );
  });

  it('log out clears the session cookie with the same flags', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    const [session] = setCookies(await request(app).post('/api/login/').send(good));
    const res = await request(app)
      .post('/admin/logout')
      .set('Cookie', session!.split(';')[0]!)
      .set('Accept', 'application/json');
    expect(res.status).toBe(204);
    expect(setCookies(res)).toEqual([
      'agro_admin=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict',
    ]);
  });

  it('reads the session cookie among others, and its first value when it is sent twice', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    const [session] = setCookies(await request(app).post('/api/login/').send(good));
    const pair = session!.split(';')[0]!;
    const among = await request(app)
      .get('/admin/registrations')
      .set('Cookie', `lang=mr; ${pair}; agro_admin=${'x'.repeat(43)}; other="q"`);
    expect(among.status).toBe(200);
    const wrongFirst = await request(app)
      .get('/admin/registrations')
      .set('Cookie', `agro_admin=${'x'.repeat(43)}; ${pair}`);
    expect(wrongFirst.status).toBe(303);
  });

  it('reads the language cookie among others for /', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    const res = await request(app).get('/').set('Cookie', 'agro_admin=abc;lang=mr ; other=1');
    expect(res.headers.location).toBe('/mr/home');
    expect((await request(app).get('/').set('Cookie', 'slang=mr')).headers.location).toBe('/home');
  });
});
