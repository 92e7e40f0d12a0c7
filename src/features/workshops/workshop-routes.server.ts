/**
 * The workshops' loaders and actions (issue 56, decision 100): the list and an event's page
 * (from the store's snapshot: cached until an event or a seat changes), the sign-up without
 * JavaScript, the .ics files, a sign-up's cancel page, and the office's pages. Redirects are
 * written without the language prefix: the router's basename adds it.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { create as attachment } from 'content-disposition';
import { signedIn, type SignedInAdmin } from '../../admin-gate.server.ts';
import { siteOf } from '../../site.server.ts';
import { splitPath } from '../../languages.ts';
import { snapshotsContext, type Snapshots } from '../../../server/store/snapshots.ts';
import { workshops as words } from '../../content/workshops.ts';
import { csvFile } from '../../csv.ts';
import { formText } from '../../forms/visitor-post.ts';
import { language } from '../../current-language.ts';
import { altText } from '../../media/photo-alt.ts';
import { adminThumbnail } from '../../media/photo.ts';
import { isPhotoForm, readPhotoForm } from '../../media/photo-upload.server.ts';
import {
  answerStatus,
  eventFields,
  filterNames,
  honeypotField,
  isSignupToken,
  matches,
  readFilters,
  signupFields,
  workshopPaths,
  workshopsData,
  type EventField,
  type EventProblem,
  type Filters,
  type PublicEvent,
  type SignupInput,
  type SignupResult,
} from './contract.ts';
import { workshopsIcs } from './ics.server.ts';
import { sameContact } from './origins.server.ts';
import { addEventPhoto, removeEventPhoto } from './photos.server.ts';
import {
  cancelSignup,
  createEvent,
  indiaLocal,
  listEvents,
  loadWorkshops,
  officeSignup,
  oneEvent,
  readEvent,
  signupByToken,
  updateEvent,
  type EventForm,
} from './workshops.server.ts';

type Context = LoaderFunctionArgs['context'];

const eventsOf = (snapshots: Snapshots | undefined): Promise<PublicEvent[]> =>
  snapshots ? snapshots.get(workshopsData, loadWorkshops) : Promise.resolve([]);
const eventsIn = (context: Context) => eventsOf(context.get(snapshotsContext));

export interface ListData {
  filters: Filters;
  query: string;
  upcoming: PublicEvent[];
  past: PublicEvent[];
  now: string;
}

/** /workshops: upcoming events (not ended), soonest first, and past ones, latest first, filtered by the URL. */
export async function listLoader({ request, context }: LoaderFunctionArgs): Promise<ListData> {
  const search = new URL(request.url).searchParams;
  const filters = readFilters(search);
  const query = new URLSearchParams(
    filterNames.flatMap((name) => (filters[name] ? [[name, filters[name]]] : [])),
  ).toString();
  // A query that says more than the filters it names is the same list under its one address.
  if (
    [...search.keys()].some((key) => !(filterNames as readonly string[]).includes(key)) ||
    search.toString() !== query
  )
    throw redirect(`${workshopPaths.list}${query ? `?${query}` : ''}`, 301);
  const events = (await eventsIn(context)).filter((event) => matches(event, filters));
  const now = new Date().toISOString();
  return {
    filters,
    query: query ? `?${query}` : '',
    upcoming: events.filter((event) => event.endsAt > now),
    past: events
      .filter((event) => event.endsAt <= now)
      .toReversed()
      .slice(0, 24),
    now,
  };
}

/** /workshops/:slug: one event (404 for an address the calendar does not hold). */
export async function eventLoader({ params, context }: LoaderFunctionArgs) {
  const event = (await eventsIn(context)).find((one) => one.slug === params.slug);
  if (!event) throw data(null, { status: 404 });
  return { event, now: new Date().toISOString() };
}

/**
 * POST /workshops/:slug, the sign-up without JavaScript: the page again with the answer (no
 * redirect: a seat or a waitlist place is this visitor's, the page everyone's), or each field's
 * problem and what was typed.
 */
