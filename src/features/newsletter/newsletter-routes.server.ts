import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { answerStatus, formText, honeypotField } from '../../forms/visitor-post.ts';
import { siteOf } from '../../site.server.ts';
import { splitPath } from '../../languages.ts';
import {
  isToken,
  newsletterPaths,
  sentQuery,
  signUpAnswerId,
  signUpNexts,
  tokenQuery,
  type LinkPageData,
  type NewsletterResult,
  type SignUpNext,
  type Subscriber,
} from './contract.ts';

/**
 * The newsletter's loaders and actions (issue 39, decision 081): the sign-up sent without
 * JavaScript, and the pages a mail's links open, to confirm and to leave, on the app's
 * newsletter desk and subscribers (./desk.server.ts, ./subscribers.server.ts). Redirects are
 * written without the language prefix: the router's basename adds it.
 */

/**
 * POST /newsletter, the box sent without JavaScript: once the address is kept, on (303) to the
 * page saying so (`?sent=confirm` or `?sent=subscribed`, pages of their own in the page cache),
 * at its answer (`#newsletter-answer`), so a reload sends nothing again; otherwise the page again with the answer's status, the
 * address's problem and what was typed, with Retry-After after a 429. Other sites' posts are
 * refused before (server/app.ts).
 */
export async function signUpAction({ context, request }: ActionFunctionArgs) {
  const text = formText(await request.formData());
  const email = text('email');
  const { visitor, services } = siteOf(context);
  const { lang } = splitPath(new URL(request.url).pathname);
  const answer = await services.newsletter.receive(visitor, lang, {
    fields: { email, [honeypotField]: text(honeypotField) },
  });
  if (answer.status === 'received')
    throw redirect(`${newsletterPaths.signUp}?${sentQuery}=${answer.next}#${signUpAnswerId}`, 303);
  const wait = answer.status === 'limited' ? answer.retryAfterSeconds : undefined;
  return data({ answer, email } satisfies NewsletterResult, {
    status: answerStatus[answer.status],
    ...(wait && { headers: { 'Retry-After': String(wait) } }),
  });
}

/**
 * GET /newsletter: whether it is the page a sign-up without JavaScript was sent on to. It reads
 * no store: each of its three pages is the same for everyone and cached (`handle.query`); any
 * other `sent` is moved to the page without it, so it cannot fill the cache.
 */
export function signUpLoader({ request }: LoaderFunctionArgs): { sent: SignUpNext | undefined } {
  const sent = new URL(request.url).searchParams.getAll(sentQuery);
  if (sent.length === 0) return { sent: undefined };
  const [only] = sent;
  if (sent.length === 1 && signUpNexts.includes(only as SignUpNext)) return { sent: only as SignUpNext };
  throw redirect(newsletterPaths.signUp, 301);
}

/** The site's subscribers; a site without a store fails as a store that cannot be read does (503 page). */
function subscribersOf(context: LoaderFunctionArgs['context']) {
  const { subscribers } = siteOf(context).services;
  if (!subscribers) throw new Error('The site has no store');
  return subscribers;
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get(tokenQuery);
const withToken = (path: string, token: string) => `${path}?${tokenQuery}=${encodeURIComponent(token)}`;
const unknown = (status = 404) => data({ state: 'unknown' } satisfies LinkPageData, { status });
const unavailable = () => data({ state: 'unavailable' } satisfies LinkPageData, { status: 503 });

/**
 * The page a mail's link opens (`path`, with its token): who the token names and the page's form
 * (a GET changes nothing: mail scanners open links), or `done` once there is nothing to ask.
 * Rendered for this request only, never cached (`handle.personal`).
 */
async function linkPage({ request, context }: LoaderFunctionArgs, path: string, done: (found: Subscriber) => boolean) {
  const token = tokenOf(request);
  if (!isToken(token)) return unknown();
  try {
    const found = await subscribersOf(context).byToken(token);
    if (!found) return unknown();
    return data({
      state: done(found) ? 'done' : 'ask',
      email: found.email,
      action: withToken(path, token),
    } satisfies LinkPageData);
  } catch {
    return unavailable();
  }
}

/** GET /newsletter/confirm?token=…: a button to confirm, or, once confirmed, that it is. */
export const confirmLoader = (args: LoaderFunctionArgs) =>
  linkPage(args, newsletterPaths.confirm, (found) => found.status === 'confirmed');

/** POST /newsletter/confirm?token=… (from its own page): confirms, and goes back to the page, which says so (303). */
export async function confirmAction({ request, context }: ActionFunctionArgs) {
  const token = tokenOf(request);
  if (!isToken(token)) return unknown();
  let confirmed;
  try {
    confirmed = await subscribersOf(context).confirm(token);
  } catch {
    return unavailable();
  }
  if (!confirmed) return unknown();
  throw redirect(withToken(newsletterPaths.confirm, token), 303);
}

/** GET /newsletter/unsubscribe?token=…: a button to leave. */
export const unsubscribeLoader = (args: LoaderFunctionArgs) => linkPage(args, newsletterPaths.unsubscribe, () => false);

/**
 * POST /newsletter/unsubscribe?token=…: the page's button, or a mail program's one-click
 * unsubscribe (RFC 8058, from anywhere: server/app.ts). Deletes the subscriber and says so (200);
 * a token that names nobody any more is answered 200 too (the address is not on the list), with
 * the words for a link that does not work; 503 when the store fails.
 */
export async function unsubscribeAction({ request, context }: ActionFunctionArgs) {
  const token = tokenOf(request);
  if (!isToken(token)) return unknown(200);
  try {
    const left = await subscribersOf(context).leave(token);
    return left ? data({ state: 'done' } satisfies LinkPageData) : unknown(200);
  } catch {
    return unavailable();
  }
}
