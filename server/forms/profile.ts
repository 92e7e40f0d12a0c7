import type { RequestHandler } from 'express';
import type { ServerFormAnswer } from '../../src/features/registration/form-result.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { logOutcome } from '../api/registration.ts';
import type { Outcome } from './forward.ts';
import { submitRegistration } from './registration.ts';

/** What a form handler leaves for the page renderer (server/render.ts): the page's status and the answer. */
export interface FormRender {
  status: number;
  answer: ServerFormAnswer;
}

/**
 * POST /profile: the registration form sent without JavaScript (slow phones, or before the
 * bundle arrives). Same checks and forwarding as the API; then the page renderer, next in
 * line, answers with the same page, which shows the same message as the form would (and
 * keeps the values when it failed).
 */
export function registrationForm(config: Pick<Config, 'apiUrl' | 'apiTimeoutMs'>, logger: Logger): RequestHandler {
  return (req, res, next) => {
    submitRegistration(req, res, config).then(({ outcome, values }) => {
      logOutcome(req.log ?? logger, outcome);
      const ok = outcome.status >= 200 && outcome.status < 300;
      const form: FormRender = {
        status: ok ? 200 : outcome.status,
        answer: { status: outcome.status, body: bodyOf(outcome), ...(!ok && { values }) },
      };
      res.locals.form = form;
      next();
    }, next);
  };
}

function bodyOf(outcome: Outcome): unknown {
  if (outcome.kind === 'refused') return { status: 'error', message: outcome.message, fields: outcome.fields };
  try {
    return JSON.parse(outcome.body.toString('utf8'));
  } catch {
    return undefined;
  }
}
