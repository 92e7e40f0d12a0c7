import type { auth } from '../../content/auth.ts';
import { language } from '../../language.ts';
import { languages } from '../../languages.ts';
import { tooManyAttemptsText, type LoginRefusal } from './contract.ts';

/** Why a login did not go on, before it is put into words: the server says which, the page says it. */
export type LoginProblem =
  /** A field is empty. */
  | { kind: 'empty' }
  /**
   * The backend said no: "Invalid username or password" when the edge knows that was why, or
   * else the spec's "Invalid login"; in the page's words, never the backend's (decision 067).
   */
  | { kind: 'refused'; reason: LoginRefusal | undefined }
  /** Too many failures (server/login/limits.ts): the wait, from the answer's Retry-After. */
  | { kind: 'limited'; retryAfterSeconds: number }
  /** Network failure, a server error, or an answer that is not the expected JSON. */
  | { kind: 'error' };

type Messages = (typeof auth)['login']['messages'];

/** The alert's words for a problem, in the language of this build (the spec's §8 in English). */
export function loginAlert(problem: LoginProblem, messages: Messages): string {
  switch (problem.kind) {
    case 'empty':
      return messages.emptyFields;
    case 'refused':
      return problem.reason === 'credentials' ? messages.invalidCredentials : messages.invalidLogin;
    case 'limited':
      return tooManyAttemptsText(languages[language].tag, messages.tooManyAttempts, problem.retryAfterSeconds);
    case 'error':
      return messages.serverError;
  }
}
