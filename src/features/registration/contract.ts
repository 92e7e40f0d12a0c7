/**
 * The registration contract: what the form (in the browser) and the edge (its `*.server.ts`)
 * both read, so that each is written once: the field table (decision 086), the limits, the API
 * path, the schema and its problem codes, and the edge's own words. The server imports it, and
 * `npm run dev` runs the server in Node as it is (type stripping): no React, no src/content.
 *
 * One registration, stage → type:
 *   the text fields, typed or received → RegistrationValues  (here)
 *   how it ended                       → RegistrationAnswer  (here): made once by the edge
 *                                         (submit.server.ts), sent as JSON by the API
 *                                         (`registrationJson`) and read back by the form with
 *                                         JavaScript (`readRegistrationAnswer`), the route's data
 *                                         without JavaScript
 *   what the form shows                → RegistrationResult  (result.ts): the alert, the fields named
 */
import { emailLimits, isEmailAddress } from '../../forms/email.ts';
import { z } from '../../forms/zod.ts';
import { inEveryLanguage, sitePaths } from '../../site-paths.ts';

/** The idempotency key is every form's (src/forms/); the registration's too. */
export { idempotencyHeader, isIdempotencyKey, newKey } from '../../forms/visitor-post.ts';

/** The path of the registration call, on the site and on the backend alike (spec §7). */
export const registrationPath = '/api/register/registrations/';

/** Where the registration form posts without JavaScript, in each language: its page. */
export const registrationFormPaths = inEveryLanguage(sitePaths.registration);

export const limits = {
  mobileDigits: 10,
  emailLength: emailLimits.length,
  emailLocalPart: emailLimits.localPart,
  /** The edge's limits for the multipart request. */
  fileBytes: 10 * 1024 * 1024,
  fields: 20,
  fieldBytes: 10 * 1024,
} as const;

/** The document's field name. */
export const uploadField = 'upload_document';

/**
 * How a field is typed in: its input's attributes, or a textarea when `multiline`. The public
 * form takes them all; the admin record form all but `autoComplete`, which names the visitor's
 * own details (the admin types someone else's).
 */
export interface FieldInput {
  type?: 'text' | 'email' | 'date' | 'file';
  inputMode?: 'numeric';
  autoComplete?: string;
  maxLength?: number;
  pattern?: string;
  multiline?: boolean;
}

interface FieldSpec {
  /** The backend's name: in the multipart body, the edge's answers and the admin's records. */
  name: string;
  /** The content's key for its label and hint (src/content/, `labels`, `hints`), in each language. */
  copy: string;
  input: FieldInput;
  /** Its own check when not empty (spec §5), named by the problem it reports; none: any text. */
  check?: 'mobile' | 'email' | 'date' | 'document';
  /** The admin may correct it in the record form (the document stays as the backend has it). */
  edit: boolean;
  /** In the admin list: the row's heading or a column; and the filter that finds it (`q`, or from/to). */
  list?: 'heading' | 'column';
  filter?: 'text' | 'dates';
  /** A column of the admin's CSV, headed by its label, after the id and the day received. */
  csv: boolean;
}

/**
 * Ten digits 0-9, as written in India without +91 (spec §5). A text input with the digit
 * keypad rather than type="tel": `tel-national`, the autofill name for a number without its
 * country code, is allowed on a text input only (type="tel" takes `tel`, which fills in +91);
 * a screen reader announces both as an edit field.
 */
const mobileInput = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'tel-national',
  maxLength: limits.mobileDigits,
  pattern: `[0-9]{${limits.mobileDigits}}`,
} as const;

/**
 * The registration's fields (spec §2, §3), in the form's order, the one place each is named:
 * the forms' inputs, the checks, the admin's record, list, filter and CSV, and the multipart
 * body are all read from here.
 */
