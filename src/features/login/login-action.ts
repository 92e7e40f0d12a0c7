import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { language } from '../../language.ts';
import { splitPath } from '../../languages.ts';
import { serverOf, type LoginAttempt } from '../../server-context.ts';
import type { LoginProblem } from './login-alert.ts';
import type { LoginAnswer } from './login-answer.ts';
import { afterLogin, safeNext } from './next.ts';

/**
 * POST /login, the login form without JavaScript (decision 054): the server makes the attempt
 * (src/server-context.ts: the form's schema, the limits, the backend, the session); this
 * action decides the answer. A success goes on (303, with the session and device cookies) to
 * the `next` page the admin area asked for, if it is on this site, or else to /profile (spec
 * §4); otherwise the login page again, with the message the form would show, the username kept,
 * and the attempt's status (400, 429 with Retry-After, 502/504), or 401 for any refusal by the
 * backend, whatever its own status (a 403 page here says a cross-site post was refused). Other
 * sites' posts are refused before (server/app.ts).
 */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const username = form.get('username');
  const attempt = await serverOf(context).login({ username, password: form.get('password') });
  if (attempt.kind === 'success') throw redirect(goOnTo(request.url), 303);
  const answer: LoginAnswer = {
    problem: problemOf(attempt),
    username: typeof username === 'string' ? username.slice(0, 150) : '',
  };
  const wait = attempt.kind === 'rejected' || attempt.kind === 'unavailable' ? attempt.retryAfterSeconds : undefined;
  return data(answer, {
    status: attempt.kind === 'refused' ? 401 : attempt.httpStatus,
    ...(wait && { headers: { 'Retry-After': String(wait) } }),
  });
}

/**
 * Where a success goes, as the router writes it: without this build's language prefix, which
 * the router's basename adds back; a `next` in the other language keeps its own, as a whole URL.
 */
function goOnTo(url: string): string {
  const path = safeNext(new URL(url).searchParams.get('next'));
  if (!path) return afterLogin;
  const split = splitPath(path);
  return split.lang === language ? split.path : new URL(path, url).href;
}

/** Why a login did not go on, for the login page to say in its language. */
function problemOf(attempt: Exclude<LoginAttempt, { kind: 'success' }>): LoginProblem {
  if (attempt.kind === 'refused') return { kind: 'refused', reason: attempt.reason };
  if (attempt.kind === 'unavailable') return { kind: 'error' };
  return attempt.httpStatus === 429
    ? { kind: 'limited', retryAfterSeconds: attempt.retryAfterSeconds ?? 60 }
    : { kind: 'empty' };
}
