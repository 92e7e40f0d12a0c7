import { renderToPipeableStream } from 'react-dom/server';
import {
  RouterContextProvider,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { Document } from './document.tsx';
import { pathPrefix } from './current-language.ts';
import type { RenderOptions, RenderResult } from '../server/render.ts';
import { siteContext, type SiteRequest } from './site.server.ts';
import { snapshotsContext } from '../server/store/snapshots.ts';
import type { Refusal } from './layout/refusal.ts';
import { routes, type PageHandle } from './routes.tsx';
import { resolveBusiness, type Business } from './business.ts';
import { SiteInfoContext } from './site-context.ts';
import type { SiteSettings } from './site-settings.ts';

export { routes, pageModule } from './routes.tsx';
export { pageIndex, publicPages, sitemap } from './sitemap.server.ts';
export { language } from './current-language.ts';
export { default as startIslandsScript } from 'virtual:start-script';

// The Marathi build's pages live under /mr (src/current-language.ts): the router strips and adds it.
const basename = pathPrefix || undefined;
const handler = createStaticHandler(routes, basename ? { basename } : {});

/** Whether a path is one of the pages rendered for one signed-in admin (`handle.personal`), never cached. */
export function isPersonal(path: string): boolean {
  const matches = matchRoutes(handler.dataRoutes, path, basename) ?? [];
  return matches.some(({ route }) => (route.handle as PageHandle | undefined)?.personal === true);
}

/**
 * The methods a path is answered to (RFC 9110 `Allow`), for the server's 405 to any other
 * (server/methods.ts, decision 101): GET and HEAD at every route's address, and POST too where
 * the route drawn there has an action (a form that works without JavaScript, logout). Undefined
 * for a path no route matches (404). Worked out once a route: a page's module is loaded for it.
 */
export async function methodsOf(path: string): Promise<readonly string[] | undefined> {
  const leaf = matchRoutes(handler.dataRoutes, path, basename)?.at(-1)?.route;
  if (!leaf) return undefined;
  let methods = routeMethods.get(leaf.id);
  if (!methods) {
    const lazy = typeof leaf.lazy === 'function' ? ((await leaf.lazy()) as { action?: unknown }) : undefined;
    methods = leaf.action || lazy?.action ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
    routeMethods.set(leaf.id, methods);
  }
  return methods;
}
const routeMethods = new Map<string, readonly string[]>();

/** The operator's settings are read once at start: their business details are worked out once too. */
const businesses = new WeakMap<SiteSettings, Business>();
const noSettings: SiteSettings = {};
function businessOf(settings: SiteSettings = noSettings): Business {
  let business = businesses.get(settings);
  if (!business) businesses.set(settings, (business = resolveBusiness(settings)));
  return business;
}

/**
 * A resource route: a loader or action that answers with its own Response and draws no page
 * (the site's root, the CSV, logout). The table's other routes have a component or a lazy page.
 */
const isResource = (route: RouteObject) => !route.Component && !route.element && !route.lazy && !route.children;

/** Route a request and start rendering it; resolves when the shell (or, for crawlers, all) is ready. */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const requestContext = new RouterContextProvider();
  // The services are the ones the app made for these routes (src/features.server.ts); the server only carries them.
  requestContext.set(siteContext, options.site as SiteRequest | undefined);
  requestContext.set(snapshotsContext, options.snapshots);
  const leaf = matchRoutes(handler.dataRoutes, new URL(request.url).pathname, basename)?.at(-1);
  if (leaf && isResource(leaf.route)) {
    const streamed = (leaf.route.handle as PageHandle | undefined)?.streamed === true;
    return answerOf(request, leaf.route.id, requestContext, streamed);
  }
  const posted = request.method !== 'GET' && request.method !== 'HEAD';
  // After an action the page is rendered from its answer: the loaders are not run again (no
  // second backend call), but for those of pages made from the store's data (`handle.data`), which
  // read this server's snapshot in memory: a centre's page around its enquiry form (issue 54).
  const context = await handler.query(request, {
    requestContext,
    ...(posted && {
      filterMatchesToLoad: (match: { route: { handle?: unknown } }) =>
        (match.route.handle as PageHandle | undefined)?.data !== undefined,
    }),
  });
  if (context instanceof Response) return redirectOf(context);
  if (posted && context.actionData === null && (context.statusCode === 404 || context.statusCode === 405)) {
    return { type: 'refused', status: 404 };
  }
  if (context.statusCode === 403) return { type: 'refused', status: 403 };
  // The page an action answered is drawn from the action's data: a loader not run again is said
  // to have answered nothing, or the router draws nothing.
  for (const { route } of context.matches)
    if (route.loader && !Object.hasOwn(context.loaderData, route.id)) context.loaderData[route.id] = undefined;
  const headers = new Headers();
  for (const routeHeaders of [...Object.values(context.loaderHeaders), ...Object.values(context.actionHeaders)])
    for (const [name, value] of routeHeaders) headers.append(name, value);

  return documentOf(context, headers, options);
}

