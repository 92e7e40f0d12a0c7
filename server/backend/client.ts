import { Readable, Transform } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { Caller } from '../visitor.ts';
import type { Config } from '../config.ts';

export type BackendConfig = Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>;

/**
 * Why a call brought no answer to go on with:
 * - `down`: no connection, or it was cut before the whole answer came (the edges say 502);
 * - `slow`: no whole answer within API_TIMEOUT_MS (504);
 * - `failed`: a redirect (never followed: a POST would turn into a GET) or a 5xx;
 * - `unauthorized`: 401 or 403; `not-found`: 404; `refused`: any other 4xx;
 * - `gone`: not sent, because the visitor's connection had closed (499, as nginx logs it; nobody reads it).
 */
export type BackendProblem = 'down' | 'slow' | 'failed' | 'gone' | 'unauthorized' | 'not-found' | 'refused';

/** What the backend answered: status, type, bytes, and the bytes read as JSON (undefined when they are not). */
export interface BackendAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  json: unknown;
}

/**
 * How a call ended. `status` is what the site would answer for it: the backend's own status
 * for an answer, 502 for `down` and for a redirect, 504 for `slow`. A 4xx or 5xx keeps its
 * answer, which login and registration read.
 */
export type BackendResult =
  | { ok: true; status: number; answer: BackendAnswer }
  | { ok: false; problem: BackendProblem; status: number; answer: BackendAnswer }
  /** Nothing to read: no connection, no whole answer in time, or a redirect. */
  | { ok: false; problem: 'down' | 'slow' | 'failed'; status: 502 | 504; answer?: undefined }
  /** Not sent: the visitor had left (a request that waited on a limit or a store). */
  | { ok: false; problem: 'gone'; status: 499; answer?: undefined };

/** One of the calls of spec §7: the path on the backend, trailing slash as written there. */
export interface BackendCall {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart (fetch writes the boundary). */
  form?: FormData;
  /** The admin's backend token (Django REST's `Authorization: Token …`). */
  token?: string;
}

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/**
 * The one way the server calls the private backend (login, registration, the admin area).
 * A fresh request: the forwarding headers (`forwardedHeaders`, below), `Accept: application/json`,
 * the body's type and the admin's token when the call has them, and nothing of the visitor's
 * request (no Cookie, no Authorization, no X-Forwarded-* as sent). Redirects are not followed;
 * the whole call, answer body included, has API_TIMEOUT_MS. Nothing is sent for a visitor whose
 * connection has closed: what they gave up on never reaches the backend later.
 */
export async function callBackend(req: Caller, config: BackendConfig, call: BackendCall): Promise<BackendResult> {
  if (req.gone()) return { ok: false, problem: 'gone', status: 499 };
  const headers: Record<string, string> = { ...forwardedHeaders(req, config.siteUrl), accept: 'application/json' };
  if (call.json !== undefined) headers['content-type'] = 'application/json';
  if (call.token !== undefined) headers.authorization = `Token ${call.token}`;
  const url = new URL(`${config.apiUrl.pathname.replace(/\/$/, '')}${call.path}`, config.apiUrl);
  let answer: BackendAnswer;
  try {
    const response = await fetch(url, {
      method: call.method,
      headers,
      body: call.json !== undefined ? JSON.stringify(call.json) : call.form,
      redirect: 'manual',
      signal: AbortSignal.timeout(config.apiTimeoutMs),
    });
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    answer = { status: response.status, contentType, body, json: parseJson(body) };
  } catch (error) {
    return isTimeout(error) ? { ok: false, problem: 'slow', status: 504 } : { ok: false, problem: 'down', status: 502 };
  }
  const { status } = answer;
  if (status >= 200 && status < 300) return { ok: true, status, answer };
  if (status < 400) return { ok: false, problem: 'failed', status: 502 };
  return { ok: false, problem: problemOf(status), status, answer };
}

function problemOf(status: number): BackendProblem {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  return status < 500 ? 'refused' : 'failed';
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A file the backend serves (the owner's document), as it streams in. */
export interface BackendFile {
  contentType: string;
  /** What the backend said the size is, if it said. */
  length: number | undefined;
  /** The bytes, never more than `maxBytes`: past that the stream fails. Ends with the call's deadline too. */
  body: Readable;
}

export type BackendFileResult = { ok: true; file: BackendFile } | { ok: false; problem: BackendProblem | 'too-large' };

/**
 * GET a file at `url` on the backend's own origin (the caller has checked it is): like
 * callBackend, a fresh request with the forwarding headers and the admin's token, no redirect
 * followed, API_TIMEOUT_MS for the whole call, the body included. The body is streamed, not
 * kept: a file the backend says is larger than `maxBytes` is refused before it is read, and
 * one that turns out larger is cut there (the stream fails, and the call is aborted).
 */
export async function fetchBackendFile(
  req: Caller,
  config: BackendConfig,
  { url, token, maxBytes }: { url: URL; token: string; maxBytes: number },
): Promise<BackendFileResult> {
  const controller = new AbortController();
  const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(config.apiTimeoutMs)]);
  const headers = { ...forwardedHeaders(req, config.siteUrl), authorization: `Token ${token}` };
  let response: Response;
  try {
    response = await fetch(url, { headers, redirect: 'manual', signal });
  } catch (error) {
    return { ok: false, problem: isTimeout(error) ? 'slow' : 'down' };
  }
  const { status } = response;
  if (status < 200 || status >= 300 || !response.body) {
    controller.abort();
    return { ok: false, problem: status >= 300 && status < 400 ? 'failed' : problemOf(status) };
  }
  const given = response.headers.get('content-length');
  const length = given !== null && /^\d+$/.test(given) ? Number(given) : undefined;
  if (length !== undefined && length > maxBytes) {
    controller.abort();
    return { ok: false, problem: 'too-large' };
  }
  let read = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      if (read <= maxBytes) return done(null, chunk);
      controller.abort();
      done(new Error(`the file is larger than ${maxBytes} bytes`));
    },
  });
  const body = Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
  body.on('error', (error) => capped.destroy(error));
  capped.on('close', () => {
    if (!body.readableEnded) body.destroy();
  });
  const contentType = response.headers.get('content-type') ?? '';
  return { ok: true, file: { contentType, length, body: body.pipe(capped) } };
}

/**
 * What the backend is told about a call the site makes for a visitor: the client's address
 * and the protocol the visitor used, each Express's own reading of the request under the
 * `trust proxy` setting (TRUST_PROXY: `req.ip`, `req.protocol`), the site's public host from
 * SITE_URL, and the request id. A visitor's X-Forwarded-* headers are never passed on as
 * sent: they count only as far as a proxy the site trusts vouches for them, so the backend
 * cannot be told a made-up address or scheme. The host is never the request's (its Host or
 * X-Forwarded-Host header is the client's to choose, and a backend may build links with it):
 * it is the one the operator configured. Nothing else of the visitor's request goes on: no
 * cookies, no Authorization header.
 */
function forwardedHeaders(req: Caller, siteUrl: URL): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-proto': req.protocol, 'x-forwarded-host': siteUrl.host };
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  if (req.id !== undefined) headers['x-request-id'] = req.id;
  return headers;
}
