import { createHash } from 'node:crypto';
import type { Request } from 'express';
import {
  edgeMessages,
  idempotencyHeader,
  isIdempotencyKey,
  readRegistrationAnswer,
  registrationJson,
  registrationTextFields,
  type RegistrationAnswer,
  type RegistrationValues,
} from './contract.ts';
import type { Config } from '../../../server/config.ts';
import type { Logger } from '../../../server/logging.ts';
import { keyValueStore } from '../../../server/key-value.ts';
import type { Document } from './forward.server.ts';
import { keyStore, type KeyStore, type RememberedAnswer } from './idempotency-store.server.ts';

/** How long the edge remembers a key's answer. */
export const keyTtlMs = 24 * 60 * 60 * 1000;
/** A first forward holds its key for this long, renewed every `leaseMs / 4` until it has its answer. */
const leaseMs = 4_000;

/**
 * The form's Idempotency-Key (a UUID made in the browser and kept with its draft), lower-cased;
 * undefined when the request has none (the form without JavaScript, other clients), and
 * `invalid` when it has one that is not a UUID.
 */
export function keyOf(req: Request): string | undefined | 'invalid' {
  const value = req.get(idempotencyHeader);
  if (value === undefined) return undefined;
  return isIdempotencyKey(value) ? value.toLowerCase() : 'invalid';
}

/**
 * Every registration sent with a key is forwarded at most once (docs/decisions/045): the first
 * request with a key claims it and is sent on; a repeat while it is being sent waits for its
 * answer (in this process on its promise, on another replica by looking again); a repeat
 * afterwards gets that answer back for a day, marked `Idempotent-Replayed: true`. A key that
 * comes back with other details is refused with 409 and not forwarded. What is kept: a hash of
 * the key, a fingerprint of the registration (a hash that includes the key), and the answer's
 * status and JSON, in the edge's own words; never the values or the document. While the
 * store does not answer (Redis away), a registration with a key is refused with 503 rather
 * than sent on unguarded.
 */
export class RegistrationKeys {
  readonly #store: KeyStore;
  readonly #logger: Logger;
  readonly #pendingMs: number;
  readonly #pollMs: number;
  readonly #inFlight = new Map<string, Promise<void>>();

  constructor(store: KeyStore, logger: Logger, { pendingMs = 25_000, pollMs = 100 } = {}) {
    this.#store = store;
    this.#logger = logger;
    this.#pendingMs = pendingMs;
    this.#pollMs = pollMs;
  }

  /** Sends the registration on with `forward` unless its key was sent already; then that answer. */
  async once(
    key: string,
    values: RegistrationValues,
    document: Document | undefined,
    forward: () => Promise<RegistrationAnswer>,
    log: Logger = this.#logger,
  ): Promise<RegistrationAnswer> {
    const id = createHash('sha256').update(key).digest('base64url');
    const fingerprint = await fingerprintOf(key, values, document);
    const deadline = Date.now() + this.#pendingMs + 5_000;
    for (;;) {
      const local = this.#inFlight.get(id);
      if (local) {
        await local;
        continue;
      }
      let known;
      try {
        known = await this.#store.claim(id, fingerprint, leaseMs);
      } catch (error) {
        // Sent on without its key, a retried registration could reach the backend twice: refused instead.
        log.error({ err: error }, 'registration key store failed; registration refused (503)');
        return { kind: 'refused', status: 503, message: edgeMessages.keyStoreAway, values, retryAfterSeconds: 30 };
      }
      if (!known) return this.#first(id, fingerprint, values, forward, log);
      if (known.fingerprint !== fingerprint)
        return { kind: 'refused', status: 409, message: edgeMessages.keyReused, values };
      if (known.answer) return replayOf(known.answer, values);
      // Another replica is sending it on: look again shortly.
      if (Date.now() > deadline) return { kind: 'refused', status: 504, message: edgeMessages.backendSlow, values };
      await new Promise((resolve) => setTimeout(resolve, this.#pollMs));
    }
  }

  async #first(
    id: string,
    fingerprint: string,
    values: RegistrationValues,
    forward: () => Promise<RegistrationAnswer>,
    log: Logger,
  ): Promise<RegistrationAnswer> {
    const sent = (async () => {
      let answer;
      const renewal = setInterval(
        () => void this.#store.renew(id, leaseMs).catch(() => undefined),
        leaseMs / 4,
      ).unref();
      try {
        answer = await forward();
      } catch (error) {
        await this.#store.release(id).catch(() => undefined);
        throw error;
      } finally {
        clearInterval(renewal);
      }
      // The edge's own "too many, wait" (a limit checked as the forward begins), or a visitor
      // gone before it was sent, sent nothing on: the key stays free for the next try.
      if (answer.kind === 'refused' && (answer.status === 429 || answer.status === 499)) {
        await this.#store.release(id).catch(() => undefined);
        return answer;
      }
      await this.#store
        .settle(id, { fingerprint, answer: rememberable(answer) }, keyTtlMs)
        .catch((error: unknown) => log.error({ err: error }, 'registration key store failed; answer not kept'));
      return answer;
    })();
    this.#inFlight.set(
      id,
      sent.then(
        () => undefined,
        () => undefined,
      ),
    );
    try {
      return await sent;
    } finally {
      this.#inFlight.delete(id);
    }
  }
}

export function registrationKeys(config: Pick<Config, 'redisUrl' | 'apiTimeoutMs'>, logger: Logger) {
  const entries = keyValueStore(config, logger, { prefix: 'agro:registration-key:', maxInMemory: 20_000 });
  const store = keyStore(entries);
  return new RegistrationKeys(store, logger, { pendingMs: config.apiTimeoutMs + 10_000 });
}

/** A hash of the key and of everything sent with it: the values in order, the document's name, type and bytes. */
async function fingerprintOf(key: string, values: RegistrationValues, document: Document | undefined) {
  const hash = createHash('sha256').update(key);
  hash.update(`\0${JSON.stringify(registrationTextFields.map((name) => values[name]))}`);
  if (document) {
    hash.update(`\0${JSON.stringify([document.name, document.blob.type, document.blob.size])}\0`);
    for await (const chunk of document.blob.stream()) hash.update(chunk);
  }
  return hash.digest('base64url');
}

/**
 * The answer as it is kept and sent again: its status and JSON (`registrationJson`), the edge's
 * own words; never the values or the document.
 */
function rememberable(answer: RegistrationAnswer): RememberedAnswer {
  return {
    status: answer.status,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(registrationJson(answer)),
  };
}

/** A kept answer, read back as the form with JavaScript reads it (an answer kept before it, trimmed JSON, reads the same). */
function replayOf(kept: RememberedAnswer, values: RegistrationValues): RegistrationAnswer {
  let body: unknown;
  try {
    body = JSON.parse(kept.body);
  } catch {
    body = undefined;
  }
  return { ...readRegistrationAnswer(kept.status, body), values, replayed: true };
}
