import type { Response } from 'express';
import { registrationJson, type RegistrationAnswer } from './contract.ts';
import type { Logger } from '../../../server/logging.ts';

/*
 * The edge makes each answer with the text values as received (the page without JavaScript keeps
 * them when it failed; the JSON never carries them), and no byte the backend wrote (decision 067).
 */

/** The API's reply: the answer's status and JSON (`registrationJson`), Retry-After after a wait, and whether it is a repeat. */
export function sendAnswer(res: Response, answer: RegistrationAnswer) {
  res.set('Cache-Control', 'no-store');
  if (answer.replayed) res.set('Idempotent-Replayed', 'true');
  if (answer.kind === 'refused' && answer.retryAfterSeconds) res.set('Retry-After', String(answer.retryAfterSeconds));
  res.status(answer.status).json(registrationJson(answer));
}

/** The answer as the page without JavaScript gets it: the values and the consent box only when it failed. */
export function pageAnswer({ values, listing, ...answer }: RegistrationAnswer): RegistrationAnswer {
  return answer.kind === 'registered' ? answer : { ...answer, values, ...(listing && { listing }) };
}

/** Only the status and which fields were wrong, and why: never the values, names or the document. */
export function logAnswer(log: Logger, answer: RegistrationAnswer) {
  if (answer.replayed) log.info({ backendStatus: answer.status }, 'registration answered again from its key');
  else if (answer.kind === 'registered') log.info({ backendStatus: answer.status }, 'registration sent on');
  else log.warn({ status: answer.status, problems: answer.problems }, `registration refused: ${answer.message}`);
}
