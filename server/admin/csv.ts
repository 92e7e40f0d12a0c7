import type { AdminRecord } from '../../src/features/admin/records.ts';
import { admin } from '../../src/content/admin.ts';
import { registrationLabels } from '../../src/content/messages.ts';

/** The CSV's columns: the field, and its header in the form's words. */
const columns: Array<[keyof AdminRecord, string]> = [
  ['id', 'ID'],
  ['created_at', admin.list.received],
  ['name', registrationLabels.name],
  ['address', registrationLabels.address],
  ['agro_tour_name', registrationLabels.agroTourName],
  ['registration_number', registrationLabels.registrationNumber],
  ['mobile_number', registrationLabels.mobileNumber],
  ['email_id', registrationLabels.emailId],
  ['registration_date', registrationLabels.registrationDate],
  ['upload_document', registrationLabels.uploadDocument],
];

/**
 * One cell (RFC 4180): quoted when it holds a quote, comma or line break. A cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * starts with an apostrophe instead, so it is shown as the text it is.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
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
