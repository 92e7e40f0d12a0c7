import { createHash } from 'node:crypto';
import { loginMessages } from '../../content/messages.ts';
import { languages } from '../../languages.ts';
import type { Config } from '../../../server/config.ts';
import type { Logger } from '../../../server/logging.ts';
import { addressKey, counters, type Counters } from '../../../server/rate-limits.ts';
import type { Visitor } from '../../../server/visitor.ts';
import { tooManyAttemptsText } from './contract.ts';

/** What the limits read of an attempt's visitor: the address counted, the log for a store that fails. */
type LimitedVisitor = Pick<Visitor, 'ip' | 'log'>;

/** Failed attempts allowed per client address, per username and per known device, in one window. */
export interface LoginLimitOptions {
  limit?: number;
  windowMs?: number;
}

/** How an attempt may go on: `settle` records whether it succeeded. */
export type Admission =
  { admitted: true; settle(succeeded: boolean): Promise<void> } | { admitted: false; retryAfterSeconds: number };

const defaultLimits = { limit: 10, windowMs: 15 * 60_000 };

/** The username as people mean it (case and surrounding spaces aside): the limits and devices go by it. */
export const sameUsername = (username: string) => username.trim().toLowerCase();

/** The username as people mean it, hashed: no usernames in Redis. */
const userKey = (username: string) => createHash('sha256').update(sameUsername(username)).digest('base64url');

/**
 * Brute-force protection for the admin login (decision 002): at most 10 failed attempts in
 * 15 minutes (fixed windows); the next one is refused without asking the backend. An attempt
 * from a device on which that username has logged in before (a valid device cookie) is counted
 * against that device alone; any other attempt is counted against the client's address and the
 * username. A failure is whatever the login edge says it is (an HTTP error or a body whose
 * status is not `success`), not an HTTP status. Each attempt is counted before it is sent on, so
 * parallel attempts cannot slip past the limit; a refused one takes its counts back; a success
 * takes its own count back from the address and clears the username's, or clears the device's.
 * Counts live in memory, or in Redis when REDIS_URL is set so that every replica shares them
 * (server/rate-limits.ts). If the counts cannot be kept at all, logins go on (and the failure is
 * logged) rather than locking every admin out.
 */
export class LoginLimits {
  readonly limit: number;
  readonly windowMs: number;
  readonly #counts: Counters;

  constructor(counts: Counters) {
    this.#counts = counts;
    this.limit = counts.points;
    this.windowMs = counts.seconds * 1000;
  }

  /**
   * Counts this attempt (against `device` when the request comes from a known device of
   * this username, else against the client's address and the username) and says whether it may go on.
   */
  async admit(visitor: LimitedVisitor, username: string, device?: string): Promise<Admission> {
    const keys = this.#keys(visitor, username, device);
    let taken;
    try {
      taken = await Promise.all(keys.map((key) => this.#counts.take(key)));
    } catch (error) {
      visitor.log.error({ err: error }, 'login limit store failed; attempt let through');
      return { admitted: true, settle: async () => undefined };
    }
    const over = taken.flatMap((result) => (result.ok ? [] : [result.retryAfterSeconds]));
    if (over.length > 0) {
      // A refused attempt is not a failed one: it takes its counts back, so waiting ends the block.
      await Promise.all(keys.map((key) => this.#counts.giveBack(key))).catch(() => undefined);
      return { admitted: false, retryAfterSeconds: Math.max(...over) };
    }
    return {
      admitted: true,
      settle: async (succeeded) => {
        if (!succeeded) return;
        const [first = '', second] = keys;
        const done = device
          ? this.#counts.clear(first)
          : Promise.all([this.#counts.giveBack(first), second && this.#counts.clear(second)]);
        await Promise.resolve(done).catch((error: unknown) =>
          visitor.log.warn({ err: error }, 'login limit store failed'),
        );
      },
    };
  }

  /**
   * Whether this attempt would be refused, without counting it: the seconds to wait, or
   * undefined. Lets the form without JavaScript refuse a flood before any page is rendered.
   */
  async refusedAlready(visitor: LimitedVisitor, username: string, device?: string): Promise<number | undefined> {
    try {
      const waits = await Promise.all(this.#keys(visitor, username, device).map((key) => this.#counts.over(key)));
      const over = waits.filter((wait) => wait !== undefined);
      return over.length > 0 ? Math.max(...over) : undefined;
    } catch {
      return undefined; // admit() decides, and logs
    }
  }

  /** The words of the API's 429 answer (the pages say it in their language from Retry-After). */
  get message(): string {
    return tooManyAttemptsText(languages.en.tag, loginMessages.tooManyAttempts, this.windowMs / 1000);
  }

  #keys(visitor: LimitedVisitor, username: string, device: string | undefined) {
    return device ? [`device:${device}`] : [`address:${addressKey(visitor.ip)}`, `user:${userKey(username)}`];
  }
}

export function loginLimits(
  config: Pick<Config, 'redisUrl'>,
  logger: Logger,
  { limit = defaultLimits.limit, windowMs = defaultLimits.windowMs }: LoginLimitOptions = {},
): LoginLimits {
  const counts = counters(config, logger, {
    prefix: 'agro:login',
    points: limit,
    seconds: Math.ceil(windowMs / 1000),
  });
  return new LoginLimits(counts);
}
