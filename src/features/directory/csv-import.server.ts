/**
 * The office's list of centres imported from a CSV file (issue 53, `npm run centres:import`):
 * every row is checked as the admin's form checks a profile (./profile.server.ts), and only a
 * file without a single problem is written, all of it in one transaction. A problem names the
 * file's line and the column, as the office finds them in a text editor or a spreadsheet.
 */
import type { Store } from '../../../server/store/store.ts';
import { plainText } from '../../plain-text.ts';
import { insertCentre, type Consent } from './centres.server.ts';
import {
  activityLabels,
  channels,
  consentMethods,
  foodLabels,
  offerLabels,
  spokenLabels,
  type CentreProfile,
  type ConsentMethod,
} from './contract.ts';
import { CsvError, csvRecords } from './csv-records.ts';
import { profileFields, profileLimits, readProfile, type ProfileField, type ProfileProblem } from './profile.server.ts';

/** What one import may hold, and how many problems its report lists. */
export const importLimits = { bytes: 10 * 1024 * 1024, rows: 5_000, reported: 50 } as const;

const consentColumns = ['consent_given_by', 'consent_given_at', 'consent_method', 'consent_channels'] as const;
/** Every column a file may have, in the order of docs/centres-sample.csv. */
export const importColumns = [...profileFields, 'registration_number', ...consentColumns, 'status'] as const;
type Column = (typeof importColumns)[number];
const requiredColumns: readonly Column[] = ['name_en', 'district', 'open_months'];

/** A centre the file describes, checked. */
export interface ImportRow {
  line: number;
  profile: CentreProfile;
  registrationNumber: string | null;
  /** Its consent to be listed; the file says nothing of enquiries by e-mail (`writeCentres` records no agreement). */
  consent: Omit<Consent, 'recordedAt' | 'wording' | 'enquiryMail' | 'ownerLanguage'> | undefined;
  publish: boolean;
}

const listed = (codes: readonly string[]) => codes.join(', ');
const codeLists: Partial<Record<Column, readonly string[]>> = {
  offers: Object.keys(offerLabels),
  activities: Object.keys(activityLabels),
  food: Object.keys(foodLabels),
  languages: Object.keys(spokenLabels),
};
const lengths: Partial<Record<ProfileField, number>> = {
  name_en: profileLimits.name,
  name_mr: profileLimits.name,
  village: profileLimits.place,
  taluka: profileLimits.place,
  licence_number: profileLimits.licence,
  description_en: profileLimits.description,
  description_mr: profileLimits.description,
  email: 254,
  website: profileLimits.website,
};
const maxima: Partial<Record<ProfileField, string>> = { rooms: '500', beds: '2,000', price_day: '1,00,000' };
const items = (value: string) =>
  value
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

/** A profile problem in the office's words, naming what was written where that helps. */
function profileWords(field: ProfileField, problem: ProfileProblem, value: string): string {
  const codes = codeLists[field];
  switch (problem) {
    case 'required':
      return field === 'open_months' ? 'at least one month open is required (1 to 12, split by ;)' : 'required';
    case 'tooLong':
      return `longer than ${lengths[field]} characters`;
    case 'unknown':
      if (field === 'district')
        return `"${value.trim()}" is not a district code (pune, ratnagiri …; docs/operating.md)`;
      if (!codes) return `months are numbers 1 to 12 split by ; ("${value.trim()}")`;
      return `unknown code ${items(value)
        .filter((code) => !codes.includes(code))
        .map((code) => `"${code}"`)
        .join(', ')}; the codes are ${listed(codes)}`;
    case 'number':
      return field === 'lat' || field === 'lng'
        ? `"${value.trim()}" is not a number in degrees (18.5089)`
        : `"${value.trim()}" is not a whole number`;
    case 'range':
      if (field === 'lat') return 'outside Maharashtra (latitude 15.5 to 22.2)';
      if (field === 'lng') return 'outside Maharashtra (longitude 72.5 to 81)';
      return `over ${maxima[field] ?? maxima.price_day}`;
    case 'date':
      return `"${value.trim()}" is not a date written YYYY-MM-DD`;
    case 'phone':
      return `"${value.trim()}" is not a 10-digit number (spaces and dashes are allowed, no +91)`;
    case 'email':
      return `"${value.trim()}" is not an e-mail address`;
    case 'website':
      return `"${value.trim()}" is not a web address starting with https:// or http://`;
    case 'pair':
      return 'lat and lng go together: give both or neither';
    case 'bestNotOpen':
      return 'a best month that is not among open_months';
  }
}

