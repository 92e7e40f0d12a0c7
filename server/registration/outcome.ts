import type { Response } from 'express';
import type { Logger } from '../logging.ts';
import type { Outcome } from './forward.ts';

/** The backend's answer as it came (status, type, bytes), or the edge's own JSON refusal. */
export function sendOutcome(res: Response, outcome: Outcome) {
  res.set('Cache-Control', 'no-store');
  if (outcome.kind === 'answer') {
    res.status(outcome.status);
    if (outcome.contentType) res.type(outcome.contentType);
    res.send(outcome.body);
    return;
  }
  const { status, message, fields } = outcome;
  res.status(status).json({ status: 'error', message, ...(fields && { fields }) });
}

/** Only the status and which fields were wrong: never the values, names or the document. */
export function logOutcome(log: Logger, outcome: Outcome) {
  if (outcome.kind === 'answer') {
    log.info({ backendStatus: outcome.status }, 'registration sent on');
  } else {
    log.warn({ status: outcome.status, fields: outcome.fields && Object.keys(outcome.fields) }, `registration refused: ${outcome.message}`);
  }
}
