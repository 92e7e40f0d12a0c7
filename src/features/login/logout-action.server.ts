import { redirect, type ActionFunctionArgs } from 'react-router';
import { endSession } from '../../../server/admin/area.ts';
import { siteRequestOf } from '../../../server/site-request.ts';

/**
 * POST /admin/logout (a resource route, src/routes.tsx): the spec's logout (§4) on the server.
 * The session ends and its cookie is cleared (the page's script clears the stored token and
 * userID as the form is sent, LogoutButton.tsx); a plain form then goes on to the login page, a
 * script that asks for JSON gets 204. Other sites' posts are refused before (server/app.ts,
 * decision 005); the form carries no session token, as it is drawn on public pages too, which
 * are the same for every visitor.
 */
export async function logoutAction({ context }: ActionFunctionArgs) {
  const site = siteRequestOf(context);
  await endSession(site);
  // A script asks for JSON; a plain form for HTML, as Express weighs the Accept header.
  if (site.req.accepts(['html', 'json']) === 'json') return new Response(null, { status: 204 });
  return redirect('/login', 303);
}
