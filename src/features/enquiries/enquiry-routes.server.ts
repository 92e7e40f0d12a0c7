/**
 * The enquiries' loaders and actions (issue 54, decision 098): the form sent without
 * JavaScript, the owner's link page, and the office's trail and its CSV. Redirects are written
 * without the language prefix: the router's basename adds it.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { create as attachment } from 'content-disposition';
import { signedIn } from '../../admin-gate.server.ts';
import { siteOf } from '../../site.server.ts';
import { splitPath } from '../../languages.ts';
import { enquiries as words } from '../../content/enquiries.ts';
import { csvFile } from '../../csv.ts';
import { formText } from '../../forms/visitor-post.ts';
import {
  answerStatus,
  enquiryFields,
  enquiryPaths,
  enquiryStatuses,
  honeypotField,
  isOwnerToken,
  tokenQuery,
  type EnquiryInput,
  type EnquiryResult,
  type EnquiryStatus,
  type OwnerPageData,
} from './contract.ts';
import {
  centreRates,
  csvCap,
  indiaDate,
  listCap,
  listEnquiries,
  ownerLink,
  setEnquiryStatus,
  useOwnerLink,
  type CentreRate,
  type EnquiryFilter,
  type OfficeEnquiry,
} from './enquiries.server.ts';

type Context = LoaderFunctionArgs['context'];

/**
 * POST /centres/:slug?index, the enquiry form sent without JavaScript: the page again, with the
 * reference once the enquiry is stored (no redirect: the reference is this visitor's, and the
 * centre's page is everyone's and cached; a reload posts the same enquiry, answered with the
 * same reference), or with the answer's status, each field's problem and what was typed, with
 * Retry-After after a 429. Other sites' posts are refused before (server/app.ts).
 */
export async function enquiryAction({ context, request, params }: ActionFunctionArgs) {
  const text = formText(await request.formData());
  const values = Object.fromEntries(enquiryFields.map((name) => [name, text(name)])) as EnquiryInput;
  const { visitor, services } = siteOf(context);
  const { lang } = splitPath(new URL(request.url).pathname);
  const answer = await services.enquiries.receive(visitor, lang, params.slug ?? '', {
    fields: { ...values, [honeypotField]: text(honeypotField) },
  });
  const wait = answer.status === 'limited' ? answer.retryAfterSeconds : undefined;
  return data({ answer, values } satisfies EnquiryResult, {
    status: answerStatus[answer.status],
    headers: { 'Cache-Control': 'no-store', ...(wait && { 'Retry-After': String(wait) }) },
  });
}

function storeOf(context: Context) {
  const { store } = siteOf(context).services;
  if (!store) throw new Error('The site has no store');
  return store;
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get(tokenQuery);
const state = (value: 'used' | 'unknown' | 'unavailable', status: number) =>
  data({ state: value } satisfies OwnerPageData, { status });

/**
 * GET /owner?token=…: what the owner's link does and one button (a GET changes nothing: mail
 * scanners open links), or that it was used. Rendered for this request only, never cached.
 */
export async function ownerLoader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  if (!isOwnerToken(token)) return state('unknown', 404);
  try {
    const link = await ownerLink(storeOf(context).db, token);
    if (!link) return state('unknown', 404);
    if (link.used) return state('used', 200);
    return data({
      state: 'ask',
      action: link.action,
      centre: link.centre,
      reference: link.reference,
    } satisfies OwnerPageData);
  } catch {
    return state('unavailable', 503);
  }
}

/**
 * POST /owner?token=…: the page's button (or a mail program's one-click POST, RFC 8058 style:
 * from anywhere, server/app.ts). Does what the link says, once; a link used before, or forged,
 * says so plainly; 503 when the store fails. An unlisting tells this replica's pages at once.
 */
export async function ownerAction({ request, context }: ActionFunctionArgs) {
  const token = tokenOf(request);
  if (!isOwnerToken(token)) return state('unknown', 404);
  const { services } = siteOf(context);
  try {
    const store = storeOf(context);
    const link = await ownerLink(store.db, token);
    if (!link) return state('unknown', 404);
    const outcome = await useOwnerLink(store, token, new Date(), { mailed: services.outbox !== undefined });
    if (outcome === 'unknown') return state('unknown', 404);
    if (outcome === 'used') return state('used', 200);
    if (outcome.directoryChanged) await services.versions?.changed('directory');
    if (outcome.done === 'unlist') services.outbox?.poke();
    return data({
      state: 'done',
      action: outcome.done,
      centre: link.centre,
      reference: link.reference,
    } satisfies OwnerPageData);
  } catch {
    return state('unavailable', 503);
  }
}

/** The office's trail as its page shows it. */
export interface AdminEnquiriesData {
  csrf: string;
  filter: { centre: string; status: string; month: string };
  months: string[];
  centres: { id: string; name: string }[];
  enquiries: (Omit<OfficeEnquiry, 'received_at'> & { received: string })[];
  capped: boolean;
  rates: CentreRate[];
  saved?: string | undefined;
  /** The inbox's new messages, for the admin's navigation. */
  newMessages?: number | undefined;
  unavailable?: true;
}

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
const idPattern = /^[0-9a-f-]{36}$/;

