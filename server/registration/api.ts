import type { RequestHandler } from 'express';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import type { RegistrationLimits } from './limits.ts';
import { logOutcome, sendOutcome } from './outcome.ts';
import { submitRegistration } from './submit.ts';

/**
 * POST /api/register/registrations/ (the form with JavaScript; mounted by the /api gateway,
 * server/api/gateway.ts): the registration is parsed, checked and sent on (submit.ts), and
 * the backend's answer passed back, or the edge's refusal.
 */
export function registrationApi(
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>,
  logger: Logger,
  limits: RegistrationLimits,
): RequestHandler {
  return (req, res, next) => {
    submitRegistration(req, res, config, limits).then((outcome) => {
      logOutcome(req.log ?? logger, outcome);
      sendOutcome(res, outcome);
    }, next);
  };
}