export async function signupAction({ context, request, params }: ActionFunctionArgs) {
  const text = formText(await request.formData());
  const values = Object.fromEntries(signupFields.map((name) => [name, text(name)])) as SignupInput;
  const { visitor, services } = siteOf(context);
  const { lang } = splitPath(new URL(request.url).pathname);
  const answer = await services.workshops.receive(visitor, lang, params.slug ?? '', {
    fields: { ...values, [honeypotField]: text(honeypotField) },
  });
  const wait = answer.status === 'limited' ? answer.retryAfterSeconds : undefined;
  return data({ answer, values } satisfies SignupResult, {
    status: answerStatus[answer.status],
    headers: { 'Cache-Control': 'no-store', ...(wait && { 'Retry-After': String(wait) }) },
  });
}

const calendar = (body: string, fileName?: string) =>
  new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      ...(fileName && { 'Content-Disposition': attachment(fileName) }),
    },
  });

/** /workshops.ics: every event not a draft, as a calendar feed (scheduled, postponed and cancelled ones). */
export async function feedLoader({ request, context }: LoaderFunctionArgs) {
  const events = await eventsIn(context);
  // The request's address is on SITE_URL (server/render.ts), never the client's Host.
  return calendar(
    workshopsIcs(events, { origin: new URL(request.url).origin, language, name: words.list.title, now: new Date() }),
  );
}

/** /workshops/:slug/event.ics: one event's calendar file. */
export async function eventIcsLoader({ request, params, context }: LoaderFunctionArgs) {
  const event = (await eventsIn(context)).find((one) => one.slug === params.slug);
  if (!event) throw data(null, { status: 404 });
  return calendar(
    workshopsIcs([event], { origin: new URL(request.url).origin, language, name: event.title.en, now: new Date() }),
    `${event.slug}.ics`,
  );
}

/**
 * The events to come at the centre of a directory page (`:slug`): its page lists them (src/routes.tsx).
 * A part of another feature's page: a store that cannot be read leaves it out, never the page.
 */
export async function atCentreLoader({ params, context }: LoaderFunctionArgs) {
  const now = new Date().toISOString();
  const events = (await eventsIn(context).catch(() => [])).filter(
    (event) => event.place.centre?.slug === params.slug && event.endsAt > now && event.status !== 'cancelled',
  );
  return { events };
}

/** Every event's page, for sitemap.xml. */
export async function workshopPages(snapshots: Snapshots | undefined): Promise<string[]> {
  const events = await eventsOf(snapshots).catch(() => []);
  return events.map((event) => workshopPaths.event(event.slug));
}

/* ---------------------------------------------------------------- the cancel link */

export type CancelData =
  | { state: 'ask' | 'done'; title: { en: string; mr: string }; startsAt: string }
  | { state: 'already' | 'unknown' | 'unavailable' };

function storeOf(context: Context) {
  const { store } = siteOf(context).services;
  if (!store) throw new Error('The site has no store');
  return store;
}
const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token');

/** GET /workshops/cancel?token=…: whose sign-up, and one button (opening the link cancels nothing). */
export async function cancelLoader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  if (!isSignupToken(token)) return data({ state: 'unknown' } satisfies CancelData, { status: 404 });
  try {
    const found = await signupByToken(storeOf(context).db, token);
    if (!found) return data({ state: 'unknown' } satisfies CancelData, { status: 404 });
    if (found.signup.status === 'cancelled') return data({ state: 'already' } satisfies CancelData);
    return data({
      state: 'ask',
      title: { en: found.event.title_en, mr: found.event.title_mr },
      startsAt: found.event.starts_at,
    } satisfies CancelData);
  } catch {
    return data({ state: 'unavailable' } satisfies CancelData, { status: 503 });
  }
}

/** POST /workshops/cancel?token=…: cancels once, and moves the waitlist up. */
export async function cancelAction({ request, context }: ActionFunctionArgs) {
  const token = tokenOf(request);
  if (!isSignupToken(token)) return data({ state: 'unknown' } satisfies CancelData, { status: 404 });
  const { services } = siteOf(context);
  try {
    const store = storeOf(context);
    const found = await signupByToken(store.db, token);
    const outcome = await cancelSignup(store, token, { now: new Date(), mailed: services.outbox !== undefined });
    if (outcome === 'unknown' || !found) return data({ state: 'unknown' } satisfies CancelData, { status: 404 });
    if (outcome === 'already') return data({ state: 'already' } satisfies CancelData);
    services.outbox?.poke();
    await services.versions?.changed(workshopsData);
    return data({
      state: 'done',
      title: { en: found.event.title_en, mr: found.event.title_mr },
      startsAt: found.event.starts_at,
    } satisfies CancelData);
  } catch {
    return data({ state: 'unavailable' } satisfies CancelData, { status: 503 });
  }
}

