import { admin } from '../../content/admin.ts';
import { registrationLabels as labels } from '../../content/messages.ts';
import type { AdminRecord } from './records.ts';

/** The file's name, in the build's language (src/language.ts), as the list page that links to it. */
export const csvFileName = (day: string) => `${admin.csv.fileName}-${day}.csv`;

/** The CSV's columns: the field, and its header in the form's words, in the build's language. */
const columns: Array<[keyof AdminRecord, string]> = [
  ['id', 'ID'],
  ['created_at', admin.list.received],
  ['name', labels.name],
  ['address', labels.address],
  ['agro_tour_name', labels.agroTourName],
  ['registration_number', labels.registrationNumber],
  ['mobile_number', labels.mobileNumber],
  ['email_id', labels.emailId],
  ['registration_date', labels.registrationDate],
  ['upload_document', labels.uploadDocument],
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

/** The records as CSV: UTF-8 with a byte order mark (so Excel reads Devanagari), CRLF line ends. */
export function recordsCsv(records: readonly AdminRecord[]): string {
  const lines = [
    columns.map(([, header]) => csvCell(header)),
    ...records.map((record) => columns.map(([field]) => csvCell(record[field]))),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
