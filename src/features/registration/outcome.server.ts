import type { Response } from 'express';
import { fieldMessages, type FieldProblems, type RegistrationAnswer, type RegistrationValues } from './contract.ts';
import type { Logger } from '../../../server/logging.ts';

/**
 * How the edge ended one registration: taken by the backend (`answer`: the status and the JSON
 * bytes to send, in the edge's words, backend-answer.ts; or as kept for its key), or refused,
 * by the edge or by the backend, or not sent on (`refused`: the status, the edge's message and
 * the fields' problem codes); either way with the text values as received, which the
 * no-JavaScript page keeps when it failed. No byte the backend wrote is in either (decision 067).
 */
export type RegistrationOutcome = {
  values: RegistrationValues;
  /** Whether the consent box was ticked: the no-JavaScript page ticks it again after a failure. */
  listing?: true;
} & (
  | { kind: 'answer'; status: number; contentType: string; body: Buffer; replayed?: true }
  | { kind: 'refused'; status: number; message: string; problems?: FieldProblems; retryAfterSeconds?: number }
);

/**
 * A refusal's JSON body: `status: "error"`, the message, and for each field named its problem
 * in English (`fields`) and as a code (`problems`), which the form says in its page's words.
 */
export function refusalBody({ message, problems }: { message: string; problems?: FieldProblems | undefined }) {
  return { status: 'error', message, ...(problems && { fields: fieldMessages(problems), problems }) };
}

/** The API's reply: the answer's status and bytes, or the JSON refusal. */
export function sendOutcome(res: Response, outcome: RegistrationOutcome) {
  res.set('Cache-Control', 'no-store');
  if (outcome.kind === 'answer') {
    res.status(outcome.status);
    if (outcome.replayed) res.set('Idempotent-Replayed', 'true');
    if (outcome.contentType) res.type(outcome.contentType);
    res.send(outcome.body);
    return;
  }
  const { status, retryAfterSeconds } = outcome;
  if (retryAfterSeconds) res.set('Retry-After', String(retryAfterSeconds));
  res.status(status).json(refusalBody(outcome));
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
    ...(!ok && { values: outcome.values, ...(outcome.listing && { listing: true }) }),
    ...(wait && { retryAfterSeconds: wait }),
  };
}

function bodyOf(outcome: RegistrationOutcome): unknown {
  if (outcome.kind === 'refused') return refusalBody(outcome);
  try {
    return JSON.parse(outcome.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Only the status and which fields were wrong, and why: never the values, names or the document. */
export function logOutcome(log: Logger, outcome: RegistrationOutcome) {
  if (outcome.kind === 'answer') {
    if (outcome.replayed) log.info({ backendStatus: outcome.status }, 'registration answered again from its key');
    else log.info({ backendStatus: outcome.status }, 'registration sent on');
  } else {
    log.warn({ status: outcome.status, problems: outcome.problems }, `registration refused: ${outcome.message}`);
  }
}
