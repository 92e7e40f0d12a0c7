/**
 * The enquiry form's edge (issue 54): POST to a centre's page, `/centres/<slug>` in either
 * language, mounted by server/app.ts after the check that the post comes from this site's pages.
 * As Contact's (server/visitor-post.ts): JSON (the form with JavaScript) answered here, a plain
 * form read within the same limit and passed on to the page's action.
 */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { Logger } from '../../../server/logging.ts';
import { visitorPostApi } from '../../../server/visitor-post.ts';
import { visitorOf } from '../../../server/visitor.ts';
import { splitPath } from '../../languages.ts';
import { inEveryLanguage } from '../../site-paths.ts';
import { directoryPaths } from '../directory/contract.ts';
import { enquiryFields, enquiryLimits, enquiryPaths } from './contract.ts';
import type { EnquiryDesk, EnquiryPost } from './desk.server.ts';

/** A centre's page in each language: its enquiry form posts to it. */
export const enquiryPostPaths = inEveryLanguage(directoryPaths.centre(':slug'));

/** The page of an owner's link in each language: its POST does what the link says, from anywhere. */
export const ownerLinkPaths = inEveryLanguage(enquiryPaths.owner);

/**
 * The most a post may carry: the longest message and name in Marathi percent-encoded by a plain
 * form (9 bytes a Devanagari letter), the e-mail, and room for the short fields.
 */
export const enquiryBodyLimit = `${Math.ceil(((enquiryLimits.message + enquiryLimits.name) * 9 + enquiryLimits.email * 3) / 1024) + 4}kb`;

/** The fields a post may hold: the form's, the hidden one, the fill time, and React Router's `index`. */
export const enquiryParameterLimit = enquiryFields.length + 4;

export function enquiryApi(desk: EnquiryDesk, logger: Logger): Array<RequestHandler | ErrorRequestHandler> {
  const receive = (req: Request, post: EnquiryPost) =>
    desk.receive(visitorOf(req, logger), splitPath(req.path).lang, String(req.params.slug ?? ''), post);
  return visitorPostApi(enquiryBodyLimit, receive, {
    limits: desk.limits,
    parameterLimit: enquiryParameterLimit,
  });
}
