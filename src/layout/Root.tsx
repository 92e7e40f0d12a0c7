import { Outlet, isRouteErrorResponse, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { BusinessJsonLd } from '../components/BusinessJsonLd.tsx';
import { siteInfoContext, type SiteInfo } from '../site-context.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { Shell } from './Shell.tsx';

/** The site's origin, for canonical and Open Graph links; the router runs on the server only. */
export function rootLoader({ context }: LoaderFunctionArgs): SiteInfo {
  return context.get(siteInfoContext);
}

export function Root() {
  return (
    <Shell>
      <BusinessJsonLd />
      <Outlet />
    </Shell>
  );
}

/** 404 for unknown paths and 500 for render errors, inside the site's own shell; never a stack trace. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) console.error(error);
  return (
    <Shell>
      <ErrorPage status={status} />
    </Shell>
  );
}
