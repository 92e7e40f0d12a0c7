import type { FieldProblem, RegistrationTextField, RegistrationValues } from '../registration/contract.ts';
import type { AdminRecord, ListedRecord, RecordFilter } from './records.ts';

/** Why the backend gave nothing to show: said in the page's words (content/admin.ts `backend`). */
export type BackendProblem = 'down' | 'slow' | 'failed';

/** The list of registrations (/admin/registrations). */
export interface AdminListData {
  view: 'list';
  /** The form token of the session, for the Log out form. */
  csrf: string;
  filter: RecordFilter;
  badDate: boolean;
  /**
   * Every record read, newest first, with when it came (IST) and the site's marks (archived,
   * new); the page narrows them with the filter (also as the admin types).
   */
  records: ListedRecord[];
  unreadable: number;
  problem?: BackendProblem;
  /** The site's store did not answer: no record is shown archived or new (decision 103). */
  marksUnavailable?: boolean;
  /** What an archive or a restore from the list did. */
  done?: 'archived' | 'restored';
  /** New messages in the inbox, for the area's navigation; undefined when the store did not answer. */
  newMessages?: number | undefined;
}

/** One registration (/admin/registrations/:id), its details and the form that corrects them. */
export interface AdminRecordData {
  view: 'record';
  csrf: string;
  /** The record's name in the address: the backend's id, or `row-…` for a row without one. */
  id: string;
  record?: AdminRecord;
  /** When the backend received it, `YYYY-MM-DD HH:MM` in India Standard Time ('' when it gave no time). */
  received?: string;
  /** When it was archived (IST), or '' while it is not; undefined while the store does not answer (`marksUnavailable`). */
  archivedAt?: string;
  marksUnavailable?: boolean;
  /** The workshops its owner came to, when the page knows (src/pages/admin-registration, decision 100); day in IST. */
  workshops?: { id: string; title: string; day: string }[];
  /** The backend gave the row no id: its values are shown, and there is nothing to correct them by. */
  unnumbered?: boolean;
  /** What the edit form shows: the record's values, or what was sent when it was refused. */
  values?: RegistrationValues;
  fields?: Partial<Record<RegistrationTextField, FieldProblem>>;
  /**
   * `no-document`: its document could not be fetched from the backend (document.server.ts);
   * `archived`, `restored`: what an archive or a restore did; `unavailable`: the store did not answer it.
   */
  outcome?: 'saved' | 'invalid' | 'not-found' | 'refused' | 'no-document' | 'archived' | 'restored' | 'unavailable';
  problem?: BackendProblem;
  newMessages?: number | undefined;
}

/** What the admin pages' loaders and action give their page (admin-routes.server.ts). */
export type AdminPageData = AdminListData | AdminRecordData;