/* ---------------------------------------------------------------- the office's pages */

export interface AdminListData {
  events: {
    id: string;
    slug: string;
    title: string;
    startsAt: string;
    status: string;
    seats: number;
    taken: number;
    waiting: number;
  }[];
  unavailable?: true;
}

/** /admin/workshops: every event, latest start first. */
export async function adminListLoader({ request, context }: LoaderFunctionArgs) {
  await signedIn(request, context);
  try {
    const events = await listEvents(storeOf(context).db);
    return data({
      events: events.map(({ row, taken, waiting }) => ({
        id: row.id,
        slug: row.slug,
        title: row.title_en,
        startsAt: indiaLocal(row.starts_at).replace('T', ' '),
        status: row.status,
        seats: row.seats,
        taken,
        waiting,
      })),
    } satisfies AdminListData);
  } catch {
    return data({ events: [], unavailable: true } satisfies AdminListData, { status: 503 });
  }
}

export interface AdminEventData {
  csrf: string;
  id: string | undefined;
  slug: string | undefined;
  /** Its English title as stored (the page's heading), for an event already made. */
  title?: string | undefined;
  values: Partial<Record<EventField, string | string[]>>;
  problems: Partial<Record<EventField, EventProblem>>;
  centres: { id: string; name: string }[];
  signups: {
    id: string;
    name: string;
    mobile: string;
    email: string;
    place: string;
    people: number;
    status: string;
    attended: boolean;
    at: string;
  }[];
  /** Whether it has ended: photos from the day can be added. */
  ended: boolean;
  photos: { id: string; src: string; alt: string }[];
  photoProblem?: string | undefined;
  /**
   * The registrations of those who came (by mobile number or e-mail; ./origins.server.ts), from
   * the backend: undefined before anyone is marked as come, `unreadable` when the backend fails.
   */
  registered?: { ref: string; name: string; centre: string }[] | 'unreadable' | undefined;
  outcome?: 'created' | 'saved' | 'told' | 'photo-added' | 'photo-removed' | undefined;
  told?: number | undefined;
  unavailable?: true;
}

const formValues = (row: Awaited<ReturnType<typeof oneEvent>>) =>
  row
    ? {
        title_en: row.row.title_en,
        title_mr: row.row.title_mr,
        summary_en: row.row.summary_en,
        summary_mr: row.row.summary_mr,
        type: row.row.type,
        audiences: JSON.parse(row.row.audiences) as string[],
        starts: indiaLocal(row.row.starts_at),
        ends: indiaLocal(row.row.ends_at),
        place_kind: row.row.place_kind,
        centre: row.row.centre_id ?? '',
        address: row.row.address,
        online_url: row.row.online_url,
        spoken: row.row.language,
        fee: String(row.row.fee),
        seats: String(row.row.seats),
        deadline: indiaLocal(row.row.signup_deadline),
        status: row.row.status,
      }
    : {
        type: 'workshop',
        place_kind: 'address',
        spoken: 'mr',
        fee: '0',
        seats: '20',
        status: 'draft',
        audiences: ['starting'],
      };

/** Whether an event has ended (photos from the day can be added). */
const endedAt = (found: Awaited<ReturnType<typeof oneEvent>>) =>
  found !== undefined && found.row.ends_at <= new Date().toISOString();

/** An event's photos as its admin page lists them (the narrowest JPEG). */
const photosOf = (found: Awaited<ReturnType<typeof oneEvent>>): AdminEventData['photos'] =>
  (found?.photos ?? []).map((photo) => ({
    id: photo.id,
    src: adminThumbnail(photo.hash),
    alt: photo.alt_en,
  }));

