/**
 * What the directory's admin pages show (decision 095), made by ./admin.server.ts and drawn by
 * the pages of src/pages/admin-centres and admin-centre. No React, no server code.
 */
import type { Language } from '../../languages.ts';
import type { CentreStatus, Channel, ConsentMethod } from './contract.ts';

/** A form's values as the page fills its fields again: one text a field, a list for the checkbox groups. */
export type FormValues = Record<string, string | string[]>;
export type FieldProblems = Record<string, string>;

export interface AdminCentreRow {
  id: string;
  slug: string;
  name: string;
  district: string;
  status: CentreStatus;
  consented: boolean;
  updated: string;
}

export interface RegistrationToAdd {
  ref: string;
  name: string;
  centre: string;
  registrationNumber: string;
  /** Whether the registration form's consent box was ticked (the site's own record of it). */
  asked: boolean;
}

export interface AdminCentresData {
  csrf: string;
  newMessages: number | undefined;
  centres: AdminCentreRow[];
  registrations: RegistrationToAdd[];
  /** The store did not answer. */
  unavailable?: true;
  /** The backend's registrations could not be read. */
  backend?: true;
}

export interface ConsentShown {
  givenBy: string;
  givenAt: string;
  method: ConsentMethod;
  channels: Channel[];
  wording: string;
  /** Whether the owner agreed to receive visitors' enquiries by e-mail (at the profile's address). */
  enquiryMail: boolean;
  /** The language of the mails to the owner. */
  ownerLanguage: Language;
}

export interface AdminCentreData {
  csrf: string;
  newMessages: number | undefined;
  /** Undefined for a new centre. */
  id?: string;
  slug?: string;
  status?: CentreStatus;
  name?: string;
  values: FormValues;
  problems: FieldProblems;
  /** The registration a new centre's form was filled from (its owner's name). */
  from?: string;
  consent?: ConsentShown;
  /** The consent form's values: the registration's answer for a new one. */
  consentValues: FormValues;
  photos: { id: string; src: string; alt: string }[];
  /** What the last action did, or what went wrong with it. */
  outcome?:
    | 'created'
    | 'saved'
    | 'problems'
    | 'not-found'
    | 'unavailable'
    | 'no-consent'
    | 'published'
    | 'unlisted'
    | 'drafted'
    | 'recorded'
    | 'added'
    | 'removed'
    | 'moved';
  /** A photo's problem, by its code (photos.server.ts). */
  photoProblem?: string;
}
