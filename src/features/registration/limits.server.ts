import type { RequestHandler } from 'express';
import type { Config } from '../../../server/config.ts';
import type { Logger } from '../../../server/logging.ts';
import type { Visitor } from '../../../server/visitor.ts';
import { sendRefusal } from '../../../server/refusal-page.ts';
import { addressKey, counters, takeOne, type Counters } from '../../../server/rate-limits.ts';

/** How long a client whose uploads are all in flight is asked to wait (Retry-After). */
export const uploadsRetryAfterSeconds = 60;

export type RegistrationAdmission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/**
 * What keeps the registration form from being flooded (decision 040):
 * - at most `uploadsPerAddress` registrations (default 3) being received from one client
 *   address at once, and `uploadsInFlight` (default 12) from everyone, in this process: each
 *   holds its body in memory until it is sent on, and a slow one holds it for up to two
 *   minutes (decision 011);
 * - at most `perAddress` registrations (default 5) sent on to the backend from one client
 *   address in an hour, and `perHour` (default 200) from everyone together: counted after
 *   the form is read and checked (a form with mistakes costs nothing, and the no-JavaScript
 *   page can keep what was typed), before anything is sent to the backend. Counts live in
 *   memory, or in Redis with REDIS_URL, shared by every replica (server/rate-limits.ts).
 * The client address is Express's `req.ip` under TRUST_PROXY (a route's `visitor.ip`), IPv6 by its /56.
 */
export class RegistrationLimits {
  readonly #perAddress: Counters;
  readonly #total: Counters;
  readonly #uploadsPerAddress: number;
  readonly #uploadsInFlight: number;
  readonly #inFlight = new Map<string, number>();
  #uploads = 0;

  constructor(
    perAddress: Counters,
    total: Counters,
    { uploadsPerAddress, uploadsInFlight }: { uploadsPerAddress: number; uploadsInFlight: number },
  ) {
    this.#perAddress = perAddress;
    this.#total = total;
    this.#uploadsPerAddress = uploadsPerAddress;
    this.#uploadsInFlight = uploadsInFlight;
  }

  /** Whether the client at `ip` could start an upload now (one of its places, and one of everyone's, free), without taking one. */
  hasUploadPlace(ip: string | undefined): boolean {
    return (this.#inFlight.get(addressKey(ip)) ?? 0) < this.#uploadsPerAddress && this.#uploads < this.#uploadsInFlight;
  }

  /**
   * Takes one of the client's upload places, and one of everyone's, until `ended` (the request's
   * signal, aborted when its connection has answered or closed); false when all of either are taken.
   */
  startUpload(ip: string | undefined, ended: AbortSignal): boolean {
    const key = addressKey(ip);
    const count = this.#inFlight.get(key) ?? 0;
    if (!this.hasUploadPlace(ip)) return false;
    this.#inFlight.set(key, count + 1);
    this.#uploads += 1;
    const release = () => {
      this.#uploads -= 1;
      const left = (this.#inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.#inFlight.set(key, left);
      else this.#inFlight.delete(key);
    };
    if (ended.aborted) release();
    else ended.addEventListener('abort', release, { once: true });
    return true;
  }

  /** Counts one registration about to be sent on, against the visitor's address and the total. */
  async admit(visitor: Pick<Visitor, 'ip' | 'log'>): Promise<RegistrationAdmission> {
    try {
      const wait = await takeOne(this.#perAddress, this.#total, visitor.ip);
      return wait === undefined ? { admitted: true } : { admitted: false, retryAfterSeconds: wait };
    } catch (error) {
      visitor.log.error({ err: error }, 'registration limit store failed; registration let through');
      return { admitted: true };
    }
  }
}

export function registrationLimits(
  config: Pick<Config, 'redisUrl' | 'registrationLimits'>,
  logger: Logger,
): RegistrationLimits {
  const { perAddress, perHour, ...uploads } = config.registrationLimits;
  return new RegistrationLimits(
    counters(config, logger, { prefix: 'agro:registration', points: perAddress, seconds: 3600 }),
    counters(config, logger, { prefix: 'agro:registrations', points: perHour, seconds: 3600 }),
    uploads,
  );
}

/**
 * Before the registration form's post (without JavaScript, `registrationFormPaths` of
 * src/features/registration/contract.ts) is routed:
 * while its address's upload places are all taken, it is answered 429 with a small page
 * (server/refusal-page.ts), its body unread and its connection closed, rather than with a
 * rendered registration page.
 */
export function refuseBusyUploads(limits: RegistrationLimits): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data') || limits.hasUploadPlace(req.ip)) return next();
    res.set({ 'Retry-After': String(uploadsRetryAfterSeconds), 'Cache-Control': 'no-store', Connection: 'close' });
    void sendRefusal(req, res, 429, { kind: 'uploads' });
  };
}
