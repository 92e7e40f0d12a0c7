import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { apiError } from './errors.ts';

export const loginPath = '/api/login/';

export interface LoginLimitOptions {
  /** Failed attempts allowed per client address in one window. */
  limit?: number;
  windowMs?: number;
}

const defaults = { limit: 10, windowMs: 15 * 60_000 };

/**
 * Brute-force protection for POST /api/login/: at most 10 failed attempts (answers of 400
 * or more) per client address in 15 minutes, then 429 with a JSON message the login page
 * shows, and the standard RateLimit headers. Successful logins do not count. Counts live
 * in memory, or in Redis when REDIS_URL is set so that every replica shares one limit.
 * If Redis cannot be reached, logins are let through (and the failure is logged) rather
 * than locking every admin out.
 */
export function loginRateLimit(
  config: Pick<Config, 'redisUrl'>,
  logger: Logger,
  { limit = defaults.limit, windowMs = defaults.windowMs }: LoginLimitOptions = {},
): RequestHandler {
  const minutes = Math.ceil(windowMs / 60_000);
  const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const limiter = rateLimit({
    limit,
    windowMs,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    identifier: 'login',
    legacyHeaders: false,
    passOnStoreError: true,
    ...(config.redisUrl && { store: redisStore(config.redisUrl, logger) }),
    logger: {
      error: (error, message) => logger.error({ err: error }, message ?? 'login rate limiter failed'),
      warn: (error, message) => logger.warn({ err: error }, message ?? 'login rate limiter warning'),
    },
    handler: (_req, res) => {
      apiError(res, 429, `Too many failed login attempts. Please wait ${wait} and try again.`);
    },
  });
  return (req, res, next) => {
    if (req.method !== 'POST' || req.path.replace(/\/{2,}/g, '/') !== loginPath) return next();
    return limiter(req, res, next);
  };
}

const clients = new Set<{ isReady: boolean; close(): Promise<void>; destroy(): void }>();

/** Closes the Redis connections of every limiter (at shutdown, and after tests). */
export async function closeRateLimitStores() {
  const open = [...clients];
  clients.clear();
  await Promise.allSettled(open.map(async (client) => (client.isReady ? client.close() : client.destroy())));
}

/** A Redis store that waits at most 2 s for a connection and recovers when Redis comes back. */
function redisStore(url: string, logger: Logger): Store {
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000 } });
  clients.add(client);
  client.on('error', (error: Error) => logger.warn({ err: { message: error.message } }, 'redis (login rate limit)'));
  const ready = client.connect().then(
    () => client.unref(),
    () => undefined,
  );
  const sendCommand = async (...args: string[]) => {
    if (!client.isReady) await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    return client.sendCommand(args) as Promise<number>;
  };
  return new RecoveringRedisStore({ sendCommand, prefix: 'agro:login:' });
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
