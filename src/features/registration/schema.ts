import { z } from './zod.ts';

/** The text fields of a registration, in the backend's names and the form's order (spec §3). */
export const registrationTextFields = [
  'name',
  'address',
  'agro_tour_name',
  'registration_number',
  'mobile_number',
  'email_id',
  'registration_date',
] as const;
export type RegistrationTextField = (typeof registrationTextFields)[number];
export type RegistrationValues = Record<RegistrationTextField, string>;

/** The optional document's field name. */
export const uploadField = 'upload_document';

export const limits = {
  mobileDigits: 10,
  emailLength: 254,
  emailLocalPart: 64,
  /** Edge limits for the multipart request (server/forms/multipart.ts). */
  fileBytes: 10 * 1024 * 1024,
  fields: 20,
  fieldBytes: 10 * 1024,
} as const;

/** Why a field is invalid; the form and the server turn these codes into words from src/content/auth.ts. */
export type FieldProblem = 'mobile' | 'email' | 'date' | 'text';

const mobilePattern = /^[0-9]{10}$/;
const emailFormat = z.email();
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A general e-mail address of at most 254 characters whose local part has at most 64. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  return (
    value.length <= limits.emailLength &&
    at > 0 &&
    at <= limits.emailLocalPart &&
    emailFormat.safeParse(value).success
  );
}

/** A real calendar day written as the date input writes it (YYYY-MM-DD). */
export function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const optionalText = z.string({ error: 'text' });
const emptyOr = (test: (value: string) => boolean, problem: FieldProblem) =>
  z.string({ error: problem }).check(z.refine((value) => value === '' || test(value), problem));

/**
 * A registration (spec §5): every field is optional; a mobile number, when given, is
 * exactly 10 digits 0-9; an e-mail, when given, a valid address within the length limits;
 * a date, when given, a real day (what the date input sends). Names and addresses take
 * any script, Devanagari included. The form and the server both validate with this.
 */
export const registrationSchema = z.object({
  name: optionalText,
  address: optionalText,
  agro_tour_name: optionalText,
  registration_number: optionalText,
  mobile_number: emptyOr((value) => mobilePattern.test(value), 'mobile'),
  email_id: emptyOr(isEmailAddress, 'email'),
  registration_date: emptyOr(isCalendarDate, 'date'),
});

/** The invalid fields of a parse, each with the first problem found. */
export function fieldProblems(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): Partial<Record<RegistrationTextField, FieldProblem>> {
  const problems: Partial<Record<RegistrationTextField, FieldProblem>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as RegistrationTextField;
    if (registrationTextFields.includes(field)) problems[field] ??= issue.message as FieldProblem;
  }
  return problems;
}
