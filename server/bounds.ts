import type { Server, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { Request, RequestHandler } from 'express';
import { refusalBytes } from './refusal-page.ts';
import type { Bounds } from './config.ts';
import type { Logger } from './logging.ts';
import { addressKey } from './rate-limits.ts';

/** How long a refused client is asked to wait. */
export const retryAfterSeconds = 5;
/** How long a request past its own client's cap waits for its refusal (`boundRequests`). */
export const ownExcessWaitMs = 1_000;

const busyHead =
  `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${retryAfterSeconds}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
  'Cache-Control: no-store\r\nConnection: close\r\n';
const busyText = 'Too many connections from your address. Please try again in a few seconds.\n';
/** Encoded once: a burst of held connections is answered with one buffer, not thousands of string encodings. */
const busyConnection = Buffer.from(`${busyHead}Content-Length: ${Buffer.byteLength(busyText)}\r\n\r\n${busyText}`);

/** How long a connection past its address's cap is held, unread, before its 503: at least this, at most a quarter more. */
export const connectionHoldMs = 30_000;
/** How many such connections are held at once, from everyone together; past that they are reset. */
export const connectionsHeld = 16_384;

/**
 * Caps the open connections from one address. The HTTP server sees only those let in: its
 * 'connection' listener is wrapped, and the server accepts sockets paused, so a connection
 * past the cap is never read and never parsed. It is held, idle, for 30–37.5 s and then answered
 * 503 with Retry-After in one write: a client that holds connections open to exhaust the
 * server would otherwise reopen each one the moment it is refused, and refusing thousands of
 * connections a second leaves the server no time for anyone else (decision 063). Holding one
 * costs a file descriptor and a few hundred bytes; past 16,384 held, the next is reset at once.
 * A trusted proxy's own address (TRUST_PROXY) is not capped: it carries many visitors, who
 * are counted by request (`boundRequests`).
 */
export function boundConnections(
  server: Server,
  {
    perAddress,
    trusted,
    logger,
    holdMs = connectionHoldMs,
    maxHeld = connectionsHeld,
  }: {
    perAddress: number;
    trusted: (address: string) => boolean;
    logger: Logger;
    holdMs?: number;
    maxHeld?: number;
  },
) {
  const open = new Map<string, number>();
  const warned = new Set<string>();
  let held = 0;
  const http = server.listeners('connection') as Array<(socket: Socket) => void>;
  server.removeAllListeners('connection');
  // net.Server's own option, which http.createServer does not pass on: a socket starts unread.
  (server as Server & { pauseOnConnect: boolean }).pauseOnConnect = true;
  const letIn = (socket: Socket) => {
    for (const listener of http) listener.call(server, socket);
    socket.resume();
  };
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (trusted(address)) return letIn(socket);
    const key = addressKey(address);
    const count = open.get(key) ?? 0;
    if (count < perAddress) {
      open.set(key, count + 1);
      socket.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
      return letIn(socket);
    }
    socket.on('error', () => undefined);
    if (!warned.has(key)) {
      warned.add(key);
      setTimeout(() => warned.delete(key), 60_000).unref();
      logger.warn({ address: key, open: count, held }, 'too many connections from one address: holding the next ones');
    }
    if (held >= maxHeld) {
      socket.resetAndDestroy();
      return;
    }
    held += 1;
    socket.once('close', () => (held -= 1));
    // Spread over a quarter of the hold: connections that came in one burst are answered, and
    // reopened by their client, a few at a time rather than all in one tick.
    socket.setTimeout(holdMs * (1 + Math.random() / 4), () => {
      socket.setTimeout(1_000, () => socket.destroy());
      socket.end(busyConnection);
    });
  });
}

/**
 * Whether the process is near its limits: the heap over 80% of V8's limit, or the event loop
 * late by more than half a second (99th percentile) in each of the last two seconds. Checked
 * once a second. A single slow second (a burst, a collection) sheds nobody.
 */
export function pressureGauge() {
  const heapLimit = getHeapStatistics().heap_size_limit;
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let pressed = false;
  let late = false;
  const timer = setInterval(() => {
    const lateNow = delay.percentile(99) > 500e6;
    pressed = process.memoryUsage().heapUsed > 0.8 * heapLimit || (late && lateNow);
    late = lateNow;
    delay.reset();
  }, 1_000).unref();
  return {
    pressed: () => pressed,
    stop: () => {
      clearInterval(timer);
      delay.disable();
    },
  };
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * The first middleware: bounds what requests with a body may hold, by the client's address
 * (Express's `req.ip`: behind a trusted proxy, the address it reports) and in total, gives
 * their bodies a deadline (but a multipart upload's, posted to one of `uploadPaths`, which may
 * take up to 2 minutes: server/http-server.ts), and sheds them while the process is pressed.
 * Every refusal is cheap: a 503 with Retry-After, a few hundred bytes, nothing rendered, the
 * body not read and the connection closed. GET and HEAD (the cached pages, static files) are
 * never refused here: they are answered at once and hold nothing.
 */
export function boundRequests(
  bounds: Bounds,
  {
    uploadPaths,
    pressed,
    logger,
  }: { uploadPaths: readonly (string | RegExp)[]; pressed: () => boolean; logger: Logger },
): RequestHandler {
  const isUpload = (req: Request) =>
    req.method === 'POST' &&
    uploadPaths.some((path) => (typeof path === 'string' ? path === req.path : path.test(req.path))) &&
    typeof req.is('multipart/form-data') === 'string';
  const perAddress = new Map<string, number>();
  let inFlight = 0;
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const key = addressKey(req.ip);
    const own = perAddress.get(key) ?? 0;
    if (own >= bounds.requestsPerAddress) {
      // This client's own excess waits a second for its refusal, its body unread: answered at
      // once, it would be sent again at once, and a client on many connections would keep the
      // server refusing it instead of serving anyone else (decision 063).
      (req.log ?? logger).debug({ address: key, own }, 'request shed: its client has too many in flight');
      req.socket.pause();
      const later = setTimeout(() => refuse(req, res, 503), ownExcessWaitMs);
      res.once('close', () => clearTimeout(later));
      return;
    }
    if (inFlight >= bounds.requestsInFlight || pressed()) {
      (req.log ?? logger).debug({ address: key, inFlight }, 'request shed');
      return refuse(req, res, 503);
    }
    perAddress.set(key, own + 1);
    inFlight += 1;
    let deadline: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(deadline);
      inFlight -= 1;
      const left = (perAddress.get(key) ?? 1) - 1;
      if (left > 0) perAddress.set(key, left);
      else perAddress.delete(key);
    };
    res.once('close', done);
    if (hasBody(req) && !req.complete && !isUpload(req)) {
      deadline = setTimeout(() => {
        if (req.complete) return;
        (req.log ?? logger).info({ address: key }, 'request body too slow: closed');
        refuse(req, res, 408);
      }, bounds.bodyTimeoutMs);
      req.once('end', () => clearTimeout(deadline));
    }
    next();
  };
}

const apiBusy = JSON.stringify({ status: 'error', message: 'The site is busy. Please try again in a few seconds.' });
/**
 * A visitor form's `unavailable` answer (src/forms/visitor-post.ts `VisitorAnswer`): the island
 * that posted it says the post was not kept and, for Contact, gives the office's e-mail and phone.
 */
const visitorBusy = JSON.stringify({ status: 'unavailable' });

/**
 * Whether the refusal is read by a script rather than shown as a page: the request's body is
 * JSON, or its Accept puts JSON before HTML (an island's post to /contact or /newsletter). Read
 * from the headers alone: the body is never waited for.
 */
const wantsJson = (req: Request) =>
  typeof req.is('application/json') === 'string' || req.accepts(['html', 'json']) === 'json';

/**
 * A 503 (or 408) in a few hundred bytes, then the connection closes: as JSON for the API and
 * for an island's post, else a page in the form's language.
 */
function refuse(req: Request, res: ServerResponse, status: 408 | 503) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const api = req.path.startsWith('/api/');
  const json = api || wantsJson(req);
  const { body, encoding } = json
    ? { body: api ? apiBusy : visitorBusy, encoding: undefined }
    : refusalBytes(req, status, { kind: status === 503 ? 'busy' : 'slow' });
  res.writeHead(status, {
    'Content-Type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    ...(encoding && { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' }),
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Retry-After': String(retryAfterSeconds),
    Connection: 'close',
  });
  res.end(body);
}

/**
 * With TRUST_PROXY set, says once (a warning in the log) when a request arrives with no
 * X-Forwarded-For: then no proxy put it there, and a client could have written one itself.
 * Health checks are left out: a load balancer's own probes come without one.
 */
export function proxyTrustCheck(trustProxy: false | number | string, logger: Logger): RequestHandler {
  let told = false;
  return (req, _res, next) => {
    if (trustProxy !== false && !told && req.headers['x-forwarded-for'] === undefined) {
      told = true;
      logger.warn(
        { address: req.socket.remoteAddress, path: req.path },
        `TRUST_PROXY is ${trustProxy}, but a request arrived without X-Forwarded-For: if no proxy is in ` +
          'front of the site, unset TRUST_PROXY, or any client can choose its address and escape every per-address limit',
      );
    }
    next();
  };
}
