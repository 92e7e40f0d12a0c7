import type { auth } from '../../content/auth.ts';
import { language } from '../../current-language.ts';
import { languages } from '../../languages.ts';
import { tooManyAttemptsText, type LoginAnswer } from './contract.ts';

type Messages = (typeof auth)['login']['messages'];

/** The alert's words for a problem, in the language of this build (the spec's §8 in English). */
export function loginAlert(problem: Exclude<LoginAnswer, { kind: 'success' }>, messages: Messages): string {
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
