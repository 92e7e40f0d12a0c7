/**
 * The e-mail address rule of the registration and Contact forms (spec §5, §9): apart from the
 * registration's contract so that Contact does not load its field table.
 */
import { z } from './zod.ts';

/** At most 254 characters in all, at most 64 before the @. */
export const emailLimits = { length: 254, localPart: 64 } as const;

const emailFormat = z.email();

/** A general e-mail address of at most 254 characters whose local part has at most 64. */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  return (
    value.length <= emailLimits.length && at > 0 && at <= emailLimits.localPart && emailFormat.safeParse(value).success
  );
}
