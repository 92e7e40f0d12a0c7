import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../../server/http-server.ts';
import { bytesOf, samples } from '../fixtures/uploads.ts';
import { useContractBackend } from './contract-backend.ts';
import { manyRegistrations, testApp } from './harness.ts';

/**
 * Hostile input against the running server (the production app on a real socket, the
 * contract backend behind it): random and malformed requests never get a 5xx or crash
 * the server; each gets a clear 4xx (JSON with a message) or the backend's own answer.
 */
const contract = useContractBackend({ reset: false });
let server: Server;
let base: string;

beforeAll(async () => {
  const app = await testApp({ API_URL: contract.backend.url, API_TIMEOUT_MS: '2000', ...manyRegistrations });
  server = createHttpServer(app, { headersTimeout: 1_000, requestTimeout: 5_000 }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const registration = '/api/register/registrations/';
const textFields = [
  'name',
  'address',
  'agro_tour_name',
  'registration_number',
  'mobile_number',
  'email_id',
  'registration_date',
];

/**
 * A clear answer: below 500 and JSON, the site's own refusals and the backend's answers alike:
 * a `message` a person can read, or the backend's field errors (Django style) passed on as they are.
 */
async function expectClearAnswer(res: Response) {
  const body = await res.text();
  expect(res.status, body).toBeLessThan(500);
  expect(body).not.toContain(String(contract.backend.port));
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const parsed = JSON.parse(body) as { message?: unknown } & Record<string, unknown>;
  expect(typeof parsed.message === 'string' || Object.keys(parsed).length > 0, body).toBe(true);
  return res.status;
}

/** Values around the limits: random unicode (Devanagari and astral included), up to just over 10 KB. */
const value = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.integer({ min: 10_230, max: 10_250 }).map((n) => 'क'.repeat(Math.floor(n / 3))),
  fc.integer({ min: 10_235, max: 10_245 }).map((n) => 'x'.repeat(n)),
  fc.stringMatching(/^\d{9,11}$/),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '2025-02-30',
    'a@b',
    `${'a'.repeat(65)}@example.com`,
  ),
);

describe('registration endpoint under random input', () => {
  it('answers every random form (missing, repeated, unknown fields; wrong files) clearly and never 5xx', async () => {
    const part = fc.tuple(fc.oneof(fc.constantFrom(...textFields), fc.string({ maxLength: 12 })), value);
    const file = fc.option(fc.constantFrom(samples.pdf, samples.jpeg, samples.fake), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 24 }), file, async (parts, sample) => {
        const form = new FormData();
        for (const [name, text] of parts) form.append(name, text);
        if (sample) form.append('upload_document', new Blob([bytesOf(sample)]), sample.name);
        const res = await fetch(base + registration, { method: 'POST', body: form });
        const status = await expectClearAnswer(res);
        expect([200, 201, 400, 413, 415]).toContain(status);
      }),
      { numRuns: 60 },
    );
  });

  it('answers malformed multipart and wrong body types with 400 or 415', async () => {
    const body = fc.oneof(
      fc.uint8Array({ maxLength: 2_000 }),
      fc
        .string({ maxLength: 500 })
        .map((s) => new TextEncoder().encode(`--B\r\nContent-Disposition: form-data; name="name"\r\n\r\n${s}`)),
      fc.constant(
        new TextEncoder().encode(
          '--B\r\nContent-Disposition: form-data; name="upload_document"; filename="a.pdf"\r\n\r\n%PDF-1.7',
        ),
      ),
    );
    const type = fc.constantFrom(
      'multipart/form-data; boundary=B',
      'multipart/form-data',
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=',
    );
    await fc.assert(
      fc.asyncProperty(body, type, async (bytes, contentType) => {
        const res = await fetch(base + registration, {
          method: 'POST',
          body: bytes,
          headers: { 'content-type': contentType },
        });
        expect([400, 413, 415]).toContain(await expectClearAnswer(res));
      }),
      { numRuns: 60 },
    );
  });
});

