import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { signedIn } from '../../admin-gate.server.ts';
import { siteOf } from '../../site.server.ts';
import { inboxCap, indiaTime, isMessageId } from '../../admin-lists.ts';
import { adminPaths } from '../admin/contract.ts';
import { firstLine, readShow, type AdminMessageData, type AdminMessagesData, type InboxMessage } from './admin-data.ts';
import type { ContactMessages } from './messages.server.ts';

/**
 * The admin inbox's loaders and action (issue 39, decision 079): the Contact messages of the
 * site's own store, listed, opened, marked handled or new, deleted, for an admin with a live
 * session only (as the registrations: without one, to the login page and back; the session is
 * the admin area's, server/admin/area.ts). The store is the app's (`SiteServices.inbox`); one
 * that does not answer gives the page saying so, 503. Redirects are written without the language
 * prefix: the router's basename adds it.
 */

type Inbox = Pick<ContactMessages, 'list' | 'one' | 'countNew' | 'mark' | 'remove'>;

/** The inbox of a site without a store: each call fails as a store that cannot be read does (503 page). */
const noStore = (): Promise<never> => Promise.reject(new Error('The site has no store'));
const noInbox: Inbox = { list: noStore, one: noStore, countNew: noStore, mark: noStore, remove: noStore };

const inboxOf = (context: LoaderFunctionArgs['context']): Inbox => siteOf(context).services.inbox ?? noInbox;

/** /admin/messages: newest first, `?show=new|handled` (all without). */
export async function messagesLoader({ request, context }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  const url = new URL(request.url);
  const show = readShow(url.searchParams.get('show'));
  const page: AdminMessagesData = {
    view: 'messages',
    csrf: admin.csrfToken,
    show,
    messages: [],
    capped: false,
    deleted: url.searchParams.get('deleted') === '1',
  };
  try {
    const inbox = inboxOf(context);
    const [messages, count] = await Promise.all([inbox.list(show), inbox.countNew()]);
    page.messages = messages.map((message) => ({
      id: message.id,
      received: indiaTime(message.receivedAt),
      language: message.language,
      name: message.name,
      email: message.email,
      firstLine: firstLine(message.message),
      handled: message.handledAt !== null,
    }));
    page.capped = messages.length >= inboxCap;
    page.newMessages = count;
  } catch {
    return data({ ...page, unavailable: true }, { status: 503 });
  }
  return data(page);
}

const shown = (message: InboxMessage): AdminMessageData['message'] => ({
  received: indiaTime(message.receivedAt),
  handled: message.handledAt === null ? undefined : indiaTime(message.handledAt),
  language: message.language,
  name: message.name,
  email: message.email,
  text: message.message,
  replySubject: message.replySubject,
});

/** /admin/messages/:id: the whole message, 404 for one the store does not hold. */
export async function messageLoader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  const id = params.id ?? '';
  if (!isMessageId(id)) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get('done');
  const page: AdminMessageData = { view: 'message', csrf: admin.csrfToken, id };
  try {
    const inbox = inboxOf(context);
    const [message, count] = await Promise.all([inbox.one(id), inbox.countNew()]);
    page.newMessages = count;
    if (!message) return data({ ...page, outcome: 'not-found' } satisfies AdminMessageData, { status: 404 });
    page.message = shown(message);
    if (done === 'handled' || done === 'new') page.outcome = done;
  } catch {
    return data({ ...page, unavailable: true }, { status: 503 });
  }
  return data(page);
}

/**
 * POST /admin/messages/:id, with the session's form token (403 without it): `intent` `handled`
 * or `new` marks it and goes back to it (303); `delete` deletes it and goes to the list (303).
 * 404 for a message the store does not hold, 400 for another intent, 503 when the store fails.
 */
export async function messageAction({ request, context, params }: ActionFunctionArgs) {
  const admin = await signedIn(request, context);
  const id = params.id ?? '';
  if (!isMessageId(id)) throw data(null, { status: 404 });
  const form = await request.formData();
  if (!admin.csrfMatches(form.get('csrf'))) throw data(null, { status: 403 });
  const intent = form.get('intent');
  if (intent !== 'handled' && intent !== 'new' && intent !== 'delete') throw data(null, { status: 400 });
  const page: AdminMessageData = { view: 'message', csrf: admin.csrfToken, id };
  let found;
  try {
    const inbox = inboxOf(context);
    found = intent === 'delete' ? await inbox.remove(id) : await inbox.mark(id, intent === 'handled');
  } catch {
    return data({ ...page, unavailable: true }, { status: 503 });
  }
  if (!found) return data({ ...page, outcome: 'not-found' } satisfies AdminMessageData, { status: 404 });
  if (intent === 'delete') throw redirect(`${adminPaths.messages}?deleted=1`, 303);
  throw redirect(`${adminPaths.message(id)}?done=${intent}`, 303);
}
