import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request } from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callBackend, fetchBackendFile, type BackendConfig } from '../../server/backend/client.ts';
import { callerOf } from '../../server/visitor.ts';

/**
 * The one backend client (server/backend/client.ts) against a real HTTP server on loopback:
 * each kind of trouble (down, slow, cut, redirect, 5xx, 401/403, 404, other 4xx) and what
 * goes on the wire. A call that should be answered has 5 s (a busy machine's first fetch can
 * take most of a second); the two that test the timeout have 300 ms, so no test waits long.
 */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
let received: Received[] = [];
let answer: (req: IncomingMessage, res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { method = '', url = '', headers } = req;
      received.push({ method, url, headers, body: Buffer.concat(chunks).toString('utf8') });
      answer(req, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The process's first fetch loads and starts its HTTP client, which on a busy machine can take
  // longer than the tests' 300 ms: one call first, with time to spare, so none of theirs is the first.
  answer = (_req, res) => json(res, 200, {});
  await callBackend(visitor, { ...config(), apiTimeoutMs: 30_000 }, login);
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});
beforeEach(() => {
  received = [];
  answer = (_req, res) => json(res, 200, { status: 'success' });
});

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const config = (apiUrl = origin, apiTimeoutMs = 5_000): BackendConfig => ({
  apiUrl: new URL(apiUrl),
  apiTimeoutMs,
  siteUrl: new URL('https://www.agro.example'),
});

/** A visitor's request as Express reads it: its own cookie, authorization and forwarding claims. */
const visitorHeaders: Record<string, string> = {
  cookie: 'agro_admin=secret-session',
  authorization: 'Bearer visitor',
  'x-forwarded-for': '198.51.100.23',
  'x-forwarded-host': 'bank.example',
};
const visitor = callerOf({
  protocol: 'https',
  ip: '203.0.113.7',
  id: 'request-0001',
  headers: visitorHeaders,
  get: (name: string) => visitorHeaders[name.toLowerCase()],
  socket: { destroyed: false },
} as unknown as Request);

const login = { method: 'POST', path: '/api/login/', json: { username: 'admin', password: 'pw' } } as const;

describe('backend client: answers', () => {
  it('sends nothing for a visitor whose connection has closed (gone, 499)', async () => {
    const left = { ...visitor, gone: () => true };
    expect(await callBackend(left, config(), login)).toEqual({ ok: false, problem: 'gone', status: 499 });
    expect(received).toEqual([]);
  });

  it('reads a 2xx JSON answer, and sends the call as JSON to the path under API_URL', async () => {
    const result = await callBackend(visitor, config(`${origin}/base/`), login);
    expect(result).toMatchObject({ ok: true, status: 200, answer: { status: 200, json: { status: 'success' } } });
    expect(received).toMatchObject([{ method: 'POST', url: '/base/api/login/' }]);
    expect(JSON.parse(received[0]!.body)).toEqual({ username: 'admin', password: 'pw' });
    expect(received[0]!.headers['content-type']).toBe('application/json');
  });

  it('keeps the bytes and type of an answer that is not JSON (json undefined)', async () => {
    answer = (_req, res) => res.writeHead(201, { 'content-type': 'text/plain' }).end('stored');
    const result = await callBackend(visitor, config(), login);
    expect(result.ok).toBe(true);
    expect(result.answer?.json).toBeUndefined();
    expect(result.answer?.body.toString()).toBe('stored');
    expect(result.answer?.contentType).toBe('text/plain');
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'unauthorized'],
    [404, 'not-found'],
    [400, 'refused'],
    [409, 'refused'],
    [429, 'refused'],
    [500, 'failed'],
    [503, 'failed'],
  ] as const)('maps HTTP %i to %s, keeping the status and the answer', async (status, problem) => {
    answer = (_req, res) => json(res, status, { status: 'error', message: 'no' });
    const result = await callBackend(visitor, config(), login);
    expect(result).toMatchObject({ ok: false, problem, status, answer: { json: { message: 'no' } } });
  });

  it('a 500 HTML page is `failed` with its bytes, never parsed', async () => {
    answer = (_req, res) =>
      res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Traceback at db.internal</h1>');
    const result = await callBackend(visitor, config(), login);
    expect(result).toMatchObject({ ok: false, problem: 'failed', status: 500 });
    expect(result.answer?.json).toBeUndefined();
  });

  it('a redirect is `failed` (502) and is not followed', async () => {
    answer = (req, res) =>
      req.url === '/elsewhere' ? json(res, 200, {}) : res.writeHead(301, { location: '/elsewhere' }).end();
    const result = await callBackend(visitor, config(), login);
    expect(result).toEqual({ ok: false, problem: 'failed', status: 502 });
    expect(received.map(({ url }) => url)).toEqual(['/api/login/']);
  });
});

