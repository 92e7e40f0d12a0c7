/**
 * A photo's alt text as the admin's photo form sends it (`alt_en`, `alt_mr`): the centres' and
 * the events' forms read it alike, and the forms' fields cap it at the same length.
 */
import { plainText } from '../plain-text.ts';

/** The longest alt text kept, in characters. */
export const altMaxLength = 200;

/** Alt text as a person types it, at most `altMaxLength` characters. */
export const altText = (value: string | undefined) =>
  plainText(value ?? '')
    .trim()
    .slice(0, altMaxLength);
