import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bytesOf, MB, pdfOfSize, samples, sha256 } from '../fixtures/uploads.ts';
import { useContractBackend } from './contract-backend.ts';
import { manyRegistrations, testApp } from './harness.ts';

const contract = useContractBackend();
let app: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  app = await testApp({ API_URL: contract.backend.url, API_TIMEOUT_MS: '1000', ...manyRegistrations });
});

const path = '/api/register/registrations/';
const everyField = {
  name: 'सुनीता पाटील',
  address: 'मु. पो. वेल्हे,\nता. वेल्हे, जि. पुणे 412212',
  agro_tour_name: 'Shivneri Agro Tourism',
  registration_number: 'MTDC/AT/2025/17',
  mobile_number: '9876543210',
  email_id: 'sunita@example.com',
  registration_date: '2025-01-31',
};
const emptyFields = Object.fromEntries(Object.keys(everyField).map((name) => [name, '']));

function post(fields: Record<string, string> = {}) {
  const req = request(app).post(path);
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req;
}

const noInternals = (text: string) => {
  expect(text).not.toContain('127.0.0.1');
  expect(text).not.toContain(String(contract.backend.port));
  expect(text).not.toMatch(/\bat .+\.(ts|js):\d+|<html|<h1/i);
};

/** An edge refusal as the tests compare it: HTTP status, JSON or not, and the body's status and message. */
function refusal(res: request.Response) {
  noInternals(res.text);
  const { status, message } = res.body as { status?: unknown; message?: unknown };
  return {
    http: res.status,
    json: (res.headers['content-type'] ?? '').startsWith('application/json'),
    status,
    message,
  };
}

