import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../server/contract-backend/backend.ts';
import { useContractBackend } from './contract-backend.ts';
import { testApp } from './harness.ts';

/**
 * /api is an allowlist (server/api/gateway.ts): only the site's own two calls reach the
 * backend. The contract backend implements every call the spec lists and records every
 * request it gets, so these tests prove what is and is not reachable from outside.
 */
const contract = useContractBackend();
let app: Awaited<ReturnType<typeof testApp>>;
let token: string;

beforeAll(async () => {
  app = await testApp({ API_URL: contract.backend.url });
});
beforeEach(async () => {
  // A real token, so that a forwarded Authorization header would be accepted by the backend.
  token = ((await request(contract.backend.url).post('/api/login/').send(demoUser)).body as { token: string }).token;
  contract.backend.requests.length = 0;
});

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';

/** Every other call the spec lists, and other spellings and methods of the two that are allowed. */
const privateCalls: Array<[method: Method, path: string]> = [
  ['get', '/api/customer/allcustomers/'],
  ['get', '/api/customer/allcustomers'],
  ['put', '/api/customer/updatecustomer/1'],
  ['put', '/api/customer/updatecustomer/1/'],
  ['get', '/api/profile/1'],
  ['get', '/api/profile/1/'],
  ['post', '/api/register/'],
  ['get', '/api/login//users/'],
  ['get', '/api/login/'],
  ['options', '/api/login/'],
  ['put', '/api/login/'],
  ['get', '/api/register/registrations/'],
  ['delete', '/api/register/registrations/'],
  ['patch', '/api/register/registrations/'],
  ['get', '/api/'],
  ['get', '/api/customer/allcustomers/?format=json'],
];

/** Odd spellings that other layers answer first (no body to HEAD; a path that climbs is refused as such). */
const oddCalls: Array<[method: Method, path: string]> = [
  ['head', '/api/login/'],
  ['get', '/api'],
  ['post', '/API/LOGIN/'],
  ['post', '/api/login/../customer/allcustomers/'],
  ['post', '/api/login/%2e%2e/customer/allcustomers/'],
];

/** The call with a real token and a cookie, as someone who stole both would send it. */
const send = (method: Method, path: string) => {
  const call = request(app)[method](path);
  return call
    .set('Authorization', `Token ${token}`)
    .set('Cookie', 'sessionid=abc')
    .send(method === 'get' || method === 'head' ? undefined : { name: 'x' });
};

describe('the /api allowlist', () => {
  it.each(privateCalls)('%s %s answers 404 JSON and never reaches the backend', async (method, path) => {
    const res = await send(method, path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', message: 'There is no such service.' });
    expect(contract.backend.requests).toEqual([]);
  });

  it.each(oddCalls)('%s %s is refused and never reaches the backend', async (method, path) => {
    const res = await send(method, path);
    expect([400, 404]).toContain(res.status);
    expect(res.text ?? '').not.toMatch(/sunita|9822012345/i);
    expect(contract.backend.requests).toEqual([]);
  });

  it('lets the two calls of the site through, without the visitor’s Cookie or Authorization', async () => {
    const login = await request(app)
      .post('/api/login/')
      .set('Cookie', 'sessionid=abc')
      .set('Authorization', 'Token stolen')
      .send(demoUser);
    expect(login.status).toBe(200);
    const registration = await request(app)
      .post('/api/register/registrations/')
      .set('Cookie', 'sessionid=abc')
      .set('Authorization', 'Token stolen')
      .field('name', 'Asha');
    expect(registration.status).toBe(201);
    expect(contract.backend.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/login/',
      'POST /api/register/registrations/',
    ]);
    for (const received of contract.backend.requests) {
      expect(received.cookie).toBeUndefined();
      expect(received.authorization).toBeUndefined();
    }
  });

  it('passes no backend cookie back: only the site’s own session and device cookies are set', async () => {
    const res = await request(app).post('/api/login/').send(demoUser);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^agro_admin=/);
    expect(cookies[1]).toMatch(/^agro_device=/);
    expect(res.text).not.toContain('sessionid');
  });

  it('redirects the two paths without their trailing slash (308 keeps the method), without asking the backend', async () => {
    const login = await request(app).post('/api/login?x=1').send(demoUser);
    expect(login.status).toBe(308);
    expect(login.headers.location).toBe('/api/login/?x=1');
    const registration = await request(app).post('/api/register/registrations').field('name', 'x');
    expect(registration.status).toBe(308);
    expect(registration.headers.location).toBe('/api/register/registrations/');
    expect(contract.backend.requests).toEqual([]);
  });

  it('keeps /api out of robots’ reach and says nothing of the backend in 404s', async () => {
    const res = await request(app).get('/api/customer/allcustomers/');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toContain('127.0.0.1');
    expect(res.text).not.toContain(String(contract.backend.port));
  });
});