/** An event's sign-ups as its admin page lists them. */
const signupsOf = (found: Awaited<ReturnType<typeof oneEvent>>): AdminEventData['signups'] =>
  (found?.signups ?? []).map((one) => ({
    id: one.id,
    name: one.name,
    mobile: one.mobile,
    email: one.email,
    place: one.place,
    people: one.people,
    status: one.status,
    attended: one.attended === 1,
    at: indiaLocal(one.created_at).replace('T', ' '),
  }));

async function centresOf(context: Context) {
  const rows = await storeOf(context)
    .db.selectFrom('centres')
    .select(['id', 'profile'])
    .where('status', '=', 'published')
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: (JSON.parse(row.profile) as { name: { en: string } }).name.en }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The backend's registrations made by those who came to an event, once any is marked as come. */
async function registeredBy(
  admin: SignedInAdmin,
  found: Awaited<ReturnType<typeof oneEvent>>,
): Promise<AdminEventData['registered']> {
  const came = (found?.signups ?? []).filter((one) => one.attended === 1);
  if (came.length === 0) return undefined;
  const answer = await admin.list();
  if (!answer.ok) return 'unreadable';
  return answer.value.records
    .filter((record) => came.some((one) => sameContact(one, { mobile: record.mobile_number, email: record.email_id })))
    .map((record) => ({ ref: record.ref, name: record.name, centre: record.agro_tour_name }));
}

/** /admin/workshops/new and /admin/workshops/:id: the event's form and, for one made, its sign-ups. */
export async function adminEventLoader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  const done = new URL(request.url).searchParams.get('done');
  try {
    const found = params.id ? await oneEvent(storeOf(context).db, params.id) : undefined;
    if (params.id && !found) throw data(null, { status: 404 });
    return data({
      csrf: admin.csrfToken,
      id: found?.row.id,
      slug: found?.row.slug,
      values: formValues(found),
      problems: {},
      centres: await centresOf(context),
      title: found?.row.title_en,
      signups: signupsOf(found),
      ended: endedAt(found),
      photos: photosOf(found),
      registered: await registeredBy(admin, found),
      ...(done === 'created' || done === 'saved' || done === 'photo-added' || done === 'photo-removed'
        ? { outcome: done }
        : {}),
      ...(done?.startsWith('told-') && { outcome: 'told' as const, told: Number(done.slice(5)) || 0 }),
    } satisfies AdminEventData);
  } catch (error) {
    if ((error as { status?: number }).status === 404 || error instanceof Response) throw error;
    return data(
      {
        csrf: admin.csrfToken,
        id: params.id,
        slug: undefined,
        values: {},
        problems: {},
        centres: [],
        signups: [],
        ended: false,
        photos: [],
        unavailable: true,
      } satisfies AdminEventData,
      { status: 503 },
    );
  }
}

/**
 * POST to an event's admin page, with the session's form token: `save` (made, or changed: a
 * change everyone must hear of is mailed to them), one sign-up's `attended`, `absent` or
 * `cancel` (its seat to the next waiting), `photo-remove`; or the photo form (multipart), a
 * photo from the day of an event that has ended.
 */
