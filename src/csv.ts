/**
 * CSV as the admin area's exports write it (registrations, subscribers, enquiries): RFC 4180
 * cells that a spreadsheet never runs as formulas, in a UTF-8 file Excel reads, and the
 * download it goes out as. No React.
 */
import { create as attachment } from 'content-disposition';
import { indiaTime } from './admin-lists.ts';

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
export function csvFile<T>(
  headers: readonly string[],
  rows: readonly T[],
  cells: (row: T) => readonly string[],
): string {
  const lines = [headers.map(csvCell), ...rows.map((row) => cells(row).map(csvCell))];
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** A CSV export of the admin area as a download named for today in India (the admin area's one clock), never cached. */
export function csvDownload(csv: string, fileName: (day: string) => string): Response {
  const day = indiaTime(new Date().toISOString()).slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(fileName(day)),
      'Cache-Control': 'no-store',
    },
  });
}