describe('registration reaches the backend', () => {
  it('with every field and a document whose SHA-256, name and type match', async () => {
    const bytes = bytesOf(samples.pdf);
    const res = await post(everyField).attach('upload_document', bytes, {
      filename: samples.pdf.name,
      contentType: samples.pdf.type,
    });
    expect(res.status).toBe(201);
    // The backend's status; the spec's words, not the backend's "Registration submitted successfully" (decision 067).
    expect(res.body).toEqual({ status: 'success', message: 'Registration successful!' });
    expect(contract.backend.registrations).toEqual([
      {
        // Multipart encodes a line break as CRLF, as browsers do for a textarea.
        fields: { ...everyField, address: everyField.address.replaceAll('\n', '\r\n') },
        file: {
          fieldname: 'upload_document',
          originalname: samples.pdf.name,
          mimetype: 'application/pdf',
          size: bytes.length,
          sha256: sha256(bytes),
        },
      },
    ]);
  });

  it.each(['png', 'jpeg', 'webp'] as const)('with a %s image', async (kind) => {
    const sample = samples[kind];
    const res = await post().attach('upload_document', bytesOf(sample), {
      filename: sample.name,
      contentType: sample.type,
    });
    expect(res.status).toBe(201);
    expect(contract.backend.registrations[0]?.file).toMatchObject({
      originalname: sample.name,
      mimetype: sample.type,
      sha256: sha256(bytesOf(sample)),
    });
  });

  it('with a Devanagari file name kept as it was', async () => {
    const name = 'नोंदणी प्रमाणपत्र.pdf';
    const res = await post().attach('upload_document', bytesOf(samples.pdf), {
      filename: name,
      contentType: 'application/pdf',
    });
    expect(res.status).toBe(201);
    expect(contract.backend.registrations[0]?.file?.originalname).toBe(name);
  });

  it('sends the type the first bytes show, whatever type the browser declared, and names it so', async () => {
    await post().attach('upload_document', bytesOf(samples.png), {
      filename: 'photo',
      contentType: 'application/octet-stream',
    });
    expect(contract.backend.registrations[0]?.file).toMatchObject({ originalname: 'photo.png', mimetype: 'image/png' });
  });

  it('renames a PNG header followed by HTML, sent as x.html, to x.png with the PNG type', async () => {
    const bytes = Buffer.concat([bytesOf(samples.png).subarray(0, 16), Buffer.from('<html><script>alert(1)</script>')]);
    const res = await post().attach('upload_document', bytes, { filename: 'x.html', contentType: 'text/html' });
    expect(res.status).toBe(201);
    expect(contract.backend.registrations[0]?.file).toMatchObject({
      originalname: 'x.png',
      mimetype: 'image/png',
      sha256: sha256(bytes),
    });
  });

  it('sends missing fields as empty strings, and no file part when none is chosen', async () => {
    const res = await post({ name: 'Only a name' });
    expect(res.status).toBe(201);
    expect(contract.backend.registrations).toEqual([{ fields: { ...emptyFields, name: 'Only a name' } }]);
  });

  it('sends no file part for the empty part a browser sends when no file is chosen', async () => {
    const res = await post({ name: 'x' }).attach('upload_document', Buffer.alloc(0), {
      filename: '',
      contentType: 'application/octet-stream',
    });
    expect(res.status).toBe(201);
    expect(contract.backend.registrations[0]?.file).toBeUndefined();
  });

  it('does not send fields the form does not have', async () => {
    await post({ name: 'x', is_admin: 'true', csrfmiddlewaretoken: 'abc' });
    expect(Object.keys(contract.backend.registrations[0]?.fields ?? {}).sort()).toEqual(Object.keys(everyField).sort());
  });

  it('takes a document of exactly 10 MB, byte for byte', async () => {
    const bytes = pdfOfSize(10 * MB);
    // Its own deadline: 10 MB through the site and the contract backend can take longer than the
    // file's 1 s on a busy machine, and this test is about the bytes, not the time.
    const roomy = await testApp({ API_URL: contract.backend.url, API_TIMEOUT_MS: '15000', ...manyRegistrations });
    const res = await request(roomy)
      .post(path)
      .attach('upload_document', bytes, { filename: 'big.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(contract.backend.registrations[0]?.file).toMatchObject({ size: 10 * MB, sha256: sha256(bytes) });
  });
});

describe('registration refused at the edge (nothing reaches the backend)', () => {
  it('413 for a document of 10 MB and one byte', async () => {
    const res = await post().attach('upload_document', pdfOfSize(10 * MB + 1), {
      filename: 'big.pdf',
      contentType: 'application/pdf',
    });
    expect(refusal(res)).toEqual({
      http: 413,
      json: true,
      status: 'error',
      message: expect.stringMatching(/at most 10 MB/),
    });
    expect(contract.backend.registrations).toEqual([]);
  });

  it('415 for a file that is not a PDF, JPEG, PNG or WebP by its first bytes', async () => {
    const res = await post(everyField).attach('upload_document', bytesOf(samples.fake), {
      filename: samples.fake.name,
      contentType: 'application/pdf',
    });
    expect(refusal(res)).toEqual({
      http: 415,
      json: true,
      status: 'error',
      message: expect.stringMatching(/PDF, JPEG, PNG or WebP/),
    });
    expect(contract.backend.registrations).toEqual([]);
  });

  it('400 naming every invalid field', async () => {
    const res = await post({ ...everyField, mobile_number: '987654321', email_id: 'not-an-address' });
    expect(refusal(res)).toEqual({
      http: 400,
      json: true,
      status: 'error',
      message: expect.stringMatching(/not valid/),
    });
    expect(Object.keys(res.body.fields).sort()).toEqual(['email_id', 'mobile_number']);
    expect(res.body.fields.mobile_number).toMatch(/10 digits/);
    expect(contract.backend.registrations).toEqual([]);
  });

  it('400 for a field sent twice', async () => {
    const res = await request(app).post(path).field('name', 'a').field('name', 'b');
    expect(refusal(res)).toEqual({
      http: 400,
      json: true,
      status: 'error',
      message: expect.stringMatching(/not valid/),
    });
    expect(Object.keys(res.body.fields)).toEqual(['name']);
  });

  it('takes 20 fields, refuses 21 with 400', async () => {
    const twenty = { ...everyField, ...Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`extra_${i}`, 'x'])) };
    expect((await post(twenty)).status).toBe(201);
    const res = await post({ ...twenty, one_more: 'x' });
    expect(refusal(res)).toEqual({
      http: 400,
      json: true,
      status: 'error',
      message: expect.stringMatching(/too many fields/),
    });
    expect(contract.backend.registrations).toHaveLength(1);
  });

  it('takes a value of 10 KB, refuses 10 KB and one byte with 400', async () => {
    expect((await post({ address: 'a'.repeat(10 * 1024) })).status).toBe(201);
    const res = await post({ address: 'a'.repeat(10 * 1024 + 1) });
    expect(refusal(res)).toEqual({
      http: 400,
      json: true,
      status: 'error',
      message: expect.stringMatching(/too long/),
    });
    expect(contract.backend.registrations).toHaveLength(1);
  });

  it('400 for a second document, and for a document in another field', async () => {
    const two = await post()
      .attach('upload_document', bytesOf(samples.pdf), 'a.pdf')
      .attach('upload_document', bytesOf(samples.png), 'b.png');
    expect(refusal(two)).toEqual({
      http: 400,
      json: true,
      status: 'error',
      message: expect.stringMatching(/one document/),
    });
    const elsewhere = await post().attach('photo', bytesOf(samples.png), 'b.png');
    expect(refusal(elsewhere)).toEqual({
      http: 400,
      json: true,
      status: 'error',
      message: expect.stringMatching(/one document/),
    });
    expect(contract.backend.registrations).toEqual([]);
  });

  it.each([
    [
      'a body cut short',
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf',
    ],
    ['no boundary', 'multipart/form-data', 'anything'],
    ['garbage', 'multipart/form-data; boundary=XyZ', '\u0000\u0001 not multipart at all'],
  ])('400 for malformed multipart: %s', async (_, type, body) => {
    const res = await request(app).post(path).set('Content-Type', type).send(body);
    expect(refusal(res)).toEqual({
      http: 400,
      json: true,
      status: 'error',
      message: expect.stringMatching(/could not be read/),
    });
    expect(contract.backend.registrations).toEqual([]);
  });

  it('415 for a body that is not multipart', async () => {
    const res = await request(app).post(path).send(everyField);
    expect(refusal(res)).toEqual({
      http: 415,
      json: true,
      status: 'error',
      message: expect.stringMatching(/multipart/),
    });
  });
});

