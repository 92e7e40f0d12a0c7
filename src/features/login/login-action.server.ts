import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { splitPath } from '../../languages.ts';
import { cookiesOf } from '../../../server/admin-sessions.ts';
import { siteOf } from '../../site.server.ts';
import { attemptLogin, logAttempt } from './attempt.server.ts';
import { afterLogin, safeNext } from './contract.ts';

/**
 * POST /login, the login form without JavaScript (decision 054): the server makes the attempt
 * and gives the login page's answer (attempt.server.ts: the form's schema, the limits, the
 * backend, the session), the same attempt as the JSON API's, logged the same way. A success goes
 * on (303, with the session and device cookies; the token stays on the server) to the `next` page the admin area asked for, if it is on this site, or else to
 * /profile (spec §4); otherwise the login page again, with the message the form would show, the
 * username kept, and the status the server gave (400, 401 for any refusal by the backend whatever
 * its own status: a 403 page says a cross-site post was refused; 429 with Retry-After, 502/504).
 * Other sites' posts are refused before (server/app.ts).
 */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const username = form.get('username');
  const { visitor, services } = siteOf(context);
  const attempt = await attemptLogin(
    cookiesOf(request, visitor),
    { username, password: form.get('password') },
    services.login,
  );
  logAttempt(visitor.log, attempt);
  const { answer, setCookies } = attempt;
  if (answer.kind === 'success') {
    const headers = new Headers();
    for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
    throw redirect(goOnTo(request.url), { status: 303, headers });
  }
  const httpStatus = answer.kind === 'refused' ? 401 : attempt.httpStatus;
  const wait = answer.kind === 'limited' || answer.kind === 'error' ? answer.retryAfterSeconds : undefined;
  return data(
    { problem: answer, username: typeof username === 'string' ? username.slice(0, 150) : '' },
    { status: httpStatus, ...(wait && { headers: { 'Retry-After': String(wait) } }) },
  );
}

/**
 * Where a success goes, as the router writes it: without the login page's language prefix, which
 * the router's basename adds back; a `next` in the other language keeps its own, as a whole URL.
 */
function goOnTo(url: string): string {
  const login = new URL(url);
  const path = safeNext(login.searchParams.get('next'));
  if (!path) return afterLogin;
  const split = splitPath(path);
  return split.lang === splitPath(login.pathname).lang ? split.path : new URL(path, url).href;
}
