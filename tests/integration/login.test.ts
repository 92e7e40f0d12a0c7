import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginRateLimit } from '../../server/api/rate-limit.ts';
import { demoUser, startBackend, type ContractBackend } from '../fixtures/backend.ts';
import { testApp } from './harness.ts';

let backend: ContractBackend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());
beforeEach(() => backend.reset());

const good = { username: demoUser.username, password: demoUser.password };
const bad = { username: demoUser.username, password: 'wrong' };
const login = (app: express.Express, body: object, from?: string) => {
  const req = request(app).post('/api/login/').send(body);
  return from ? req.set('X-Forwarded-For', from) : req;
};

describe('login through the server', () => {
  it('passes a success through: status, token, userID and message', async () => {
    const app = await testApp({ API_URL: backend.url });
    const res = await login(app, good);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', token: expect.any(String), userID: 1, message: 'Login successful' });
    expect(backend.logins).toEqual([good]);
  });

  it('passes a failure through with the backend’s status and message', async () => {
    const app = await testApp({ API_URL: backend.url });
    const res = await login(app, bad);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', message: 'Invalid username or password' });
  });
});

describe('login when the backend is down', () => {
  it('answers 502 JSON, naming no host, when the backend drops the connection', async () => {
    const app = await testApp({ API_URL: backend.url });
    backend.pathModes.set('/api/login/', 'down');
    const res = await login(app, good);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ status: 'error', message: expect.stringMatching(/not reachable/) });
    expect(res.text).not.toContain('127.0.0.1');
    // Only that path was down: a registration still goes through.
    expect((await request(app).post('/api/register/registrations/').field('name', 'x')).status).toBe(201);
  });
});

describe('login rate limit', () => {
  it('answers the 11th failed attempt in the window with 429, a JSON message and RateLimit headers', async () => {
    const app = await testApp({ API_URL: backend.url });
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(app, bad)).status).toBe(401);
    const res = await login(app, bad);
    expect(res.status).toBe(429);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ status: 'error', message: expect.stringMatching(/^Too many failed login attempts\. Please wait 15 minutes/) });
    expect(res.headers['ratelimit-policy']).toMatch(/^"login"; q=10; w=900/);
    expect(res.headers.ratelimit).toMatch(/^"login"; r=0; t=\d+/);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(backend.logins).toHaveLength(10);
    // Blocked means blocked: even the right password waits for the window.
    expect((await login(app, good)).status).toBe(429);
  });

  it('does not count successful logins', async () => {
    const app = await testApp({ API_URL: backend.url });
    for (let attempt = 1; attempt <= 15; attempt++) expect((await login(app, good)).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(app, bad)).status).toBe(401);
    expect((await login(app, bad)).status).toBe(429);
  });

  it('counts a backend that is down as a failure, so the limit still holds', async () => {
    const app = await testApp();
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(app, bad)).status).toBe(502);
    expect((await login(app, bad)).status).toBe(429);
  });

  it('counts each client address on its own (behind a trusted proxy)', async () => {
    const app = await testApp({ API_URL: backend.url, TRUST_PROXY: '1' });
    for (let attempt = 1; attempt <= 10; attempt++) expect((await login(app, bad, '203.0.113.7')).status).toBe(401);
    expect((await login(app, bad, '203.0.113.7')).status).toBe(429);
    expect((await login(app, bad, '198.51.100.4')).status).toBe(401);
  });

  it('limits only POST /api/login/: other API calls and pages are not counted', async () => {
    const app = await testApp({ API_URL: backend.url });
    for (let attempt = 1; attempt <= 12; attempt++) expect((await request(app).post('/api/login').send(bad)).status).toBe(301);
    for (let attempt = 1; attempt <= 12; attempt++) expect((await request(app).get('/api/login/')).status).toBe(404);
    expect((await login(app, bad)).status).toBe(401);
  });

  it('resets when the window has passed', async () => {
    const app = express();
    app.use(loginRateLimit({ redisUrl: undefined }, pino({ level: 'silent' }), { limit: 2, windowMs: 1_000 }));
    app.post('/api/login/', (_req, res) => void res.status(401).json({ status: 'error' }));
    expect((await request(app).post('/api/login/')).status).toBe(401);
    expect((await request(app).post('/api/login/')).status).toBe(401);
    const limited = await request(app).post('/api/login/');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/wait 1 minute and try again/);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await request(app).post('/api/login/')).status).toBe(401);
  });
});
