import { createHash } from 'node:crypto';
import type { Request } from 'express';
import {
  edgeMessages,
  idempotencyHeader,
  isIdempotencyKey,
  registrationTextFields,
  uploadField,
  type RegistrationValues,
} from './contract.ts';
import type { Config } from '../../../server/config.ts';
import type { Logger } from '../../../server/logging.ts';
import { keyValueStore } from '../../../server/key-value.ts';
import type { Document } from './forward.server.ts';
import { keyStore, type KeyStore, type RememberedAnswer } from './idempotency-store.server.ts';
import { refusalBody, type RegistrationOutcome } from './outcome.server.ts';

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
 * status and the parts of its body the page reads; never the values or the document. While the
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
    forward: () => Promise<RegistrationOutcome>,
    log: Logger = this.#logger,
  ): Promise<RegistrationOutcome> {
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
      if (known.answer) return replayOf(known.answer, values, true);
      // Another replica is sending it on: look again shortly.
      if (Date.now() > deadline) return { kind: 'refused', status: 504, message: edgeMessages.backendSlow, values };
      await new Promise((resolve) => setTimeout(resolve, this.#pollMs));
    }
  }

  async #first(
    id: string,
    fingerprint: string,
    values: RegistrationValues,
    forward: () => Promise<RegistrationOutcome>,
    log: Logger,
  ): Promise<RegistrationOutcome> {
    const sent = (async () => {
      let outcome;
      const renewal = setInterval(
        () => void this.#store.renew(id, leaseMs).catch(() => undefined),
        leaseMs / 4,
      ).unref();
      try {
        outcome = await forward();
      } catch (error) {
        await this.#store.release(id).catch(() => undefined);
        throw error;
      } finally {
        clearInterval(renewal);
      }
      // The edge's own "too many, wait" (a limit checked as the forward begins), or a visitor
      // gone before it was sent, sent nothing on: the key stays free for the next try.
      if (outcome.kind === 'refused' && (outcome.status === 429 || outcome.status === 499)) {
        await this.#store.release(id).catch(() => undefined);
        return outcome;
      }
      const answer = rememberable(outcome);
      await this.#store
        .settle(id, { fingerprint, answer }, keyTtlMs)
        .catch((error: unknown) => log.error({ err: error }, 'registration key store failed; answer not kept'));
      // The edge's own refusal is sent as the repeats will get it; an answer, as it was kept.
      return outcome.kind === 'refused' ? outcome : replayOf(answer, values, false);
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

/** The keys of an answer's JSON body that the page reads (src/features/registration/result.ts). */
const readKeys = new Set<string>([
  'status',
  'message',
  'detail',
  'fields',
  'problems',
  ...registrationTextFields,
  uploadField,
]);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answer as it is kept and sent: the status, and of a JSON body only what the page reads
 * (a backend that echoes the registration would otherwise have the edge keep personal data).
 */
function rememberable(outcome: RegistrationOutcome): RememberedAnswer {
  const json = 'application/json; charset=utf-8';
  if (outcome.kind === 'refused') {
    return { status: outcome.status, contentType: json, body: JSON.stringify(refusalBody(outcome)) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(outcome.body.toString('utf8'));
  } catch {
    return { status: outcome.status, contentType: '', body: '' };
  }
  if (!isRecord(parsed)) return { status: outcome.status, contentType: '', body: '' };
  const kept = Object.fromEntries(Object.entries(parsed).filter(([name]) => readKeys.has(name)));
  return { status: outcome.status, contentType: json, body: JSON.stringify(kept) };
}

const replayOf = (answer: RememberedAnswer, values: RegistrationValues, replayed: boolean): RegistrationOutcome => ({
  kind: 'answer',
  status: answer.status,
  contentType: answer.contentType,
  body: Buffer.from(answer.body, 'utf8'),
  values,
  ...(replayed && { replayed }),
});
