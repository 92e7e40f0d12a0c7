import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { RouterContextProvider, StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { Document, type PageAssets } from './document.tsx';
import { pathPrefix } from './language.ts';
import { requestDataContext, type RequestData } from './request-data.ts';
import { routes, type PageHandle } from './routes.tsx';
import { resolveBusiness, type Business } from './business.ts';
import { SiteInfoContext } from './site-context.ts';
import type { SiteSettings } from './site-settings.ts';

export { routes, pageModule } from './routes.tsx';
export { pageIndex, publicPages, sitemap } from './sitemap.server.ts';
export type { PageAssets } from './document.tsx';
export { language } from './language.ts';
export type { RequestData } from './request-data.ts';

// The Marathi build's pages live under /mr (src/language.ts): the router strips and adds it.
const handler = createStaticHandler(routes, pathPrefix ? { basename: pathPrefix } : {});

export interface RenderOptions {
  siteUrl: string;
  /** The operator's file (SITE_CONFIG), read at start: the same for every request. */
  settings?: SiteSettings | undefined;
  /** Wait for the whole document (crawlers) rather than sending the shell as soon as it is ready. */
  waitForAll: boolean;
  /** The files the matched pages need, by page module name (`handle.page` of the matched routes). */
  assetsFor: (pages: string[]) => PageAssets;
  /** What the server worked out for this request (a form's answer, the admin's records): see request-data.ts. */
  requestData?: RequestData | undefined;
  onError: (error: unknown) => void;
}

export type RenderResult =
  { type: 'redirect'; status: number; location: string } | { type: 'document'; status: number; stream: PipeableStream };

/** The operator's settings are read once at start: their business details are worked out once too. */
const businesses = new WeakMap<SiteSettings, Business>();
const noSettings: SiteSettings = {};
function businessOf(settings: SiteSettings = noSettings): Business {
  let business = businesses.get(settings);
  if (!business) businesses.set(settings, (business = resolveBusiness(settings)));
  return business;
}

/** Route a request and start rendering it; resolves when the shell (or, for crawlers, all) is ready. */
export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const requestContext = new RouterContextProvider();
  if (options.requestData) requestContext.set(requestDataContext, options.requestData);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location) {
      return { type: 'redirect', status: context.status, location };
    }
    throw new Error(`Unexpected response from the router: ${context.status}`);
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const pages = context.matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.page ?? []);
  const assets = options.assetsFor(pages);
  let status = context.statusCode;

  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <Document assets={assets}>
        <SiteInfoContext value={{ siteUrl: options.siteUrl, business: businessOf(options.settings) }}>
          {/* The router renders on the server only: the browser wakes islands, not the document. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SiteInfoContext>
      </Document>,
      {
        bootstrapModules: assets.scripts,
        [options.waitForAll ? 'onAllReady' : 'onShellReady']() {
          resolve({ type: 'document', status, stream });
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
