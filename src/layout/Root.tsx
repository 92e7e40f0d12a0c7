import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage.tsx';
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
  if (status >= 500) console.error(error);
  return (
    <Shell>
      <ErrorPage status={status} />
    </Shell>
  );
}
