/**
 * The e-mail address rule of the registration, Contact and newsletter forms (spec §5, §9): apart
 * from the registration's contract so that Contact does not load its field table, and a plain
 * pattern rather than a zod schema so that the newsletter box of every page's footer loads no zod
 * (the registration's zod schema calls it).
 */

/** At most 254 characters in all, at most 64 before the @. */
export const emailLimits = { length: 254, localPart: 64 } as const;

const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const topLevel = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{0,58}[A-Za-z0-9])';

/**
 * What a mail server takes (issue 58): before the @ an RFC 5321 dot-atom (no dot first, last or
 * twice in a row), after it host names' labels (letters, digits, inner hyphens) ending in a
 * top-level domain of letters, or its punycode `xn--` form. A Unicode domain is refused, not
 * converted: its `xn--` spelling is accepted, and a conversion (UTS 46) would need tables the
 * browser and the server do not share, so one address could pass on one side and fail on the
 * other. Nor is `=?` taken, which the atext allows but mail programs read as the start of an
 * RFC 2047 encoded word, mangling the address in a mail's headers.
 */
const emailFormat = new RegExp(`^(?!.*=\\?)${atom}(?:\\.${atom})*@(?:${label}\\.)+${topLevel}$`);

/** An e-mail address a mail server takes, of at most 254 characters whose local part has at most 64. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  return value.length <= emailLimits.length && at > 0 && at <= emailLimits.localPart && emailFormat.test(value);
}
