/**
 * The site's own tables, as Kysely sees them (the migrations in ./migrations make them).
 * Times are ISO 8601 strings in UTC (`2026-11-28T09:30:00.000Z`), ids random UUIDs: the same
 * values, types and comparisons on the embedded store and on PostgreSQL (decision 075).
 */
export interface StoreTables {
  contact_messages: ContactMessageRow;
}

export interface ContactMessageRow {
  id: string;
  received_at: string;
  /** The page's language (`en`, `mr`): the office may answer in it. */
  language: string;
  name: string;
  email: string;
  message: string;
  /** A hash of the form's Idempotency-Key (the form with JavaScript), null without one. */
  idempotency_key: string | null;
  /** A hash of the address and the message, and the window it came in: a double post is stored once. */
  duplicate_key: string;
  /** When the office marked it handled (the admin inbox), null while it is new. */
  handled_at: string | null;
}