// A day that exists: Date.parse alone takes 2026-02-30 as 2 March.
const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toJSON()?.startsWith(value) === true;
/** Today in India, as YYYY-MM-DD: a consent is never given later than that. */
const indiaToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const isOneOf = <Code extends string>(codes: readonly Code[], value: string): value is Code =>
  (codes as readonly string[]).includes(value);

type Complain = (column: Column, problem: string) => void;

/** The consent a row records, if any; its problems told to `complain`. */
function consentOf(cell: (column: Column) => string, complain: Complain): ImportRow['consent'] {
  const givenBy = plainText(cell('consent_given_by')).trim();
  const givenAt = cell('consent_given_at').trim();
  const method = cell('consent_method').trim();
  const given = items(cell('consent_channels'));
  if (!givenBy && !givenAt && !method && given.length === 0) return undefined;
  // Half a consent is a mistake to fix, never a draft: the office meant to record one.
  const empty = 'empty, but the row records a consent: who gave it, when and how go together';
  if (!givenBy) complain('consent_given_by', empty);
  else if (givenBy.length > profileLimits.name)
    complain('consent_given_by', `longer than ${profileLimits.name} characters`);
  if (!givenAt) complain('consent_given_at', empty);
  else if (!isDate(givenAt)) complain('consent_given_at', `"${givenAt}" is not a date written YYYY-MM-DD`);
  else if (givenAt > indiaToday()) complain('consent_given_at', `${givenAt} is later than today`);
  if (!method) complain('consent_method', empty);
  else if (!isOneOf(consentMethods, method))
    complain('consent_method', `"${method}" is not a way of consent: ${listed(consentMethods)}`);
  const unknown = given.filter((one) => !isOneOf(channels, one));
  if (unknown.length > 0)
    complain('consent_channels', `unknown channel "${unknown.join('", "')}"; the channels are ${listed(channels)}`);
  return { givenBy, givenAt, method: method as ConsentMethod, channels: channels.filter((one) => given.includes(one)) };
}

/** A data row checked: the centre it describes, or undefined when `complain` was told why not. */
function rowOf(line: number, cell: (column: Column) => string, complain: Complain): ImportRow | undefined {
  let wrong = false;
  const told: Complain = (column, problem) => {
    wrong = true;
    complain(column, problem);
  };
  const { profile, problems } = readProfile(Object.fromEntries(profileFields.map((field) => [field, cell(field)])));
  for (const [field, code] of Object.entries(problems) as [ProfileField, ProfileProblem][])
    told(field, profileWords(field, code, cell(field)));
  const registrationNumber = plainText(cell('registration_number')).trim();
  if (registrationNumber.length > 60) told('registration_number', 'longer than 60 characters');
  const status = cell('status').trim();
  if (!['', 'draft', 'published'].includes(status))
    told('status', `"${status}" is not a status: draft, published, or empty for a draft`);
  const consent = consentOf(cell, told);
  if (status === 'published' && !consent)
    told(
      'status',
      'published, but the row records no consent: fill consent_given_by, consent_given_at and consent_method, or leave status empty for a draft',
    );
  if (wrong) return undefined;
  return { line, profile, registrationNumber: registrationNumber || null, consent, publish: status === 'published' };
}

/** The header's problems: a column the import does not know, one named twice, a required one missing. */
function headerProblems(header: readonly string[], at: (column: number, problem: string) => string): string[] {
  const problems: string[] = [];
  for (const [i, name] of header.entries()) {
    if (name === '') continue;
    if (!isOneOf(importColumns, name)) problems.push(at(i + 1, 'not a column of the import (docs/operating.md)'));
    else if (header.indexOf(name) !== i) problems.push(at(i + 1, `column ${header.indexOf(name) + 1} has that name`));
  }
  for (const name of requiredColumns)
    if (!header.includes(name)) problems.push(`line 1: the required column ${name} is missing`);
  return problems;
}

