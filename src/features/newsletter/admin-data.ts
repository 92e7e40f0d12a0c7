/**
 * What the newsletter's subscribers page in the admin area shows (issue 39 part 5, decision
 * 081), made by ./subscriber-routes.server.ts and drawn by src/pages/admin-subscribers. No
 * React, no server code.
 */
import type { SubscriberShow } from './contract.ts';

/** A row of /admin/subscribers: what the list shows of a subscriber. */
export interface SubscriberRow {
  id: string;
  email: string;
  language: string;
  confirmed: boolean;
  /** When the latest sign-up was made, `YYYY-MM-DD HH:MM` in India Standard Time. */
  consented: string;
  consent: string;
}

/** The newsletter's subscribers (/admin/subscribers): those of one filter, newest first. */
export interface AdminSubscribersData {
  view: 'subscribers';
  csrf: string;
  show: SubscriberShow;
  subscribers: SubscriberRow[];
  /** As many as the list shows at most: there may be more (the CSV has them all). */
  capped: boolean;
  outcome?: 'deleted' | 'not-found';
  newMessages?: number | undefined;
  /** The store did not answer (503). */
  unavailable?: boolean;
}