describe('login endpoint under random input', () => {
  it('answers any JSON value, wrong types and broken JSON clearly and never 5xx', async () => {
    const payload = fc.oneof(
      fc.json({ maxDepth: 3 }),
      fc
        .record({ username: fc.anything({ maxDepth: 2 }), password: fc.anything({ maxDepth: 2 }) })
        .map((x) => JSON.stringify(x)),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.integer({ min: 10_200, max: 10_300 }).map((n) => JSON.stringify({ username: 'u'.repeat(n), password: 'p' })),
    );
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const res = await fetch(`${base}/api/login/`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json' },
        });
        // 401 from the backend, 400/413 for what it cannot read, 429 once the rate limit is reached.
        expect([400, 401, 413, 429]).toContain(await expectClearAnswer(res));
      }),
      { numRuns: 60 },
    );
  });
});

/**
 * One raw HTTP exchange on a socket: what the server wrote before it closed (or `timeoutMs` passed).
 * Requests end with `Connection: close` and the socket stays open for the answer (a client that
 * half-closes at once gets nothing from Node's HTTP server, whatever the app).
 */
function raw(
  write: (socket: ReturnType<typeof connect>) => void,
  timeoutMs = 5_000,
  to: Server = server,
): Promise<{ answer: string; closedAfterMs: number }> {
  const { port } = to.address() as AddressInfo;
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => write(socket));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    setTimeout(() => socket.destroy(), timeoutMs).unref();
  });
}

/**
 * One request line (`GET http://evil.example/ HTTP/1.1`) on a raw socket, with more header
 * lines if given: the status, Location, head and body.
 */
