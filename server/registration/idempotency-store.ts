import { LRUCache } from 'lru-cache';
import type { RedisConnection } from '../redis.ts';

/** An answer as the edge keeps it for a key: what the API sends back to every repeat. */
export interface RememberedAnswer {
  status: number;
  contentType: string;
  /** The body, trimmed to what the page reads (idempotency.ts, `rememberable`). */
  body: string;
}

/**
 * What is known of one key: the fingerprint of the registration first sent with it, and its
 * answer once there is one (none while the first is still being sent on).
 */
export interface KeyEntry {
  fingerprint: string;
  answer?: RememberedAnswer;
}

/** Where keys live: in this process, or in Redis so that every replica knows them. */
export interface KeyStore {
  /**
   * Claims the key for a first forward if nobody holds it: undefined when this caller now holds
   * it (as pending, for `leaseMs` unless renewed), else what is known of it already.
   */
  claim(id: string, fingerprint: string, leaseMs: number): Promise<KeyEntry | undefined>;
  /** Renews the claim of a forward still under way for another `leaseMs`. */
  renew(id: string, leaseMs: number): Promise<void>;
  /** Keeps the first answer for `ttlMs`. */
  settle(id: string, entry: Required<KeyEntry>, ttlMs: number): Promise<void>;
  /** Lets the key go (the first forward never began): the next request with it is a first one. */
  release(id: string): Promise<void>;
}

/** Keys in this process (at most `max`, the least recently used going first). */
export function memoryKeyStore(max = 20_000): KeyStore {
  const entries = new LRUCache<string, KeyEntry>({ max, ttlAutopurge: false });
  return {
    claim: async (id, fingerprint, leaseMs) => {
      const known = entries.get(id);
      if (known) return known;
      entries.set(id, { fingerprint }, { ttl: leaseMs });
      return undefined;
    },
    renew: async (id, leaseMs) => {
      const known = entries.get(id);
      if (known && !known.answer) entries.set(id, known, { ttl: leaseMs });
    },
    settle: async (id, entry, ttlMs) => {
      entries.set(id, entry, { ttl: ttlMs });
    },
    release: async (id) => {
      entries.delete(id);
    },
  };
}

/**
 * Keys in Redis, shared by every replica: `SET NX` claims a key, so only one replica forwards
 * it. A claim is a short lease, renewed while the forward is under way: a claim that Redis
 * carried out late (it was frozen while the visitor was refused) lapses within the lease.
 */
export function redisKeyStore(redis: RedisConnection, prefix = 'agro:registration-key:'): KeyStore {
  return {
    async claim(id, fingerprint, leaseMs) {
      // A key that expires between the two calls is claimed again on the next turn.
      for (let turn = 0; turn < 3; turn++) {
        const claimed = await redis.command<string | null>([
          'SET',
          prefix + id,
          JSON.stringify({ fingerprint }),
          'NX',
          'PX',
          String(leaseMs),
        ]);
        if (claimed === 'OK') return undefined;
        const text = await redis.command<string | null>(['GET', prefix + id]);
        if (text) return JSON.parse(text) as KeyEntry;
      }
      throw new Error('the registration key could not be claimed');
    },
    async renew(id, leaseMs) {
      await redis.command(['PEXPIRE', prefix + id, String(leaseMs), 'XX']);
    },
    async settle(id, entry, ttlMs) {
      await redis.command(['SET', prefix + id, JSON.stringify(entry), 'PX', String(ttlMs)]);
    },
    async release(id) {
      await redis.command(['DEL', prefix + id]);
    },
  };
}
