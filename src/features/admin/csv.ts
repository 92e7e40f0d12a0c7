import { admin } from '../../content/admin.ts';
import { registrationLabels as labels } from '../../content/messages.ts';
import type { Subscriber } from '../newsletter/contract.ts';
import { registrationFields } from '../registration/contract.ts';
import type { AdminRecord } from './records.ts';

/** The file's name, in the build's language (src/language.ts), as the list page that links to it. */
export const csvFileName = (day: string) => `${admin.csv.fileName}-${day}.csv`;
export const subscribersCsvFileName = (day: string) => `${admin.csv.subscribersFileName}-${day}.csv`;

/** The CSV's columns: the field, and its header in the form's words, in the build's language. */
const columns: Array<[keyof AdminRecord, string]> = [
  ['id', 'ID'],
  ['created_at', admin.list.received],
  ...registrationFields
    .filter((field) => field.csv)
    .map(({ name, copy }): [keyof AdminRecord, string] => [name, labels[copy]]),
];

/**
 * What a spreadsheet may run as a formula: a cell starting with = + - @ (or their fullwidth
 * forms ＝ ＋ － ＠, which some spreadsheets read as the same), also after leading white
 * space (spaces, tabs, line breaks, no-break and ideographic spaces) or invisible characters
 * (controls, and format characters such as zero-width spaces, joiners, marks and bidi
 * controls: Unicode's Cc and Cf), or with a tab or a carriage return.
 */
const formula = /^(?:[\s\p{Cc}\p{Cf}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/u;

/**
 * One cell (RFC 4180): quoted when it holds a quote, comma or line break. A cell that a
 * spreadsheet would run as a formula starts with an apostrophe instead, so it is shown as
 * the text it is.
 */
export function csvCell(value: string): string {
  const safe = formula.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows under their headers as CSV: UTF-8 with a byte order mark (so Excel reads Devanagari), CRLF line ends. */
function csvFile<T>(headers: readonly string[], rows: readonly T[], cells: (row: T) => readonly string[]): string {
  const lines = [headers.map(csvCell), ...rows.map((row) => cells(row).map(csvCell))];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** The records as CSV, in the registration form's words. */
export function recordsCsv(records: readonly AdminRecord[]): string {
  return csvFile(
    columns.map(([, header]) => header),
    records,
    (record) => columns.map(([field]) => record[field]),
  );
}

const words = admin.subscribers;

/**
 * The newsletter's subscribers as CSV, in the admin list's words: the address, its language,
 * whether it confirmed, when it signed up and confirmed (ISO 8601, UTC) and the words it agreed
 * to, each cell formula-safe as the registrations' are.
 */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return csvFile(
    [words.email, words.languageColumn, words.state, words.csvConsentedAt, words.csvConfirmedAt, words.consent],
    subscribers,
    (one) => [
      one.email,
      words.languages[one.language] ?? one.language,
      one.status === 'confirmed' ? words.isConfirmed : words.isPending,
      one.consentedAt,
      one.confirmedAt ?? '',
      one.consent,
    ],
  );
}
