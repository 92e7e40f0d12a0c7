import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../server/http-server.ts';
import type { RegistrationFailureForm } from '../../server/contract-backend/backend.ts';
import { bytesOf, samples } from '../fixtures/uploads.ts';
import { useContractBackend } from './contract-backend.ts';
import { testApp } from './harness.ts';

/**
 * The registration limits (src/features/registration/limits.server.ts, decision 040): per client address
 * and in total in an hour, counted before anything is sent to the backend, and at most a
 * few uploads in flight per address.
 */
const contract = useContractBackend();

type App = Awaited<ReturnType<typeof testApp>>;
const path = '/api/register/registrations/';
const values = { name: 'Sunita Patil', registration_number: 'MTDC-1', mobile_number: '9876543210' };

function register(app: App, from?: string, fields: Record<string, string> = values) {
  const req = request(app).post(path);
  if (from) req.set('X-Forwarded-For', from);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req.attach('upload_document', bytesOf(samples.pdf), {
    filename: 'licence.pdf',
    contentType: 'application/pdf',
  });
}

const tooMany = 'Too many registrations have been sent just now. Please try again in 60 minutes.';

describe.each<[RegistrationFailureForm, string, number]>([
  ['http-400', 'MTDC-1', 201],
  ['http-400', 'DUPLICATE', 400],
  // The backend's 200 refusal is answered as the refusal it is (decision 067).
  ['ok-200', 'DUPLICATE', 400],
])('with the backend answering %s (registration number %s → %s)', (failure, number, answered) => {
  const fields = { ...values, registration_number: number };
  beforeEach(() => {
    contract.backend.registrationFailure = failure;
  });

  it('sends on 5 from one address in an hour; the 6th is 429 JSON with Retry-After, and never reaches the backend', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    for (let n = 1; n <= 5; n++) expect((await register(app, undefined, fields)).status).toBe(answered);
    const res = await register(app, undefined, fields);
    expect(res.status).toBe(429);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ status: 'error', message: tooMany });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(contract.backend.registrations).toHaveLength(5);
  });

  it('with TRUST_PROXY off, counts every request from the connection’s address, whatever X-Forwarded-For says', async () => {
    const app = await testApp({ API_URL: contract.backend.url });
    for (let n = 1; n <= 5; n++) expect((await register(app, `198.51.100.${n}`, fields)).status).toBe(answered);
    expect((await register(app, '198.51.100.99', fields)).status).toBe(429);
    expect(contract.backend.registrations).toHaveLength(5);
  });

  it('with TRUST_PROXY on, counts each client address on its own, under a ceiling for everyone together', async () => {
    const app = await testApp({ API_URL: contract.backend.url, TRUST_PROXY: '1', REGISTRATIONS_PER_HOUR: '8' });
    for (let n = 1; n <= 5; n++) expect((await register(app, '203.0.113.1', fields)).status).toBe(answered);
    expect((await register(app, '203.0.113.1', fields)).status).toBe(429);
    for (let n = 2; n <= 4; n++) expect((await register(app, `203.0.113.${n}`, fields)).status).toBe(answered);
    const ceiling = await register(app, '203.0.113.5', fields);
    expect(ceiling.status).toBe(429);
    expect(ceiling.body).toEqual({ status: 'error', message: tooMany });
    expect(Number(ceiling.headers['retry-after'])).toBeGreaterThan(3500);
    expect(contract.backend.registrations).toHaveLength(8);
  });
});

