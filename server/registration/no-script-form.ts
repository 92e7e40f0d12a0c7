import type { RequestHandler } from 'express';
import createError from 'http-errors';
import type { RequestData } from '../../src/request-data.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { isSameSite } from '../same-site.ts';
import type { RegistrationLimits } from './limits.ts';
import { answerOf, logOutcome } from './outcome.ts';
import { submitRegistration } from './submit.ts';

/**
 * POST /profile: the registration form sent without JavaScript (slow phones, or before the
 * bundle arrives). Refused with 403 when another site sends it (server/same-site.ts). Same
 * checks and forwarding as the API; then the page renderer, next in line, answers with the
 * same page, which shows the same message as the form would (and keeps the values when it
 * failed; React escapes every one of them).
 */
export function registrationForm(
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>,
  logger: Logger,
  limits: RegistrationLimits,
): RequestHandler {
  return (req, res, next) => {
    if (!isSameSite(req, config.siteUrl)) return next(createError(403));
    submitRegistration(req, res, config, limits).then((outcome) => {
      logOutcome(req.log ?? logger, outcome);
      const data: RequestData = { registration: answerOf(outcome) };
      res.locals.requestData = data;
      if (outcome.kind === 'refused' && outcome.retryAfterSeconds)
        res.set('Retry-After', String(outcome.retryAfterSeconds));
      res.status(outcome.status >= 200 && outcome.status < 300 ? 200 : outcome.status);
      next();
    }, next);
  };
}