/** A router's redirect as the server sends it. */
function redirectOf(response: Response): RenderResult {
  const location = response.headers.get('Location');
  if (response.status >= 300 && response.status < 400 && location) {
    return { type: 'redirect', status: response.status, location, headers: response.headers };
  }
  throw new Error(`Unexpected response from the router: ${response.status}`);
}

/**
 * A resource route's answer: its redirect or its own Response, as the route made it. What it
 * throws with a status (`data(null, { status })`, or the router's 404 and 405) is refused with
 * the site's error page; a post to a route without an action is a 404, as for a page.
 */
async function answerOf(
  request: Request,
  routeId: string,
  requestContext: RouterContextProvider,
  streamed: boolean,
): Promise<RenderResult> {
  let response: unknown;
  try {
    // By its id: an index route (the bare `/`) is otherwise taken for its parent.
    response = await handler.queryRoute(request, { routeId, requestContext });
  } catch (error) {
    const status = error instanceof Response || isRouteErrorResponse(error) ? error.status : undefined;
    if (status === undefined || status < 400) throw error;
    return { type: 'refused', status: status === 405 ? 404 : status };
  }
  if (!(response instanceof Response)) throw new Error('A resource route answers with a Response');
  if (response.status >= 300 && response.status < 400) return redirectOf(response);
  return { type: 'response', response, streamed };
}

/**
 * The site's error page for `status` (a refused form, an unreadable or too large request, a
 * failure before any page was routed), in this build's language and inside its shell: the
 * root's error boundary (src/layout/Root.tsx) drawn with the status, and `refusal`'s words when
 * the server refused the request before routing it (server/refusal-page.ts). No route is asked
 * and no loader runs: the context is the root's match alone, at the language's root, holding the
 * error. The one renderer of every HTML error (server/errors.ts).
 */
export async function renderError(status: number, options: RenderOptions, refusal?: Refusal): Promise<RenderResult> {
  const root = `${pathPrefix}/`;
  const matches = handler.match(root)?.slice(0, 1) ?? [];
  const rootRoute = matches[0]?.route;
  if (!rootRoute) throw new Error('The route table has no root route');
  const context: StaticHandlerContext = {
    basename: basename ?? '/',
    location: { pathname: root, search: '', hash: '', state: null, key: 'default' },
    matches,
    loaderData: {},
    actionData: null,
    errors: { [rootRoute.id]: new ErrorResponse(status, '', refusal ? { refusal } : null) },
    statusCode: status,
    loaderHeaders: {},
    actionHeaders: {},
    _match: handler.match,
  };
  return documentOf(context, new Headers(), options);
}

/** Streams the routed page (or error boundary) `context` holds, in the document. */
function documentOf(context: StaticHandlerContext, headers: Headers, options: RenderOptions): Promise<RenderResult> {
  const router = createStaticRouter(handler.dataRoutes, context);
  const pages = context.matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.page ?? []);
  const data = context.matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.data ?? []);
  const assets = options.assetsFor(pages);
  let status = context.statusCode;

  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <Document assets={assets}>
        <SiteInfoContext
          value={{
            siteUrl: options.siteUrl,
            business: businessOf(options.settings),
            retentionDays: options.retentionDays,
          }}
        >
          {/* The router renders on the server only: the browser wakes islands, not the document. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SiteInfoContext>
      </Document>,
      {
        bootstrapModules: assets.scripts,
        [options.waitForAll ? 'onAllReady' : 'onShellReady']() {
          resolve({ type: 'document', status, headers, stream, data });
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          options.onError(error);
        },
      },
    );
  });
}
