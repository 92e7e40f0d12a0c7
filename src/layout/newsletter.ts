/**
 * The newsletter box's two pure steps: check the address, then compose the
 * e-mail to the office. Nothing is stored; the visitor's own e-mail app sends it.
 */

export type EmailProblem = 'empty' | 'invalid';

/** Hostname labels as in the HTML e-mail input's rule; unlike it, a dot (a top-level domain) is required. */
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Null when the address is usable; at most 254 characters, local part at most 64 (spec section 9). */
export function checkEmail(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'empty';
  const local = email.slice(0, email.lastIndexOf('@'));
  if (email.length > 254 || local.length > 64 || !EMAIL.test(email)) return 'invalid';
  return null;
}

interface MailCopy {
  mailSubject: string;
  /** `{email}` is replaced by the visitor's address. */
  mailBody: string;
}

/** `mailto:` URL with the subject and body percent-encoded (not `+` for spaces, which mail apps show as is). */
export function newsletterMailto(office: string, email: string, copy: MailCopy): string {
  const body = copy.mailBody.replaceAll('{email}', email.trim());
  return `mailto:${office}?subject=${encodeURIComponent(copy.mailSubject)}&body=${encodeURIComponent(body)}`;
}