describe('backend client: trouble', () => {
  it('connection refused is `down` (502), at once', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    const started = Date.now();
    const result = await callBackend(visitor, config(`http://127.0.0.1:${port}`), login);
    expect(result).toEqual({ ok: false, problem: 'down', status: 502 });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('no answer within the timeout is `slow` (504)', async () => {
    answer = () => undefined; // never answers
    const started = Date.now();
    const result = await callBackend(visitor, config(origin, 300), login);
    expect(result).toEqual({ ok: false, problem: 'slow', status: 504 });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('headers in time but the body too slow is `slow` (504): the timeout covers the whole answer', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"status":');
    };
    const result = await callBackend(visitor, config(origin, 300), login);
    expect(result).toEqual({ ok: false, problem: 'slow', status: 504 });
  });

  it('a connection cut mid-answer is `down` (502)', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"status":', () => res.socket?.destroy());
    };
    const result = await callBackend(visitor, config(), login);
    expect(result).toEqual({ ok: false, problem: 'down', status: 502 });
  });
});

describe('backend client: what goes on the wire', () => {
  it('none of the visitor’s headers; the forwarding headers Express vouches for, and the configured host', async () => {
    await callBackend(visitor, config(), login);
    const { headers } = received[0]!;
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe('www.agro.example');
    expect(headers['x-request-id']).toBe('request-0001');
    expect(headers.accept).toBe('application/json');
    expect(JSON.stringify(headers)).not.toMatch(/secret-session|visitor|198\.51\.100\.23|bank\.example/);
  });

  it('the admin’s token as Django REST’s `Token`, and a form as multipart', async () => {
    const form = new FormData();
    form.append('name', 'Asha');
    await callBackend(visitor, config(), { method: 'PUT', path: '/api/customer/updatecustomer/7', form, token: 't0k' });
    const [call] = received;
    expect(call).toMatchObject({ method: 'PUT', url: '/api/customer/updatecustomer/7' });
    expect(call!.headers.authorization).toBe('Token t0k');
    expect(call!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(call!.body).toContain('name="name"\r\n\r\nAsha');
  });

  it('a GET sends no body and no content type', async () => {
    await callBackend(visitor, config(), { method: 'GET', path: '/api/customer/allcustomers/', token: 'x' });
    expect(received[0]).toMatchObject({ method: 'GET', body: '' });
    expect(received[0]!.headers['content-type']).toBeUndefined();
  });
});

/** The owner's document (fetchBackendFile), with a cap of `maxBytes`. */
const file = (maxBytes: number) =>
  fetchBackendFile(visitor, config(), { url: new URL(`${origin}/media/x.pdf`), token: 't0k', maxBytes });
const bytesOf = async (body: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('backend client: a file', () => {
  it('streams the bytes with the token and the type, and the size the backend said', async () => {
    answer = (_req, res) => res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7 document');
    const result = await file(1_000);
    if (!result.ok) throw new Error(result.problem);
    expect(result.file.contentType).toBe('application/pdf');
    expect((await bytesOf(result.file.body)).toString()).toBe('%PDF-1.7 document');
    expect(received[0]).toMatchObject({ method: 'GET', url: '/media/x.pdf' });
    expect(received[0]!.headers.authorization).toBe('Token t0k');
    expect(received[0]!.headers.cookie).toBeUndefined();
  });

  it('refuses a file the backend says is larger than the cap, before reading it', async () => {
    answer = (_req, res) => res.writeHead(200, { 'content-length': '2000' }).end(Buffer.alloc(2000));
    expect(await file(1_000)).toEqual({ ok: false, problem: 'too-large' });
  });

  it('cuts a file that turns out larger than the cap: the stream fails', async () => {
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.write(Buffer.alloc(800));
      res.end(Buffer.alloc(800));
    };
    const result = await file(1_000);
    if (!result.ok) throw new Error(result.problem);
    await expect(bytesOf(result.file.body)).rejects.toThrow(/larger than 1000 bytes/);
  });

  it('follows no redirect, and maps 404 and 401 as calls do', async () => {
    answer = (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    expect(await file(1_000)).toEqual({ ok: false, problem: 'failed' });
    answer = (_req, res) => json(res, 404, {});
    expect(await file(1_000)).toEqual({ ok: false, problem: 'not-found' });
    answer = (_req, res) => json(res, 401, {});
    expect(await file(1_000)).toEqual({ ok: false, problem: 'unauthorized' });
  });

  it('gives up with the deadline when nothing comes', async () => {
    answer = () => undefined;
    expect(await file(1_000)).toEqual({ ok: false, problem: 'slow' });
  });
});
