import { minutesToWait, sayCount } from '../../content/plural.ts';
import { registrationCopy } from './copy.ts';
import {
  registrationTextFields,
  uploadField,
  type RegistrationAnswer,
  type RegistrationField,
  type RegistrationTextField,
} from './contract.ts';
import { languages, type Language } from '../../languages.ts';

/** A field the server named as invalid, in the form's words. */
export interface NamedField {
  field: string;
  label: string;
  text: string;
}

/** What the form shows after a submit (the same with and without JavaScript). */
export interface RegistrationResult {
  ok: boolean;
  /**
   * The alert: "Registration successful!", the reason a field must change (`mark`), or "Failed to
   * register. Try again later.", in the page's language.
   */
  message: string;
  /** On failure, the fields the server named, if any, each with why in the page's words. */
  fields: NamedField[];
  /** On failure, the edge's reason when the document was refused (too large, wrong type), or when to try again (429). */
  detail?: string;
  /**
   * The field to change first, with why in the page's words: the Registration No when the backend
   * says it is already registered. The alert leads with that reason (not "Try again later"), and
   * the form marks the field with it and moves focus to it (issue 58, item 12).
   */
  mark?: { field: RegistrationTextField; text: string };
  /**
   * Whether trying again later may help (the registration service down, slow or failing: 5xx):
   * the form then gives the office's e-mail address and phone number after the failure message.
   */
  office?: true;
}

const fieldNames: readonly RegistrationField[] = [...registrationTextFields, uploadField];

/**
 * Says the answer to a registration (spec §4, §8), from fetch or from the no-JavaScript post
 * alike, in the page's own words (decision 067): `registered`, "Registration successful!"; a
 * Registration No already registered (`problems.registration_number` `unique`) that reason
 * first, the field marked; anything else "Failed to register. Try again later.", with each field
 * the edge named (its `problems`: a code a field), after 413, 415 or 429 the reason, and after a
 * 5xx (a retry may help) the office's e-mail and phone (`office`). The answer's `message` is
 * never shown: the edge writes it in English, and the backend's own words never reach it.
 * `lang` is the language of the page that asks (its words are its build's, decision 036; `lang`
 * picks the plural rules).
 */
export function registrationResult(answer: RegistrationAnswer, lang: Language): RegistrationResult {
  const { messages, errors } = registrationCopy;
  if (answer.kind === 'registered') return { ok: true, message: messages.success, fields: [] };
  const { status, problems = {} } = answer;
  if (status === 429)
    return { ok: false, message: messages.failure, fields: [], detail: waitText(answer.retryAfterSeconds, lang) };
  const fields = fieldNames.flatMap((field) => {
    const problem = problems[field];
    return problem
      ? [{ field, label: registrationCopy.labelOf(field), text: registrationCopy.reasonText(problem) }]
      : [];
  });
  const detail = status === 413 ? errors.documentSize : status === 415 ? errors.documentType : undefined;
  if (problems.registration_number === 'unique') {
    // Already registered: trying later never helps, so the reason leads, and the field is marked.
    const mark = { field: 'registration_number' as const, text: errors.registrationTaken };
    const others = fields.filter(({ field }) => field !== mark.field);
    return { ok: false, message: mark.text, fields: others, ...(detail && { detail }), mark };
  }
  return {
    ok: false,
    message: messages.failure,
    fields,
    ...(detail && { detail }),
    ...(status >= 500 && { office: true }),
  };
}

/** After too many registrations: how many minutes to wait, in the page's words (an hour when not said). */
function waitText(retryAfterSeconds: number | undefined, lang: Language): string {
  const minutes = minutesToWait(retryAfterSeconds ?? 3600);
  return sayCount(languages[lang].tag, registrationCopy.errors.tooMany, minutes, 'minutes');
}
