import { admin as adminEn } from '../../src/content/admin.ts';
import { registrationLabels as labelsEn } from '../../src/content/messages.ts';
import { admin as adminMr } from '../../src/content/mr/admin.ts';
import { registrationLabels as labelsMr } from '../../src/content/mr/messages.ts';
import type { AdminRecord } from '../../src/features/admin/records.ts';
import type { Language } from '../../src/languages.ts';

const words = { en: [adminEn, labelsEn], mr: [adminMr, labelsMr] } as const;

/** The file's name, in the language of the page it was asked for from. */
export const csvFileName = (lang: Language, day: string) => `${words[lang][0].csv.fileName}-${day}.csv`;

/** The CSV's columns: the field, and its header in the form's words, in the page's language. */
function columns(lang: Language): Array<[keyof AdminRecord, string]> {
  const [admin, labels] = words[lang];
  return [
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
}

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
export function recordsCsv(records: readonly AdminRecord[], lang: Language = 'en'): string {
  const shape = columns(lang);
  const lines = [
    shape.map(([, header]) => csvCell(header)),
    ...records.map((record) => shape.map(([field]) => csvCell(record[field]))),
  ];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}
