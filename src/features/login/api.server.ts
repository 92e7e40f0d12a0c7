import express, { type RequestHandler } from 'express';
import { loginMessages } from '../../content/messages.ts';
import { inEveryLanguage, sitePaths } from '../../site-paths.ts';
import { apiError } from '../../../server/api/errors.ts';
import type { AdminSessions } from '../../../server/admin-sessions.ts';
import type { Config } from '../../../server/config.ts';
import type { Logger } from '../../../server/logging.ts';
import { sendRefusal } from '../../../server/refusal-page.ts';
import { visitorOf } from '../../../server/visitor.ts';
import { attemptLogin, logAttempt, type LoginDeps } from './attempt.server.ts';
import { DeviceCookies } from './devices.server.ts';
import { loginLimits } from './limits.server.ts';

export type { LoginDeps };

/**
 * The login's doors at the edge, Express handlers that server/app.ts mounts in front of the pages:
 * the JSON API the form with JavaScript posts to, and the check that turns a flood of plain posts
 * away before their page is rendered. The plain form's own answer is its route's action
 * (login-action.server.ts).
 */

/** What a login needs, made once by the app (server/app.ts): its limits, known devices, and the sessions it starts. */
export function loginDeps(
  config: LoginDeps['config'] & Pick<Config, 'redisUrl' | 'sessionSecrets'>,
  logger: Logger,
  sessions: AdminSessions,
): LoginDeps {
  return { config, limits: loginLimits(config, logger), sessions, devices: new DeviceCookies(config) };
}

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
      const visitor = visitorOf(req, logger);
      attemptLogin({ cookie: req.get('cookie') ?? null, visitor }, req.body, deps).then((attempt) => {
        logAttempt(visitor.log, attempt);
        for (const cookie of attempt.setCookies) res.append('Set-Cookie', cookie);
        const { answer, httpStatus, message = loginMessages.serverError } = attempt;
        res.set('Cache-Control', 'no-store');
        if (answer.kind === 'success') {
          const { token, userID } = answer;
          return void res.json({ status: 'success', token, userID });
        }
        if (answer.kind === 'refused') {
          const { reason } = answer;
          const words = reason === 'credentials' ? loginMessages.invalidCredentials : loginMessages.invalidLogin;
          return void res.status(httpStatus).json({ status: 'error', message: words, ...(reason && { reason }) });
        }
        const wait = answer.kind === 'empty' ? undefined : answer.retryAfterSeconds;
        if (wait) res.set('Retry-After', String(wait));
        apiError(res, httpStatus, message);
      }, next);
    },
  ];
}

/** Where the login form posts without JavaScript, in each language. */
export const loginFormPaths = inEveryLanguage(sitePaths.login);

/**
 * Before the login form's post (without JavaScript, `loginFormPaths`) is routed: once its
 * address, username or device has used up its attempts, it is answered 429 with a small page of
 * its own (server/refusal-page.ts), not a rendered login page, so a flood costs next to nothing.
 */
export function refuseSpentLogins(
  { limits, devices }: Pick<LoginDeps, 'limits' | 'devices'>,
  logger: Logger,
): RequestHandler {
  return (req, res, next) => {
    const body = (req.body ?? {}) as { username?: unknown };
    const username = typeof body.username === 'string' ? body.username : '';
    const visitor = visitorOf(req, logger);
    const from = { cookie: req.get('cookie') ?? null, visitor };
    const spent = async () =>
      limits.refusedAlready(visitor, username, username ? await devices.deviceOf(from, username) : undefined);
    spent().then((wait) => {
      if (wait === undefined) return next();
      res.set({ 'Retry-After': String(wait), 'Cache-Control': 'no-store' });
      return sendRefusal(req, res, 429, { kind: 'login', retryAfterSeconds: wait });
    }, next);
  };
}
