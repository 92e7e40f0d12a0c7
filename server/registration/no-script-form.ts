import type { Request, Response } from 'express';
import type { RegistrationAnswer } from '../../src/features/registration/contract.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import type { RegistrationLimits } from './limits.ts';
import { answerOf, logOutcome } from './outcome.ts';
import { submitRegistration } from './submit.ts';

/**
 * The registration sent without JavaScript (POST /profile; slow phones, or before the bundle
 * arrives), for its route's action (src/features/registration/registration-action.ts), which
 * answers with the same page showing the same message as the form would (and keeps the values
 * when it failed; React escapes every one of them). The same edge as the API: the upload places,
 * the multipart body read by multer with its limits, the form's schema, the document's type, the
 * limits and the backend (submit.ts); logged the same way. Other sites' posts never reach it
 * (server/app.ts).
 */
export async function registrationFromForm(
  req: Request,
  res: Response,
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>,
  logger: Logger,
  limits: RegistrationLimits,
): Promise<RegistrationAnswer> {
  const outcome = await submitRegistration(req, res, config, limits);
  logOutcome(req.log ?? logger, outcome);
  return answerOf(outcome);
}
