import { LRUCache } from 'lru-cache';
import type { Config } from './config.ts';
import type { Logger } from './logging.ts';
import { redisConnection, type RedisConnection } from './redis.ts';

/**
 * The one key-value store of the server's short-lived state (issue 38 item 5): the admin
 * sessions (server/admin-sessions.ts) and the registrations' idempotency keys
 * (src/features/registration/idempotency-store.server.ts). It lives in this process's memory, or in Redis
 * (REDIS_URL) so that every replica shares it. Every entry has a time to live; values are JSON.
 * A Redis that does not answer fails each call within a second (server/redis.ts): the caller
 * decides what that means for the visitor.
 */
export interface KeyValueStore {
  /** Whether the store answers now (Redis: a PING within a second); memory always does. */
  ready(): Promise<boolean>;
  get<T>(key: string): Promise<T | undefined>;
  /** Keeps `value` under `key` for `ttlMs`, whatever was there. */
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Keeps `value` under `key` for `ttlMs` only if the key holds nothing: whether it did. */
  add(key: string, value: unknown, ttlMs: number): Promise<boolean>;
  /** Gives the entry under `key`, if there is one, another `ttlMs` from now. */
  expire(key: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * The key-value store for one kind of entry: in Redis under `prefix` when REDIS_URL is set, else
 * in this process's memory, at most `maxInMemory` entries. The one place that choice is made.
 */
export function keyValueStore(
  config: Pick<Config, 'redisUrl'>,
  logger: Logger,
  { prefix, maxInMemory }: { prefix: string; maxInMemory: number },
): KeyValueStore {
  return config.redisUrl
    ? redisKeyValue(redisConnection(config.redisUrl, logger), prefix)
    : memoryKeyValue(maxInMemory);
}

const ttl = (ms: number) => Math.max(1, Math.ceil(ms));

/** Entries in this process, at most `max` of them (the least recently used going first). */
export function memoryKeyValue(max: number): KeyValueStore {
  const entries = new LRUCache<string, { value: unknown }>({ max, ttlAutopurge: false });
  return {
    ready: async () => true,
    get: async <T>(key: string) => entries.get(key)?.value as T | undefined,
    set: async (key, value, ttlMs) => {
      entries.set(key, { value }, { ttl: ttl(ttlMs) });
    },
    add: async (key, value, ttlMs) => {
      if (entries.has(key)) return false;
      entries.set(key, { value }, { ttl: ttl(ttlMs) });
      return true;
    },
    expire: async (key, ttlMs) => {
      const entry = entries.get(key);
      if (entry) entries.set(key, entry, { ttl: ttl(ttlMs) });
    },
    delete: async (key) => {
      entries.delete(key);
    },
  };
}

/** Entries in Redis under `prefix`, shared by every replica: `add` is `SET NX`, so one replica wins a key. */
export function redisKeyValue(redis: RedisConnection, prefix: string): KeyValueStore {
  return {
    ready: () =>
      redis.command(['PING']).then(
        () => true,
        () => false,
      ),
    get: async <T>(key: string) => {
      const text = await redis.command<string | null>(['GET', prefix + key]);
      return text ? (JSON.parse(text) as T) : undefined;
    },
    set: async (key, value, ttlMs) => {
      await redis.command(['SET', prefix + key, JSON.stringify(value), 'PX', String(ttl(ttlMs))]);
    },
    add: async (key, value, ttlMs) =>
      (await redis.command<string | null>([
        'SET',
        prefix + key,
        JSON.stringify(value),
        'NX',
        'PX',
        String(ttl(ttlMs)),
      ])) === 'OK',
    expire: async (key, ttlMs) => {
      await redis.command(['PEXPIRE', prefix + key, String(ttl(ttlMs)), 'XX']);
    },
    delete: async (key) => {
      await redis.command(['DEL', prefix + key]);
    },
  };
}
