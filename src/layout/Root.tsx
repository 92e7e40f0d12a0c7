import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage.tsx';
import type { Refusal } from './refusal.ts';
import { Shell } from './Shell.tsx';

/** Every page: the shell and the matched page. */
export function Root() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** 404 for unknown paths and 500 for render errors, inside the site's own shell; never a stack trace. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A thrown error is said in the server's log; a status (a refusal's 503 too) is an answer, not a failure.
  if (!isRouteErrorResponse(error)) console.error(error);
  // A refusal the server renders once (server/refusal-page.ts) carries its reason (src/entry-server.tsx `renderError`).
  const refusal = isRouteErrorResponse(error) ? (error.data as { refusal?: Refusal } | null)?.refusal : undefined;
  return (
    <Shell>
      <ErrorPage status={status} refusal={refusal} />
    </Shell>
  );
}
