import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeRateLimitStores, loginRateLimit } from '../../server/api/rate-limit.ts';
import { demoUser, startBackend, type ContractBackend } from '../fixtures/backend.ts';
import { closedPortUrl, testApp } from './harness.ts';

/**
 * The login limit kept in a real Redis (redis-server from the OS: apt-get install
 * redis-server; .ci/run does it), started here on a free loopback port without
 * persistence, so that several replicas of the site share one limit.
 */
let redis: ChildProcess;
let redisUrl: string;
let backend: ContractBackend;

beforeAll(async () => {
  const port = new URL(await closedPortUrl()).port;
  redis = spawn('redis-server', ['--port', port, '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  redis.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  for (let i = 0; i < 100 && !output.includes('Ready to accept connections'); i++) await new Promise((r) => setTimeout(r, 50));
  if (!output.includes('Ready to accept connections')) throw new Error(`redis-server did not start:\n${output}`);
  redisUrl = `redis://127.0.0.1:${port}`;
  backend = await startBackend();
});
afterAll(async () => {
  await closeRateLimitStores();
  await backend?.close();
  redis?.kill('SIGTERM');
  if (redis?.exitCode === null) await once(redis, 'exit');
});

let namespace = 0;
beforeEach(() => {
  namespace += 1;
});
/** A client address of its own for each test, so tests never share counts in the one Redis. */
const client = () => `203.0.113.${namespace}`;
const bad = { username: demoUser.username, password: 'wrong' };

describe('login rate limit in Redis', () => {
  it('is shared by two replicas: 5 failures on each, then both answer 429', async () => {
    const env = { API_URL: backend.url, REDIS_URL: redisUrl, TRUST_PROXY: '1' };
    const [one, two] = [await testApp(env), await testApp(env)];
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await request(one).post('/api/login/').set('X-Forwarded-For', client()).send(bad)).status).toBe(401);
      expect((await request(two).post('/api/login/').set('X-Forwarded-For', client()).send(bad)).status).toBe(401);
    }
    expect((await request(one).post('/api/login/').set('X-Forwarded-For', client()).send(bad)).status).toBe(429);
    expect((await request(two).post('/api/login/').set('X-Forwarded-For', client()).send(bad)).status).toBe(429);
    // A third replica started later sees the same count.
    const three = await testApp(env);
    expect((await request(three).post('/api/login/').set('X-Forwarded-For', client()).send(bad)).status).toBe(429);
  });

  it('resets when the window has passed (Redis expires the count)', async () => {
    const app = express();
    app.set('trust proxy', true);
    app.use(loginRateLimit({ redisUrl }, pino({ level: 'silent' }), { limit: 1, windowMs: 1_000 }));
    app.post('/api/login/', (_req, res) => void res.status(401).json({ status: 'error' }));
    const attempt = () => request(app).post('/api/login/').set('X-Forwarded-For', client());
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect((await attempt()).status).toBe(401);
  });

  it('lets logins through when Redis cannot be reached, rather than locking admins out', async () => {
    const app = await testApp({ API_URL: backend.url, REDIS_URL: (await closedPortUrl()).replace('http', 'redis') });
    const started = Date.now();
    const res = await request(app).post('/api/login/').send({ username: demoUser.username, password: demoUser.password });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
