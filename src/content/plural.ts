import { fillTemplate } from './fill-template.ts';

/**
 * A sentence that says a count, in the plural categories English and Marathi use (CLDR:
 * `one` for exactly 1 in both, `other` for the rest). A language with more categories
 * adds them here and in its content.
 */
export interface PluralForms {
  one: string;
  other: string;
}

const rules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of `count` in the language `tag` (`en-IN`, `mr-IN`), as one of ours. */
export function pluralOf(tag: string, count: number): keyof PluralForms {
  let rule = rules.get(tag);
  if (!rule) rules.set(tag, (rule = new Intl.PluralRules(tag)));
  return rule.select(count) === 'one' ? 'one' : 'other';
}

/**
 * The form of `forms` that `count` takes in the language `tag`, its placeholders filled from
 * `values`; the count itself fills `{<name>}`.
 */
export function sayCount(
  tag: string,
  forms: PluralForms,
  count: number,
  name: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fillTemplate(forms[pluralOf(tag, count)], { ...values, [name]: count });
}

/** Whole minutes to wait, at least one, from a Retry-After in seconds. */
export const minutesToWait = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
