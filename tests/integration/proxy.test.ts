import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBackend, type ContractBackend } from '../fixtures/backend.ts';
import { testApp } from './harness.ts';

let backend: ContractBackend;
let app: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  backend = await startBackend();
  app = await testApp({ API_URL: backend.url, API_TIMEOUT_MS: '400' });
});
afterAll(() => backend.close());
beforeEach(() => backend.reset());

const noInternals = (text: string) => {
  expect(text).not.toContain('127.0.0.1');
  expect(text).not.toContain(String(backend.port));
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
};

describe('/api proxy', () => {
  it('passes a login through with path, slash and JSON body unchanged', async () => {
    const res = await request(app).post('/api/login/').send({ username: 'admin', password: 'agro@2025' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', userID: 1 });
    expect(backend.logins).toEqual([{ username: 'admin', password: 'agro@2025' }]);
  });

  it('passes the backend’s 4xx answers through unchanged', async () => {
    const res = await request(app).post('/api/login/').send({ username: 'admin', password: 'wrong' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', message: 'Invalid username or password' });
  });

  it('keeps a missing trailing slash, so the backend answers with its redirect, to a path on this site', async () => {
    const res = await request(app).post('/api/login').send({});
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/api/login/');
  });

  it('answers 502 JSON within a second when the backend refuses connections', async () => {
    const down = await testApp();
    const started = Date.now();
    const res = await request(down).post('/api/login/').send({ username: 'a', password: 'b' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ status: 'error', message: expect.stringMatching(/not reachable/) });
    noInternals(res.text);
  });

  it('answers 504 JSON when the backend is slower than the timeout', async () => {
    backend.mode = 'slow';
    backend.slowMs = 1_500;
    const res = await request(app).post('/api/login/').send({ username: 'a', password: 'b' });
    expect(res.status).toBe(504);
    expect(res.body.status).toBe('error');
    noInternals(res.text);
  });

  it('passes a backend 500 through unchanged, without the backend’s server header', async () => {
    backend.mode = 'fail';
    const res = await request(app).post('/api/login/').send({});
    expect(res.status).toBe(500);
    expect(res.text).toContain('Server Error (500)');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('does not hang when the backend cuts the connection mid-answer', async () => {
    backend.mode = 'cut';
    const res = await request(app).post('/api/login/').send({}).timeout(2_000);
    expect(res.status).toBe(502);
    expect(res.body.status).toBe('error');
  });

  it('keeps serving pages while the backend misbehaves', async () => {
    backend.mode = 'fail';
    expect((await request(app).get('/home')).status).toBe(200);
  });
});
