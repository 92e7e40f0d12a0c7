import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { ipKeyGenerator, MemoryStore, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { fillTemplate } from '../../src/content/fill-template.ts';
import { loginMessages } from '../../src/content/messages.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { redisConnection } from '../redis.ts';

export interface LoginLimitOptions {
  /** Failed attempts allowed per client address, and per username, in one window. */
  limit?: number;
  windowMs?: number;
}

/** How an attempt may go on: `settle` records whether it succeeded. */
export type Admission =
  { admitted: true; settle(succeeded: boolean): Promise<void> } | { admitted: false; retryAfterSeconds: number };

const defaults = { limit: 10, windowMs: 15 * 60_000 };

/**
 * Brute-force protection for the admin login: at most 10 failed attempts per client address
 * and 10 per username in 15 minutes (fixed windows); the next one is refused without asking
 * the backend. A failure is whatever the login edge says it is (an HTTP error or a body whose
 * status is not `success`), not an HTTP status. Each attempt is counted before it is sent
 * on, so parallel attempts cannot slip past the limit; a success takes its own count back
 * from the address and clears the username's, and a refused one takes its counts back. Counts live in memory, or in Redis when
 * REDIS_URL is set so that every replica shares them. If Redis cannot be reached, logins go
 * on (and the failure is logged) rather than locking every admin out.
 */
export class LoginLimits {
  readonly limit: number;
  readonly windowMs: number;
  readonly #store: Store;
  readonly #logger: Logger;

  constructor(
    store: Store,
    logger: Logger,
    { limit = defaults.limit, windowMs = defaults.windowMs }: LoginLimitOptions = {},
  ) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.#store = store;
    this.#logger = logger;
    // rate-limit-redis loads its scripts here; if Redis is away, they are loaded again on first use.
    Promise.resolve(store.init?.({ windowMs } as Options)).catch((error: unknown) =>
      logger.warn({ err: error }, 'login limit store not ready'),
    );
  }

  /** Counts this attempt against the client's address and the username, and says whether it may go on. */
  async admit(req: Request, username: string): Promise<Admission> {
    const keys = { address: `address:${ipKeyGenerator(req.ip ?? '')}`, user: `user:${userKey(username)}` };
    let hits;
    try {
      hits = await Promise.all([this.#store.increment(keys.address), this.#store.increment(keys.user)]);
    } catch (error) {
      (req.log ?? this.#logger).error({ err: error }, 'login limit store failed; attempt let through');
      return { admitted: true, settle: async () => undefined };
    }
    const over = hits.filter(({ totalHits }) => totalHits > this.limit);
    if (over.length > 0) {
      // A refused attempt is not a failed one: it takes its count back, so waiting ends the block.
      await Promise.all([this.#store.decrement(keys.address), this.#store.decrement(keys.user)]).catch(() => undefined);
      const resetAt = Math.max(...over.map(({ resetTime }) => resetTime?.getTime() ?? Date.now() + this.windowMs));
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) };
    }
    return {
      admitted: true,
      settle: async (succeeded) => {
        if (!succeeded) return;
        await Promise.all([this.#store.decrement(keys.address), this.#store.resetKey(keys.user)]).catch(
          (error: unknown) => (req.log ?? this.#logger).warn({ err: error }, 'login limit store failed'),
        );
      },
    };
  }

  /** The words of the API's 429 answer (the pages say it in their language from Retry-After). */
  get message(): string {
    const minutes = Math.ceil(this.windowMs / 60_000);
    return fillTemplate(loginMessages.tooManyAttempts[minutes === 1 ? 'one' : 'other'], { minutes });
  }
}

/** The username as people mean it (case and surrounding spaces aside), hashed: no usernames in Redis. */
const userKey = (username: string) => createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');

export function loginLimits(
  config: Pick<Config, 'redisUrl'>,
  logger: Logger,
  options?: LoginLimitOptions,
): LoginLimits {
  return new LoginLimits(config.redisUrl ? redisStore(config.redisUrl, logger) : new MemoryStore(), logger, options);
}

function redisStore(url: string, logger: Logger): Store {
  const redis = redisConnection(url, logger);
  return new RecoveringRedisStore({
    sendCommand: (...args: string[]) => redis.command<number>(args),
    prefix: 'agro:login:',
  });
}

/** rate-limit-redis loads its scripts once; if Redis was down then, load them again on the next failure. */
class RecoveringRedisStore extends RedisStore {
  override async increment(key: string) {
    try {
      return await super.increment(key);
    } catch (error) {
      this.incrementScriptSha = quiet(this.loadIncrementScript());
      this.getScriptSha = quiet(this.loadGetScript());
      throw error;
    }
  }
}

const quiet = <T>(promise: Promise<T>) => {
  promise.catch(() => undefined);
  return promise;
};
