import { createClient } from 'redis';
import type { Logger } from './logging.ts';

/** One Redis connection, shared by the login limits and the admin sessions. */
export interface RedisConnection {
  /** Sends one command; waits at most 2 s for a connection first, then fails. */
  command<T = unknown>(args: string[]): Promise<T>;
}

const clients = new Set<{ isReady: boolean; close(): Promise<void>; destroy(): void }>();
const connections = new Map<string, RedisConnection>();

/**
 * The connection to `url` (one per URL and process). It connects in the background, waits
 * at most 2 s for a connection, and recovers by itself when Redis comes back; while Redis
 * is away, commands fail rather than queue up.
 */
export function redisConnection(url: string, logger: Logger): RedisConnection {
  const known = connections.get(url);
  if (known) return known;
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000 } });
  clients.add(client);
  client.on('error', (error: Error) => logger.warn({ err: { message: error.message } }, 'redis'));
  const ready = client.connect().then(
    () => client.unref(),
    () => undefined,
  );
  const connection: RedisConnection = {
    async command<T>(args: string[]) {
      if (!client.isReady) await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      return client.sendCommand(args) as Promise<T>;
    },
  };
  connections.set(url, connection);
  return connection;
}

/** Closes every Redis connection (at shutdown, and after tests). */
export async function closeRedisConnections() {
  const open = [...clients];
  clients.clear();
  connections.clear();
  await Promise.allSettled(open.map(async (client) => (client.isReady ? client.close() : client.destroy())));
}
