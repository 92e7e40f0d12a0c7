import express, { type RequestHandler } from 'express';
import createError from 'http-errors';
import type { LoginProblem } from '../../src/features/login/login-alert.ts';
import { afterLogin, safeNext } from '../../src/features/login/next.ts';
import { pathIn, splitPath } from '../../src/languages.ts';
import type { RequestData } from '../../src/request-data.ts';
import { apiError } from '../api/errors.ts';
import type { AdminSessions } from '../admin/session.ts';
import type { Logger } from '../logging.ts';
import { isSameSite } from '../same-site.ts';
import { attemptLogin, type LoginDeps, type LoginResult } from './attempt.ts';

/**
 * POST /api/login/ (the login form with JavaScript): JSON in, the spec's fields out
 * (status, token, userID, message), with the backend's HTTP status for a refusal; 400 for
 * an empty field, 415 for a body that is not JSON, 429 (with Retry-After) once the limits
 * are reached, 502/504 when the backend is down or slow. A success also sets the session cookie.
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
          const { token, userID, message } = result;
          return void res.json({ status: 'success', token, userID, ...(message && { message }) });
        }
        if (result.kind === 'refused') {
          const { httpStatus, status, message } = result;
          return void res.status(httpStatus).json({ status, ...(message && { message }) });
        }
        if (result.kind === 'rejected' && result.retryAfterSeconds)
          res.set('Retry-After', String(result.retryAfterSeconds));
        apiError(res, result.httpStatus, result.message);
      }, next);
    },
  ];
}

/**
 * POST /login (the login form without JavaScript): the same attempt from a plain form. A
 * success sets the session cookie and goes on (303) to the `next` page the admin area asked
 * for, if it is on this site, or else to /profile (spec §4); otherwise the login page is
 * rendered again (next in line) with the message the form would show, and the username kept.
 */
export function loginForm(deps: LoginDeps & { siteUrl: URL }, logger: Logger): RequestHandler[] {
  return [
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }),
    (req, res, next) => {
      if (!isSameSite(req, deps.siteUrl)) return next(createError(403));
      const body = (req.body ?? {}) as Record<string, unknown>;
      attemptLogin(req, res, { username: body.username, password: body.password }, deps).then((result) => {
        logResult(req.log ?? logger, result);
        if (result.kind === 'success') {
          return res.redirect(303, safeNext(req.query.next) ?? pathIn(splitPath(req.path).lang, afterLogin));
        }
        const username = typeof body.username === 'string' ? body.username.slice(0, 150) : '';
        const data: RequestData = { login: { problem: problemOf(result), username } };
        res.locals.requestData = data;
        if (result.kind === 'rejected' && result.retryAfterSeconds)
          res.set('Retry-After', String(result.retryAfterSeconds));
        res.status(result.httpStatus >= 400 ? result.httpStatus : 401);
        next();
      }, next);
    },
  ];
}

/**
 * POST /admin/logout (or /mr/admin/logout): the spec's logout (§4) on the server: ends the session and clears its
 * cookie (the page's script clears the stored token and userID). From this site's pages only.
 * A script asking for JSON gets 204; a plain form is sent on to the login page.
 */
export function logout(sessions: AdminSessions, siteUrl: URL): RequestHandler {
  return (req, res, next) => {
    if (!isSameSite(req, siteUrl)) return next(createError(403));
    sessions.end(req, res).then(() => {
      res.set('Cache-Control', 'no-store');
      if (req.accepts(['html', 'json']) === 'json') res.status(204).end();
      else res.redirect(303, pathIn(splitPath(req.path).lang, '/login'));
    }, next);
  };
}

/** Why a login did not go on, for the login page to say in its language. */
function problemOf(result: Exclude<LoginResult, { kind: 'success' }>): LoginProblem {
  if (result.kind === 'refused') return { kind: 'refused', message: result.message };
  if (result.kind === 'unavailable') return { kind: 'error' };
  return result.httpStatus === 429
    ? { kind: 'limited', retryAfterSeconds: result.retryAfterSeconds ?? 60 }
    : { kind: 'empty' };
}

/** The outcome and status only: never the username, password or token. */
function logResult(log: Logger, result: LoginResult) {
  if (result.kind === 'success') log.info('login succeeded');
  else log.warn({ outcome: result.kind, status: result.httpStatus }, 'login did not succeed');
}
