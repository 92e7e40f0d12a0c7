import { data, type ActionFunctionArgs } from 'react-router';
import { siteOf } from '../../site.server.ts';
import { logAnswer, pageAnswer } from './outcome.server.ts';
import { submitRegistration, uploadsBusy } from './submit.server.ts';

/**
 * POST /profile, the registration form sent without JavaScript (decision 020, 054; slow phones, or
 * before the bundle arrives). The same edge as the API: an upload place held until the answer
 * is sent (limits.server.ts), the multipart body read from this action's `Request` with its
 * limits (server/multipart.ts, which server/render.ts hands the body to), the form's schema,
 * the document's type, the limits and the backend (submit.server.ts); logged the same way. It
 * answers with the same page showing the same message the form would, the values kept when it
 * failed (React escapes every one of them): 200 when the backend took it, else the answer's
 * status, with Retry-After after a 429. Other sites' posts never reach it (server/app.ts).
 */
export async function registrationAction({ request, context }: ActionFunctionArgs) {
  const { visitor, services } = siteOf(context);
  const { config, registrations, store } = services;
  const started = registrations.startUpload(visitor.ip, request.signal);
  const made = started
    ? await submitRegistration(request, visitor, config, registrations, undefined, store, { keepFields: true })
    : uploadsBusy();
  logAnswer(visitor.log, made);
  const answer = pageAnswer(made);
  const wait = answer.kind === 'refused' ? answer.retryAfterSeconds : undefined;
  // Refused before its body was read: the connection closes after the answer instead of waiting for it.
  const headers = { ...(wait && { 'Retry-After': String(wait) }), ...(!started && { Connection: 'close' }) };
  return data(answer, { status: answer.kind === 'registered' ? 200 : answer.status, headers });
}
