/**
 * The list's filters (decision 095): read from the URL, so a filtered list can be shared, cached
 * and indexed; applied to the published centres, with how many each choice would leave. Plain
 * functions over data, the same on the server and in tests.
 */
import {
  activityLabels,
  offerLabels,
  priceBands,
  spokenLabels,
  type Activity,
  type Month,
  type Offer,
  type PriceBand,
  type CardCentre,
  type Spoken,
} from './contract.ts';
import { districtOf, districts, regionCodes, type RegionCode } from './places.ts';

export interface Filters {
  region?: RegionCode;
  district?: string;
  activity?: Activity;
  offer?: Offer;
  month?: Month;
  price?: PriceBand;
  language?: Spoken;
  family?: true;
  /** Words to find in a name (either script), a place or an activity. */
  q?: string;
}
export type FilterName = keyof Filters;

/** The URL's parameters, in the order the form has them (and the canonical URL writes them). */
export const filterNames = [
  'q',
  'region',
  'district',
  'activity',
  'offer',
  'month',
  'price',
  'language',
  'family',
] as const satisfies readonly FilterName[];

/** Cards a page of the list shows. */
export const pageSize = 24;
/** The longest search text kept. */
export const queryLimit = 60;

const known = <T extends string>(list: Record<T, unknown> | readonly T[], value: string): value is T =>
  Array.isArray(list) ? list.includes(value as T) : Object.hasOwn(list, value);

/**
 * The filters a URL asks for, and its page number. Values that are not known are dropped;
 * `canonical` is the query that names just what was kept (`?region=west&page=2`, or ''), so the
 * loader can send any other spelling there and the cache keeps one copy a filtered list.
 */
export function readFilters(params: URLSearchParams): { filters: Filters; page: number; canonical: string } {
  const filters: Filters = {};
  const one = (name: string) => params.get(name)?.trim() ?? '';
  const q = one('q').replaceAll(/\s+/g, ' ').slice(0, queryLimit).trim();
  if (q) filters.q = q;
  const region = one('region');
  if (known(regionCodes, region)) filters.region = region;
  const district = one('district');
  if (districtOf(district) && (!filters.region || districtOf(district)?.region === filters.region))
    filters.district = district;
  const activity = one('activity');
  if (known(activityLabels, activity)) filters.activity = activity;
  const offer = one('offer');
  if (known(offerLabels, offer)) filters.offer = offer;
  const month = one('month');
  if (/^(?:[1-9]|1[0-2])$/.test(month)) filters.month = Number(month) as Month;
  const price = one('price');
  if (known(priceBands, price)) filters.price = price;
  const language = one('language');
  if (known(spokenLabels, language)) filters.language = language;
  if (one('family') === '1') filters.family = true;
  const asked = Number(one('page'));
  const page = Number.isInteger(asked) && asked >= 2 && asked <= 1_000 ? asked : 1;
  return { filters, page, canonical: queryOf(filters, page) };
}

