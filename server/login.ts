import { createHash, randomBytes } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { loginMessages } from '../src/content/messages.ts';
import {
  loginPath,
  loginSchema,
  readLoginAnswer,
  tooManyAttemptsText,
  type LoginAnswer,
} from '../src/features/login/contract.ts';
import { languages, pathIn } from '../src/languages.ts';
import { ownCookie, type AdminSessions } from './admin/session.ts';
import { apiError } from './api/errors.ts';
import { callBackend } from './backend/client.ts';
import { callerOf } from './visitor.ts';
import { generalTexts, logBackendText, saysWrongCredentials } from './backend/reasons.ts';
import type { Config } from './config.ts';
import type { Logger } from './logging.ts';
import { addressKey, counters, type Counters } from './rate-limits.ts';
import { sendRefusal } from './refusal-page.ts';

/**
 * The admin's login, one module from the edges to the backend (spec §3, §4, §7):
 *
 * 1. the limits on failed attempts (decision 002), and the device cookies that let a known
 *    browser past a stranger's failures;
 * 2. one attempt (`attemptLogin`): the form's schema, the limits, the backend, the session;
 * 3. its two doors: `POST /api/login/` (JSON, the form with JavaScript) and the plain form's
 *    `POST /login`, answered by its route's action (src/features/login/login-action.server.ts)
 *    through `loginFromForm`, after `refuseSpentLogins` has turned a flood away unrendered.
 */

// 1. Limits and known devices

/** Failed attempts allowed per client address, per username and per known device, in one window. */
export interface LoginLimitOptions {
  limit?: number;
  windowMs?: number;
}

/** How an attempt may go on: `settle` records whether it succeeded. */
export type Admission =
  { admitted: true; settle(succeeded: boolean): Promise<void> } | { admitted: false; retryAfterSeconds: number };

const defaultLimits = { limit: 10, windowMs: 15 * 60_000 };

/** The username as people mean it (case and surrounding spaces aside): the limits and devices go by it. */
export const sameUsername = (username: string) => username.trim().toLowerCase();

/** The username as people mean it, hashed: no usernames in Redis. */
const userKey = (username: string) => createHash('sha256').update(sameUsername(username)).digest('base64url');

/**
 * Brute-force protection for the admin login (decision 002): at most 10 failed attempts in
 * 15 minutes (fixed windows); the next one is refused without asking the backend. An attempt
 * from a device on which that username has logged in before (a valid device cookie) is counted
 * against that device alone; any other attempt is counted against the client's address and the
 * username. A failure is whatever the login edge says it is (an HTTP error or a body whose
 * status is not `success`), not an HTTP status. Each attempt is counted before it is sent on, so
 * parallel attempts cannot slip past the limit; a refused one takes its counts back; a success
 * takes its own count back from the address and clears the username's, or clears the device's.
 * Counts live in memory, or in Redis when REDIS_URL is set so that every replica shares them
 * (server/rate-limits.ts). If the counts cannot be kept at all, logins go on (and the failure is
 * logged) rather than locking every admin out.
 */
export class LoginLimits {
  readonly limit: number;
  readonly windowMs: number;
  readonly #counts: Counters;
  readonly #logger: Logger;

  constructor(counts: Counters, logger: Logger) {
    this.#counts = counts;
    this.#logger = logger;
    this.limit = counts.points;
    this.windowMs = counts.seconds * 1000;
  }

