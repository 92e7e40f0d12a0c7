import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../../../server/logging.ts';
import { visitorOf } from '../../../server/visitor.ts';
import { visitorPostApi } from '../../../server/visitor-post.ts';
import { splitPath } from '../../languages.ts';
import { inEveryLanguage, sitePaths } from '../../site-paths.ts';
import { contactLimits } from './contract.ts';
import type { ContactDesk } from './desk.server.ts';

/** The Contact page in each language: the form posts to it, with JavaScript as JSON, without as a plain form. */
export const contactPaths = inEveryLanguage(sitePaths.contact);

/**
 * The most a Contact post may carry: the longest message in Marathi, percent-encoded by a
 * plain form (9 bytes a Devanagari letter), with room for the other fields; anything larger
 * is refused (413) before it is read whole.
 */
export const contactBodyLimit = `${Math.ceil(((contactLimits.message + contactLimits.name + contactLimits.email) * 9) / 1024) + 4}kb`;

/**
 * POST /contact and /mr/contact (mounted after the check that the post comes from this site's
 * pages, server/app.ts): read within `contactBodyLimit` (server/visitor-post.ts); as JSON (the
 * form with JavaScript) answered here (./contract.ts `ContactAnswer`), as a plain form passed on
 * to the page's action. The edge is Express's; the desk is given the visitor, as the action gives it.
 */
export function contactApi(desk: ContactDesk, logger: Logger): Array<RequestHandler | ErrorRequestHandler> {
  return visitorPostApi(
    contactBodyLimit,
    (req, post) => desk.receive(visitorOf(req, logger), splitPath(req.path).lang, post),
    { limits: desk.limits },
  );
}
