import type { Response } from 'express';
import type { RegistrationAnswer, RegistrationValues } from '../../src/features/registration/contract.ts';
import type { Logger } from '../logging.ts';

/**
 * How the edge ended one registration: the backend's own answer (status, type and bytes, to
 * be passed on as they came), or a refusal of the edge's own (always JSON); either way with
 * the text values as received, which the no-JavaScript page keeps when it failed.
 */
export type RegistrationOutcome = { values: RegistrationValues } & (
  | { kind: 'answer'; status: number; contentType: string; body: Buffer; replayed?: true }
  | { kind: 'refused'; status: number; message: string; fields?: Record<string, string>; retryAfterSeconds?: number }
);

/** The API's reply: the backend's answer as it came (status, type, bytes), or the edge's own JSON refusal. */
export function sendOutcome(res: Response, outcome: RegistrationOutcome) {
  res.set('Cache-Control', 'no-store');
  if (outcome.kind === 'answer') {
    res.status(outcome.status);
    if (outcome.replayed) res.set('Idempotent-Replayed', 'true');
    if (outcome.contentType) res.type(outcome.contentType);
    res.send(outcome.body);
    return;
  }
  const { status, message, fields, retryAfterSeconds } = outcome;
  if (retryAfterSeconds) res.set('Retry-After', String(retryAfterSeconds));
  res.status(status).json({ status: 'error', message, ...(fields && { fields }) });
}

/**
 * The outcome as the no-JavaScript page reads it: the status and JSON body the API would have
 * answered (undefined for a body that is not JSON), and the values when it failed.
 */
export function answerOf(outcome: RegistrationOutcome): RegistrationAnswer {
  const ok = outcome.status >= 200 && outcome.status < 300;
  const wait = outcome.kind === 'refused' ? outcome.retryAfterSeconds : undefined;
  return {
    status: outcome.status,
    body: bodyOf(outcome),
    ...(!ok && { values: outcome.values }),
    ...(wait && { retryAfterSeconds: wait }),
  };
}

function bodyOf(outcome: RegistrationOutcome): unknown {
  if (outcome.kind === 'refused') return { status: 'error', message: outcome.message, fields: outcome.fields };
  try {
    return JSON.parse(outcome.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Only the status and which fields were wrong: never the values, names or the document. */
export function logOutcome(log: Logger, outcome: RegistrationOutcome) {
  if (outcome.kind === 'answer') {
    if (outcome.replayed) log.info({ backendStatus: outcome.status }, 'registration answered again from its key');
    else log.info({ backendStatus: outcome.status }, 'registration sent on');
  } else {
    log.warn(
      { status: outcome.status, fields: outcome.fields && Object.keys(outcome.fields) },
      `registration refused: ${outcome.message}`,
    );
  }
}
