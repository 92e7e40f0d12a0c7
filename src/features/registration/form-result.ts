import type { RegistrationValues } from './contract.ts';

/**
 * The answer to a registration sent without JavaScript (a plain form POST to /profile),
 * as the server got it: status, JSON body, and the values sent when it failed (so the page
 * keeps them). The server puts it in the request data (src/request-data.ts), the /profile route's loader
 * returns it, and React Router's hydration data carries it to the browser, where the form
 * puts it into words exactly as it does its own answers. Null on every ordinary visit.
 */
export interface ServerFormAnswer {
  status: number;
  body: unknown;
  values?: RegistrationValues | undefined;
}
