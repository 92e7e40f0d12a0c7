import { useEffect, useState } from 'react';
import { fillTemplate } from '../content/fill-template.ts';
import { pluralOf, type PluralForms } from '../content/plural.ts';
import { language } from '../current-language.ts';
import { languages } from '../languages.ts';
import styles from './field.module.css';

export interface CountWords {
  /** Until the form is alive (and without JavaScript): the limit, `{limit}`. */
  limit: string;
  /** `{n}` characters left, or too many. */
  left: PluralForms;
  over: PluralForms;
}

interface Props {
  /** The visible count's id: the field's control names it in its aria-describedby. */
  id: string;
  /** The value's length, in UTF-16 code units, as the limit counts them (and `maxlength` did). */
  length: number;
  limit: number;
  /** Whether the form is alive: before, the count cannot follow the typing and says the limit. */
  alive: boolean;
  words: CountWords;
}

/** Characters left at which the count starts being read out. */
export const announceWithin = 500;
/** How long the typing must pause before the count is read out, so that it is said once, not at every key. */
export const announceAfterMs = 1_000;

/** A count in the page's words: Latin digits grouped as in India (decision 068), its plural form. */
function sayNumber(forms: PluralForms, n: number): string {
  return fillTemplate(forms[pluralOf(languages[language].tag, n)], { n: n.toLocaleString('en-IN') });
}

/**
 * How many characters a field has left, under it (issue 58 item 16, decision 104): a message
 * pasted past its limit is kept whole and said to be too long, instead of cut short by
 * `maxlength` without a word. The visible count describes the field (read with it); a quiet copy
 * in a polite live region says it once the typing pauses, only near the limit or past it.
 */
export function CharacterCount({ id, length, limit, alive, words }: Props) {
  const left = limit - length;
  const text = !alive
    ? fillTemplate(words.limit, { limit: limit.toLocaleString('en-IN') })
    : left >= 0
      ? sayNumber(words.left, left)
      : sayNumber(words.over, -left);
  const spoken = alive && left <= announceWithin ? text : '';
  // What the live region says: the count once it has stood still a moment, else nothing.
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(spoken), announceAfterMs);
    return () => clearTimeout(timer);
  }, [spoken]);
  const said = settled === spoken ? spoken : '';
  return (
    <>
      <p id={id} className={left < 0 ? `${styles.count} ${styles.over}` : styles.count}>
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </>
  );
}
