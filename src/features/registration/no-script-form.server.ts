import type { RegistrationAnswer } from './contract.ts';
import type { SiteRequest } from '../../../server/site-request.ts';
import { answerOf, logOutcome } from './outcome.server.ts';
import { submitRegistration } from './submit.server.ts';

/**
 * The registration sent without JavaScript (POST /profile; slow phones, or before the bundle
 * arrives), for its route's action (src/features/registration/registration-action.server.ts), which
 * answers with the same page showing the same message as the form would (and keeps the values
 * when it failed; React escapes every one of them). The same edge as the API: the upload places,
 * the multipart body read by multer with its limits, the form's schema, the document's type, the
 * limits and the backend (submit.ts); logged the same way. Other sites' posts never reach it
 * (server/app.ts).
 */
export async function registrationFromForm({ req, res, services }: SiteRequest): Promise<RegistrationAnswer> {
  const { config, logger, registrations, store } = services;
  const outcome = await submitRegistration(req, res, config, registrations, undefined, store, { keepFields: true });
  logOutcome(req.log ?? logger, outcome);
  return answerOf(outcome);
}
