/**
 * A login sent without JavaScript (a plain form POST to /login) that did not succeed: the
 * words to show (the spec's, or the backend's message) and the username to keep. The server
 * puts it in the request data (src/request-data.ts); the /login route's loader returns it.
 */
export interface LoginAnswer {
  message: string;
  username: string;
}
