import { createClient } from 'redis';
import type { Logger } from './logging.ts';

const newClient = (url: string) => createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2_000 } });
export type RedisClient = ReturnType<typeof newClient>;

/** One Redis connection, shared by the rate limits (login, registration) and the admin sessions. */
export interface RedisConnection {
  /** The client itself, for a library that speaks to Redis on its own (rate-limiter-flexible). */
  readonly client: RedisClient;
  /** Resolves once connected, or after 2 s of trying; commands sent while Redis is away fail at once. */
  ready(): Promise<void>;
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
  const client = newClient(url);
  clients.add(client);
  client.on('error', (error: Error) => logger.warn({ err: { message: error.message } }, 'redis'));
  const connected = client.connect().then(
    () => void client.unref(),
    () => undefined,
  );
  const ready = async () => {
    if (!client.isReady) await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  };
  const connection: RedisConnection = {
    client,
    ready,
    async command<T>(args: string[]) {
      await ready();
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