describe('registration limits', () => {
  it('take their numbers from the environment, and count only forms that would be sent on', async () => {
    const app = await testApp({ API_URL: contract.backend.url, REGISTRATIONS_PER_ADDRESS: '2' });
    for (let n = 1; n <= 4; n++)
      expect((await register(app, undefined, { ...values, mobile_number: '12345' })).status).toBe(400);
    expect((await register(app)).status).toBe(201);
    expect((await register(app)).status).toBe(201);
    expect((await register(app)).status).toBe(429);
    expect(contract.backend.registrations).toHaveLength(2);
  });

  it('count the API and the no-JavaScript form together', async () => {
    const app = await testApp({ API_URL: contract.backend.url, REGISTRATIONS_PER_ADDRESS: '2' });
    expect((await register(app)).status).toBe(201);
    expect((await request(app).post('/profile').field('name', 'x')).status).toBe(200);
    expect((await register(app)).status).toBe(429);
    expect((await request(app).post('/profile').field('name', 'x')).status).toBe(429);
    expect(contract.backend.registrations).toHaveLength(2);
  });

  it('answer the no-JavaScript form with the page, saying when to try again, and keep what was typed', async () => {
    const app = await testApp({ API_URL: contract.backend.url, REGISTRATIONS_PER_ADDRESS: '1' });
    expect((await request(app).post('/profile').field('name', 'first')).status).toBe(200);
    const res = await request(app)
      .post('/profile')
      .field('name', 'सुनीता <पाटील>')
      .field('mobile_number', '9876543210')
      .field('address', 'Velhe, Pune');
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('Failed to register. Try again later.');
    expect(res.text).toContain(`<li>${tooMany}</li>`);
    expect(res.text).toMatch(/<input[^>]*name="name"[^>]*value="सुनीता &lt;पाटील&gt;"/);
    expect(res.text).toMatch(/<input[^>]*name="mobile_number"[^>]*value="9876543210"/);
    expect(res.text).toMatch(/<textarea[^>]*name="address"[^>]*>Velhe, Pune<\/textarea>/);
    expect(contract.backend.registrations).toHaveLength(1);
  });

  it('say it in Marathi on the Marathi page', async () => {
    const app = await testApp({ API_URL: contract.backend.url, REGISTRATIONS_PER_ADDRESS: '1' });
    await request(app).post('/mr/profile').field('name', 'first');
    const res = await request(app).post('/mr/profile').field('name', 'रमेश');
    expect(res.status).toBe(429);
    expect(res.text).toContain('<li>सध्या खूप नोंदण्या आल्या आहेत. कृपया 60 मिनिटांनी पुन्हा प्रयत्न करा.</li>');
    expect(res.text).toMatch(/<input[^>]*name="name"[^>]*value="रमेश"/);
    expect(res.text).not.toContain(`<li>${tooMany}</li>`);
  });
});

/** A registration whose body is sent slowly: its headers and first part now, the rest when `finish` is called. */
function slowUpload(port: number, from: string) {
  const boundary = 'slow-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nSlow`;
  const tail = `\r\n--${boundary}--\r\n`;
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = once(socket, 'close');
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${from}\r\nConnection: close\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + tail.length}\r\n\r\n${head}`,
  );
  return {
    finish: async () => {
      socket.write(tail);
      await closed;
      return answer;
    },
    closed: async () => {
      await closed;
      return answer;
    },
  };
}

describe.each([
  ['off', {}],
  ['on', { TRUST_PROXY: '1' }],
])('uploads in flight, with TRUST_PROXY %s', (proxy, env) => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const app = await testApp({
      API_URL: contract.backend.url,
      UPLOADS_PER_ADDRESS: '2',
      REGISTRATIONS_PER_ADDRESS: '100',
      ...env,
    });
    server = createHttpServer(app, { requestTimeout: 10_000 }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('are at most 2 per address: the next is 429 at once and its connection closed unread; then there is room again', async () => {
    const slow = [slowUpload(port, '203.0.113.9'), slowUpload(port, '203.0.113.9')];
    // The two are in flight once the server has read their headers: until then a quick one still goes through.
    let answer = '';
    for (let tries = 0; tries < 50 && !answer.startsWith('HTTP/1.1 429'); tries++)
      answer = await slowUpload(port, '203.0.113.9').finish();
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer).toMatch(/\r\nRetry-After: 60\r\n/i);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toContain('Too many registrations are being sent from this connection at once.');
    // Refused without waiting for the body: the connection closes while the client still owes most of it.
    expect(await slowUpload(port, '203.0.113.9').closed()).toMatch(/^HTTP\/1\.1 429 /);
    // Another client behind the trusted proxy has room of its own; without one, X-Forwarded-For is the visitor's claim.
    expect(await slowUpload(port, '198.51.100.1').finish()).toMatch(
      proxy === 'on' ? /^HTTP\/1\.1 201 / : /^HTTP\/1\.1 429 /,
    );
    for (const upload of slow) expect(await upload.finish()).toMatch(/^HTTP\/1\.1 201 /);
    expect(await slowUpload(port, '203.0.113.9').finish()).toMatch(/^HTTP\/1\.1 201 /);
  });
});
