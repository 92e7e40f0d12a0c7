import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { siteOf } from '../../site.server.ts';
import { formText } from '../../forms/visitor-post.ts';
import { splitPath } from '../../languages.ts';
import {
  answerStatus,
  contactAnswerId,
  contactFields,
  honeypotField,
  sentQuery,
  type ContactResult,
  type ContactValues,
} from './contract.ts';
import { sitePaths } from '../../site-paths.ts';

/**
 * POST /contact, the form sent without JavaScript (issue 39, decision 076): the server
 * receives the message (./desk.server.ts); once it is stored the
 * visitor is sent on (303) to the page saying so (`?sent=1`, a page of its own in the page
 * cache), so a reload sends nothing again, at its answer (`#contact-answer`); otherwise the page again with the answer's status,
 * each field's problem and what was typed (React escapes it), with Retry-After after a 429.
 * Other sites' posts are refused before (server/app.ts).
 */
export async function contactAction({ context, request }: ActionFunctionArgs) {
  const text = formText(await request.formData());
  const values = Object.fromEntries(contactFields.map((name) => [name, text(name)])) as ContactValues;
  const { visitor, services } = siteOf(context);
  const { lang } = splitPath(new URL(request.url).pathname);
  const answer = await services.contact.receive(visitor, lang, {
    fields: { ...values, [honeypotField]: text(honeypotField) },
  });
  if (answer.status === 'received') throw redirect(`/contact?${sentQuery}=1#${contactAnswerId}`, 303);
  const wait = answer.status === 'limited' ? answer.retryAfterSeconds : undefined;
  return data({ answer, values } satisfies ContactResult, {
    status: answerStatus[answer.status],
    ...(wait && { headers: { 'Retry-After': String(wait) } }),
  });
}

/**
 * GET /contact: whether it is the page a message sent without JavaScript was sent on to
 * (`?sent=1`). It reads no store: the page, either way, is the same for everyone and cached
 * (`handle.query`, src/routes.tsx); any other `sent` is moved to the page without it,
 * so it cannot fill the cache.
 */
export function contactLoader({ request }: LoaderFunctionArgs): { sent: boolean } {
  const sent = new URL(request.url).searchParams.getAll(sentQuery);
  if (sent.length === 0) return { sent: false };
  if (sent.length === 1 && sent[0] === '1') return { sent: true };
  throw redirect(sitePaths.contact, 301);
}
