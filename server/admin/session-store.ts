import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RedisConnection } from '../redis.ts';

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

export function memorySessionStore(max = 10_000): SessionStore {
  const sessions = new LRUCache<string, AdminSession>({ max });
  return {
    ready: async () => true,
    get: async (id) => {
      const session = sessions.get(keyOf(id));
      return session && session.expiresAt > Date.now() ? session : undefined;
    },
    set: async (id, session) => {
      sessions.set(keyOf(id), session, { ttl: Math.max(1, session.expiresAt - Date.now()) });
    },
    delete: async (id) => {
      sessions.delete(keyOf(id));
    },
  };
}

export function redisSessionStore(redis: RedisConnection, prefix = 'agro:session:'): SessionStore {
  return {
    ready: () =>
      redis.command(['PING']).then(
        () => true,
        () => false,
      ),
    get: async (id) => {
      const text = await redis.command<string | null>(['GET', prefix + keyOf(id)]);
      if (!text) return undefined;
      const session = JSON.parse(text) as AdminSession;
      return session.expiresAt > Date.now() ? session : undefined;
    },
    set: async (id, session) => {
      const ttl = String(Math.max(1, session.expiresAt - Date.now()));
      await redis.command(['SET', prefix + keyOf(id), JSON.stringify(session), 'PX', ttl]);
    },
    delete: async (id) => {
      await redis.command(['DEL', prefix + keyOf(id)]);
    },
  };
}