export async function adminEventAction({ request, context, params }: ActionFunctionArgs) {
  const admin = await signedIn(request, context);
  const { services } = siteOf(context);
  const store = storeOf(context);
  const now = new Date();
  const mailed = services.outbox !== undefined;
  const done = (outcome: string) => redirect(`${workshopPaths.adminEvent(params.id ?? '')}?done=${outcome}`, 303);
  /** The event's page again, with the photo's problem. */
  const photoRefused = async (problem: string, status: number) => {
    const found = await oneEvent(store.db, params.id ?? '');
    if (!found) throw data(null, { status: 404 });
    return data(
      {
        csrf: admin.csrfToken,
        id: found.row.id,
        slug: found.row.slug,
        title: found.row.title_en,
        values: formValues(found),
        problems: {},
        centres: await centresOf(context).catch(() => []),
        signups: signupsOf(found),
        ended: endedAt(found),
        photos: photosOf(found),
        photoProblem: problem,
      } satisfies AdminEventData,
      { status },
    );
  };

  // The photo form is multipart: read here from the body, with its limits; the other forms are urlencoded.
  if (params.id && isPhotoForm(request)) {
    const read = await readPhotoForm(request);
    if (!read.ok) return photoRefused(read.problem, read.problem === 'too-large' ? 413 : 400);
    if (!admin.csrfMatches(read.fields['csrf'])) throw data(null, { status: 403 });
    if (!read.bytes || read.bytes.length === 0) return photoRefused('missing', 400);
    const alt = { en: altText(read.fields['alt_en']), mr: altText(read.fields['alt_mr']) };
    const added = await addEventPhoto(store, params.id, read.bytes, alt, now);
    if (added.ok) {
      await services.versions?.changed(workshopsData);
      throw done('photo-added');
    }
    if (added.problem === 'not-found') throw data(null, { status: 404 });
    return photoRefused(added.problem, added.problem === 'busy' ? 503 : added.problem === 'full' ? 409 : 400);
  }

  const form = await request.formData();
  if (!admin.csrfMatches(form.get('csrf'))) throw data(null, { status: 403 });
  const intent = String(form.get('intent') ?? 'save');
  if (params.id && intent === 'photo-remove') {
    if (!(await removeEventPhoto(store, params.id, String(form.get('photo') ?? '')))) throw data(null, { status: 404 });
    await services.versions?.changed(workshopsData);
    throw done('photo-removed');
  }
  if (params.id && ['attended', 'absent', 'cancel'].includes(intent)) {
    const found = await officeSignup(store, String(form.get('signup') ?? ''), intent as 'cancel', { now, mailed });
    if (!found) throw data(null, { status: 404 });
    services.outbox?.poke();
    await services.versions?.changed(workshopsData);
    throw redirect(workshopPaths.adminEvent(params.id), 303);
  }
  const raw = Object.fromEntries(
    eventFields.map((name) => [
      name,
      name === 'audiences' ? form.getAll(name).map(String) : String(form.get(name) ?? ''),
    ]),
  ) as EventForm;
  const { values, problems } = readEvent(raw);
  if (!values) {
    // The page again, whole (its loader does not run after a post): what was typed, each problem,
    // and for an event already made its address, its stored title and its sign-ups.
    const found = params.id ? await oneEvent(store.db, params.id).catch(() => undefined) : undefined;
    return data(
      {
        csrf: admin.csrfToken,
        id: params.id,
        slug: found?.row.slug,
        title: found?.row.title_en,
        values: raw,
        problems,
        centres: await centresOf(context).catch(() => []),
        signups: signupsOf(found),
        ended: endedAt(found),
        photos: photosOf(found),
      } satisfies AdminEventData,
      { status: 400 },
    );
  }
  if (!params.id) {
    const made = await createEvent(store, values, now);
    await services.versions?.changed(workshopsData);
    throw redirect(`${workshopPaths.adminEvent(made.id)}?done=created`, 303);
  }
  const saved = await updateEvent(store, params.id, values, { now, mailed });
  if (saved === 'not-found') throw data(null, { status: 404 });
  await services.versions?.changed(workshopsData);
  if (typeof saved === 'object') {
    services.outbox?.poke();
    throw redirect(`${workshopPaths.adminEvent(params.id)}?done=told-${saved.told}`, 303);
  }
  throw redirect(`${workshopPaths.adminEvent(params.id)}?done=saved`, 303);
}

/** /admin/workshops/:id/signups.csv: the event's sign-ups, in the order they came. */
export async function signupsCsvLoader({ request, context, params }: LoaderFunctionArgs): Promise<Response> {
  await signedIn(request, context);
  const found = await oneEvent(storeOf(context).db, params.id ?? '');
  if (!found) throw data(null, { status: 404 });
  const copy = words.admin;
  const csv = csvFile(
    [copy.name, copy.mobile, copy.email, copy.place, copy.people, copy.state, copy.attended, copy.signedUp],
    found.signups,
    (one) => [
      one.name,
      one.mobile,
      one.email,
      one.place,
      String(one.people),
      copy.states[one.status as keyof typeof copy.states] ?? one.status,
      one.attended ? copy.markAttended : '',
      one.created_at,
    ],
  );
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(`${found.row.slug}-signups.csv`),
      'Cache-Control': 'no-store',
    },
  });
}
