import { createContext } from 'react-router';
import type { AdminPageData } from './features/admin/page-data.ts';
import type { LoginAnswer } from './features/login/login-answer.ts';
import type { RegistrationAnswer } from './features/registration/contract.ts';

/**
 * What the server worked out for this one request before rendering it (a form sent without
 * JavaScript, the admin area's records), handed to the route loaders through React Router's
 * request context. Empty on an ordinary visit; a page rendered with any of it is the visitor's
 * own and is never cached (server/render.ts).
 */
export interface RequestData {
  /** POST /profile: the registration's answer. */
  registration?: RegistrationAnswer;
  /** POST /login: why the login failed (a success redirects instead). */
  login?: LoginAnswer;
  /** /admin/…: what the signed-in admin asked for. */
  admin?: AdminPageData;
}

export const requestDataContext = createContext<RequestData>({});
