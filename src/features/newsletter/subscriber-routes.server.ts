import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { signedIn } from '../../admin-gate.server.ts';
import { siteOf } from '../../site.server.ts';
import { inboxCap, indiaTime, isMessageId } from '../../admin-lists.ts';
import { csvDownload } from '../../csv.ts';
import { adminPaths } from '../admin/contract.ts';
import type { AdminSubscribersData } from './admin-data.ts';
import { readSubscriberShow, type SubscriberShow } from './contract.ts';
import type { Subscribers } from './subscribers.server.ts';
import { subscribersCsv, subscribersCsvFileName } from './subscribers-csv.ts';

/**
 * The newsletter's subscribers in the admin area (issue 39 part 5, decision 081): listed newest
 * first (confirmed, waiting, or all), exported as CSV, deleted one at a time (a request to be
 * forgotten), for an admin with a live session only (as the inbox: without one, to the login
 * page and back; the session is the admin area's, server/admin/area.ts). The store is the app's
 * (`SiteServices.subscribers`); one that does not answer gives the page saying so, 503.
 * Redirects are written without the language prefix: the router's basename adds it.
 */

type AdminSubscribers = Pick<Subscribers, 'list' | 'remove'>;

/** The subscribers of a site without a store: each call fails as a store that cannot be read does (503 page). */
const noStore = (): Promise<never> => Promise.reject(new Error('The site has no store'));
const noSubscribers: AdminSubscribers = { list: noStore, remove: noStore };

const subscribersOf = (context: LoaderFunctionArgs['context']): AdminSubscribers =>
  siteOf(context).services.subscribers ?? noSubscribers;

/** `?show=confirmed|pending`, or all. */
const showOf = (request: Request): SubscriberShow => readSubscriberShow(new URL(request.url).searchParams.get('show'));

/** /admin/subscribers: at most `inboxCap` of the filter, newest sign-up first. */
export async function subscribersLoader({ request, context }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  const show = showOf(request);
  const deleted = new URL(request.url).searchParams.get('deleted') === '1';
  const page: AdminSubscribersData = {
    view: 'subscribers',
    csrf: admin.csrfToken,
    show,
    subscribers: [],
    capped: false,
    ...(deleted && { outcome: 'deleted' }),
  };
  try {
    const [subscribers, count] = await Promise.all([
      subscribersOf(context).list(show, inboxCap),
      admin.inbox.countNew().catch(() => undefined),
    ]);
    page.subscribers = subscribers.map((one) => ({
      id: one.id,
      email: one.email,
      language: one.language,
      confirmed: one.status === 'confirmed',
      consented: indiaTime(one.consentedAt),
      consent: one.consent,
    }));
    page.capped = subscribers.length >= inboxCap;
    page.newMessages = count;
  } catch {
    return data({ ...page, unavailable: true }, { status: 503 });
  }
  return data(page);
}

/**
 * POST /admin/subscribers, with the session's form token (403 without it): `id` deleted for good,
 * then back to the list (303, `?deleted=1`); 404 for one the store does not hold, 503 when the
 * store fails.
 */
export async function subscribersAction({ request, context }: ActionFunctionArgs) {
  const admin = await signedIn(request, context);
  const form = await request.formData();
  if (!admin.csrfMatches(form.get('csrf'))) throw data(null, { status: 403 });
  const id = form.get('id');
  if (typeof id !== 'string' || !isMessageId(id)) throw data(null, { status: 400 });
  const page: AdminSubscribersData = {
    view: 'subscribers',
    csrf: admin.csrfToken,
    show: 'all',
    subscribers: [],
    capped: false,
  };
  let found;
  try {
    found = await subscribersOf(context).remove(id);
  } catch {
    return data({ ...page, unavailable: true }, { status: 503 });
  }
  if (!found) return data({ ...page, outcome: 'not-found' } satisfies AdminSubscribersData, { status: 404 });
  throw redirect(`${adminPaths.subscribers}?deleted=1`, 303);
}

/**
 * /admin/subscribers.csv (a resource route): every subscriber of the filter, as a UTF-8 CSV file
 * in the page's language (./subscribers-csv.ts), a download no cache keeps. When the store
 * fails, back to the list, which says so.
 */
export async function subscribersCsvLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  await signedIn(request, context);
  const url = new URL(request.url);
  let subscribers;
  try {
    subscribers = await subscribersOf(context).list(showOf(request));
  } catch {
    throw redirect(`${adminPaths.subscribers}${url.search}`, 303);
  }
  return csvDownload(subscribersCsv(subscribers), subscribersCsvFileName);
}
