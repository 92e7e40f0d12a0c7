/**
 * The admin inbox's reading of what the store holds (issue 39, decision 079): which messages a
 * query asks for, times in India Standard Time, the first line a row shows, the reply's address.
 * No React and no page content.
 */

/** Which messages the inbox lists: the new ones, the handled ones, or all. */
export type InboxShow = 'new' | 'handled' | 'all';

/** A Contact message as the inbox shows it (times ISO 8601 in UTC), as server/contact/messages.ts reads it. */
export interface InboxMessage {
  id: string;
  receivedAt: string;
  language: string;
  name: string;
  email: string;
  message: string;
  /** When it was marked handled; null while it is new. */
  handledAt: string | null;
  /** The subject of a reply, in the message's language (server/contact/reply-subject.ts). */
  replySubject: string;
}

/** The most the list shows at once, newest first (the store applies it): a page stays small however many wait. */
export const inboxCap = 500;

/** `?show=new` or `?show=handled`; anything else (or none) lists all. */
export const readShow = (value: string | null): InboxShow => (value === 'new' || value === 'handled' ? value : 'all');

/** The query of a list's filter (messages, subscribers): none for all. */
export const showQuery = (show: string) => (show === 'all' ? '' : `?show=${show}`);

/** A message's id in the address: the store's random UUID, nothing else reaches the store. */
export const isMessageId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

const kolkata = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time as `YYYY-MM-DD HH:MM` in Asia/Kolkata, in Latin digits in every language (decision 068). */
export function indiaTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const part = Object.fromEntries(kolkata.formatToParts(time).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The first line of a message that says something, at most `max` characters (then an ellipsis). */
export function firstLine(message: string, max = 120): string {
  const line = (message.split(/\r?\n/).find((text) => text.trim() !== '') ?? '').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** A `mailto:` link to `email` with `subject` (RFC 6068: the address's reserved characters percent-encoded). */
export const mailto = (email: string, subject?: string) =>
  `mailto:${encodeURIComponent(email).replaceAll('%40', '@')}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
