/**
 * The admin inbox (issue 39, decision 079): which messages a query asks for, what the store's
 * reading of a message holds, what its pages show (made by ./inbox-routes.server.ts, drawn by
 * src/pages/admin-messages and admin-message), the first line a row shows, the reply's address.
 * No React and no server code.
 */

/** Which messages the inbox lists: the new ones, the handled ones, or all. */
export type InboxShow = 'new' | 'handled' | 'all';

/** A Contact message as the inbox shows it (times ISO 8601 in UTC), as ./messages.server.ts reads it. */
export interface InboxMessage {
  id: string;
  receivedAt: string;
  language: string;
  name: string;
  email: string;
  message: string;
  /** When it was marked handled; null while it is new. */
  handledAt: string | null;
  /** The subject of a reply, in the message's language (./reply-subject.server.ts). */
  replySubject: string;
}

/** `?show=new` or `?show=handled`; anything else (or none) lists all. */
export const readShow = (value: string | null): InboxShow => (value === 'new' || value === 'handled' ? value : 'all');

/** The first line of a message that says something, at most `max` characters (then an ellipsis). */
export function firstLine(message: string, max = 120): string {
  const line = (message.split(/\r?\n/).find((text) => text.trim() !== '') ?? '').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** A `mailto:` link to `email` with `subject` (RFC 6068: the address's reserved characters percent-encoded). */
export const mailto = (email: string, subject?: string) =>
  `mailto:${encodeURIComponent(email).replaceAll('%40', '@')}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

/** A row of the inbox (/admin/messages): what the list shows of a message. */
export interface InboxRow {
  id: string;
  /** When it came, `YYYY-MM-DD HH:MM` in India Standard Time. */
  received: string;
  language: string;
  name: string;
  email: string;
  firstLine: string;
  handled: boolean;
}

/** The inbox (/admin/messages): the messages of one filter, newest first. */
export interface AdminMessagesData {
  view: 'messages';
  csrf: string;
  show: InboxShow;
  messages: InboxRow[];
  /** As many as the list shows at most: there may be more. */
  capped: boolean;
  deleted: boolean;
  newMessages?: number | undefined;
  /** The store did not answer (503). */
  unavailable?: boolean;
}

/** One message (/admin/messages/:id) and the forms that mark it and delete it. */
export interface AdminMessageData {
  view: 'message';
  csrf: string;
  id: string;
  message?: {
    received: string;
    /** When it was marked handled (IST), or undefined while it is new. */
    handled: string | undefined;
    language: string;
    name: string;
    email: string;
    text: string;
    /** The subject of a reply, in the message's language, not the page's. */
    replySubject: string;
  };
  outcome?: 'handled' | 'new' | 'not-found';
  newMessages?: number | undefined;
  unavailable?: boolean;
}
