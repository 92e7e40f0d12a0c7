import type { ErrorRequestHandler, RequestHandler } from 'express';
import { emailMaxLength, newsletterPaths } from '../../src/features/newsletter/contract.ts';
import { pathIn } from '../../src/languages.ts';
import { visitorPostApi } from '../visitor-post.ts';
import type { NewsletterDesk } from './desk.ts';

/** The sign-up page in each language: the box posts to it, with JavaScript as JSON, without as a plain form. */
export const signUpPaths = [pathIn('en', newsletterPaths.signUp), pathIn('mr', newsletterPaths.signUp)];

/** The page a mail's "leave" link opens, in each language: its POST is the one-click unsubscribe (RFC 8058). */
export const unsubscribePaths = [pathIn('en', newsletterPaths.unsubscribe), pathIn('mr', newsletterPaths.unsubscribe)];

/** The most a sign-up may carry: the longest address percent-encoded (3 bytes a character), the hidden field, a key. */
export const signUpBodyLimit = `${Math.ceil((emailMaxLength * 2 * 3) / 1024) + 2}kb`;

/**
 * POST /newsletter and /mr/newsletter (mounted after the check that the post comes from this
 * site's pages, server/app.ts), as Contact's (server/visitor-post.ts): as JSON (the box with
 * JavaScript) answered here (src/features/newsletter/contract.ts `NewsletterAnswer`), as a plain
 * form passed on to the page's action.
 */
export function newsletterApi(desk: NewsletterDesk): Array<RequestHandler | ErrorRequestHandler> {
  return visitorPostApi(signUpBodyLimit, (req, post) => desk.receive(req, post), { limits: desk.limits });
}