async function exchange(line: string, headers = '', to: Server = server) {
  const request = `${line}\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;
  const { answer } = await raw((socket) => socket.write(request), 5_000, to);
  const [head = '', body = ''] = answer.split('\r\n\r\n', 2);
  const location = /^location: (.*)$/im.exec(head)?.[1];
  return { status: Number(head.slice(9, 12)), location, head, body };
}

describe('requests that attack the server itself', () => {
  it('answers path tricks (.., encoded slashes and dots, backslashes, null bytes) with 404', async () => {
    const paths = [
      '/assets/../package.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e%2fserver%2findex.ts',
      '/media/..%5c..%5cpackage.json',
      '/home%00',
      '/%00',
      '/assets/%00.js',
      '/site.webmanifest%00.html',
      '/home%2f..%2f..%2fetc%2fpasswd',
      '//etc/passwd',
    ];
    for (const path of paths) {
      const { answer } = await raw((socket) =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      );
      expect(answer.slice(0, 12), path).toBe('HTTP/1.1 404');
      expect(answer).not.toContain('"type": "module"');
    }
  });

  it('answers a path trick in the language of the page asked for, with the small last-resort page', async () => {
    for (const [path, lang, words] of [
      ['/mr/..%2f..%2fpackage.json', 'mr', 'तुम्ही शोधत असलेले पान सापडले नाही.'],
      ['/mr/%2e%2e/%2e%2e/etc/passwd', 'mr', 'मुख्यपृष्ठावर जा'],
      ['/..%2fpackage.json', 'en', 'href="/home"'],
    ] as const) {
      const { answer } = await raw((socket) =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
      );
      // Read as bytes (latin1): the page's words are UTF-8.
      const page = Buffer.from(answer, 'latin1').toString('utf8');
      expect(page.slice(0, 12), path).toBe('HTTP/1.1 404');
      expect(page, path).toMatch(/content-type: text\/html/i);
      expect(page, path).toContain(`<html lang="${lang}"`);
      expect(page, path).toContain(words);
    }
  });

  it('answers an absolute-form target for its path alone, never 5xx, never naming the foreign host', async () => {
    const page = await exchange('GET http://evil.example/home HTTP/1.1');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html');
    const cases: Array<[string, number, string | undefined]> = [
      ['GET http://evil.example/ HTTP/1.1', 302, '/home'],
      ['GET http://evil.example HTTP/1.1', 302, '/home'],
      ['GET http://evil.example/?utm_source=x HTTP/1.1', 302, '/home?utm_source=x'],
      ['GET https://evil.example:8443/HOME/ HTTP/1.1', 301, '/home'],
      ['GET HTTP://EVIL.EXAMPLE/mr HTTP/1.1', 301, '/mr/home'],
      ['POST http://evil.example/api/login HTTP/1.1', 308, '/api/login/'],
      ['GET http://evil.example/no-such-page HTTP/1.1', 404, undefined],
      ['GET http://evil.example//evil.example/x HTTP/1.1', 404, undefined],
      ['OPTIONS * HTTP/1.1', 400, undefined],
      ['GET evil.example:80 HTTP/1.1', 400, undefined],
    ];
    for (const [line, status, location] of cases) {
      const answer = await exchange(line);
      expect(answer.status, line).toBe(status);
      expect(answer.location, line).toBe(location);
      expect(answer.head + answer.body, line).not.toMatch(/evil\.example/i);
    }
  });

  it('behind a trusted proxy too, whatever X-Forwarded-Host and X-Forwarded-Proto say', async () => {
    const app = await testApp({ API_URL: contract.backend.url, TRUST_PROXY: '1', ...manyRegistrations });
    const proxied = createHttpServer(app).listen(0, '127.0.0.1');
    await once(proxied, 'listening');
    try {
      const forwarded =
        'X-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: https\r\nX-Forwarded-For: 203.0.113.5\r\n';
      const page = await exchange('GET http://evil.example/home HTTP/1.1', forwarded, proxied);
      expect(page.status).toBe(200);
      for (const [line, status, location] of [
        ['GET http://evil.example/ HTTP/1.1', 302, '/home'],
        ['GET https://evil.example/HOME HTTP/1.1', 301, '/home'],
        ['POST http://evil.example/api/register/registrations HTTP/1.1', 308, '/api/register/registrations/'],
        ['OPTIONS * HTTP/1.1', 400, undefined],
      ] as const) {
        const answer = await exchange(line, forwarded, proxied);
        expect(answer.status, line).toBe(status);
        expect(answer.location, line).toBe(location);
        expect(answer.head + answer.body, line).not.toMatch(/evil\.example/i);
      }
    } finally {
      proxied.closeAllConnections();
      proxied.close();
    }
  });

  it('never answers 5xx or sends a foreign host in Location for any absolute-form target', async () => {
    const target = fc
      .tuple(
        fc.constantFrom('http', 'https', 'HTTP'),
        fc.domain(),
        fc.webPath(),
        fc.option(fc.webQueryParameters(), { nil: undefined }),
      )
      .map(([scheme, host, path, query]) => `${scheme}://${host}${path}${query === undefined ? '' : `?${query}`}`);
    await fc.assert(
      fc.asyncProperty(target, fc.constantFrom('GET', 'HEAD', 'POST'), async (url, method) => {
        const { answer } = await raw((socket) =>
          socket.write(
            `${method} ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
          ),
        );
        const head = answer.split('\r\n\r\n', 1)[0] ?? '';
        expect(Number(head.slice(9, 12)), `${method} ${url}`).toBeLessThan(500);
        // A Location, when there is one, is a path on this site: one slash, then no slash or backslash.
        const location = /^location: (.*)$/im.exec(head)?.[1] ?? '/';
        expect(location, `${method} ${url}`).toMatch(/^\/(?![/\\])/);
      }),
      { numRuns: 80 },
    );
  });

  it('refuses huge headers with 431 and keeps serving', async () => {
    const { answer } = await raw((socket) =>
      socket.write(
        `GET /home HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(100_000)}\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(answer.slice(0, 12)).toBe('HTTP/1.1 431');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('cuts off a client that sends its headers too slowly (headersTimeout)', async () => {
    const { answer, closedAfterMs } = await raw((socket) => {
      socket.write('GET /home HTTP/1.1\r\nHost: localhost\r\n');
      const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 300);
      socket.on('close', () => clearInterval(drip));
    }, 8_000);
    expect(answer.slice(0, 12)).toBe('HTTP/1.1 408');
    // The test server's headersTimeout is 1 s and Node checks every second (production: 10 s).
    expect(closedAfterMs).toBeLessThan(4_000);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
