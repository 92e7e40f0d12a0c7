import { admin } from '../../content/admin.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { isCalendarDate, registrationFields, type RegistrationField } from '../registration/contract.ts';
import { indiaTime } from '../../admin-lists.ts';

/**
 * A registration as the admin area shows it: the backend's record (GET allcustomers, whose
 * shape the spec does not give) read tolerantly on the server (read-records.server.ts), every
 * value as text, '' when missing. `id` is the backend's number ('' when its row has none);
 * `ref` names the record in the admin area's addresses: its id, or for a row without one
 * `row-` and a hash of its values (unnumberedRef).
 */
export type AdminRecord = Record<RegistrationField | 'id' | 'ref' | 'created_at', string>;

/** How the admin area names a record whose row has no id: `row-`, 16 hex digits of a hash, and `-2`… for a repeat. */
export const unnumberedRef = /^row-[0-9a-f]{16}(?:-\d{1,4})?$/;

/** What a record without a name is called: by its number, or as one without a number. */
export const untitled = ({ id }: Pick<AdminRecord, 'id'>) =>
  id ? fillTemplate(admin.record.untitled, { id }) : admin.record.unnumbered;

/** A record's name in an address: an id the backend gave, or an unnumbered one. */
export const isRecordRef = (ref: string) => /^\d{1,18}$/.test(ref) || unnumberedRef.test(ref);

/**
 * What the site knows of a record beyond the backend's fields, from its own store (decision 103):
 * whether an admin archived it (and when, ISO in UTC, '' when not), and whether it is new: not
 * opened by an admin yet, and received since the site began to keep these marks.
 */
export interface RecordMarks {
  archived: boolean;
  archivedAt: string;
  isNew: boolean;
}

/** A record as the list shows it: with when it came in India's time (`receivedTime`) and its marks. */
export type ListedRecord = AdminRecord &
  RecordMarks & {
    received: string;
    /** The last workshop its owner came to, when the page knows (src/pages/admin-registrations, decision 100). */
    workshop?: string | undefined;
  };

/** No marks: what a record has while the store does not answer. */
export const noMarks: RecordMarks = { archived: false, archivedAt: '', isNew: false };

/**
 * Whether a record received at `createdAt` (the backend's value) counts as new, unless opened:
 * when it came at or after `since` (when the site began to keep the marks), or when the backend
 * gives no time it was received (it cannot be placed before).
 */
export function isNewRecord(createdAt: string, since: string | undefined): boolean {
  const received = Date.parse(createdAt);
  const start = since === undefined ? Number.NaN : Date.parse(since);
  return Number.isNaN(received) || Number.isNaN(start) || received >= start;
}

/** A registration with nothing in it: every field empty and no document (an empty form is a valid one, spec §5). */
export const isBlank = (record: Pick<AdminRecord, RegistrationField>) =>
  registrationFields.every(({ name }) => record[name].trim() === '');

/**
 * When the backend received a record, as the admin area shows every time: `YYYY-MM-DD HH:MM` in
 * India Standard Time (src/admin-lists.ts `indiaTime`), from a time that names its offset (`Z`, `+05:30`).
 * One that names none (a Django backend without USE_TZ writes its own zone's time) is shown as
 * it was given, to the minute; a day alone, or anything else, as it is; '' when there is none.
 */
export function receivedTime(createdAt: string): string {
  const value = createdAt.trim();
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(value))
    return indiaTime(value);
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return value.slice(0, 16).replace('T', ' ');
  return value;
}

/** Which records the list shows: those not archived (the default), the archived ones, or all. */
export type RecordShow = 'current' | 'archived' | 'all';
export const recordShows: readonly RecordShow[] = ['current', 'archived', 'all'];

/**
 * What the list is narrowed to: text in name, centre, mobile or e-mail; the centre's own
 * registration date (`from`, `to`: the Registration Date field); the day the backend received it,
 * in India (`receivedFrom`, `receivedTo`); and archived or not (`show`).
 */
export interface RecordFilter {
  q: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  receivedFrom: string;
  receivedTo: string;
  show: RecordShow;
}

