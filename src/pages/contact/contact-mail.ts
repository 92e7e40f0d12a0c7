/**
 * The Contact Us form's pure steps: the message for a field's native validity,
 * and the mailto: URL that Send composes. Nothing is sent by this website.
 */
import type { Contact } from '../../content/schema.ts';

export const contactFields = ['name', 'email', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

type Copy = Contact['form'];

/** What a field's native constraint validation says, in the page's words; empty when valid. */
export function fieldMessage(
  field: ContactField,
  validity: Pick<ValidityState, 'valueMissing' | 'typeMismatch' | 'valid'>,
  errors: Copy['errors'],
): string {
  if (validity.valid) return '';
  if (field === 'name') return errors.nameRequired;
  if (field === 'message') return errors.messageRequired;
  return validity.valueMissing ? errors.emailRequired : errors.emailInvalid;
}

/**
 * `mailto:` URL to the office, with the subject and a body of the three fields,
 * percent-encoded (never `+` for spaces) and with CRLF line breaks (RFC 6068).
 */
export function contactMailto(
  office: string,
  values: ContactValues,
  copy: Pick<Copy, 'labels' | 'mailSubject'>,
): string {
  const message = values.message.trim().replace(/\r?\n/g, '\r\n');
  const body = `${copy.labels.name}: ${values.name.trim()}\r\n${copy.labels.email}: ${values.email.trim()}\r\n\r\n${message}`;
  return `mailto:${office}?subject=${encodeURIComponent(copy.mailSubject)}&body=${encodeURIComponent(body)}`;
}
