/**
 * The workshops' edges (issue 56): the sign-up form posts to its event's page, `/workshops/<slug>`
 * in either language (mounted by server/app.ts after the check that the post comes from this
 * site's pages): JSON answered here, a plain form passed on to the page's action. A sign-up's
 * cancel link's POST is taken from anywhere: its token is the proof.
 */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { Logger } from '../../../server/logging.ts';
import { visitorPostApi, type VisitorPost } from '../../../server/visitor-post.ts';
import { visitorOf } from '../../../server/visitor.ts';
import { splitPath } from '../../languages.ts';
import { inEveryLanguage } from '../../site-paths.ts';
import { signupFields, signupLimits, workshopPaths, type SignupField } from './contract.ts';
import type { WorkshopDesk } from './desk.server.ts';

/** An event's page in each language: its sign-up form posts to it. */
export const signupPostPaths = inEveryLanguage(workshopPaths.event(':slug'));
/** The page of a sign-up's cancel link in each language. */
export const cancelPaths = inEveryLanguage(workshopPaths.cancel);

/** The longest values percent-encoded from Marathi (9 bytes a letter), and room for the rest. */
export const signupBodyLimit = `${Math.ceil(((signupLimits.name + signupLimits.place) * 9 + signupLimits.email * 3) / 1024) + 2}kb`;

export function signupApi(desk: WorkshopDesk, logger: Logger): Array<RequestHandler | ErrorRequestHandler> {
  const receive = (req: Request, post: VisitorPost<SignupField>) =>
    desk.receive(visitorOf(req, logger), splitPath(req.path).lang, String(req.params.slug ?? ''), post);
  return visitorPostApi(signupBodyLimit, receive, {
    limits: desk.limits,
    parameterLimit: signupFields.length + 3,
  });
}
