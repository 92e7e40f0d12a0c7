/**
 * The directory's public loaders (decision 095): the list with its filters, a centre's page, a
 * region page's centres and the sitemap's entries. They read the published centres from memory
 * (server/store/snapshots.ts): a page made from them waits on the store only for the first load
 * after a change, and the page cache keeps the result until the next change (`handle.data`).
 */
import { createHash } from 'node:crypto';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { snapshotsContext, type Snapshots } from '../../../server/store/snapshots.ts';
import { loadDirectory, directoryData, type Directory } from './centres.server.ts';
import { cardOf, directoryPaths, type CardCentre, type PublicCentre } from './contract.ts';
import {
  applyFilters,
  filterCounts,
  filtered,
  pageSize,
  queryOf,
  readFilters,
  type FilterCounts,
  type Filters,
} from './filters.ts';
import { regionPageDistricts } from './places.ts';

const empty: Directory = { centres: [], bySlug: new Map(), unlisted: new Set() };

/** The published centres, from memory; none on a site without a store. */
function directoryOf(snapshots: Snapshots | undefined): Promise<Directory> {
  return snapshots ? snapshots.get(directoryData, loadDirectory) : Promise.resolve(empty);
}
const directoryIn = (context: LoaderFunctionArgs['context']) => directoryOf(context.get(snapshotsContext));

/** What the list page shows: one page of cards, and the filters with their counts. */
export interface ListData {
  filters: Filters;
  /** The list's own query (its canonical address's), '' for the whole list. */
  query: string;
  centres: CardCentre[];
  total: number;
  /** How many published centres there are in all. */
  all: number;
  page: number;
  pages: number;
  counts: FilterCounts;
  /** The month (1–12) in India when the page was made: "open this month" is said of it. */
  month: number;
  /** The version of the browser's copy of the list (`/centres.json?v=`), made with the same data as the page. */
  indexVersion: string;
}

/** The browser's copy of the list, made once for each load of the published centres. */
const indexes = new WeakMap<Directory, { body: string; version: string }>();
function indexOf(directory: Directory) {
  let index = indexes.get(directory);
  if (!index) {
    const body = JSON.stringify(directory.centres.map(cardOf));
    index = { body, version: createHash('sha256').update(body).digest('base64url').slice(0, 16) };
    indexes.set(directory, index);
  }
  return index;
}

/**
 * GET /centres.json?v=…: every published centre as its card needs it, for the list's island,
 * which filters and searches them as one types. Asked for with the version the page names, it is
 * immutable (a change makes a new page naming a new version); without, it keeps a minute.
 */
export async function indexLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const index = indexOf(await directoryIn(context));
  const current = new URL(request.url).searchParams.get('v') === index.version;
  return new Response(index.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    },
  });
}

/** The month in India now (pages are remade at least when the directory changes). */
export const indiaMonth = (now = new Date()) =>
  Number(new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', month: 'numeric' }).format(now));

/** Today in India, YYYY-MM-DD: a registration valid until yesterday has expired. */
export const indiaDay = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/**
 * GET /centres?…: the filters the URL names; any other spelling of them (an unknown value, another
 * order, a page past the last) is sent on (301) to the one address of that list.
 */
export async function listLoader({ request, context }: LoaderFunctionArgs): Promise<ListData> {
  const url = new URL(request.url);
  const { filters, page, canonical } = readFilters(url.searchParams);
  if (url.search !== canonical) throw redirect(`${directoryPaths.list}${canonical}`, 301);
  const directory = await directoryIn(context);
  const found = filtered(filters) ? applyFilters(directory.centres, filters) : directory.centres;
  const pages = Math.max(1, Math.ceil(found.length / pageSize));
  if (page > pages) throw redirect(`${directoryPaths.list}${queryOf(filters)}`, 301);
  return {
    filters,
    query: canonical,
    centres: found.slice((page - 1) * pageSize, page * pageSize).map(cardOf),
    total: found.length,
    all: directory.centres.length,
    page,
    pages,
    counts: filterCounts(directory.centres, filters),
    month: indiaMonth(),
    indexVersion: indexOf(directory).version,
  };
}

/**
 * GET /centres/:slug: a published centre's page; 410 for one that was unlisted (its old address
 * says so), 404 for a slug the directory never had.
 */
export async function centreLoader({ params, context }: LoaderFunctionArgs) {
  const directory = await directoryIn(context);
  const slug = params.slug ?? '';
  const centre = directory.bySlug.get(slug);
  if (centre) return { state: 'listed' as const, centre, month: indiaMonth(), today: indiaDay() };
  if (directory.unlisted.has(slug)) return data({ state: 'unlisted' as const }, { status: 410 });
  throw data(null, { status: 404 });
}

/** The published centres of a region page's districts (`path`: the page's, without language). */
export async function regionCentres(context: LoaderFunctionArgs['context'], path: string): Promise<PublicCentre[]> {
  const codes = regionPageDistricts[path] ?? [];
  if (codes.length === 0) return [];
  return (await directoryIn(context)).centres.filter((centre) => codes.includes(centre.profile.district));
}

/** Every published centre's page, in both languages, for sitemap.xml. */
export async function directoryPages(snapshots: Snapshots | undefined): Promise<string[]> {
  const directory = await directoryOf(snapshots).catch(() => empty);
  return directory.centres.map((centre) => directoryPaths.centre(centre.slug));
}
