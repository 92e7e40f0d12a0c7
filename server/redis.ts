import { createClient } from 'redis';
import type { Logger } from './logging.ts';

/** No command waits longer for Redis (decision 063). */
export const redisCommandTimeoutMs = 1_000;
/** How often a connection that has answered checks that Redis still answers. */
const watchIntervalMs = 500;

const newClient = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: redisCommandTimeoutMs },
    socket: {
      connectTimeout: redisCommandTimeoutMs,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
export type RedisClient = ReturnType<typeof newClient>;

/** Redis is not answering now: the caller answers without it (a limit in memory) or refuses (503), at once. */
export class RedisUnavailable extends Error {
  override readonly name = 'RedisUnavailable';
}

/** One Redis connection, shared by the rate limits (login, registration), the admin sessions and the registration keys. */
export interface RedisConnection {
  /** The client itself, for a library that speaks to Redis on its own (rate-limiter-flexible). */
  readonly client: RedisClient;
  /** Whether Redis answers now: connected, and no command or check has gone unanswered since its last answer. */
  available(): boolean;
  /** Sends one command: refused at once (RedisUnavailable) while Redis does not answer, else answered or failed within 1 s. */
  command<T = unknown>(args: string[]): Promise<T>;
}

const clients = new Set<{ isReady: boolean; close(): Promise<void>; destroy(): void }>();
const timers = new Set<NodeJS.Timeout>();
const connections = new Map<string, RedisConnection>();

/**
 * The connection to `url` (one per URL and process). It connects in the background and
 * reconnects by itself. Nothing waits on Redis for more than a second: a command that gets no
 * answer in that time fails, commands are never queued while disconnected, and once one has
 * gone unanswered (Redis frozen, or a network that drops packets) the connection counts as
 * unavailable, so the next ones fail at once, until a PING sent every half second is answered
 * again. A frozen Redis thus costs one visitor at most a second, and the site is itself again
 * within a second of Redis answering.
 */
export function redisConnection(url: string, logger: Logger): RedisConnection {
  const known = connections.get(url);
  if (known) return known;
  const client = newClient(url);
  clients.add(client);
  client.on('error', (error: Error) => logger.warn({ err: { message: error.message } }, 'redis'));
  let stalled = false;
  const stall = (error: unknown) => {
    if (!stalled && error instanceof Error && error.name === 'TimeoutError') {
      stalled = true;
      logger.warn('redis did not answer within 1 s: going on without it until it answers');
    }
  };
  let checking = false;
  const watch = setInterval(() => {
    if (checking || !client.isReady) return;
    checking = true;
    client.sendCommand(['PING']).then(
      () => {
        if (stalled) logger.info('redis answers again');
        stalled = false;
        checking = false;
      },
      (error: unknown) => {
        stall(error);
        checking = false;
      },
    );
  }, watchIntervalMs).unref();
  timers.add(watch);
  // The first connection is waited for (at most a second); after it, never.
  let connecting: Promise<void> | undefined = client.connect().then(
    () => void client.unref(),
    () => undefined,
  );
  const started = () => (connecting = undefined);
  void connecting.then(started);
  setTimeout(started, redisCommandTimeoutMs).unref();
  // While the first connection is being made, commands wait for it (at most a second).
  const available = () => (client.isReady || connecting !== undefined) && !stalled;
  const connection: RedisConnection = {
    client,
    available,
    async command<T>(args: string[]) {
      if (connecting && !client.isReady) await withDeadline(connecting).catch(() => undefined);
      if (!client.isReady || stalled) throw new RedisUnavailable('redis is not answering');
      try {
        return (await withDeadline(client.sendCommand(args))) as T;
      } catch (error) {
        stall(error);
        throw error;
      }
    },
  };
  connections.set(url, connection);
  return connection;
}

/**
 * `work`, or a TimeoutError after `ms`: for what the client's own command timeout may not
 * cover (a MULTI sent by a library, the first connection).
 */
export function withDeadline<T>(work: Promise<T>, ms = redisCommandTimeoutMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('redis did not answer in time', 'TimeoutError')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Closes every Redis connection (at shutdown, and after tests). */
export async function closeRedisConnections() {
  const open = [...clients];
  clients.clear();
  connections.clear();
  for (const timer of timers) clearInterval(timer);
  timers.clear();
  await Promise.allSettled(open.map(async (client) => (client.isReady ? client.close() : client.destroy())));
}
