import ipaddr from 'ipaddr.js';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from './config.ts';
import type { Logger } from './logging.ts';
import { redisConnection, withDeadline } from './redis.ts';

/** How many (`points`) in what fixed window (`seconds`), under which key prefix. */
export interface CounterOptions {
  prefix: string;
  points: number;
  seconds: number;
}

/** Whether one more was counted within the limit; if not, how long until the window ends. */
export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Fixed-window counters by key (rate-limiter-flexible), for the login and registration
 * limits: in this process, or in Redis when REDIS_URL is set, so that every replica shares
 * them. While Redis does not answer (server/redis.ts: down, or frozen for a second), a counter
 * in this process stands in for it (rate-limiter-flexible's insurance limiter; each replica
 * then counts on its own), at once: the limits still hold, nobody is locked out by an
 * outage, and nobody waits on it. Keys name what is counted (`address:…`, `user:…`); no key
 * holds a username.
 */
export class Counters {
  readonly points: number;
  readonly seconds: number;
  readonly #limiter: RateLimiterAbstract;
  readonly #standIn: RateLimiterAbstract | undefined;
  readonly #available: () => boolean;

  /** `limiter`, or `standIn` (its insurance) whenever `available` says the store behind `limiter` does not answer. */
  constructor(limiter: RateLimiterAbstract, standIn?: RateLimiterAbstract, available: () => boolean = () => true) {
    this.#limiter = limiter;
    this.#standIn = standIn;
    this.#available = available;
    this.points = limiter.points;
    this.seconds = limiter.duration;
  }

  /**
   * Runs `step` on the store's limiter within a second, else (Redis away, or not answering in
   * time) on the stand-in; a refusal (RateLimiterRes) is an answer, not a failure.
   */
  async #either<T>(step: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    const standIn = this.#standIn;
    if (!standIn) return step(this.#limiter);
    if (!this.#available()) return step(standIn);
    try {
      return await withDeadline(step(this.#limiter));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      return step(standIn);
    }
  }

  /** Counts one more for `key`: within the limit, or over it (the count stands; see giveBack). */
  async take(key: string): Promise<Taken> {
    try {
      await this.#either((limiter) => limiter.consume(key));
      return { ok: true };
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
  }

  /** Whether one more for `key` would be over its limit, without counting it: how long until it would not, or undefined. */
  async over(key: string): Promise<number | undefined> {
    const known = await this.#either((limiter) => limiter.get(key));
    if (!known || known.consumedPoints < this.points) return undefined;
    return Math.max(1, Math.ceil(known.msBeforeNext / 1000));
  }

  /** Takes one back from `key` (an attempt that was refused, or that turned out well). */
  async giveBack(key: string): Promise<void> {
    await this.#either((limiter) => limiter.reward(key));
  }

  /** Forgets `key`'s count. */
  async clear(key: string): Promise<void> {
    await this.#either((limiter) => limiter.delete(key));
  }
}

/**
 * Counts one more from a client address against its own limit and everyone's together (the
 * registration and contact limits, decision 040): undefined when both had room, else the
 * seconds until the spent one has room again, and neither count stands.
 */
export async function takeOne(
  perAddress: Counters,
  total: Counters,
  ip: string | undefined,
): Promise<number | undefined> {
  const address = `address:${addressKey(ip)}`;
  const own = await perAddress.take(address);
  if (!own.ok) {
    await perAddress.giveBack(address);
    return own.retryAfterSeconds;
  }
  const all = await total.take('all');
  if (!all.ok) {
    await Promise.all([perAddress.giveBack(address), total.giveBack('all')]);
    return all.retryAfterSeconds;
  }
  return undefined;
}

export function counters(config: Pick<Config, 'redisUrl'>, logger: Logger, options: CounterOptions): Counters {
  const window = { points: options.points, duration: options.seconds, keyPrefix: options.prefix };
  if (!config.redisUrl) return new Counters(new RateLimiterMemory(window));
  const redis = redisConnection(config.redisUrl, logger);
  const insuranceLimiter = new RateLimiterMemory(window);
  const limiter = new RateLimiterRedis({
    ...window,
    storeClient: redis.client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter,
  });
  return new Counters(limiter, insuranceLimiter, redis.available);
}

/**
 * The key of a client address (ipaddr.js): an IPv4 address as it is, also when written as IPv6
 * (`::ffff:a.b.c.d`); an IPv6 address by its /56 network, in RFC 5952's form, since one
 * subscriber is usually given a whole /56 or /64 and could otherwise take a fresh address for
 * every attempt. What is no address at all (a proxy's misconfiguration) is its own key.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/56`).toRFC5952String()}/56`;
}

/**
 * The key of the network a client address is in (decision 101): an IPv4 address by its /24, an
 * IPv6 address by its /48 (what a site, or a provider's customer, is usually given), so that many
 * addresses of one network count as one sender against a limit shared by everyone.
 */
export function networkKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4')
    return `${ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/24`).toString()}/24`;
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toNormalizedString()}/48`).toRFC5952String()}/48`;
}
