import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import createError from 'http-errors';
import { createCookie, createSession, createSessionStorage, type Cookie, type SessionStorage } from 'react-router';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { keyValueStore, type KeyValueStore } from '../key-value.ts';

/** What the server keeps for a signed-in admin: the backend's token and user id, and the form token. */
export interface AdminSession {
  token: string;
  userID: string;
  /** Sent back in every admin form (a second check against cross-site posts). */
  csrfToken: string;
}

/** An admin stays signed in for 8 hours (a working day), then logs in again. */
export const sessionTtlMs = 8 * 60 * 60_000;

/**
 * A cookie of the site's own, by React Router's `createCookie` (decision 092): `HttpOnly`,
 * `SameSite=Strict`, `Path=/`, signed with a key drawn from SESSION_SECRET for this cookie alone
 * (HMAC-SHA-256, checked in constant time; a cookie whose signature fails reads as absent). Over
 * HTTPS (the request's, or SITE_URL's behind a proxy) it is `Secure` and named with the `__Host-`
 * prefix, so no subdomain can set or read it: `ownCookie(...)(req)` is the one for this request.
 */
export function ownCookie(config: Pick<Config, 'sessionSecrets' | 'siteUrl'>, name: string, maxAgeMs: number) {
  // Signed with the newest secret's key, read with any's: a secret rotates without signing anyone out.
  const secrets = config.sessionSecrets.map((secret) =>
    createHmac('sha256', secret).update(`agro-cookie-v2.${name}`).digest('base64url'),
  );
  const make = (secure: boolean) =>
    createCookie(secure ? `__Host-${name}` : name, {
      secrets,
      httpOnly: true,
      secure,
      sameSite: 'strict',
      path: '/',
      maxAge: maxAgeMs / 1000,
    });
  const plain = make(false);
  const secure = make(true);
  const siteSecure = config.siteUrl.protocol === 'https:';
  return (req: Request): Cookie => (req.secure || siteSecure ? secure : plain);
}

/** The Set-Cookie that removes a cookie, with the flags it was set with. */
const clearing = (cookie: Cookie) => cookie.serialize('', { maxAge: undefined, expires: new Date(0) });

/**
 * Sessions are stored under a hash of their id, so neither a memory dump nor a Redis
 * listing gives anyone a cookie that works.
 */
const keyOf = (id: string) => createHash('sha256').update(id).digest('base64url');

const ttlUntil = (expires: Date | undefined) => (expires ? expires.getTime() - Date.now() : sessionTtlMs);

/**
 * The sessions as React Router's `createSessionStorage` keeps them (decision 092): a random
 * 256-bit id in the signed cookie, the data in the server's key-value store
 * (server/key-value.ts) for as long as the cookie lives.
 */
function sessionStorage(cookie: Cookie, entries: KeyValueStore): SessionStorage<AdminSession> {
  return createSessionStorage<AdminSession>({
    cookie,
    createData: async (data, expires) => {
      const id = randomBytes(32).toString('base64url');
      await entries.set(keyOf(id), data, ttlUntil(expires));
      return id;
    },
    // The id is what this server signed; a signed value that is not one (no such cookie was ever made) reads as none.
    readData: async (id) => (typeof id === 'string' ? ((await entries.get<AdminSession>(keyOf(id))) ?? null) : null),
    updateData: (id, data, expires) => entries.set(keyOf(id), data, ttlUntil(expires)),
    deleteData: (id) => entries.delete(keyOf(id)),
  });
}

/**
 * The admin's server-side session (decision 003): created when a login succeeds, named by the
 * signed cookie `agro_admin` (8 h), holding the backend's token and user id, which never reach
 * the browser through it. In memory, or in Redis when REDIS_URL is set.
 */
export class AdminSessions {
  readonly #entries: KeyValueStore;
  readonly #cookie: (req: Request) => Cookie;
  readonly #logger: Logger;

  constructor(entries: KeyValueStore, config: Pick<Config, 'sessionSecrets' | 'siteUrl'>, logger: Logger) {
    this.#entries = entries;
    this.#cookie = ownCookie(config, 'agro_admin', sessionTtlMs);
    this.#logger = logger;
  }

  /** Whether sessions can be started and read now (Redis answers): a login is not tried while they cannot. */
  ready(): Promise<boolean> {
    return this.#entries.ready();
  }

  /**
   * Starts a session for a successful login and sets its cookie on the response; undefined,
   * and no cookie, if the store cannot keep it (Redis away): the login then answers 503.
   */
  async start(req: Request, res: Response, token: string, userID: string): Promise<AdminSession | undefined> {
    await this.end(req, res, { clear: false }); // a new login never reuses an old session id (session fixation)
    const data: AdminSession = { token, userID, csrfToken: randomBytes(24).toString('base64url') };
    try {
      res.append('Set-Cookie', await this.#storage(req).commitSession(createSession(data)));
    } catch (error) {
      (req.log ?? this.#logger).error({ err: error }, 'session store failed; no admin session started');
      return undefined;
    }
    return data;
  }

  /**
   * The request's session, if its cookie is signed and names a live one. A store that does not
   * answer (Redis away) is an error with status 503: the admin is told to try again, not signed out.
   */
  async read(req: Request): Promise<AdminSession | undefined> {
    let session;
    try {
      session = await this.#storage(req).getSession(req.get('cookie'));
    } catch (error) {
      (req.log ?? this.#logger).warn({ err: error }, 'session store failed');
      throw createError(503, 'the session store is not answering', { retryAfterSeconds: 30 });
    }
    const { token, userID, csrfToken } = session.data;
    return session.id && token && userID && csrfToken ? { token, userID, csrfToken } : undefined;
  }

  /** Forgets the session and (unless a new one follows at once) clears its cookie. */
  async end(req: Request, res: Response, { clear = true } = {}) {
    const cookie = this.#cookie(req);
    const id: unknown = await cookie.parse(req.get('cookie') ?? null);
    if (typeof id === 'string' && id)
      await this.#entries
        .delete(keyOf(id))
        .catch((error: unknown) => (req.log ?? this.#logger).warn({ err: error }, 'session store failed'));
    if (clear) res.append('Set-Cookie', await clearing(cookie));
  }

  /** The request's storage: a few closures over its cookie (plain or `__Host-`) and the store. */
  #storage(req: Request): SessionStorage<AdminSession> {
    return sessionStorage(this.#cookie(req), this.#entries);
  }
}

export function adminSessions(
  config: Pick<Config, 'redisUrl' | 'siteUrl' | 'sessionSecrets'>,
  logger: Logger,
): AdminSessions {
  const entries = keyValueStore(config, logger, { prefix: 'agro:session:', maxInMemory: 10_000 });
  return new AdminSessions(entries, config, logger);
}

/** Whether a form's token is this session's (compared in constant time). */
export function csrfTokenMatches(session: AdminSession, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