/** The filter's names in the query string. */
const params = {
  q: 'q',
  from: 'from',
  to: 'to',
  receivedFrom: 'received_from',
  receivedTo: 'received_to',
  show: 'show',
} as const satisfies Record<keyof RecordFilter, string>;
const dateKeys = ['from', 'to', 'receivedFrom', 'receivedTo'] as const;

export const filterLimits = { q: 100 } as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, filterLimits.q) : '');
const date = (value: unknown) => (typeof value === 'string' && isCalendarDate(value.trim()) ? value.trim() : '');
const show = (value: unknown): RecordShow => (value === 'archived' || value === 'all' ? value : 'current');

/**
 * The filter from a query string (`q`, `from`, `to`, `received_from`, `received_to`, `show`),
 * bounded; a date that is not a real day is dropped and noted.
 */
export function readFilter(query: Record<string, unknown>): { filter: RecordFilter; badDate: boolean } {
  const filter: RecordFilter = {
    q: text(query[params.q]),
    from: date(query[params.from]),
    to: date(query[params.to]),
    receivedFrom: date(query[params.receivedFrom]),
    receivedTo: date(query[params.receivedTo]),
    show: show(query[params.show]),
  };
  const badDate = dateKeys.some((key) => {
    const value = query[params[key]];
    return typeof value === 'string' && value.trim() !== '' && !isCalendarDate(value.trim());
  });
  return { filter, badDate };
}

/** Case-insensitive, and the same for Devanagari typed in another normal form. */
const fold = (value: string) => value.normalize('NFC').toLocaleLowerCase('en-IN');
/** The fields `q` looks in, and the one the registration date range is on (the field table's `filter`). */
const searched = registrationFields.filter((field) => field.filter === 'text').map((field) => field.name);
const dated = registrationFields.find((field) => field.filter === 'dates')!.name;
/** The day in India a listed record was received (`received`), or '' when it is not known. */
const receivedDay = ({ received }: Pick<ListedRecord, 'received'>) =>
  /^\d{4}-\d{2}-\d{2}/.test(received) ? received.slice(0, 10) : '';

/** Whether a day (YYYY-MM-DD, or '' for none) is within a range; a range leaves out records without one. */
const within = (day: string, from: string, to: string) =>
  (!from && !to) || (isCalendarDate(day) && (!from || day >= from) && (!to || day <= to));

/** The records of a view: not archived, archived, or all. */
export const inView = <T extends Pick<RecordMarks, 'archived'>>(records: readonly T[], view: RecordShow): T[] =>
  records.filter((record) => view === 'all' || record.archived === (view === 'archived'));

/** The records the filter lets through, in their order. A date range leaves out records without that date. */
export function applyFilter<T extends ListedRecord>(records: readonly T[], filter: RecordFilter): T[] {
  const needle = fold(filter.q);
  return inView(records, filter.show).filter(
    (record) =>
      (!needle || searched.some((field) => fold(record[field]).includes(needle))) &&
      within(record[dated], filter.from, filter.to) &&
      within(receivedDay(record), filter.receivedFrom, filter.receivedTo),
  );
}

/** Newest first: by when the backend received it, else by registration date, else by id. */
export function newestFirst<T extends AdminRecord>(records: readonly T[]): T[] {
  const time = (record: AdminRecord) => Date.parse(record.created_at) || Date.parse(record[dated]) || 0;
  return [...records].sort((a, b) => time(b) - time(a) || Number(b.id) - Number(a.id));
}

/** The query string of a filter (empty parts, and the default view, left out), for links to the list and the CSV. */
export function filterQuery(filter: RecordFilter): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(params) as Array<keyof RecordFilter>) {
    const value = filter[key];
    if (value && !(key === 'show' && value === 'current')) query.set(params[key], value);
  }
  const written = query.toString();
  return written ? `?${written}` : '';
}

/**
 * The document's file name from the path the backend stores (`/media/docs/a%20b.pdf`),
 * percent-decoded where that is valid UTF-8; a name that is not (`100%.pdf`, a cut
 * sequence) is shown as stored rather than failing the page.
 */
export function documentName(path: string): string {
  const name = path.split('/').pop() ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
