import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { otherMethodPage } from './refusal-page.ts';
import type { Renderer } from './render.ts';

/** What the pages are asked with; the /api gateway answers its own. */
const pageMethods = new Set(['GET', 'HEAD', 'POST']);

const unread = (req: IncomingMessage) =>
  !req.complete && (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0);

/**
 * A request with any other method (OPTIONS, PUT, DELETE, TRACE, PATCH...) outside /api, answered
 * at once with a fixed small page of prepared bytes (decision 101), never a rendered one: 405 with
 * `Allow` at an address the route table answers (server/render.ts `methodsOf`), 404 elsewhere.
 * Its body, if any, is not read: the connection closes after the answer.
 */
export function refuseOtherMethods(renderer: Pick<Renderer, 'site'>): RequestHandler {
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
    methodsOf(req.path).then((methods) => {
      const status = methods ? 405 : 404;
      if (methods) res.set('Allow', methods.join(', '));
      if (unread(req)) res.set('Connection', 'close');
      res.status(status).set('Cache-Control', 'no-store').type('html').send(otherMethodPage(req.path, status));
    }, next);
  };
}

const knownCap = 1_000;
