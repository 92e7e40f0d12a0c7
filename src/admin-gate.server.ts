import { data, redirect, type RouterContextProvider } from 'react-router';
import { cookiesOf } from '../server/admin-sessions.ts';
import { siteOf, type SiteServices } from './site.server.ts';

/** The signed-in admin the admin area gives (src/features/admin/area.server.ts `SignedInAdmin`). */
export type SignedInAdmin = NonNullable<Awaited<ReturnType<SiteServices['admin']['signedInAdmin']>>>;

/**
 * The signed-in admin, for an admin route's loader or action, whatever its feature: without a
 * live session, on to the login page with the way back (`toLogin`); while sessions cannot be read
 * (Redis away) the server's error page, 503, with Retry-After. Every admin route asks here: the
 * area itself is the admin feature's, made once by the app (`SiteServices.admin`), which a
 * feature reaches through the services, never by importing another feature.
 */
export async function signedIn(request: Request, context: Readonly<RouterContextProvider>): Promise<SignedInAdmin> {
  const { services, visitor } = siteOf(context);
  let admin;
  try {
    admin = await services.admin.signedInAdmin(request, visitor);
  } catch (error) {
    const { status, retryAfterSeconds } = error as { status?: number; retryAfterSeconds?: number };
    if (status !== 503) throw error;
    throw data(null, { status, headers: { 'Retry-After': String(retryAfterSeconds ?? 30) } });
  }
  if (!admin) throw toLogin(request);
  return admin;
}

/**
 * The backend no longer takes the session's token: the session ends (its cookie cleared) and
 * the admin goes on to log in again.
 */
export async function signedOut(request: Request, context: Readonly<RouterContextProvider>): Promise<never> {
  const { services, visitor } = siteOf(context);
  throw toLogin(request, { 'Set-Cookie': await services.sessions.end(cookiesOf(request, visitor)) });
}

/** To the login page, with the way back: the whole address of a GET, the path of a POST. */
export function toLogin(request: Request, headers?: HeadersInit) {
  const url = new URL(request.url);
  const back = request.method === 'GET' || request.method === 'HEAD' ? url.pathname + url.search : url.pathname;
  return redirect(`/login?next=${encodeURIComponent(back)}`, { status: 303, ...(headers && { headers }) });
}
