import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express';
import { answerStatus, contactLimits, type ContactAnswer } from '../../src/features/contact/contract.ts';
import { idempotencyHeader, isIdempotencyKey } from '../../src/features/registration/contract.ts';
import { pathIn } from '../../src/languages.ts';
import type { ContactDesk } from './desk.ts';

/** The Contact page in each language: the form posts to it, with JavaScript as JSON, without as a plain form. */
export const contactPaths = [pathIn('en', '/contact'), pathIn('mr', '/contact')];

/**
 * The most a Contact post may carry: the longest message in Marathi, percent-encoded by a
 * plain form (9 bytes a Devanagari letter), with room for the other fields; anything larger
 * is refused (413) before it is read whole.
 */
export const contactBodyLimit = `${Math.ceil(((contactLimits.message + contactLimits.name + contactLimits.email) * 9) / 1024) + 4}kb`;

/** Sends a Contact answer: its status, Retry-After after a 429, never cached. */
export function sendContactAnswer(res: Response, answer: ContactAnswer) {
  res.status(answerStatus[answer.status]).set('Cache-Control', 'no-store');
  if (answer.status === 'limited') res.set('Retry-After', String(answer.retryAfterSeconds));
  res.json(answer);
}

/** JSON that cannot be read, or is too large: refused in the form's JSON (a urlencoded body's errors go on to the error page). */
const unreadable: ErrorRequestHandler = (error: { status?: number }, req, res, next) => {
  if (!req.is('application/json') || res.headersSent || (error.status !== 400 && error.status !== 413))
    return next(error);
  res.status(error.status).set('Cache-Control', 'no-store').json({ status: 'refused' });
};

/**
 * POST /contact and /mr/contact (mounted after the check that the post comes from this site's
 * pages, server/app.ts): the body read within `contactBodyLimit`, as JSON (the form with
 * JavaScript, answered here in JSON: src/features/contact/contract.ts `ContactAnswer`) or
 * urlencoded (the form without, passed on to the page's action, which answers with the page).
 * A malformed Idempotency-Key, or JSON that is not an object or cannot be read, is refused
 * (400, 413) in the same JSON.
 */
export function contactApi(desk: ContactDesk): Array<RequestHandler | ErrorRequestHandler> {
  const received: RequestHandler = (req, res, next) => {
    if (!req.is('application/json')) return next();
    const key = req.get(idempotencyHeader);
    const body: unknown = req.body;
    if (
      (key !== undefined && !isIdempotencyKey(key)) ||
      typeof body !== 'object' ||
      body === null ||
      Array.isArray(body)
    )
      return sendContactAnswer(res, { status: 'refused' });
    const { filledMs, ...fields } = body as Record<string, unknown>;
    desk
      .receive(req, { fields, script: { key: key?.toLowerCase(), filledMs } })
      .then((answer) => sendContactAnswer(res, answer), next);
  };
  return [
    express.urlencoded({ extended: false, limit: contactBodyLimit, parameterLimit: 10 }),
    express.json({ limit: contactBodyLimit }),
    received,
    unreadable,
  ];
}