  /**
   * Counts this attempt (against `device` when the request comes from a known device of
   * this username, else against the client's address and the username) and says whether it may go on.
   */
  async admit(req: Request, username: string, device?: string): Promise<Admission> {
    const keys = this.#keys(req, username, device);
    let taken;
    try {
      taken = await Promise.all(keys.map((key) => this.#counts.take(key)));
    } catch (error) {
      (req.log ?? this.#logger).error({ err: error }, 'login limit store failed; attempt let through');
      return { admitted: true, settle: async () => undefined };
    }
    const over = taken.flatMap((result) => (result.ok ? [] : [result.retryAfterSeconds]));
    if (over.length > 0) {
      // A refused attempt is not a failed one: it takes its counts back, so waiting ends the block.
      await Promise.all(keys.map((key) => this.#counts.giveBack(key))).catch(() => undefined);
      return { admitted: false, retryAfterSeconds: Math.max(...over) };
    }
    return {
      admitted: true,
      settle: async (succeeded) => {
        if (!succeeded) return;
        const [first = '', second] = keys;
        const done = device
          ? this.#counts.clear(first)
          : Promise.all([this.#counts.giveBack(first), second && this.#counts.clear(second)]);
        await Promise.resolve(done).catch((error: unknown) =>
          (req.log ?? this.#logger).warn({ err: error }, 'login limit store failed'),
        );
      },
    };
  }

  /**
   * Whether this attempt would be refused, without counting it: the seconds to wait, or
   * undefined. Lets the form without JavaScript refuse a flood before any page is rendered.
   */
  async refusedAlready(req: Request, username: string, device?: string): Promise<number | undefined> {
    try {
      const waits = await Promise.all(this.#keys(req, username, device).map((key) => this.#counts.over(key)));
      const over = waits.filter((wait) => wait !== undefined);
      return over.length > 0 ? Math.max(...over) : undefined;
    } catch {
      return undefined; // admit() decides, and logs
    }
  }

  /** The words of the API's 429 answer (the pages say it in their language from Retry-After). */
  get message(): string {
    return tooManyAttemptsText(languages.en.tag, loginMessages.tooManyAttempts, this.windowMs / 1000);
  }

  #keys(req: Request, username: string, device: string | undefined) {
    return device ? [`device:${device}`] : [`address:${addressKey(req.ip)}`, `user:${userKey(username)}`];
  }
}

export function loginLimits(
  config: Pick<Config, 'redisUrl'>,
  logger: Logger,
  { limit = defaultLimits.limit, windowMs = defaultLimits.windowMs }: LoginLimitOptions = {},
): LoginLimits {
  const counts = counters(config, logger, {
    prefix: 'agro:login',
    points: limit,
    seconds: Math.ceil(windowMs / 1000),
  });
  return new LoginLimits(counts, logger);
}

/** A device stays known for a year after its last successful login. */
export const deviceCookieMaxAgeMs = 365 * 24 * 60 * 60_000;

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser in
 * which an admin has logged in is given a long-lived signed cookie, `agro_device`, naming the
 * username (as people mean it) and a random device id (server/admin/session.ts `ownCookie`:
 * nobody can make one up or move one to another username). A login that carries a valid one for
 * its own username comes from a known device, and the limits count its failures against that
 * device alone: strangers failing for that username, from wherever, never lock the known device
 * out. One cookie a browser: the last admin who logged in on it.
 */
export class DeviceCookies {
  readonly #cookie: ReturnType<typeof ownCookie>;

  constructor(config: Pick<Config, 'sessionSecrets' | 'siteUrl'>) {
    this.#cookie = ownCookie(config, 'agro_device', deviceCookieMaxAgeMs);
  }

  /** The device id of the request's cookie, if it is valid and names `username`; else undefined. */
  async deviceOf(req: Request, username: string): Promise<string | undefined> {
    const value: unknown = await this.#cookie(req).parse(req.get('cookie') ?? null);
    if (typeof value !== 'object' || value === null) return undefined;
    const { user, device } = value as { user?: unknown; device?: unknown };
    return user === sameUsername(username) && typeof device === 'string' && /^[\w-]{22}$/.test(device)
      ? device
      : undefined;
  }

  /** After a successful login: a fresh device cookie for `username` (a new id each time). */
  async remember(req: Request, res: Response, username: string) {
    const value = { user: sameUsername(username), device: randomBytes(16).toString('base64url') };
    res.append('Set-Cookie', await this.#cookie(req).serialize(value));
  }
}

// 2. One attempt

/**
 * How one attempt ended: the answer (src/features/login/contract.ts), the HTTP status the API
 * gives it (a refusal keeps the backend's), and for an `error` the API's words for why.
 */
export interface Attempt {
  answer: LoginAnswer;
  httpStatus: number;
  message?: string;
}

export const unavailableMessages = {
  down: 'The login service is not reachable right now. Please try again later.',
  slow: 'The login service took too long to answer. Please try again later.',
  /** A server error or an unreadable answer (decision 067): the spec's message (§8). */
  failed: loginMessages.serverError,
  gone: 'The login service was not asked: the connection closed.',
  sessions: 'Logging in is not possible for a moment. Please try again in a minute.',
} as const;

/** How long a login refused because sessions cannot be kept asks the visitor to wait. */
const sessionsRetryAfterSeconds = 30;

export interface LoginDeps {
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>;
  limits: LoginLimits;
  sessions: AdminSessions;
  devices: DeviceCookies;
}

/**
 * One login, for the JSON API and the no-JavaScript form alike: check the fields with the
 * form's schema, count the attempt (a known device of this username is counted on its own), ask
 * the backend, read its answer. A success starts the admin's server session and renews the
 * device cookie (both cookies go on `res`).
 */
export async function attemptLogin(
  req: Request,
  res: Response,
  body: unknown,
  { config, limits, sessions, devices }: LoginDeps,
): Promise<Attempt> {
  const checked = loginSchema.safeParse(body);
  if (!checked.success) return { answer: { kind: 'empty' }, httpStatus: 400, message: loginMessages.emptyFields };
  const { username, password } = checked.data;
  if (!(await sessions.ready())) return sessionsAway;

  const admission = await limits.admit(req, username, await devices.deviceOf(req, username));
  if (!admission.admitted) {
    const { retryAfterSeconds } = admission;
    return { answer: { kind: 'limited', retryAfterSeconds }, httpStatus: 429, message: limits.message };
  }
  const attempt = await askBackend(req, config, username, password);
  const { answer } = attempt;
  // A login is acknowledged only once its session is kept.
  if (answer.kind === 'success' && !(await sessions.start(req, res, answer.token, String(answer.userID)))) {
    await admission.settle(false);
    return sessionsAway;
  }
  if (answer.kind === 'success') await devices.remember(req, res, username);
  await admission.settle(answer.kind === 'success');
  return attempt;
}

/**
 * Asks the backend (spec §7) and reads its answer by the login contract. What it wrote, unless
 * it let the admin in, goes to the log only (without the password); a refusal keeps only
 * whether its words say the username or password was wrong (decision 067).
 */
async function askBackend(
  req: Request,
  config: LoginDeps['config'],
  username: string,
  password: string,
): Promise<Attempt> {
  const result = await callBackend(callerOf(req), config, {
    method: 'POST',
    path: loginPath,
    json: { username, password },
  });
  if (!result.answer) return unavailable(result.status, result.problem);
  // A server error is the backend failing; a 4xx is a refusal, whatever it says.
  const answer = result.status >= 500 ? undefined : readLoginAnswer(result.status, result.answer.json);
  if (answer?.kind === 'success') return { answer, httpStatus: 200 };
  logBackendText(req, 'login', result.answer, [password]);
  if (answer?.kind !== 'refused') return unavailable(502, 'failed');
  const { json } = result.answer;
  const texts = typeof json === 'object' && json !== null ? generalTexts(json as Record<string, unknown>) : [];
  const reason = texts.some(saysWrongCredentials) ? 'credentials' : undefined;
  return { answer: { kind: 'refused', reason }, httpStatus: result.status };
}

const sessionsAway: Attempt = {
  answer: { kind: 'error', retryAfterSeconds: sessionsRetryAfterSeconds },
  httpStatus: 503,
  message: unavailableMessages.sessions,
};

const unavailable = (httpStatus: 499 | 502 | 504, why: keyof typeof unavailableMessages): Attempt => ({
  answer: { kind: 'error' },
  httpStatus,
  message: unavailableMessages[why],
});

/** The outcome and status only: never the username, password or token. */
function logAttempt(log: Logger, { answer, httpStatus }: Attempt) {
  if (answer.kind === 'success') log.info('login succeeded');
  else
    log.warn(
      { outcome: answer.kind, status: httpStatus, ...(answer.kind === 'refused' && { reason: answer.reason }) },
      'login did not succeed',
    );
}

// 3. The two doors

/**
 * POST /api/login/ (the login form with JavaScript): JSON in, the spec's fields out
 * (status, token, userID, message), with the backend's HTTP status for a refusal; 400 for
 * an empty field, 415 for a body that is not JSON, 429 (with Retry-After) once the limits
 * are reached, 502/504 when the backend is down, slow, failing or unreadable. A success also
 * sets the session cookie. Every message is the site's own (decision 067): a refusal says
 * "Invalid username or password" with `reason: "credentials"` when the backend's words say
 * so, else the spec's "Invalid login"; the backend's text is never passed on.
 */
export function loginApi(deps: LoginDeps, logger: Logger): RequestHandler[] {
  return [
    (req, res, next) =>
      req.is('application/json') ? next() : apiError(res, 415, 'Send the login as JSON (application/json).'),
    express.json({ limit: '4kb' }),
    (req, res, next) => {
      attemptLogin(req, res, req.body, deps).then((attempt) => {
        logAttempt(req.log ?? logger, attempt);
        const { answer, httpStatus, message = loginMessages.serverError } = attempt;
        res.set('Cache-Control', 'no-store');
        if (answer.kind === 'success') {
          const { token, userID } = answer;
          return void res.json({ status: 'success', token, userID });
        }
        if (answer.kind === 'refused') {
          const { reason } = answer;
          const words = reason === 'credentials' ? loginMessages.invalidCredentials : loginMessages.invalidLogin;
          return void res.status(httpStatus).json({ status: 'error', message: words, ...(reason && { reason }) });
        }
        const wait = answer.kind === 'empty' ? undefined : answer.retryAfterSeconds;
        if (wait) res.set('Retry-After', String(wait));
        apiError(res, httpStatus, message);
      }, next);
    },
  ];
}

/**
 * The login of the plain form (POST /login, answered by its route's action,
 * src/features/login/login-action.server.ts): the same attempt as the API's, logged the same
 * way, with the status the login page is sent with (303 on to the next page, and any refusal by
 * the backend a 401 whatever its own status: a 403 page says a cross-site post was refused). A
 * success sets the session and device cookies on `res`; the token stays here.
 */
export async function loginFromForm(
  // The request as its route sees it (server/site-request.ts `SiteRequest`), of which the login needs this much.
  { req, res, services }: { req: Request; res: Response; services: { login: LoginDeps; logger: Logger } },
  fields: { username: unknown; password: unknown },
): Promise<{ answer: Exclude<LoginAnswer, { kind: 'success' }> | undefined; httpStatus: number }> {
  const attempt = await attemptLogin(req, res, fields, services.login);
  logAttempt(req.log ?? services.logger, attempt);
  const { answer, httpStatus } = attempt;
  if (answer.kind === 'success') return { answer: undefined, httpStatus: 303 };
  return { answer, httpStatus: answer.kind === 'refused' ? 401 : httpStatus };
}

/** Where the login form posts without JavaScript, in each language. */
export const loginFormPaths = [pathIn('en', '/login'), pathIn('mr', '/login')];

/**
 * Before the login form's post (without JavaScript, `loginFormPaths`) is routed: once its
 * address, username or device has used up its attempts, it is answered 429 with a small page of
 * its own (server/refusal-page.ts), not a rendered login page, so a flood costs next to nothing.
 */
export function refuseSpentLogins({ limits, devices }: Pick<LoginDeps, 'limits' | 'devices'>): RequestHandler {
  return (req, res, next) => {
    const body = (req.body ?? {}) as { username?: unknown };
    const username = typeof body.username === 'string' ? body.username : '';
    const spent = async () =>
      limits.refusedAlready(req, username, username ? await devices.deviceOf(req, username) : undefined);
    spent().then((wait) => {
      if (wait === undefined) return next();
      res.set({ 'Retry-After': String(wait), 'Cache-Control': 'no-store' });
      return sendRefusal(req, res, 429, { kind: 'login', retryAfterSeconds: wait });
    }, next);
  };
}