/** The filter a query asks for; what it does not name well is left out. */
function filterOf(search: URLSearchParams): EnquiryFilter {
  const centre = search.get('centre') ?? '';
  const status = search.get('status') ?? '';
  const month = search.get('month') ?? '';
  return {
    centre: idPattern.test(centre) ? centre : undefined,
    status: (enquiryStatuses as readonly string[]).includes(status) ? (status as EnquiryStatus) : undefined,
    month: monthPattern.test(month) ? month : undefined,
  };
}

/** The last 12 months in India, newest first (YYYY-MM). */
function lastMonths(now: Date): string[] {
  const [year, month] = indiaDate(now).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const indiaTime = (iso: string) => {
  const time = new Date(iso);
  return `${indiaDate(time)} ${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(time)}`;
};

/** /admin/enquiries: the trail, filtered by centre, status and month; the answer rates of 90 days. */
export async function adminEnquiriesLoader({ request, context }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  const search = new URL(request.url).searchParams;
  const filter = filterOf(search);
  const now = new Date();
  const saved = search.get('saved') ?? '';
  const page: AdminEnquiriesData = {
    csrf: admin.csrfToken,
    filter: { centre: filter.centre ?? '', status: filter.status ?? '', month: filter.month ?? '' },
    months: lastMonths(now),
    centres: [],
    enquiries: [],
    capped: false,
    rates: [],
    ...(/^AT-[2-9A-Z]{4}$/.test(saved) && { saved }),
  };
  try {
    const { db } = storeOf(context);
    const [rows, rates, centres, newMessages] = await Promise.all([
      listEnquiries(db, filter),
      centreRates(db, now),
      db.selectFrom('centres').select(['id', 'profile']).execute(),
      admin.inbox.countNew().catch(() => undefined),
    ]);
    page.newMessages = newMessages;
    page.enquiries = rows.map(({ received_at, ...row }) => ({ ...row, received: indiaTime(received_at) }));
    page.capped = rows.length >= listCap;
    page.rates = rates;
    page.centres = centres
      .map((row) => ({ id: row.id, name: (JSON.parse(row.profile) as { name: { en: string } }).name.en }))
      .sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return data({ ...page, unavailable: true as const }, { status: 503 });
  }
  return data(page);
}

/**
 * POST /admin/enquiries, with the session's form token (403 without): `id` set to `status`,
 * then back to the same filters (303, `saved` naming the reference); 404 for an enquiry the
 * store does not hold, 503 when it fails.
 */
export async function adminEnquiriesAction({ request, context }: ActionFunctionArgs) {
  const admin = await signedIn(request, context);
  const form = await request.formData();
  if (!admin.csrfMatches(form.get('csrf'))) throw data(null, { status: 403 });
  const id = String(form.get('id') ?? '');
  const status = String(form.get('status') ?? '');
  const reference = String(form.get('reference') ?? '');
  if (!idPattern.test(id) || !(enquiryStatuses as readonly string[]).includes(status))
    throw data(null, { status: 400 });
  let found;
  try {
    found = await setEnquiryStatus(storeOf(context), id, status as EnquiryStatus, new Date());
  } catch {
    throw data(null, { status: 503 });
  }
  if (!found) throw data(null, { status: 404 });
  const back = new URLSearchParams();
  for (const name of ['centre', 'status', 'month'] as const) {
    const value = String(form.get(`filter-${name}`) ?? '');
    if (value) back.set(name, value);
  }
  if (/^AT-[2-9A-Z]{4}$/.test(reference)) back.set('saved', reference);
  throw redirect(`${enquiryPaths.admin}?${back.toString()}`, 303);
}

const copy = words.admin;
const form = words.form;
const csvFileName = (day: string) => `enquiries-${day}.csv`;

/** /admin/enquiries.csv: the enquiries the same filters name (at most 20,000), each cell formula-safe. */
export async function enquiriesCsvLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  await signedIn(request, context);
  const filter = filterOf(new URL(request.url).searchParams);
  let rows: OfficeEnquiry[];
  try {
    rows = await listEnquiries(storeOf(context).db, filter, csvCap);
  } catch {
    throw data(null, { status: 503 });
  }
  const field = words.mail.fields;
  const csv = csvFile(
    [
      copy.reference,
      copy.received,
      copy.centre,
      copy.status,
      field.name,
      field.email,
      field.phone,
      form.labels.dateFrom,
      form.labels.dateTo,
      form.labels.flexible,
      field.visit,
      form.labels.adults,
      form.labels.children,
      field.group,
      field.replyLanguage,
      field.message,
      copy.csvOwnerMailed,
      copy.csvReminded,
      copy.csvAnswered,
    ],
    rows,
    (row) => [
      row.reference,
      row.received_at,
      row.centreName,
      copy.statuses[row.status as EnquiryStatus] ?? row.status,
      row.name,
      row.email,
      row.phone,
      row.date_from,
      row.date_to,
      row.flexible ? copy.flexible : '',
      form.visits[row.visit as keyof typeof form.visits] ?? row.visit,
      String(row.adults),
      String(row.children),
      form.groups[row.group_type as keyof typeof form.groups] ?? row.group_type,
      form.languages[row.reply_language as keyof typeof form.languages] ?? row.reply_language,
      row.message,
      row.owner_mailed_at ?? '',
      row.reminded_at ?? '',
      row.answered_at ?? '',
    ],
  );
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(csvFileName(new Date().toISOString().slice(0, 10))),
      'Cache-Control': 'no-store',
    },
  });
}
