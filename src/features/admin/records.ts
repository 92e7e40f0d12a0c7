import { admin } from '../../content/admin.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { isCalendarDate, registrationFields, type RegistrationField } from '../registration/contract.ts';

/**
 * A registration as the admin area shows it: the backend's record (GET allcustomers, whose
 * shape the spec does not give) read tolerantly on the server (server/admin/records.ts), every
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

/** What the list is narrowed to: text in name, centre, mobile or e-mail, and a registration date range. */
export interface RecordFilter {
  q: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

export const filterLimits = { q: 100 } as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, filterLimits.q) : '');
const date = (value: unknown) => (typeof value === 'string' && isCalendarDate(value.trim()) ? value.trim() : '');

/** The filter from a query string (`q`, `from`, `to`), bounded; a date that is not a real day is dropped and noted. */
export function readFilter(query: Record<string, unknown>): { filter: RecordFilter; badDate: boolean } {
  const filter = { q: text(query.q), from: date(query.from), to: date(query.to) };
  const badDate = [query.from, query.to].some(
    (value) => typeof value === 'string' && value.trim() !== '' && !isCalendarDate(value.trim()),
  );
  return { filter, badDate };
}

/** Case-insensitive, and the same for Devanagari typed in another normal form. */
const fold = (value: string) => value.normalize('NFC').toLocaleLowerCase('en-IN');
/** The fields `q` looks in, and the one the date range is on (the field table's `filter`). */
const searched = registrationFields.filter((field) => field.filter === 'text').map((field) => field.name);
const dated = registrationFields.find((field) => field.filter === 'dates')!.name;

/** The records the filter lets through, in their order. A date range leaves out records without a date. */
export function applyFilter(records: readonly AdminRecord[], { q, from, to }: RecordFilter): AdminRecord[] {
  const needle = fold(q);
  return records.filter((record) => {
    if (needle && !searched.some((field) => fold(record[field]).includes(needle))) return false;
    if ((from || to) && !isCalendarDate(record[dated])) return false;
    if (from && record[dated] < from) return false;
    if (to && record[dated] > to) return false;
    return true;
  });
}

/** Newest first: by when the backend received it, else by registration date, else by id. */
export function newestFirst(records: readonly AdminRecord[]): AdminRecord[] {
  const time = (record: AdminRecord) => Date.parse(record.created_at) || Date.parse(record[dated]) || 0;
  return [...records].sort((a, b) => time(b) - time(a) || Number(b.id) - Number(a.id));
}

/** The query string of a filter (empty parts left out), for links to the list and the CSV. */
export function filterQuery({ q, from, to }: RecordFilter): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return query ? `?${query}` : '';
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
