import { minutesToWait, sayCount } from '../../content/plural.ts';
import { registrationCopy } from './copy.ts';
import { registrationTextFields, uploadField, type RegistrationAnswer } from './contract.ts';
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
  /** The alert: the server's message or "Registration successful!"; or "Failed to register. Try again later." */
  message: string;
  /** On failure, the fields the server named, if any. */
  fields: NamedField[];
  /** On failure, the edge's reason when the document was refused (too large, wrong type), or when to try again (429). */
  detail?: string;
}

const fieldNames: readonly string[] = [...registrationTextFields, uploadField];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads the answer to a registration (spec §4, §8), from fetch or from the no-JavaScript
 * post alike: a 2xx answer shows its `message` or "Registration successful!"; anything else
 * "Failed to register. Try again later.", plus the fields the answer names, in this edge's
 * shape (`fields`) or in the backend's (Django REST: `{ field: ["reason"] }`). `lang` is the
 * language of the page that asks (the words are its build's, decision 036).
 */
export function registrationResult(
  { status, body, retryAfterSeconds }: RegistrationAnswer,
  lang: Language,
): RegistrationResult {
  const { messages } = registrationCopy;
  if (status >= 200 && status < 300) {
    // The backend speaks English: a page in another language says it in its own words.
    const message =
      lang === 'en' && isRecord(body) && typeof body.message === 'string' && body.message.trim()
        ? body.message
        : messages.success;
    return { ok: true, message, fields: [] };
  }
  const source = isRecord(body) ? (isRecord(body.fields) ? body.fields : body) : {};
  const fields = fieldNames
    .filter((field) => Object.hasOwn(source, field))
    .map((field) => ({ field, label: registrationCopy.labelOf(field), text: reason(source[field]) }));
  if (status === 429)
    return { ok: false, message: messages.failure, fields: [], detail: waitText(retryAfterSeconds, lang) };
  const detail =
    (status === 413 || status === 415) && isRecord(body) && typeof body.message === 'string'
      ? lang === 'en'
        ? body.message
        : status === 413
          ? registrationCopy.errors.documentSize
          : registrationCopy.errors.documentType
      : undefined;
  return { ok: false, message: messages.failure, fields, ...(detail && { detail }) };
}

/** After too many registrations: how many minutes to wait, in the page's words (an hour when not said). */
function waitText(retryAfterSeconds: number | undefined, lang: Language): string {
  const minutes = minutesToWait(retryAfterSeconds ?? 3600);
  return sayCount(languages[lang].tag, registrationCopy.errors.tooMany, minutes, 'minutes');
}

/** The problem as the server put it: a string, or Django's list of strings. */
function reason(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string').join(' ');
  return '';
}
