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
export async function logoutAction({ request, context }: ActionFunctionArgs) {
  await serverOf(context).endSession();
  if (prefersJson(request.headers.get('accept'))) return new Response(null, { status: 204 });
  return redirect('/login', 303);
}

/**
 * Whether an Accept header prefers JSON to HTML, as Express's `req.accepts(['html', 'json'])`
 * (negotiator) decides, parameters other than `q` aside: each type takes the range that names
 * it most exactly (`application/json`, then `application/*`, then `*\/*`); the higher quality
 * wins, then the more exact range, then the range named first; a tie, or no header, is HTML.
 */
export function prefersJson(accept: string | null): boolean {
  if (accept === null) return false;
  const ranges = accept.split(',').flatMap((part, order) => {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const [main, sub] = range.split('/');
    const q = params.find((param) => param.startsWith('q='));
    return main && sub ? [{ main, sub, q: q === undefined ? 1 : Number.parseFloat(q.slice(2)) || 0, order }] : [];
  });
  type Match = { q: number; exact: number; order: number };
  const priority = (main: string, sub: string) => {
    let best: Match = { q: 0, exact: -1, order: -1 };
    for (const range of ranges) {
      if ((range.main !== main && range.main !== '*') || (range.sub !== sub && range.sub !== '*')) continue;
      const match = {
        q: range.q,
        exact: (range.main === main ? 2 : 0) + (range.sub === sub ? 1 : 0),
        order: range.order,
      };
      if ((match.exact - best.exact || match.q - best.q || match.order - best.order) > 0) best = match;
    }
    return best;
  };
  const json = priority('application', 'json');
  const html = priority('text', 'html');
  return json.q > 0 && (html.q - json.q || html.exact - json.exact || json.order - html.order || 1) < 0;
}
