import { once } from 'node:events';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { boundConnections, proxyTrustCheck } from '../../server/bounds.ts';
import { loadConfig } from '../../server/config.ts';
import { demoUser } from '../../server/contract-backend/backend.ts';
import { createHttpServer } from '../../server/http-server.ts';
import { createLogger, type Logger } from '../../server/logging.ts';
import { refusalPagesOf } from '../../server/refusal-page.ts';
import { refusalWords } from '../../src/content/mr/messages.ts';
import { useContractBackend } from './contract-backend.ts';
import { sourceRenderer } from './harness.ts';

/**
 * What one client, and everyone together, may hold (server/bounds.ts, decision 063): open
 * connections per address, requests with a body in flight per client and in total, a deadline
 * for a body, shedding while the process is pressed; every refusal small, nothing rendered.
 * Raw sockets on loopback, so that a request can be held with its body unsent.
 */
const contract = useContractBackend();
const servers: Server[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** The production app on a loopback port, with `env` and, if given, a gauge that says the process is pressed. */
async function serve(env: Record<string, string> = {}, pressed = () => false, logger?: Logger) {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_URL: contract.backend.url, ...env });
  const log = logger ?? createLogger(config);
  const app = createApp({ config, logger: log, renderer: sourceRenderer, pressed });
  // As at start (server/start.ts): the refusals' pages rendered before the first refusal.
  await refusalPagesOf(app.locals)?.prepare();
  const server = createHttpServer(app);
  boundConnections(server, {
    perAddress: config.bounds.connectionsPerAddress,
    trusted: () => false,
    logger: log,
    holdMs: 500,
    maxHeld: 2,
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  return { app, port: (server.address() as AddressInfo).port };
}

/** A raw connection that sends `head` and keeps whatever comes back. */
async function hold(port: number, head: string) {
  const socket = net.connect({ host: '127.0.0.1', port });
  sockets.push(socket);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close').then(() => received);
  await once(socket, 'connect');
  socket.write(head);
  return { socket, received: () => received, closed };
}

const post = (path: string, type: string, length = 100) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;
const from = (address: string) =>
  `POST /api/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${address}\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n`;
/** A post with these headers whose body of `length` bytes is never sent. */
const postWith = (path: string, headers: Record<string, string>, length = 100) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}Content-Length: ${length}\r\n\r\n`;
/** What a browser accepts for a page, a form's answer included. */
const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const getHome = 'GET /home HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('connections per address', () => {
  it('holds the one past the cap unread, then answers it 503 with Retry-After and closes it; a place freed is taken again', async () => {
    const { port } = await serve({ CONNECTIONS_PER_ADDRESS: '2' });
    const held = [
      await hold(port, post('/api/login/', 'application/json')),
      await hold(port, post('/login', 'text/plain')),
    ];
    await settle();
    const started = Date.now();
    const third = await hold(port, getHome);
    await settle();
    expect(third.received(), 'nothing read or answered while it is held').toBe('');
    const answer = await third.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(answer).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(answer).toContain('Retry-After: 5\r\n');
    expect(answer).toContain('Too many connections from your address');
    held[0]!.socket.destroy();
    await settle();
    const fourth = await hold(port, getHome);
    expect(await fourth.closed).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('resets at once what it cannot hold', async () => {
    const { port } = await serve({ CONNECTIONS_PER_ADDRESS: '1' });
    await hold(port, post('/api/login/', 'application/json'));
    const kept = [await hold(port, getHome), await hold(port, getHome)];
    await settle();
    const started = Date.now();
    const past = net.connect({ host: '127.0.0.1', port });
    sockets.push(past);
    let received = '';
    past.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    // A reset may come before the connection is reported open: 'error', then 'close'.
    await new Promise((resolve) => past.on('error', () => undefined).once('close', resolve));
    expect(received).toBe('');
    expect(Date.now() - started).toBeLessThan(400);
    for (const one of kept) expect(one.socket.destroyed).toBe(false);
  });
});

describe('requests with a body in flight', () => {
  it('caps one client’s, answering 503 in the site’s prepared page of the form’s language or as JSON, never refusing a GET', async () => {
    const { port } = await serve({ REQUESTS_PER_ADDRESS: '2' });
    await hold(port, post('/api/login/', 'application/json'));
    await hold(port, post('/login', 'application/x-www-form-urlencoded'));
    await settle();
    const started = Date.now();
    const refused = await hold(port, post('/mr/login', 'application/x-www-form-urlencoded'));
    // Meanwhile the same client's pages are served; its refusal waits a second, so that it is not sent again at once.
    expect(await (await hold(port, getHome)).closed).toMatch(/^HTTP\/1\.1 200 OK/);
    const page = await refused.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(page).toMatch(/^HTTP\/1\.1 503 /);
    expect(page).toContain('Retry-After: 5');
    expect(page).toMatch(/<html lang="mr"/);
    expect(page).toContain(`<p role="alert">${refusalWords.busy}</p>`);
    expect(page).toContain(`<a href="">${refusalWords.back}</a>`);
    expect(page).toContain('<footer');
    const api = await (await hold(port, post('/api/login/', 'application/json'))).closed;
    expect(api).toMatch(/^HTTP\/1\.1 503 /);
    expect(api).toContain('"status":"error"');
    expect(await (await hold(port, getHome)).closed).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('caps everyone’s together', async () => {
    const { port } = await serve({ REQUESTS_IN_FLIGHT: '1' });
    await hold(port, post('/api/login/', 'application/json'));
    await settle();
    expect(await (await hold(port, post('/login', 'application/x-www-form-urlencoded'))).closed).toMatch(
      /^HTTP\/1\.1 503 /,
    );
  });

  it('behind a trusted proxy, counts each client by the address the proxy reports', async () => {
    const { port } = await serve({ REQUESTS_PER_ADDRESS: '1', TRUST_PROXY: 'loopback' });
    await hold(port, from('203.0.113.1'));
    await settle();
    const other = await hold(port, from('203.0.113.2'));
    const same = await hold(port, from('203.0.113.1'));
    expect(await same.closed).toMatch(/^HTTP\/1\.1 503 /);
    await settle();
    expect(other.received()).toBe('');
  });

  it('gives a small body 408 and closes its connection once BODY_TIMEOUT_MS has passed; an upload keeps its 2 minutes', async () => {
    const { port } = await serve({ BODY_TIMEOUT_MS: '1000' });
    const started = Date.now();
    const login = await hold(port, post('/api/login/', 'application/json'));
    const upload = await hold(port, post('/api/register/registrations/', 'multipart/form-data; boundary=x', 5_000));
    const answer = await login.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(3_000);
    await settle();
    expect(upload.received()).toBe('');
    expect(upload.socket.destroyed).toBe(false);
  });

  it('answers an island’s shed post in JSON, `unavailable` as the island reads it; a form post keeps its page', async () => {
    const { port } = await serve({ REQUESTS_IN_FLIGHT: '1' });
    await hold(port, post('/api/login/', 'application/json'));
    await settle();
    const island = { 'Content-Type': 'application/json', Accept: 'application/json' };
    for (const [path, headers] of [
      ['/contact', island],
      ['/mr/newsletter', island],
      // Either says it: the body's type, or an Accept that puts JSON first.
      ['/contact', { 'Content-Type': 'application/json' }],
      ['/newsletter', { 'Content-Type': 'text/plain', Accept: 'application/json, text/plain, */*' }],
    ] as const) {
      const answer = await (await hold(port, postWith(path, headers))).closed;
      expect(answer, path).toMatch(/^HTTP\/1\.1 503 /);
      expect(answer).toContain('Retry-After: 5\r\n');
      expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/i);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n')))).toEqual({ status: 'unavailable' });
    }
    const form = await (
      await hold(port, postWith('/contact', { 'Content-Type': 'application/x-www-form-urlencoded', Accept: browser }))
    ).closed;
    expect(form).toMatch(/^HTTP\/1\.1 503 /);
    expect(form).toMatch(/\r\nContent-Type: text\/html; charset=utf-8\r\n/i);
    expect(form).toContain('<html lang="en">');
  });

  it('answers an island’s post whose body is too slow 408 in JSON, `unavailable`; a form post its page', async () => {
    const { port } = await serve({ BODY_TIMEOUT_MS: '1000' });
    const island = await hold(
      port,
      postWith('/contact', { 'Content-Type': 'application/json', Accept: 'application/json' }),
    );
    const form = await hold(
      port,
      postWith('/mr/contact', { 'Content-Type': 'application/x-www-form-urlencoded', Accept: browser }),
    );
    const answer = await island.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('Retry-After: 5\r\n');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n')))).toEqual({ status: 'unavailable' });
    const page = await form.closed;
    expect(page).toMatch(/^HTTP\/1\.1 408 /);
    expect(page).toContain('<html lang="mr">');
  });

  it('sheds posts while the process is pressed, and keeps serving pages', async () => {
    const { app } = await serve({}, () => true);
    const shed = await request(app).post('/api/login/').send({ username: 'a', password: 'b' });
    expect(shed.status).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect((await request(app).get('/home')).status).toBe(200);
    expect(contract.backend.logins).toHaveLength(0);
  });
});

describe('a login form flood', () => {
  it('once an address has spent its attempts, answers 429 with the site’s prepared page in its language, asking nobody', async () => {
    const { app } = await serve();
    const wrong = { username: demoUser.username, password: 'wrong' };
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await request(app).post('/login').type('form').send(wrong)).status).toBe(401);
    const asked = contract.backend.logins.length;
    for (const path of ['/login', '/mr/login']) {
      const res = await request(app).post(path).type('form').send(wrong);
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.text).toMatch(path === '/login' ? /<html lang="en"/ : /<html lang="mr"/);
      expect(res.text).toContain('<footer');
      expect(res.text).not.toContain('name="password"');
      expect(res.text).toMatch(path === '/login' ? /Too many failed login attempts/ : /लॉगिनचे बरेच प्रयत्न/);
    }
    expect(contract.backend.logins).toHaveLength(asked);
  });
});

const next = () => undefined;
const req = (headers: Record<string, string>) =>
  ({ headers, path: '/home', socket: { remoteAddress: '198.51.100.9' } }) as never;

describe('a registration form flood', () => {
  it('while the address’s upload places are taken, answers the form 429 with the site’s prepared page, its body unread', async () => {
    const { port } = await serve({ UPLOADS_PER_ADDRESS: '2' });
    const multipart = 'multipart/form-data; boundary=x';
    await hold(port, post('/profile', multipart, 50_000));
    await hold(port, post('/api/register/registrations/', multipart, 50_000));
    // Both held uploads have their places once a small one from the address is refused too (one
    // let in gives its place back when answered). A fixed wait was too short on a busy machine.
    const small = () =>
      fetch(`http://127.0.0.1:${port}/profile`, {
        method: 'POST',
        headers: { 'content-type': multipart },
        body: '--x--',
      });
    await expect.poll(async () => (await small()).status, { timeout: 5_000 }).toBe(429);
    const page = await (await hold(port, post('/mr/profile', multipart, 50_000))).closed;
    expect(page).toMatch(/^HTTP\/1\.1 429 /);
    expect(page).toContain('Retry-After: 60');
    expect(page).toMatch(/<html lang="mr"/);
    expect(page).toContain(`<p role="alert">${refusalWords.uploadsBusy}</p>`);
    expect(page).toContain(`<a href="">${refusalWords.back}</a>`);
    expect(contract.backend.registrations).toHaveLength(0);
  });
});

describe('TRUST_PROXY with no proxy in front', () => {
  it('is said once in the log when a request arrives without X-Forwarded-For', () => {
    const warnings: string[] = [];
    const logger = { warn: (_fields: unknown, message: string) => warnings.push(message) } as unknown as Logger;
    const check = proxyTrustCheck(1, logger);
    check(req({ 'x-forwarded-for': '203.0.113.1' }), {} as never, next);
    expect(warnings).toEqual([]);
    check(req({}), {} as never, next);
    check(req({}), {} as never, next);
    expect(warnings).toEqual([
      expect.stringMatching(/^TRUST_PROXY is 1, but a request arrived without X-Forwarded-For/),
    ]);
    proxyTrustCheck(false, logger)(req({}), {} as never, next);
    expect(warnings).toHaveLength(1);
  });
});
