import { redirect, type ActionFunctionArgs } from 'react-router';
import { serverOf } from '../../server-context.ts';

/**
 * POST /admin/logout (a resource route, src/routes.tsx): the spec's logout (§4) on the server.
 * The session ends and its cookie is cleared (the page's script clears the stored token and
 * userID as the form is sent, LogoutButton.tsx); a plain form then goes on to the login page, a
 * script that asks for JSON gets 204. Other sites' posts are refused before (server/app.ts,
 * decision 005); the form carries no session token, as it is drawn on public pages too, which
 * are the same for every visitor.
 */
export async function logoutAction({ context }: ActionFunctionArgs) {
  const server = serverOf(context);
  await server.endSession();
  if (server.prefersJson()) return new Response(null, { status: 204 });
  return redirect('/login', 303);
}
