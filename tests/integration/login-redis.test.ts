import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../server/contract-backend/backend.ts';
import { useContractBackend } from './contract-backend.ts';
import { startRedis, testApp, type Redis } from './harness.ts';

/**
 * Login limits and admin sessions kept in a real Redis (redis-server from the OS:
 * apt-get install redis-server; .ci/run does it), started here on a free loopback port
 * without persistence, so that several replicas of the site share them.
 */
const contract = useContractBackend();
let redis: Redis;
beforeAll(async () => void (redis = await startRedis()));
afterAll(() => redis?.stop());

let namespace = 0;
beforeEach(() => {
  namespace += 1;
});
/** An address and a username of their own for each test, so tests never share counts in the one Redis. */
const client = () => `203.0.113.${namespace}`;
const bad = () => ({ username: `user-${namespace}`, password: 'wrong' });

describe('login limits and sessions in Redis', () => {
  it('shares the limit between replicas: 5 failures on each, then both answer 429, and a third started later too', async () => {
    const env = { API_URL: contract.backend.url, REDIS_URL: redis.url, TRUST_PROXY: '1' };
    const [one, two] = [await testApp(env), await testApp(env)];
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await request(one).post('/api/login/').set('X-Forwarded-For', client()).send(bad())).status).toBe(401);
      expect((await request(two).post('/api/login/').set('X-Forwarded-For', client()).send(bad())).status).toBe(401);
    }
    expect((await request(one).post('/api/login/').set('X-Forwarded-For', client()).send(bad())).status).toBe(429);
    expect((await request(two).post('/api/login/').set('X-Forwarded-For', client()).send(bad())).status).toBe(429);
    const three = await testApp(env);
    expect((await request(three).post('/api/login/').set('X-Forwarded-For', client()).send(bad())).status).toBe(429);
  });

  it('shares the admin session between replicas with one SESSION_SECRET, and its end', async () => {
    const env = {
      API_URL: contract.backend.url,
      REDIS_URL: redis.url,
      SESSION_SECRET: 'one-secret-for-every-replica-0123456789abcdef',
    };
    const [one, two] = [await testApp(env), await testApp(env)];
    const login = await request(one)
      .post('/api/login/')
      .send({ username: demoUser.username, password: demoUser.password });
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    const list = await request(two).get('/admin/registrations').set('Cookie', cookie);
    expect(list.status).toBe(200);
    expect(list.text).toContain('Sahyadri Farm Stay');
    // The cookie is signed (decision 092): a replica with a secret of its own does not take it, though its Redis holds the session.
    const stranger = await testApp({ API_URL: contract.backend.url, REDIS_URL: redis.url });
    expect((await request(stranger).get('/admin/registrations').set('Cookie', cookie)).status).toBe(303);
    expect((await request(two).post('/admin/logout').set('Cookie', cookie)).status).toBe(303);
    expect((await request(one).get('/admin/registrations').set('Cookie', cookie)).status).toBe(303);
  });

  // Last: it leaves the demo username locked for unknown devices in this Redis.
  it('shares known devices and their counts between replicas with one SESSION_SECRET', async () => {
    const env = {
      API_URL: contract.backend.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: '1',
      SESSION_SECRET: 'one-secret-for-every-replica-0123456789abcdef',
    };
    const [one, two] = [await testApp(env), await testApp(env)];
    const good = { username: demoUser.username, password: demoUser.password };
    const first = await request(one).post('/api/login/').set('X-Forwarded-For', client()).send(good);
    const device = ([] as string[]).concat(first.headers['set-cookie'] ?? []).find((c) => c.startsWith('agro_device='));
    const cookie = device!.split(';')[0]!;
    // Strangers lock the username on both replicas…
    for (let n = 1; n <= 10; n++)
      await request(n % 2 ? one : two)
        .post('/api/login/')
        .set('X-Forwarded-For', `198.51.100.${n}`)
        .send({ username: demoUser.username, password: 'wrong' });
    expect((await request(two).post('/api/login/').set('X-Forwarded-For', client()).send(good)).status).toBe(429);
    // …but the device is known to the other replica too, and gets in.
    const known = await request(two)
      .post('/api/login/')
      .set('X-Forwarded-For', client())
      .set('Cookie', cookie)
      .send(good);
    expect(known.status).toBe(200);
    // Its own failures are counted once for both replicas.
    const renewed = ([] as string[])
      .concat(known.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('agro_device='))!
      .split(';')[0]!;
    for (let n = 1; n <= 5; n++)
      for (const replica of [one, two])
        expect(
          (
            await request(replica)
              .post('/api/login/')
              .set('Cookie', renewed)
              .send({ ...good, password: 'wrong' })
          ).status,
        ).toBe(401);
    expect((await request(one).post('/api/login/').set('Cookie', renewed).send(good)).status).toBe(429);
  });
});

describe('registration limits in Redis', () => {
  it('share one count per address and one total between replicas', async () => {
    const env = {
      API_URL: contract.backend.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: '1',
      REGISTRATIONS_PER_ADDRESS: '3',
      REGISTRATIONS_PER_HOUR: '5',
    };
    const [one, two] = [await testApp(env), await testApp(env)];
    const register = (app: typeof one, from: string) =>
      request(app).post('/api/register/registrations/').set('X-Forwarded-For', from).field('name', 'x');
    expect((await register(one, client())).status).toBe(201);
    expect((await register(two, client())).status).toBe(201);
    expect((await register(one, client())).status).toBe(201);
    expect((await register(two, client())).status).toBe(429);
    expect((await register(one, '192.0.2.77')).status).toBe(201);
    expect((await register(two, '192.0.2.78')).status).toBe(201);
    const total = await register(await testApp(env), '192.0.2.79');
    expect(total.status).toBe(429);
    expect(Number(total.headers['retry-after'])).toBeGreaterThan(3500);
    expect(contract.backend.registrations).toHaveLength(5);
  });
});
