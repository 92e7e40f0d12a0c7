/**
 * Pure text helpers for blog cards and articles: a machine-readable date for
 * <time datetime>, and a summary cut at a word boundary with an ellipsis.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "23 Jul 2021" → "2021-07-23"; a label without a year, "17 July" → "07-17"
 * (HTML's yearless date string, in the form the W3C checker accepts). Undefined when the label is not a date.
 */
export function machineDate(label: string): string | undefined {
  const match = /^(\d{1,2}) ([A-Za-z]+)(?: (\d{4}))?$/.exec(label.trim());
  if (!match) return undefined;
  const [, dayText = '', monthName = '', year] = match;
  const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase()) + 1;
  const day = Number(dayText);
  if (month === 0 || day < 1 || day > 31) return undefined;
  return year ? `${year}-${pad(month)}-${pad(day)}` : `${pad(month)}-${pad(day)}`;
}

export const ELLIPSIS = '…';

/** Marathi card summaries are cut to this many characters; the article page has the full text. */
export const SUMMARY_LENGTH = 120;

/**
 * The text cut to at most `max` characters (the ellipsis included), at the last
 * space before the limit, without trailing punctuation, and ended with "…".
 * Text that fits is returned as is. Cutting at spaces never splits a Devanagari
 * letter from its vowel signs.
 */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - ELLIPSIS.length + 1);
  const space = room.lastIndexOf(' ');
  const cut = space > 0 ? room.slice(0, space) : room.slice(0, max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.!?।\-–—]+$/u, '')}${ELLIPSIS}`;
}