const fieldTable = [
  {
    name: 'name',
    copy: 'name',
    input: { type: 'text', autoComplete: 'name' },
    edit: true,
    list: 'heading',
    filter: 'text',
    csv: true,
  },
  {
    name: 'address',
    copy: 'address',
    input: { autoComplete: 'street-address', multiline: true },
    edit: true,
    csv: true,
  },
  {
    name: 'agro_tour_name',
    copy: 'agroTourName',
    input: { type: 'text', autoComplete: 'organization' },
    edit: true,
    list: 'column',
    filter: 'text',
    csv: true,
  },
  {
    name: 'registration_number',
    copy: 'registrationNumber',
    input: { type: 'text', autoComplete: 'off' },
    edit: true,
    csv: true,
  },
  {
    name: 'mobile_number',
    copy: 'mobileNumber',
    input: mobileInput,
    check: 'mobile',
    edit: true,
    list: 'column',
    filter: 'text',
    csv: true,
  },
  {
    name: 'email_id',
    copy: 'emailId',
    input: { type: 'email', autoComplete: 'email', maxLength: limits.emailLength },
    check: 'email',
    edit: true,
    list: 'column',
    filter: 'text',
    csv: true,
  },
  {
    name: 'registration_date',
    copy: 'registrationDate',
    input: { type: 'date' },
    check: 'date',
    edit: true,
    list: 'column',
    filter: 'dates',
    csv: true,
  },
  { name: uploadField, copy: 'uploadDocument', input: { type: 'file' }, check: 'document', edit: false, csv: true },
] as const satisfies readonly FieldSpec[];

/** A field of a registration: the seven text fields and the document. */
export type RegistrationField = (typeof fieldTable)[number]['name'];
export type RegistrationTextField = Exclude<RegistrationField, typeof uploadField>;
export type RegistrationValues = Record<RegistrationTextField, string>;
export interface RegistrationFieldSpec<Name extends RegistrationField = RegistrationField> extends FieldSpec {
  name: Name;
  copy: (typeof fieldTable)[number]['copy'];
}

export const registrationFields: readonly RegistrationFieldSpec[] = fieldTable;
/** The text fields, each with its spec. */
export const textFieldSpecs = registrationFields.filter(
  (field): field is RegistrationFieldSpec<RegistrationTextField> => field.name !== uploadField,
);
/** The text fields' names, in order. */
export const registrationTextFields = textFieldSpecs.map((field) => field.name);
/** A field's spec by its name. */
export const fieldSpec = <Name extends RegistrationField>(name: Name) =>
  registrationFields.find((field) => field.name === name) as RegistrationFieldSpec<Name>;

/** A registration with every text field empty. */
export const emptyValues = () =>
  Object.fromEntries(registrationTextFields.map((name) => [name, ''])) as RegistrationValues;

/**
 * A registration as multipart (spec §3, §7), as the form, the edge and the admin's correction
 * send it: every text field in order, a missing one as an empty string; the document only
 * when there is one.
 */
export function registrationFormData(values: Partial<RegistrationValues>, file?: File): FormData {
  const form = new FormData();
  for (const name of registrationTextFields) form.append(name, values[name] ?? '');
  if (file) form.append(uploadField, file, file.name);
  return form;
}

/** The document types a registration accepts (the edge tells them by their first bytes). */
export const documentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type DocumentType = (typeof documentTypes)[number];

/**
 * Why a field is invalid: the form's own checks (`mobile`, `email`, `date`; `text` for a value
 * sent twice or not as text), and what the backend said (decision 067): `unique` (a registration
 * with this value exists), `required`, `tooLong`, and, for any other reason it gave, the field's
 * own message (`ownProblem`: its check, `document` for the document, else `check`). The edge
 * answers with these codes (`problems`) beside its English (`fields`); each page says them in
 * its own words (src/content/auth.ts, `reasons`), never in the backend's.
 */
export type FieldProblem =
  'mobile' | 'email' | 'date' | 'text' | 'document' | 'check' | 'unique' | 'required' | 'tooLong';
export type FieldProblems = Partial<Record<RegistrationField, FieldProblem>>;

