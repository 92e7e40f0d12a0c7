import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../../../server/logging.ts';
import { visitorOf } from '../../../server/visitor.ts';
import { visitorPostApi } from '../../../server/visitor-post.ts';
import { splitPath } from '../../languages.ts';
import { inEveryLanguage } from '../../site-paths.ts';
import { emailMaxLength, newsletterPaths } from './contract.ts';
import type { NewsletterDesk } from './desk.server.ts';

/** The sign-up page in each language: the box posts to it, with JavaScript as JSON, without as a plain form. */
export const signUpPaths = inEveryLanguage(newsletterPaths.signUp);

/** The page a mail's "leave" link opens, in each language: its POST is the one-click unsubscribe (RFC 8058). */
export const unsubscribePaths = inEveryLanguage(newsletterPaths.unsubscribe);

/** The most a sign-up may carry: the longest address percent-encoded (3 bytes a character), the hidden field, a key. */
export const signUpBodyLimit = `${Math.ceil((emailMaxLength * 2 * 3) / 1024) + 2}kb`;

/**
 * POST /newsletter and /mr/newsletter (mounted after the check that the post comes from this
 * site's pages, server/app.ts), as Contact's (server/visitor-post.ts): as JSON (the box with
 * JavaScript) answered here (./contract.ts `NewsletterAnswer`), as a plain form passed on to the
 * page's action. The edge is Express's; the desk is given the visitor, as the action gives it.
 */
export function newsletterApi(desk: NewsletterDesk, logger: Logger): Array<RequestHandler | ErrorRequestHandler> {
  return visitorPostApi(
    signUpBodyLimit,
    (req, post) => desk.receive(visitorOf(req, logger), splitPath(req.path).lang, post),
    { limits: desk.limits },
  );
}
