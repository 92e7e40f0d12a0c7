import '@vitejs/plugin-react/preamble';
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Document } from './document.tsx';
import { markPageHydrated } from './layout/useHydrated.ts';
import { routes } from './routes.tsx';
import { siteInfoContext } from './site-context.ts';

/** Load the lazy page modules the server rendered, so hydration finds the same tree. */
async function resolveLazyMatches() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Marks the document once React has hydrated it (after the commit), so tests and anyone
 * curious can tell, and so components mounted from then on start enhanced (useHydrated).
 */
function HydrationMark() {
  useEffect(() => {
    markPageHydrated();
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

/** Ends the current task, so the steps before hydration do not add up to one long task. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

void resolveLazyMatches().then(async () => {
  await nextTask();
  const router = createBrowserRouter(routes, {
    // The root loader normally comes from hydration data; after a server 404 it has
    // none and runs here once, so the browser gives it the page's own origin.
    getContext() {
      const context = new RouterContextProvider();
      context.set(siteInfoContext, { siteUrl: window.location.origin });
      return context;
    },
  });
  await nextTask();
  // In a transition React hydrates in slices of a few milliseconds and yields between
  // them, so a tap or a key press is answered during hydration instead of after it.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document>
          <RouterProvider router={router} />
          <HydrationMark />
        </Document>
      </StrictMode>,
    );
  });
});
