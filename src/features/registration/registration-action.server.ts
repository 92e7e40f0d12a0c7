import { data, type ActionFunctionArgs } from 'react-router';
import { registrationFromForm } from './no-script-form.server.ts';
import { siteRequestOf } from '../../../server/site-request.ts';

/**
 * POST /profile, the registration form sent without JavaScript (decision 020, 054). The server
 * reads the multipart body (multer, with its limits), checks it and sends it on, as its API does
 * (its `*.server.ts`); this action answers with the same page showing
 * the same message the form would, the values kept when it failed: 200 when the backend took
 * it, else the answer's status, with Retry-After after a 429. Other sites' posts are refused
 * before (server/app.ts).
 */
export async function registrationAction({ context }: ActionFunctionArgs) {
  const answer = await registrationFromForm(siteRequestOf(context));
  const ok = answer.status >= 200 && answer.status < 300;
  const wait = answer.retryAfterSeconds;
  return data(answer, { status: ok ? 200 : answer.status, ...(wait && { headers: { 'Retry-After': String(wait) } }) });
}
