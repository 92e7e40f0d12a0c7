/**
 * Why a visitor's form was not taken, in the form's words (Contact, an enquiry, a workshop
 * sign-up): the answer the server gave (src/forms/visitor-post.ts), or `network` when none came.
 * Each form's words hold the common failures, and those of its own states (`gone`, `closed`,
 * `twice`) when it has them. Undefined when nothing went wrong.
 */
import { minutesToWait, sayCount, type PluralForms } from '../content/plural.ts';
import { language } from '../current-language.ts';
import { languages } from '../languages.ts';
import type { FormStateAnswer, VisitorAnswer } from './visitor-post.ts';

export interface FailureWords {
  invalid: string;
  /** `{minutes}` to wait, in plural forms. */
  tooMany: PluralForms;
  unavailable: string;
  connection: string;
  failed: string;
  gone?: string;
  closed?: string;
  twice?: string;
}

type Said = VisitorAnswer<{ status: 'received' }, unknown> | FormStateAnswer | { status: 'network' } | undefined;

export function failureText(said: Said, failures: FailureWords): string | undefined {
  switch (said?.status) {
    case undefined:
    case 'received':
      return undefined;
    case 'limited':
      return sayCount(languages[language].tag, failures.tooMany, minutesToWait(said.retryAfterSeconds), 'minutes');
    case 'network':
      return failures.connection;
    case 'refused':
      return failures.failed;
    case 'gone':
    case 'closed':
    case 'twice':
      return failures[said.status] ?? failures.failed;
    case 'invalid':
    case 'unavailable':
      return failures[said.status];
  }
}