const mobilePattern = new RegExp(`^${mobileInput.pattern}$`);
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written as the date input writes it (YYYY-MM-DD). */
export function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What a field's check lets through, besides an empty value. */
const checks = {
  mobile: (value: string) => mobilePattern.test(value),
  email: isEmailAddress,
  date: isCalendarDate,
};
const optionalText = z.string({ error: 'text' });
const emptyOr = (test: (value: string) => boolean, problem: FieldProblem) =>
  z.string({ error: problem }).check(z.refine((value) => value === '' || test(value), problem));

/**
 * A registration (spec §5): every field is optional; a mobile number, when given, is
 * exactly 10 digits 0-9; an e-mail, when given, a valid address within the length limits;
 * a date, when given, a real day (what the date input sends). Names and addresses take
 * any script, Devanagari included. The form and the server both validate with this.
 */
export const registrationSchema = z.object(
  Object.fromEntries(
    textFieldSpecs.map(({ name, check }) => [
      name,
      check && check !== 'document' ? emptyOr(checks[check], check) : optionalText,
    ]),
  ) as Record<RegistrationTextField, typeof optionalText>,
);

/** The invalid fields of a parse, each with the first problem found. */
export function fieldProblems(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const field = issue.path[0] as RegistrationTextField;
    if (registrationTextFields.includes(field)) problems[field] ??= issue.message as FieldProblem;
  }
  return problems;
}

/** A field's own message, for a reason that has no words of its own (an unknown one from the backend). */
export function ownProblem(field: RegistrationField): FieldProblem {
  return fieldSpec(field).check ?? 'check';
}

/**
 * The edge's words for an invalid field, in its 400 answer (`fields`), and the English page's
 * words in the list under the form's alert (src/content/auth.ts). The form's words beside each
 * field are its own (src/content/).
 */
export const problemMessages: Record<FieldProblem, string> = {
  mobile: 'must be exactly 10 digits (0-9).',
  email: 'must be a valid e-mail address of at most 254 characters (at most 64 before the @).',
  date: 'must be a real date, written YYYY-MM-DD.',
  text: 'must be sent once, as text.',
  document: 'must be a PDF, JPEG, PNG or WebP file of at most 10 MB.',
  check: 'was not accepted by the registration service. Please check it.',
  unique: 'a registration with this value already exists.',
  required: 'must be filled in.',
  tooLong: 'is too long. Please shorten it.',
};

/** Field name → what is wrong with it, in the edge's words. */
export function fieldMessages(problems: FieldProblems): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, problemMessages[problem as FieldProblem]]),
  );
}

/**
 * The `message` of every refusal of the edge's own (`{ status: 'error', message, fields? }`).
 * The form shows `tooLarge` and `documentType` itself too, when a chosen document would be
 * refused (document-check.ts), so that a visitor reads the same sentence either way.
 */
export const edgeMessages = {
  // Reading the multipart body.
  notMultipart: 'Send the registration as a multipart form (multipart/form-data).',
  tooLarge: 'The document is too large: it may be at most 10 MB.',
  oneFile: `Send at most one document, in the ${uploadField} field.`,
  longValue: 'A value is too long: each may be at most 10 KB.',
  manyFields: 'The form has too many fields.',
  malformed: 'The form could not be read. Please send it again.',
  // Checking it.
  invalidFields: 'Some fields are not valid.',
  documentType: 'The document must be a PDF, JPEG, PNG or WebP file.',
  // Sending it on to the backend.
  backendDown: 'The registration service is not reachable right now. Please try again later.',
  backendSlow: 'The registration service took too long to answer. Please try again later.',
  /** A server error or an unreadable answer of the backend (decision 067): the spec's failure message (§8). */
  backendFailed: 'Failed to register. Try again later.',
  /** The backend took it: the spec's success message (§8); the backend's own words are not passed on. */
  registered: 'Registration successful!',
  // Limits (limits.server.ts): too many at once from one address, too many in an hour.
  tooManyAtOnce:
    'Too many registrations are being sent from this connection at once. Please wait until they are sent and try again.',
  /** `{minutes}` until the limit's hour ends, in plural forms. */
  tooManyRegistrations: {
    one: 'Too many registrations have been sent just now. Please try again in {minutes} minute.',
    other: 'Too many registrations have been sent just now. Please try again in {minutes} minutes.',
  },
  // The form's idempotency key.
  badKey: 'The Idempotency-Key header must be a UUID.',
  keyReused: 'This Idempotency-Key was already used for a registration with other details.',
  keyStoreAway: 'Registrations cannot be taken for a moment. Please try again in a minute.',
} as const;