const refused = (problem: string) => ({ rows: [], problems: [problem] });

/**
 * The rows of a file, checked, or every problem it has (none is written then). Refused whole:
 * a file over 10 MB or 5,000 rows, one that is not UTF-8 text, an unknown or repeated column,
 * a missing required one. A column without a name is allowed while it is empty (a spreadsheet's
 * stray column).
 */
export function checkCentresCsv(file: Uint8Array | string): { rows: ImportRow[]; problems: string[] } {
  const size = typeof file === 'string' ? Buffer.byteLength(file) : file.byteLength;
  if (size > importLimits.bytes) return refused(`the file is over ${importLimits.bytes / 1024 / 1024} MB`);
  let text: string;
  try {
    text = typeof file === 'string' ? file : new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return refused('the file is not UTF-8 text: save it as "CSV UTF-8 (comma delimited)"');
  }

  let header: string[] = [];
  const at = (line: number, column: number, problem: string) =>
    `line ${line}, column ${column}${header[column - 1] ? ` (${header[column - 1]})` : ''}: ${problem}`;
  const problems: string[] = [];
  const rows: ImportRow[] = [];
  const records = csvRecords(text);
  try {
    header = (records.next().value?.cells ?? []).map((name) => name.trim());
    problems.push(...headerProblems(header, (column, problem) => at(1, column, problem)));
    if (problems.length > 0) return { rows, problems };
    const columnOf = new Map(header.map((name, i) => [name, i]));
    let count = 0;
    for (const { cells, lines } of records) {
      if (cells.every((cell) => cell.trim() === '')) continue;
      if (++count > importLimits.rows)
        return refused(`the file has over ${importLimits.rows.toLocaleString('en-IN')} rows: split it`);
      if (cells.length !== header.length) {
        problems.push(`line ${lines[0]}: ${cells.length} values where the header has ${header.length} columns`);
        continue;
      }
      for (const [i, name] of header.entries())
        if (name === '' && cells[i]!.trim() !== '')
          problems.push(at(lines[i]!, i + 1, 'a value in a column with no name'));
      const found: [number, string][] = [];
      const row = rowOf(
        lines[0]!,
        (column) => cells[columnOf.get(column) ?? -1] ?? '',
        (column, problem) => found.push([columnOf.get(column)!, problem]),
      );
      // In the order of the columns, as the office reads the row.
      for (const [i, problem] of found.sort(([a], [b]) => a - b)) problems.push(at(lines[i]!, i + 1, problem));
      if (row) rows.push(row);
    }
    if (count === 0 && problems.length === 0) problems.push('the file has no rows under its header');
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    problems.push(at(error.line, error.column, error.message));
  }
  return problems.length > 0 ? { rows: [], problems } : { rows, problems };
}

/** The problems as the office reads them: the first `max`, and how many more there are. */
export function problemReport(problems: readonly string[], max: number = importLimits.reported): string[] {
  if (problems.length <= max) return [...problems];
  return [...problems.slice(0, max), `and ${problems.length - max} more`];
}

/**
 * Writes checked rows in one transaction (one `store.write`, which on the embedded store is
 * one unit of its group commit): all of them, or none if any insert fails. The consent's
 * recorded words say where it came from, as the office holds no form the owner ticked; it
 * records no agreement to receive enquiries by e-mail, and Marathi as the owner's language.
 */
export async function writeCentres(
  store: Pick<Store, 'write'>,
  rows: readonly ImportRow[],
  source: string,
): Promise<{ published: number; drafts: number }> {
  return store.write(async (db) => {
    let published = 0;
    for (const row of rows) {
      const wording = `Consent recorded by the office, imported from ${source}, line ${row.line}`;
      await insertCentre(db, row.profile, {
        registrationNumber: row.registrationNumber,
        consent: row.consent && { ...row.consent, wording, enquiryMail: false, ownerLanguage: 'mr' },
        publish: row.publish,
      });
      if (row.publish) published += 1;
    }
    return { published, drafts: rows.length - published };
  });
}
