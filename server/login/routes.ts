import express, { type RequestHandler } from 'express';
import { loginMessages } from '../../src/content/messages.ts';
import type { LoginProblem } from '../../src/features/login/contract.ts';
import { apiError } from '../api/errors.ts';
import type { Logger } from '../logging.ts';
import { loginLimitedPage } from '../refusal-page.ts';
import type { SiteRequest } from '../site-request.ts';
import { attemptLogin, type LoginDeps, type LoginResult } from './attempt.ts';

/**
 * POST /api/login/ (the login form with JavaScript): JSON in, the spec's fields out
 * (status, token, userID, message), with the backend's HTTP status for a refusal; 400 for
 * an empty field, 415 for a body that is not JSON, 429 (with Retry-After) once the limits
 * are reached, 502/504 when the backend is down, slow, failing or unreadable. A success also
 * sets the session cookie. Every message is the site's own (decision 067): a refusal says
 * "Invalid username or password" with `reason: "credentials"` when the backend's words say
 * so, else the spec's "Invalid login"; the backend's text is never passed on.
 */
export function loginApi(deps: LoginDeps, logger: Logger): RequestHandler[] {
  return [
    (req, res, next) =>
      req.is('application/json') ? next() : apiError(res, 415, 'Send the login as JSON (application/json).'),
    express.json({ limit: '4kb' }),
    (req, res, next) => {
      attemptLogin(req, res, req.body, deps).then((result) => {
        logResult(req.log ?? logger, result);
        res.set('Cache-Control', 'no-store');
        if (result.kind === 'success') {
          const { token, userID } = result;
          return void res.json({ status: 'success', token, userID });
        }
        if (result.kind === 'refused') {
          const { httpStatus, reason } = result;
          const message = reason === 'credentials' ? loginMessages.invalidCredentials : loginMessages.invalidLogin;
          return void res.status(httpStatus).json({ status: 'error', message, ...(reason && { reason }) });
        }
        if (result.retryAfterSeconds) res.set('Retry-After', String(result.retryAfterSeconds));
        apiError(res, result.httpStatus, result.message);
      }, next);
    },
  ];
}

/**
 * How a login from the plain form ended: signed in (`problem` undefined; the session and device
 * cookies are set on this response), or the login page's answer, with the status and wait
 * (Retry-After) the page is sent with. Never the token.
 */
export interface LoginAttempt {
  problem: LoginProblem | undefined;
  httpStatus: number;
  retryAfterSeconds?: number | undefined;
}

/**
 * The login of the plain form (POST /login, answered by its route's action,
 * src/features/login/login-action.server.ts): the same attempt as the API's, logged the same
 * way. A success sets the session and device cookies on `res`; the token stays here.
 */
export async function loginFromForm(
  { req, res, services }: SiteRequest,
  fields: { username: unknown; password: unknown },
): Promise<LoginAttempt> {
  const result = await attemptLogin(req, res, fields, services.login);
  logResult(req.log ?? services.logger, result);
  switch (result.kind) {
    case 'success':
      return { problem: undefined, httpStatus: 303 };
    // Any refusal by the backend is a 401 here, whatever its own status: a 403 page says a cross-site post was refused.
    case 'refused':
      return { problem: { kind: 'refused', reason: result.reason }, httpStatus: 401 };
    case 'rejected':
      return result.httpStatus === 429
        ? {
            problem: { kind: 'limited', retryAfterSeconds: result.retryAfterSeconds ?? 60 },
            httpStatus: 429,
            retryAfterSeconds: result.retryAfterSeconds,
          }
        : { problem: { kind: 'empty' }, httpStatus: 400 };
    case 'unavailable':
      return { problem: { kind: 'error' }, httpStatus: result.httpStatus, retryAfterSeconds: result.retryAfterSeconds };
  }
}

const loginForms = new Set(['/login', '/mr/login']);

/**
 * Before the login form's post (without JavaScript) is routed: once its address, username or
 * device has used up its attempts, it is answered 429 with a small page of its own
 * (server/refusal-page.ts), not a rendered login page, so a flood costs next to nothing.
 */
export function refuseSpentLogins({ limits, devices }: Pick<LoginDeps, 'limits' | 'devices'>): RequestHandler {
  return (req, res, next) => {
    if (!loginForms.has(req.path)) return next();
    const body = (req.body ?? {}) as { username?: unknown };
    const username = typeof body.username === 'string' ? body.username : '';
    limits.refusedAlready(req, username, username ? devices.deviceOf(req, username) : undefined).then((wait) => {
      if (wait === undefined) return next();
      res
        .status(429)
        .set({ 'Retry-After': String(wait), 'Cache-Control': 'no-store' })
        .type('html')
        .send(loginLimitedPage(req.path, wait));
    }, next);
  };
}

/** The outcome and status only: never the username, password or token. */
function logResult(log: Logger, result: LoginResult) {
  if (result.kind === 'success') log.info('login succeeded');
  else
    log.warn(
      { outcome: result.kind, status: result.httpStatus, ...(result.kind === 'refused' && { reason: result.reason }) },
      'login did not succeed',
    );
}
