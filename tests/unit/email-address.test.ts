import { describe, expect, it } from 'vitest';
import { contactProblems } from '../../src/features/contact/contract.ts';
import { checkEmail } from '../../src/features/newsletter/contract.ts';
import { emptyValues, registrationSchema } from '../../src/features/registration/contract.ts';
import { isEmailAddress } from '../../src/forms/email.ts';

/** src/forms/email.ts: the addresses the forms take are the ones a mail server takes (issue 58 item 7). */
const refused = [
  ['a doubled dot', 'a..b@x.in'],
  ['a leading dot', '.a@x.in'],
  ['a trailing dot before the @', 'a.@x.in'],
  ['a one-letter top-level domain', 'a@example.c'],
  ['a top-level domain with a digit', 'a@example.c0m'],
  ['no top-level domain', 'a@localhost'],
  ['a label starting with a hyphen', 'a@-gaon.in'],
  ['a label ending with a hyphen', 'a@gaon-.in'],
  ['an empty label', 'a@gaon..in'],
  ['a trailing dot after the domain', 'a@gaon.in.'],
  ['an underscore in the domain', 'a@ga_on.in'],
  ['a domain literal', 'a@[10.0.0.1]'],
  ['a quoted local part', '"a b"@x.in'],
  ['an encoded word in the local part', '=?utf-8?Q?office=40x.in?=@x.in'],
  ['a Unicode domain (its xn-- spelling is taken)', 'asha@पुणे.भारत'],
  ['a Unicode local part', 'आशा@gaon.in'],
] as const;

const accepted = [
  'sunita.patil@gaon.co.in',
  'a+tag@x.in',
  "o'neil@x.in",
  'Asha.Patil@Gaon.CO.IN',
  'first_last-1@mail.example.org',
  "a!#$%&'*+/?=^_`{|}~-z@x.in",
  'asha@xn--h2brj9c.xn--h2brj9c',
  'asha@xn--80ak6aa92e.com',
] as const;

const everyForm = (email: string) => ({
  contact: contactProblems({ name: 'Asha', email, message: 'Hello' }).email === undefined,
  newsletter: checkEmail(email) === null,
  registration: registrationSchema.safeParse({ ...emptyValues(), email_id: email }).success,
});

describe('the e-mail address rule', () => {
  it.each(refused)('refuses %s: %s', (_, email) => {
    expect(isEmailAddress(email)).toBe(false);
    expect(everyForm(email)).toEqual({ contact: false, newsletter: false, registration: false });
  });

  it.each(accepted)('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
    expect(everyForm(email)).toEqual({ contact: true, newsletter: true, registration: true });
  });

  it('keeps the spec’s limits: 254 characters in all, 64 before the @', () => {
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(60)}.in`;
    expect(isEmailAddress(`${'a'.repeat(254 - domain.length - 1)}@${domain}`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(255 - domain.length - 1)}@${domain}`)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(64)}@gaon.in`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(65)}@gaon.in`)).toBe(false);
    expect(isEmailAddress(`a@${'d'.repeat(64)}.in`)).toBe(false);
  });
});
