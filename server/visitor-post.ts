import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import {
  answerStatus,
  idempotencyHeader,
  isIdempotencyKey,
  minimumFillMs,
  type FormStateAnswer,
  type VisitorAnswer,
} from './from-src.ts';
import type { Config } from './config.ts';
import type { Logger } from './logging.ts';
import { HourlyBudget, type HourlyBudgetOptions } from './hourly-budget.ts';
import { sendRefusal } from './refusal-page.ts';
import type { Visitor } from './visitor.ts';

/**
 * What the edges of the forms a visitor sends to the site's own store (src/features/contact/,
 * newsletter/, enquiries/, workshops/) share (issue 39, decision 076): how the body is read and the JSON
 * answered, the traps for robots, and the hourly limits.
 */
type AnyAnswer = VisitorAnswer<{ status: 'received' }, unknown> | FormStateAnswer;

/** How a post came: with JavaScript, its Idempotency-Key and how long the form was being filled in. */
export interface ScriptPost {
  key: string | undefined;
  filledMs: unknown;
}

/** A post's fields (the hidden one among them) and, with JavaScript, how it was sent. */
export interface VisitorPost<Field extends string> {
  fields: Partial<Record<Field | 'website', unknown>>;
  script?: ScriptPost;
}

/** Sends an answer as JSON: its status, Retry-After after a 429, never cached. */
export function sendVisitorAnswer(res: Response, answer: AnyAnswer) {
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
 * A form's POST (mounted after the check that it comes from this site's pages, server/app.ts):
 * the body read within `limit`, as JSON (the form with JavaScript, answered here in JSON by
 * `receive`) or urlencoded (the form without, passed on to the page's action, which answers
 * with the page), at most `parameterLimit` fields. A malformed Idempotency-Key, or JSON that is
 * not an object or cannot be read, is refused (400, 413) in the same JSON. A post without
 * JavaScript that the form's `limits` would refuse, or one too many from its address this hour,
 * is refused here, before any page is rendered (decision 101): 429 with Retry-After and a small
 * page of prepared bytes (server/refusal-page.ts).
 */
export function visitorPostApi(
  limit: string,
  receive: (req: Request, post: VisitorPost<string>) => Promise<AnyAnswer>,
  { limits, parameterLimit = 10 }: { limits: HourlyLimits; parameterLimit?: number },
): Array<RequestHandler | ErrorRequestHandler> {
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
      return sendVisitorAnswer(res, { status: 'refused' });
    const { filledMs, ...fields } = body as Record<string, unknown>;
    receive(req, { fields, script: { key: key?.toLowerCase(), filledMs } }).then(
      (answer) => sendVisitorAnswer(res, answer),
      next,
    );
  };
  return [
    express.urlencoded({ extended: false, limit, parameterLimit }),
    express.json({ limit }),
    received,
    refuseSpentPosts(limits),
    unreadable,
  ];
}

/**
 * The plain form's post whose client the limits would refuse (as login's `refuseSpentLogins`,
 * decision 063), or that has sent too many plain posts this hour, whatever became of them
 * (./hourly-budget.ts `refusesPlainPost`): answered 429 at once, with the small page. A limit
 * store that fails lets it on to the action, which counts it and logs.
 */
function refuseSpentPosts(limits: HourlyLimits): RequestHandler {
  return (req, res, next) => {
    limits.refusesPlainPost(req.ip).then(
      (wait) => {
        if (wait === undefined) return next();
        res.set({ 'Retry-After': String(wait), 'Cache-Control': 'no-store' });
        return sendRefusal(req, res, 429, { kind: 'forms', retryAfterSeconds: wait });
      },
      () => next(),
    );
  };
}

/**
 * Why a post is a robot's, if it is: the hidden field filled, or (with JavaScript) sent sooner
 * than `minimumFillMs` after the form came alive. Such a post is answered as received and not kept.
 */
export function robotSign(post: VisitorPost<string>): 'hidden field filled' | 'too fast' | undefined {
  const hidden = post.fields.website;
  if (typeof hidden === 'string' && hidden !== '') return 'hidden field filled';
  const { script } = post;
  if (script && !(typeof script.filledMs === 'number' && script.filledMs >= minimumFillMs)) return 'too fast';
  return undefined;
}

/** A form's limits (./hourly-budget.ts): posts kept from one client address, its network, and everyone together, in an hour. */
export type HourlyLimits = HourlyBudget;

export function hourlyLimits(
  config: Pick<Config, 'redisUrl'>,
  logger: Logger,
  options: HourlyBudgetOptions,
): HourlyLimits {
  return new HourlyBudget(config, logger, options);
}

/**
 * Counts one post of a client (a route's `visitor`, or Express's request at the edge) against
 * the limits (./hourly-budget.ts): undefined when admitted, else the seconds to wait. A limit
 * store that fails lets the post through, logged: the store of what is kept has its own deadline.
 */
export async function admitOne(limits: HourlyLimits, client: Pick<Visitor, 'ip'>, log: Logger, what: string) {
  try {
    return await limits.take(client.ip);
  } catch (error) {
    log.error({ err: error }, `${what} limit store failed; let through`);
    return undefined;
  }
}
