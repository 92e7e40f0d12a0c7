import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import createError from 'http-errors';
import type { Config } from '../config.ts';
import { cookieOf, ownCookie } from '../cookies.ts';
import type { Logger } from '../logging.ts';
import { memoryKeyValue, redisKeyValue, type KeyValueStore } from '../key-value.ts';
import { redisConnection } from '../redis.ts';

/** What the server keeps for a signed-in admin: the backend's token and user id, and the form token. */
export interface AdminSession {
  token: string;
  userID: string;
  /** Sent back in every admin form (a second check against cross-site posts). */
  csrfToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Where sessions live: in this process, or in Redis so that every replica knows them. */
export interface SessionStore {
  /** Whether the store answers now (Redis can be away: asked, within a second); a store in memory always does. */
  ready(): Promise<boolean>;
  get(id: string): Promise<AdminSession | undefined>;
  set(id: string, session: AdminSession): Promise<void>;
  delete(id: string): Promise<void>;
}

/**
 * Sessions are stored under a hash of their id, so neither a memory dump nor a Redis
 * listing gives anyone a cookie that works.
 */
const keyOf = (id: string) => createHash('sha256').update(id).digest('base64url');

/** The sessions in the server's key-value store (server/key-value.ts), each kept until it expires. */
export function sessionStore(entries: KeyValueStore): SessionStore {
  return {
    ready: () => entries.ready(),
    get: async (id) => {
      const session = await entries.get<AdminSession>(keyOf(id));
      return session && session.expiresAt > Date.now() ? session : undefined;
    },
    set: (id, session) => entries.set(keyOf(id), session, session.expiresAt - Date.now()),
    delete: (id) => entries.delete(keyOf(id)),
  };
}

/** An admin stays signed in for 8 hours (a working day), then logs in again. */
export const sessionTtlMs = 8 * 60 * 60_000;

/**
 * The admin's server-side session: created when a login succeeds, named by an opaque
 * cookie (`HttpOnly`, `SameSite=Strict`, 8 h; over HTTPS `Secure` with the `__Host-`
 * prefix, so no subdomain can set or read it), holding the backend's token and user id,
 * which never reach the browser through it. In memory, or in Redis when REDIS_URL is set.
 */
export class AdminSessions {
  readonly #store: SessionStore;
  readonly #siteUrl: URL;
  readonly #logger: Logger;

  constructor(store: SessionStore, siteUrl: URL, logger: Logger) {
    this.#store = store;
    this.#siteUrl = siteUrl;
    this.#logger = logger;
  }

  /** Whether sessions can be started and read now (Redis answers): a login is not tried while they cannot. */
  ready(): Promise<boolean> {
    return this.#store.ready();
  }

  /**
   * Starts a session for a successful login and sets its cookie on the response; undefined,
   * and no cookie, if the store cannot keep it (Redis away): the login then answers 503.
   */
  async start(req: Request, res: Response, token: string, userID: string): Promise<AdminSession | undefined> {
    await this.end(req, res); // a new login never reuses an old session id (session fixation)
    const id = randomBytes(32).toString('base64url');
    const session: AdminSession = {
      token,
      userID,
      csrfToken: randomBytes(24).toString('base64url'),
      expiresAt: Date.now() + sessionTtlMs,
    };
    try {
      await this.#store.set(id, session);
    } catch (error) {
      (req.log ?? this.#logger).error({ err: error }, 'session store failed; no admin session started');
      return undefined;
    }
    const cookie = this.#cookie(req);
    res.cookie(cookie.name, id, { ...cookie.options, maxAge: sessionTtlMs });
    return session;
  }

  /**
   * The request's session, if its cookie names a live one. A store that does not answer
   * (Redis away) is an error with status 503: the admin is told to try again, not signed out.
   */
  async read(req: Request): Promise<AdminSession | undefined> {
    const id = this.#idOf(req);
    if (!id) return undefined;
    try {
      return await this.#store.get(id);
    } catch (error) {
      (req.log ?? this.#logger).warn({ err: error }, 'session store failed');
      throw createError(503, 'the session store is not answering', { retryAfterSeconds: 30 });
    }
  }

  /** Forgets the session and clears its cookie. */
  async end(req: Request, res: Response) {
    const id = this.#idOf(req);
    if (id)
      await this.#store
        .delete(id)
        .catch((error: unknown) => (req.log ?? this.#logger).warn({ err: error }, 'session store failed'));
    const cookie = this.#cookie(req);
    if (id || cookieOf(req, cookie.name) !== undefined) res.clearCookie(cookie.name, cookie.options);
  }

  #cookie(req: Request) {
    return ownCookie(req, this.#siteUrl, 'agro_admin');
  }

  #idOf(req: Request): string | undefined {
    const value = cookieOf(req, this.#cookie(req).name);
    return value && /^[\w-]{43}$/.test(value) ? value : undefined;
  }
}

export function adminSessions(config: Pick<Config, 'redisUrl' | 'siteUrl'>, logger: Logger): AdminSessions {
  const entries = config.redisUrl
    ? redisKeyValue(redisConnection(config.redisUrl, logger), 'agro:session:')
    : memoryKeyValue(10_000);
  const store = sessionStore(entries);
  return new AdminSessions(store, config.siteUrl, logger);
}

/** Whether a form's token is this session's (compared in constant time). */
export function csrfTokenMatches(session: AdminSession, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(session.csrfToken);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