/** The query of a list: its filters and page, in the form's order; '' for the whole list's first page. */
export function queryOf(filters: Filters, page = 1): string {
  const params = new URLSearchParams();
  for (const name of filterNames) {
    const value = filters[name];
    if (value === undefined) continue;
    params.set(name, value === true ? '1' : String(value));
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The lowest "from" price of a centre, a person's day or a night, or undefined. */
export const fromPrice = ({ profile }: CardCentre): number | undefined => {
  const prices = [profile.priceDay, profile.priceNight].filter((price) => price !== null);
  return prices.length ? Math.min(...prices) : undefined;
};

/** Text compared without case or accents, so `shivar` finds "Shivār" and Devanagari finds itself. */
export const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Everything the search box looks in, folded once per centre. */
const haystacks = new WeakMap<CardCentre, string>();
export function searchText(centre: CardCentre): string {
  let text = haystacks.get(centre);
  if (text === undefined) {
    const { profile } = centre;
    const district = districtOf(profile.district);
    text = folded(
      [
        profile.name.en,
        profile.name.mr,
        profile.village,
        profile.taluka,
        district?.en,
        district?.mr,
        ...profile.activities.flatMap((code) => [activityLabels[code].en, activityLabels[code].mr]),
      ].join(' '),
    );
    haystacks.set(centre, text);
  }
  return text;
}

type Test = (centre: CardCentre) => boolean;

/**
 * The filters set, each as a test a centre passes, worked out once for a list (the search's
 * words folded once, not once a centre): filtering a thousand centres as one types stays within a
 * frame on a slow phone.
 */
function testsOf(filters: Filters): { name: FilterName; test: Test }[] {
  const tests: { name: FilterName; test: Test }[] = [];
  const add = (name: FilterName, test: Test) => tests.push({ name, test });
  const { q, region, district, activity, offer, month, price, language, family } = filters;
  if (q !== undefined) {
    const words = folded(q).split(' ');
    add('q', (centre) => {
      const text = searchText(centre);
      return words.every((word) => text.includes(word));
    });
  }
  if (region !== undefined) add('region', ({ profile }) => districtOf(profile.district)?.region === region);
  if (district !== undefined) add('district', ({ profile }) => profile.district === district);
  if (activity !== undefined) add('activity', ({ profile }) => profile.activities.includes(activity));
  if (offer !== undefined) add('offer', ({ profile }) => profile.offers.includes(offer));
  if (month !== undefined) add('month', ({ profile }) => profile.openMonths.includes(month));
  if (price !== undefined) {
    const [low, high] = priceBands[price];
    add('price', (centre) => {
      const from = fromPrice(centre);
      return from !== undefined && from >= low && from <= high;
    });
  }
  if (language !== undefined) add('language', ({ profile }) => profile.languages.includes(language));
  if (family !== undefined) add('family', ({ profile }) => profile.familyFriendly);
  return tests;
}

export const applyFilters = <Centre extends CardCentre>(centres: readonly Centre[], filters: Filters): Centre[] => {
  const tests = testsOf(filters);
  return centres.filter((centre) => tests.every(({ test }) => test(centre)));
};

/** Each choice a filter offers, with how many centres the list would show were it chosen. */
export type FilterCounts = {
  region: Record<RegionCode, number>;
  district: Record<string, number>;
  activity: Record<Activity, number>;
  offer: Record<Offer, number>;
  month: Record<Month, number>;
  price: Record<PriceBand, number>;
  language: Record<Spoken, number>;
  family: number;
};

/**
 * How many centres each choice would leave, the other filters kept as they are (so a count
 * never promises what the list will not show). One pass a filter over the centres the other
 * filters leave.
 */
const zero = <K extends string | number>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export function filterCounts(centres: readonly CardCentre[], filters: Filters): FilterCounts {
  const counts: FilterCounts = {
    region: zero(regionCodes),
    district: zero(districts.map((one) => one.code)),
    activity: zero(Object.keys(activityLabels) as Activity[]),
    offer: zero(Object.keys(offerLabels) as Offer[]),
    month: zero([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as Month[]),
    price: zero(Object.keys(priceBands) as PriceBand[]),
    language: zero(Object.keys(spokenLabels) as Spoken[]),
    family: 0,
  };
  const tests = testsOf(filters);
  const bands = Object.keys(priceBands) as PriceBand[];
  for (const centre of centres) {
    // Which filters the centre fails: a count leaves out its own filter, so one failed is enough
    // to be left out of every count but that filter's, and two of every count.
    let failed: FilterName | undefined;
    let failures = 0;
    for (const { name, test } of tests)
      if (!test(centre)) {
        failed = name;
        if (++failures > 1) break;
      }
    if (failures > 1) continue;
    const counted = (name: FilterName) => failures === 0 || failed === name;
    const { profile } = centre;
    const region = districtOf(profile.district)?.region;
    if (region && counted('region')) counts.region[region]++;
    if (counted('district')) counts.district[profile.district] = (counts.district[profile.district] ?? 0) + 1;
    if (counted('activity')) for (const code of profile.activities) counts.activity[code]++;
    if (counted('offer')) for (const code of profile.offers) counts.offer[code]++;
    if (counted('month')) for (const one of profile.openMonths) counts.month[one]++;
    if (counted('price')) {
      const from = fromPrice(centre);
      const band = bands.find(
        (name) => from !== undefined && from >= priceBands[name][0] && from <= priceBands[name][1],
      );
      if (band) counts.price[band]++;
    }
    if (counted('language')) for (const code of profile.languages) counts.language[code]++;
    if (profile.familyFriendly && counted('family')) counts.family++;
  }
  return counts;
}

/** Whether any filter is set. */
export const filtered = (filters: Filters) => filterNames.some((name) => filters[name] !== undefined);
