import type { KeyValueStore } from '../../../server/key-value.ts';

/** An answer as the edge keeps it for a key: what the API sends back to every repeat. */
export interface RememberedAnswer {
  status: number;
  contentType: string;
  /** The answer's JSON (`registrationJson`; one kept before decision 105, trimmed to what the page reads). */
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

/**
 * The keys in the server's key-value store (server/key-value.ts). With Redis, `add` is `SET NX`,
 * so only one replica forwards a key. A claim is a short lease, renewed while the forward is under
 * way: a claim that Redis carried out late (it was frozen while the visitor was refused) lapses
 * within the lease.
 */
export function keyStore(entries: KeyValueStore): KeyStore {
  return {
    async claim(id, fingerprint, leaseMs) {
      // A key that expires between the two calls is claimed again on the next turn.
      for (let turn = 0; turn < 3; turn++) {
        if (await entries.add(id, { fingerprint } satisfies KeyEntry, leaseMs)) return undefined;
        const known = await entries.get<KeyEntry>(id);
        if (known) return known;
      }
      throw new Error('the registration key could not be claimed');
    },
    renew: (id, leaseMs) => entries.expire(id, leaseMs),
    settle: (id, entry, ttlMs) => entries.set(id, entry, ttlMs),
    release: (id) => entries.delete(id),
  };
}
