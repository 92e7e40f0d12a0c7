import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import createError from 'http-errors';
import { createCookie, createSession, createSessionStorage, type Cookie, type SessionStorage } from 'react-router';
import type { Config } from './config.ts';
import { keyValueStore, type KeyValueStore } from './key-value.ts';
import type { Logger } from './logging.ts';
import type { Visitor } from './visitor.ts';

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
 * prefix, so no subdomain can set or read it: `ownCookie(...)(visitor)` is the one for this request.
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
  return (visitor: Pick<Visitor, 'protocol'>): Cookie => (visitor.protocol === 'https' || siteSecure ? secure : plain);
}

/**
 * What the sessions and the device cookies read of a request: its Cookie header, and its visitor
 * (the protocol names the cookie, the log takes what fails). A route makes it from the Fetch
 * `Request` (`cookiesOf`); the login's JSON API, an Express handler at the edge, from Express's.
 */
export interface CookieRequest {
  cookie: string | null;
  visitor: Pick<Visitor, 'protocol' | 'log'>;
}

export const cookiesOf = <V extends CookieRequest['visitor']>(request: Request, visitor: V) => ({
  cookie: request.headers.get('cookie'),
  visitor,
});

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
  readonly #cookie: ReturnType<typeof ownCookie>;

  constructor(entries: KeyValueStore, config: Pick<Config, 'sessionSecrets' | 'siteUrl'>) {
    this.#entries = entries;
    this.#cookie = ownCookie(config, 'agro_admin', sessionTtlMs);
  }

  /** Whether sessions can be started and read now (Redis answers): a login is not tried while they cannot. */
  ready(): Promise<boolean> {
    return this.#entries.ready();
  }

  /**
   * Starts a session for a successful login: the session and the Set-Cookie that names it;
   * undefined, and no cookie, if the store cannot keep it (Redis away): the login then answers 503.
   */
  async start(
    from: CookieRequest,
    token: string,
    userID: string,
  ): Promise<{ session: AdminSession; setCookie: string } | undefined> {
    await this.#forget(from); // a new login never reuses an old session id (session fixation)
    const session: AdminSession = { token, userID, csrfToken: randomBytes(24).toString('base64url') };
    try {
      return { session, setCookie: await this.#storage(from).commitSession(createSession(session)) };
    } catch (error) {
      from.visitor.log.error({ err: error }, 'session store failed; no admin session started');
      return undefined;
    }
  }

  /**
   * The request's session, if its cookie is signed and names a live one. A store that does not
   * answer (Redis away) is an error with status 503: the admin is told to try again, not signed out.
   */
  async read(from: CookieRequest): Promise<AdminSession | undefined> {
    let session;
    try {
      session = await this.#storage(from).getSession(from.cookie);
    } catch (error) {
      from.visitor.log.warn({ err: error }, 'session store failed');
      throw createError(503, 'the session store is not answering', { retryAfterSeconds: 30 });
    }
    const { token, userID, csrfToken } = session.data;
    return session.id && token && userID && csrfToken ? { token, userID, csrfToken } : undefined;
  }

  /** Forgets the session and gives the Set-Cookie that clears its cookie. */
  async end(from: CookieRequest): Promise<string> {
    await this.#forget(from);
    return clearing(this.#cookie(from.visitor));
  }

  /** Forgets the session the request's cookie names, if any; a store that does not answer is logged. */
  async #forget({ cookie, visitor }: CookieRequest) {
    const id: unknown = await this.#cookie(visitor).parse(cookie);
    if (typeof id === 'string' && id)
      await this.#entries
        .delete(keyOf(id))
        .catch((error: unknown) => visitor.log.warn({ err: error }, 'session store failed'));
  }

  /** The request's storage: a few closures over its cookie (plain or `__Host-`) and the store. */
  #storage(from: CookieRequest): SessionStorage<AdminSession> {
    return sessionStorage(this.#cookie(from.visitor), this.#entries);
  }
}

export function adminSessions(
  config: Pick<Config, 'redisUrl' | 'siteUrl' | 'sessionSecrets'>,
  logger: Logger,
): AdminSessions {
  const entries = keyValueStore(config, logger, { prefix: 'agro:session:', maxInMemory: 10_000 });
  return new AdminSessions(entries, config);
}

/** Whether a form's token is this session's (compared in constant time). */
export function csrfTokenMatches(session: AdminSession, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
