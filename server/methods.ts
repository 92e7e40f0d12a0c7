import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { ownExcessWaitMs } from './bounds.ts';
import { addressKey } from './rate-limits.ts';
import { sendRefusal } from './refusal-page.ts';
import type { Renderer } from './render.ts';

/** What the pages are asked with; the /api gateway answers its own. */
const pageMethods = new Set(['GET', 'HEAD', 'POST']);

const unread = (req: IncomingMessage) =>
  !req.complete && (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0);

/** Such requests one client may send in a second before each next one waits for its answer. */
export const otherMethodsPerSecond = 10;

/**
 * A request with any other method (OPTIONS, PUT, DELETE, TRACE, PATCH...) outside /api, answered
 * with a fixed small page of prepared bytes (decision 101), never a rendered one: 405 with
 * `Allow` at an address the route table answers (server/render.ts `methodsOf`), 404 elsewhere.
 * Its body, if any, is not read: the connection closes after the answer. No page of the site
 * sends one: past `otherMethodsPerSecond` from one client address, each waits a second for its
 * answer (`ownExcessWaitMs`), as a client's excess posts do (decision 063), so that a client
 * sending them again as soon as they are answered sets no pace of its own.
 */
export function refuseOtherMethods(renderer: Pick<Renderer, 'site'>): RequestHandler {
  const tally = perSecond();
  // Routing a path takes a fraction of a millisecond (React Router ranks every route each time):
  // the answer is kept for the paths asked most, the first `knownCap` a build is asked for.
  const known = new WeakMap<object, Map<string, readonly string[] | undefined>>();
  const methodsOf = async (path: string) => {
    const { entry } = await renderer.site(path);
    let paths = known.get(entry);
    if (!paths) known.set(entry, (paths = new Map()));
    if (paths.has(path)) return paths.get(path);
    const methods = await entry.methodsOf(path);
    if (paths.size < knownCap) paths.set(path, methods);
    return methods;
  };
  return (req, res, next) => {
    if (pageMethods.has(req.method) || req.path.startsWith('/api/')) return next();
    const answer = () =>
      methodsOf(req.path).then((methods) => {
        const status = methods ? 405 : 404;
        if (methods) res.set('Allow', methods.join(', '));
        if (unread(req)) res.set('Connection', 'close');
        res.set('Cache-Control', 'no-store');
        return sendRefusal(req, res, status, methods ? { kind: 'method' } : undefined);
      }, next);
    if (tally(addressKey(req.ip)) <= otherMethodsPerSecond) return void answer();
    const later = setTimeout(answer, ownExcessWaitMs);
    res.once('close', () => clearTimeout(later));
  };
}

/** Counts by key within the current second of the clock: the count so far, this one included. */
function perSecond() {
  let second = 0;
  const counts = new Map<string, number>();
  return (key: string) => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      second = now;
      counts.clear();
    }
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return count;
  };
}

const knownCap = 1_000;
