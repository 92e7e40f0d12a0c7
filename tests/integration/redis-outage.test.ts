import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUser } from '../../server/contract-backend/backend.ts';
import { useContractBackend } from './contract-backend.ts';
import { closedPortUrl, manyRegistrations, startRedis, testApp, type Redis } from './harness.ts';

/**
 * Redis away (decision 063): refused connections, and a real redis-server frozen with SIGSTOP
 * (its connections open, nothing answering) and resumed. Nobody waits on it for more than a
 * second or so; limits fall back to memory; sessions and registration keys answer 503 rather
 * than hang or forward a key unguarded; nothing reaches the backend for a visitor who was
 * refused; and once Redis answers again, the site is itself within seconds.
 */
const contract = useContractBackend();
let redis: Redis;
beforeAll(async () => void (redis = await startRedis()));
afterAll(() => redis?.stop());

const registrationPath = '/api/register/registrations/';
const good = { username: demoUser.username, password: demoUser.password };
const register = (app: Parameters<typeof request>[0], key: string) =>
  request(app).post(registrationPath).set('Idempotency-Key', key).field('registration_number', `KEY-${key}`);

/** Retries `attempt` every 200 ms until it gives `status`, for at most `ms`; the time it took. */
async function within(ms: number, attempt: () => Promise<{ status: number }>, status: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await attempt()).status === status) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`no ${status} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What `work` answered, and how long it took. */
async function timed<T>(work: Promise<T>) {
  const started = Date.now();
  const answer = await work;
  return { answer, ms: Date.now() - started };
}

describe('with Redis unreachable', () => {
  it('answers a login 503 with Retry-After within 3 s, asking the backend nothing, and keeps the no-JS form to its page', async () => {
    const app = await testApp({
      API_URL: contract.backend.url,
      REDIS_URL: (await closedPortUrl()).replace('http', 'redis'),
    });
    const started = Date.now();
    const res = await request(app).post('/api/login/').send(good);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toEqual({ status: 'error', message: expect.stringMatching(/not possible for a moment/) });
    expect(Date.now() - started).toBeLessThan(3_000);
    const form = await request(app).post('/mr/login').type('form').send(good);
    expect(form.status).toBe(503);
    expect(form.text).toContain('lang="mr"');
    expect(contract.backend.logins).toHaveLength(0);
  });

  it('refuses a registration with a key (503) rather than forward it unguarded; one without a key goes on', async () => {
    const app = await testApp({
      API_URL: contract.backend.url,
      REDIS_URL: (await closedPortUrl()).replace('http', 'redis'),
    });
    const res = await register(app, randomUUID());
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(contract.backend.registrations).toHaveLength(0);
    const plain = await request(app).post(registrationPath).field('registration_number', 'NO-KEY');
    expect(plain.status).toBe(201);
    expect(contract.backend.registrations).toHaveLength(1);
  });
});

describe('with Redis frozen and resumed', () => {
  it('answers within 3 s while frozen, sends nothing on afterwards, and is itself within 5 s of the resume', async () => {
    const env = { API_URL: contract.backend.url, REDIS_URL: redis.url, ...manyRegistrations };
    const app = await testApp(env);
    expect((await request(app).post('/api/login/').send(good)).status).toBe(200);
    contract.backend.reset();
    const key = randomUUID();
    redis.freeze();
    try {
      const login = await timed(request(app).post('/api/login/').send(good));
      const registration = await timed(register(app, key));
      const admin = await timed(request(app).get('/admin/registrations'));
      expect(login.answer.status).toBe(503);
      expect(registration.answer.status).toBe(503);
      expect(login.ms).toBeLessThan(3_000);
      expect(registration.ms).toBeLessThan(3_000);
      expect(admin.ms).toBeLessThan(3_000);
      // Public pages never touch Redis.
      expect((await request(app).get('/home')).status).toBe(200);
    } finally {
      redis.resume();
    }
    // The commands Redis runs on waking change nothing the visitors see: nothing was sent on.
    const back = await within(5_000, () => request(app).post('/api/login/').send(good), 200);
    expect(back).toBeLessThan(5_000);
    expect(contract.backend.logins).toHaveLength(1);
    // The refused key works again within the lease, and only once.
    const first = await within(6_000, () => register(app, key), 201);
    expect(first).toBeLessThan(6_000);
    const again = await register(app, key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(contract.backend.registrations).toHaveLength(1);
  }, 30_000);
});
