import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { bytesOf, samples } from '../fixtures/uploads.ts';
import { useContractBackend } from './contract-backend.ts';
import { manyRegistrations, testApp } from './harness.ts';

/**
 * The registration edge forwards each Idempotency-Key once (docs/decisions/045): repeats, at
 * once or later, get the first answer; the backend receives one registration.
 */
const contract = useContractBackend();
let app: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  app = await testApp({ API_URL: contract.backend.url, API_TIMEOUT_MS: '3000', ...manyRegistrations });
});

const path = '/api/register/registrations/';
const fields = (registrationNumber: string) => ({
  name: 'सुनीता पाटील',
  registration_number: registrationNumber,
  mobile_number: '9876543210',
});

function post(key: string | undefined, values: Record<string, string>, target: Parameters<typeof request>[0] = app) {
  const req = request(target).post(path);
  if (key !== undefined) req.set('Idempotency-Key', key);
  for (const [name, value] of Object.entries(values)) req.field(name, value);
  return req.attach('upload_document', bytesOf(samples.png), { filename: samples.png.name, contentType: 'image/png' });
}

const receivedWith = (number: string) =>
  contract.backend.registrations.filter((registration) => registration.fields.registration_number === number);

describe('a registration with an Idempotency-Key', () => {
  it('is forwarded once when eight repeats arrive while the first is being sent', async () => {
    contract.backend.pathModes.set(path, 'slow');
    contract.backend.slowMs = 400;
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(key, fields('KEY-CONCURRENT'))));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((res) => res.text))).toEqual(
      new Set(['{"status":"success","message":"Registration successful!"}']),
    );
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(contract.backend.requests.filter((seen) => seen.path === path)).toHaveLength(1);
    expect(receivedWith('KEY-CONCURRENT')).toHaveLength(1);
  });

  it('answers a repeat after the first answer with that answer, without forwarding it', async () => {
    const key = randomUUID();
    const first = await post(key, fields('KEY-LATER'));
    const again = await post(key, fields('KEY-LATER'));
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(receivedWith('KEY-LATER')).toHaveLength(1);
  });

  it('keeps a refusal by the backend too: the repeat gets the same 400 and its field named', async () => {
    const key = randomUUID();
    const first = await post(key, fields('DUPLICATE'));
    const again = await post(key, fields('DUPLICATE'));
    expect([first.status, again.status]).toEqual([400, 400]);
    expect(again.body).toEqual(first.body);
    expect(again.body).toMatchObject({ problems: { registration_number: 'unique' } });
    expect(receivedWith('DUPLICATE')).toHaveLength(1);
  });

  it('keeps a backend failure: the repeat gets the same 502, and the backend is asked once', async () => {
    contract.backend.pathModes.set(path, 'fail');
    const key = randomUUID();
    const first = await post(key, fields('KEY-FAIL'));
    const again = await post(key, fields('KEY-FAIL'));
    expect([first.status, again.status]).toEqual([502, 502]);
    expect(again.body).toEqual(first.body);
    expect(contract.backend.requests.filter((seen) => seen.path === path)).toHaveLength(1);
  });

  it('does not send the key on to the backend', async () => {
    await post(randomUUID(), fields('KEY-HEADERS'));
    const headers = contract.backend.requestHeaders.find((seen) => seen.path === path)?.headers ?? {};
    expect(Object.keys(headers)).not.toContain('idempotency-key');
    expect(receivedWith('KEY-HEADERS')).toHaveLength(1);
  });

  it('refuses the key with other details (409) and does not forward them', async () => {
    const key = randomUUID();
    await post(key, fields('KEY-FIRST'));
    const other = await post(key, fields('KEY-OTHER'));
    expect(other.status).toBe(409);
    expect(other.body).toEqual({
      status: 'error',
      message: 'This Idempotency-Key was already used for a registration with other details.',
    });
    expect(receivedWith('KEY-OTHER')).toHaveLength(0);
    expect(receivedWith('KEY-FIRST')).toHaveLength(1);
  });

  it('tells documents apart: the same values with another document are other details', async () => {
    const key = randomUUID();
    await post(key, fields('KEY-DOC'));
    const other = await request(app)
      .post(path)
      .set('Idempotency-Key', key)
      .field(fields('KEY-DOC'))
      .attach('upload_document', bytesOf(samples.jpeg), { filename: samples.png.name, contentType: 'image/png' });
    expect(other.status).toBe(409);
    expect(receivedWith('KEY-DOC')).toHaveLength(1);
  });

  it.each(['', 'not-a-uuid', `${randomUUID()}x`, `${randomUUID()}, ${randomUUID()}`])(
    'refuses a malformed key %j with 400 before reading the body',
    async (key) => {
      const res = await post(key, fields('KEY-BAD'));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', message: 'The Idempotency-Key header must be a UUID.' });
      expect(contract.backend.requests).toHaveLength(0);
    },
  );

  it('takes the key in capitals as the same key', async () => {
    const key = randomUUID();
    await post(key, fields('KEY-CASE'));
    const again = await post(key.toUpperCase(), fields('KEY-CASE'));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(receivedWith('KEY-CASE')).toHaveLength(1);
  });

  it('forwards each of two keys, and registrations without a key as before', async () => {
    await post(randomUUID(), fields('KEY-TWO'));
    await post(randomUUID(), fields('KEY-TWO'));
    await post(undefined, fields('KEY-TWO'));
    await post(undefined, fields('KEY-TWO'));
    expect(receivedWith('KEY-TWO')).toHaveLength(4);
  });

  it('does not use up the key of a request cut mid-upload: the next try is forwarded, once', async () => {
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const key = randomUUID();
    try {
      // The edge has the cut request once it arrives, and is done with it when its response closes.
      const arrived = new Promise<ServerResponse>((resolve) => server.once('request', (_req, res) => resolve(res)));
      const boundary = 'CutHere';
      const cut = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': '100000',
          'Idempotency-Key': key,
        },
      });
      cut.on('error', () => undefined);
      cut.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="registration_number"\r\n\r\nKEY-CUT\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="upload_document"; filename="a.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      );
      cut.write(bytesOf(samples.png).subarray(0, 200));
      const res = await arrived;
      const closed = once(res, 'close');
      cut.destroy();
      await closed;
      const retry = await post(key, { registration_number: 'KEY-CUT' }, server);
      expect(retry.status).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(receivedWith('KEY-CUT')).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
