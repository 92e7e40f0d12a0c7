import { createHash } from 'node:crypto';
import type { KeyValueStore } from '../key-value.ts';

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