describe('registration when the backend misbehaves', () => {
  it.each(['http-400', 'ok-200'] as const)(
    'answers a duplicate registration number refused as %s as the field problem `unique` of registration_number (issue 58)',
    async (form) => {
      contract.backend.registrationFailure = form;
      const res = await post({ ...everyField, registration_number: 'DUPLICATE' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        status: 'error',
        message: 'Some fields are not valid.',
        fields: { registration_number: 'a registration with this value already exists.' },
        problems: { registration_number: 'unique' },
      });
      expect(res.text).not.toMatch(/registration with this registration number|Registration number already exists/i);
    },
  );

  it('does not call a refusal that does not name the registration number a duplicate (`reasons`)', async () => {
    contract.backend.registrationFailure = 'reasons';
    const res = await post({ ...everyField, registration_number: 'DUPLICATE' });
    expect(res.status).toBe(400);
    expect(res.body.problems).not.toHaveProperty('registration_number');
  });

  it('502 JSON at once when the backend is down', async () => {
    const down = await testApp();
    const started = Date.now();
    const res = await request(down).post(path).field('name', 'x');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(refusal(res)).toEqual({
      http: 502,
      json: true,
      status: 'error',
      message: expect.stringMatching(/not reachable/),
    });
  });

  it('504 JSON when the backend is slower than the timeout', async () => {
    contract.backend.mode = 'slow';
    contract.backend.slowMs = 1_500;
    const res = await post({ name: 'x' });
    expect(refusal(res)).toEqual({
      http: 504,
      json: true,
      status: 'error',
      message: expect.stringMatching(/too long/),
    });
  });

  it('502 JSON when the backend cuts the connection mid-answer', async () => {
    contract.backend.mode = 'cut';
    const res = await post({ name: 'x' }).timeout(3_000);
    expect(refusal(res)).toEqual({
      http: 502,
      json: true,
      status: 'error',
      message: expect.stringMatching(/not reachable/),
    });
  });

  it('502 JSON with the spec’s failure message instead of the backend’s HTML error page', async () => {
    contract.backend.mode = 'fail';
    const res = await post({ name: 'x' });
    expect(refusal(res)).toEqual({
      http: 502,
      json: true,
      status: 'error',
      message: 'Failed to register. Try again later.',
    });
  });
});

describe('registration path', () => {
  it('keeps the trailing slash exact: without it, a redirect that keeps the method (308), as the backend would', async () => {
    const res = await request(app).post('/api/register/registrations').field('name', 'x');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/api/register/registrations/');
    expect(contract.backend.registrations).toEqual([]);
  });

  it('is not cached', async () => {
    const res = await post({ name: 'x' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('registration size at the door', () => {
  it('413 before reading a body declared far larger than the limits allow', async () => {
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      // Declare 30 MB, send a few bytes, and wait: the answer must come without the rest.
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { 'Content-Type': 'multipart/form-data; boundary=XyZ', 'Content-Length': String(30 * MB) },
      });
      req.write('--XyZ\r\n');
      const [res] = (await Promise.race([once(req, 'response'), timeout(2_000)])) as [IncomingMessage];
      const body = JSON.parse(await readAll(res));
      expect(res.statusCode).toBe(413);
      expect(body.message).toMatch(/at most 10 MB/);
      req.destroy();
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

const timeout = (ms: number) =>
  new Promise((_, reject) => setTimeout(() => reject(new Error('no answer in time')), ms));
async function readAll(res: IncomingMessage) {
  let data = '';
  for await (const chunk of res) data += chunk;
  return data;
}
