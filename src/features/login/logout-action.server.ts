import { redirect, type ActionFunctionArgs } from 'react-router';
import { cookiesOf } from '../../../server/admin-sessions.ts';
import { siteOf } from '../../site.server.ts';
import { sitePaths } from '../../site-paths.ts';

/**
 * POST /admin/logout (a resource route, src/routes.tsx): the spec's logout (§4) on the server.
 * The session ends and its cookie is cleared (the page's script clears the stored token and
 * userID as the form is sent, LogoutButton.tsx); a plain form then goes on to the login page, a
 * script that asks for JSON gets 204. Other sites' posts are refused before (server/app.ts,
 * decision 005); the form carries no session token, as it is drawn on public pages too, which
 * are the same for every visitor.
 */
export async function logoutAction({ request, context }: ActionFunctionArgs) {
  const { visitor, services } = siteOf(context);
  // The session is forgotten, so its token is never sent again; a session store that does not
  // answer is logged, and the cookie cleared all the same.
  const headers = { 'Set-Cookie': await services.sessions.end(cookiesOf(request, visitor)) };
  // A script asks for JSON; a plain form for HTML.
  if (prefersJson(request.headers.get('accept'))) return new Response(null, { status: 204, headers });
  return redirect(sitePaths.login, { status: 303, headers });
}

/**
 * Whether an Accept header prefers JSON to HTML, weighed as Express's `req.accepts(['html',
 * 'json'])` weighs it (the negotiator package): each type by its most specific match, then by
 * quality, specificity, the match's place in the header, and HTML first on a tie.
 */
function prefersJson(accept: string | null): boolean {
  if (accept === null) return false;
  const ranges = accept.split(',').flatMap((part, order) => {
    const [range = '', ...params] = part.trim().split(';');
    const [type, subtype] = range.trim().toLowerCase().split('/');
    if (!type || !subtype) return [];
    let q = 1;
    let others = 0;
    for (const param of params) {
      const [name = '', value = ''] = param.split('=').map((side) => side.trim());
      if (name.toLowerCase() === 'q') q = Number.parseFloat(value);
      else others += 1;
    }
    return [{ type, subtype, q: Number.isNaN(q) ? 1 : q, others, order }];
  });
  const priority = (type: string, subtype: string) => {
    let best = { q: 0, s: 0, order: -1 };
    for (const range of ranges) {
      // A range with parameters matches none of the two, which have none.
      if (range.others > 0) continue;
      if ((range.type !== '*' && range.type !== type) || (range.subtype !== '*' && range.subtype !== subtype)) continue;
      const s = (range.type === type ? 4 : 0) | (range.subtype === subtype ? 2 : 0);
      if ((best.s - s || best.q - range.q || best.order - range.order) < 0)
        best = { q: range.q, s, order: range.order };
    }
    return best;
  };
  const html = priority('text', 'html');
  const json = priority('application', 'json');
  if (json.q <= 0) return false;
  if (html.q <= 0) return true;
  return (json.q - html.q || json.s - html.s || html.order - json.order) > 0;
}
