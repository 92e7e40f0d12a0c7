import type { LoginProblem } from './login-alert.ts';

/**
 * A login sent without JavaScript (a plain form POST to /login) that did not succeed: why,
 * for the page to say in its language (login-alert.ts), and the username to keep: the /login
 * route's action answers with it (login-action.ts).
 */
export interface LoginAnswer {
  problem: LoginProblem;
  username: string;
}
