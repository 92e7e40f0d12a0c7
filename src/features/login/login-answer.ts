import type { LoginProblem } from './login-alert.ts';

/**
 * A login sent without JavaScript (a plain form POST to /login) that did not succeed: why,
 * for the page to say in its language (login-alert.ts), and the username to keep. The server
 * puts it in the request data (src/request-data.ts); the /login route's loader returns it.
 */
export interface LoginAnswer {
  problem: LoginProblem;
  username: string;
}
