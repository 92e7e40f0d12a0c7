/**
 * A centre's profile checked (decision 095): from the admin's form or a CSV row, field by field
 * with a problem code the page words in its language, and as the store holds it (JSON, checked
 * again when read, so a row written by hand or by an older version cannot reach a page unread).
 * Only text as a person types it is kept (src/plain-text.ts): no HTML is ever rendered from it,
 * React escapes it, and the description's paragraphs are split on blank lines.
 */
import * as z from 'zod';
import { isEmailAddress } from '../../forms/email.ts';
import { plainText } from '../../plain-text.ts';
import {
  activityLabels,
  foodLabels,
  offerLabels,
  spokenLabels,
  type Activity,
  type CentreProfile,
  type Food,
  type Month,
  type Offer,
  type Spoken,
} from './contract.ts';
import { districtOf } from './places.ts';

/** The longest value of each text field, in characters. */
export const profileLimits = {
  name: 120,
  place: 80,
  description: 5_000,
  licence: 60,
  website: 200,
} as const;

/** Maharashtra's bounds, a little wide: a pin outside them is a typing mistake. */
const bounds = { lat: [15.5, 22.2], lng: [72.5, 81] } as const;

/** The flat names of the admin form's fields and the CSV's columns. */
export const profileFields = [
  'name_en',
  'name_mr',
  'village',
  'taluka',
  'district',
  'lat',
  'lng',
  'offers',
  'activities',
  'food',
  'rooms',
  'beds',
  'open_months',
  'best_months',
  'price_day',
  'price_night',
  'languages',
  'family_friendly',
  'accessible',
  'licence_number',
  'licence_valid_until',
  'description_en',
  'description_mr',
  'phone',
  'whatsapp',
  'email',
  'website',
  'last_verified',
] as const;
export type ProfileField = (typeof profileFields)[number];

/** Why a field is refused. */
export type ProfileProblem =
  | 'required'
  | 'tooLong'
  | 'unknown'
  | 'number'
  | 'range'
  | 'date'
  | 'phone'
  | 'email'
  | 'website'
  | 'pair'
  | 'bestNotOpen';
export type ProfileProblems = Partial<Record<ProfileField, ProfileProblem>>;

/** What a form or a row gave: one value a field, several for a list (a CSV cell split on `;`). */
export type ProfileInput = Partial<Record<ProfileField, string | readonly string[]>>;

/** A real day, YYYY-MM-DD: `2026-02-30` is not one (Date would read it as 2 March). */
const isDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};
const isPhone = (value: string) => /^\d{10}$/.test(value);
const isWebsite = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username;
  } catch {
    return false;
  }
};

/**
 * The profile a form or row describes, or the problem of each field that is wrong. Required: the
 * English name, the district, at least one open month. Lists keep only known codes (an unknown
 * one is a problem, not silently dropped), in their list's order, once each.
 */