/**
 * How a registration ended: the feature's one answer (issue 57 item 4, decision 105). Made once
 * by the edge (submit.server.ts; the backend's answer in its own words, backend-answer.server.ts,
 * decision 067); the API sends it as JSON in the spec's fields (`registrationJson`, with the HTTP
 * status `status`), which the form with JavaScript reads back into it (`readRegistrationAnswer`,
 * registration-request.ts); the form without JavaScript gets it as its route's data
 * (registration-action.server.ts), with the values typed when it failed, and the island's props
 * carry it to the browser; `registrationResult` (result.ts) says it in the page's words.
 */
export type RegistrationAnswer =
  /** The backend took it: its status (2xx). */
  (
    | { kind: 'registered'; status: number }
    /**
     * Refused by the edge or by the backend, or not sent on: the HTTP status (0 when the request
     * did not get through), the edge's English `message` (never shown by a page), each field's
     * problem, and after a 429 the seconds its Retry-After asks to wait.
     */
    | {
        kind: 'refused';
        status: number;
        message: string;
        problems?: FieldProblems | undefined;
        retryAfterSeconds?: number | undefined;
      }
  ) & {
    /** Answered again from its Idempotency-Key (src/features/registration/idempotency.server.ts). */
    replayed?: true | undefined;
    /** The text values as received; the page without JavaScript keeps them after a failure. Never in the JSON. */
    values?: RegistrationValues | undefined;
    /** The consent box was ticked (`listingField`): the page ticks it again after a failure. */
    listing?: true | undefined;
  };

/**
 * The answer's JSON body, in the spec's fields (§8): `status` "success" or "error", the edge's
 * `message`, and for each field a refusal names its problem in English (`fields`) and as a code
 * (`problems`), which the form says in its page's words. Never the values.
 */
export function registrationJson(answer: RegistrationAnswer) {
  if (answer.kind === 'registered') return { status: 'success', message: edgeMessages.registered };
  const { message, problems } = answer;
  return { status: 'error', message, ...(problems && { fields: fieldMessages(problems), problems }) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'string' && Object.hasOwn(problemMessages, value);

/**
 * Reads an answer from its HTTP status and JSON body (undefined when it was not JSON): the API's
 * as the form with JavaScript receives it, or as the edge kept it for its key. Any 2xx is
 * `registered`; anything else `refused`, with the problem of each field it names (a code the
 * page does not know as that field's own, `ownProblem`). No text of the body is shown.
 */
export function readRegistrationAnswer(status: number, body: unknown, retryAfterSeconds?: number): RegistrationAnswer {
  if (status >= 200 && status < 300) return { kind: 'registered', status };
  const given = isRecord(body) && isRecord(body.problems) ? body.problems : {};
  const problems: FieldProblems = {};
  for (const { name } of registrationFields) {
    if (Object.hasOwn(given, name)) problems[name] = isProblem(given[name]) ? given[name] : ownProblem(name);
  }
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  return {
    kind: 'refused',
    status,
    message,
    ...(Object.keys(problems).length > 0 && { problems }),
    ...(retryAfterSeconds && { retryAfterSeconds }),
  };
}

/**
 * The optional consent box (issue 53, decision 095): ticked, it asks the office to list the
 * centre in the public directory. It is the site's own field, never sent to the backend, whose
 * fields stay the spec's (`registrationFormData` leaves it out). Its value is the language of the
 * page it was ticked on; the server keeps these words in that language beside the registration's
 * number (consents.server.ts), so what the owner agreed to is on record word for word.
 */
export const listingField = 'list_in_directory';
export const listingConsent = {
  en: 'List my centre in the public directory',
  mr: 'माझे केंद्र सार्वजनिक यादीत दाखवा',
} as const satisfies Record<'en' | 'mr', string>;