export function readProfile(input: ProfileInput): { profile: CentreProfile; problems: ProfileProblems } {
  const problems: ProfileProblems = {};
  const one = (field: ProfileField) => {
    const value = input[field];
    return typeof value === 'string' ? value : (value?.[0] ?? '');
  };
  const text = (field: ProfileField, limit: number, lines = false) => {
    const value = plainText(one(field), { lines })
      .split('\n')
      .map((line) => line.trim())
      .join('\n')
      .replaceAll(/\n{3,}/g, '\n\n')
      .trim();
    if (value.length > limit) problems[field] = 'tooLong';
    return value;
  };
  const many = (field: ProfileField) => {
    const value = input[field];
    const values = typeof value === 'string' ? value.split(';') : (value ?? []);
    return values.map((item) => item.trim()).filter(Boolean);
  };
  const codes = <Code extends string>(field: ProfileField, known: Record<Code, unknown>): Code[] => {
    const given = many(field);
    if (given.some((code) => !Object.hasOwn(known, code))) problems[field] = 'unknown';
    return (Object.keys(known) as Code[]).filter((code) => given.includes(code));
  };
  const months = (field: ProfileField): Month[] => {
    const given = many(field);
    if (given.some((month) => !/^(?:[1-9]|1[0-2])$/.test(month))) problems[field] = 'unknown';
    return ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const).filter((month) => given.includes(String(month)));
  };
  const whole = (field: ProfileField, max: number) => {
    const value = one(field).trim().replaceAll(',', '');
    if (value === '') return null;
    if (!/^\d+$/.test(value)) problems[field] = 'number';
    else if (Number(value) > max) problems[field] = 'range';
    return problems[field] ? null : Number(value);
  };
  const coordinate = (field: 'lat' | 'lng') => {
    const value = one(field).trim();
    if (value === '') return null;
    const number = Number(value);
    if (!/^-?\d+(\.\d+)?$/.test(value) || !Number.isFinite(number)) problems[field] = 'number';
    else if (number < bounds[field][0] || number > bounds[field][1]) problems[field] = 'range';
    return problems[field] ? null : number;
  };
  const flag = (field: ProfileField) => /^(on|yes|true|1|y)$/i.test(one(field).trim());
  const date = (field: ProfileField) => {
    const value = one(field).trim();
    if (value !== '' && !isDate(value)) problems[field] = 'date';
    return value;
  };
  const checked = (field: ProfileField, value: string, check: (value: string) => boolean, problem: ProfileProblem) => {
    if (value !== '' && !problems[field] && !check(value)) problems[field] = problem;
    return value;
  };

  const name = { en: text('name_en', profileLimits.name), mr: text('name_mr', profileLimits.name) };
  if (name.en === '') problems.name_en = 'required';
  const district = one('district').trim();
  if (district === '') problems.district = 'required';
  else if (!districtOf(district)) problems.district = 'unknown';
  const lat = coordinate('lat');
  const lng = coordinate('lng');
  if ((lat === null) !== (lng === null) && !problems.lat && !problems.lng)
    problems[lat === null ? 'lat' : 'lng'] = 'pair';
  const openMonths = months('open_months');
  if (openMonths.length === 0 && !problems.open_months) problems.open_months = 'required';
  const bestMonths = months('best_months');
  if (!problems.best_months && bestMonths.some((month) => !openMonths.includes(month)))
    problems.best_months = 'bestNotOpen';

  const profile: CentreProfile = {
    name,
    village: text('village', profileLimits.place),
    taluka: text('taluka', profileLimits.place),
    district,
    location: lat !== null && lng !== null ? { lat, lng } : null,
    offers: codes<Offer>('offers', offerLabels),
    activities: codes<Activity>('activities', activityLabels),
    food: codes<Food>('food', foodLabels),
    rooms: whole('rooms', 500),
    beds: whole('beds', 2_000),
    openMonths,
    bestMonths,
    priceDay: whole('price_day', 100_000),
    priceNight: whole('price_night', 100_000),
    languages: codes<Spoken>('languages', spokenLabels),
    familyFriendly: flag('family_friendly'),
    accessible: flag('accessible'),
    licence: { number: text('licence_number', profileLimits.licence), validUntil: date('licence_valid_until') },
    description: {
      en: text('description_en', profileLimits.description, true),
      mr: text('description_mr', profileLimits.description, true),
    },
    contact: {
      phone: checked('phone', one('phone').replaceAll(/[\s-]/g, ''), isPhone, 'phone'),
      whatsapp: checked('whatsapp', one('whatsapp').replaceAll(/[\s-]/g, ''), isPhone, 'phone'),
      email: checked('email', text('email', 254), isEmailAddress, 'email'),
      website: checked('website', text('website', profileLimits.website), isWebsite, 'website'),
    },
    lastVerified: date('last_verified'),
  };
  return { profile, problems };
}

/** A profile as the form's fields: the admin's form is filled from it, and a CSV row written. */
const number = (value: number | null) => (value === null ? '' : String(value));

export function profileInput(profile: CentreProfile): Record<ProfileField, string | string[]> {
  return {
    name_en: profile.name.en,
    name_mr: profile.name.mr,
    village: profile.village,
    taluka: profile.taluka,
    district: profile.district,
    lat: number(profile.location?.lat ?? null),
    lng: number(profile.location?.lng ?? null),
    offers: profile.offers,
    activities: profile.activities,
    food: profile.food,
    rooms: number(profile.rooms),
    beds: number(profile.beds),
    open_months: profile.openMonths.map(String),
    best_months: profile.bestMonths.map(String),
    price_day: number(profile.priceDay),
    price_night: number(profile.priceNight),
    languages: profile.languages,
    family_friendly: profile.familyFriendly ? 'on' : '',
    accessible: profile.accessible ? 'on' : '',
    licence_number: profile.licence.number,
    licence_valid_until: profile.licence.validUntil,
    description_en: profile.description.en,
    description_mr: profile.description.mr,
    phone: profile.contact.phone,
    whatsapp: profile.contact.whatsapp,
    email: profile.contact.email,
    website: profile.contact.website,
    last_verified: profile.lastVerified,
  };
}

const bilingual = z.object({ en: z.string(), mr: z.string() });
const month = z.number().int().min(1).max(12) as unknown as z.ZodType<Month>;
const storedProfile = z.object({
  name: bilingual,
  village: z.string(),
  taluka: z.string(),
  district: z.string().refine((code) => districtOf(code) !== undefined),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  offers: z.array(z.enum(Object.keys(offerLabels) as [Offer, ...Offer[]])),
  activities: z.array(z.enum(Object.keys(activityLabels) as [Activity, ...Activity[]])),
  food: z.array(z.enum(Object.keys(foodLabels) as [Food, ...Food[]])),
  rooms: z.number().int().nullable(),
  beds: z.number().int().nullable(),
  openMonths: z.array(month),
  bestMonths: z.array(month),
  priceDay: z.number().int().nullable(),
  priceNight: z.number().int().nullable(),
  languages: z.array(z.enum(Object.keys(spokenLabels) as [Spoken, ...Spoken[]])),
  familyFriendly: z.boolean(),
  accessible: z.boolean(),
  licence: z.object({ number: z.string(), validUntil: z.string() }),
  description: bilingual,
  contact: z.object({ phone: z.string(), whatsapp: z.string(), email: z.string(), website: z.string() }),
  lastVerified: z.string(),
});

/** A profile as the store holds it (JSON), checked; throws on a row that is not one. */
export const storedCentreProfile = (json: string): CentreProfile => storedProfile.parse(JSON.parse(json));
