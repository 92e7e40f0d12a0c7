import '@vitejs/plugin-react/preamble';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Document } from './document.tsx';
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

void resolveLazyMatches().then(() => {
  const router = createBrowserRouter(routes, {
    // The root loader normally comes from hydration data; after a server 404 it has
    // none and runs here once, so the browser gives it the page's own origin.
    getContext() {
      const context = new RouterContextProvider();
      context.set(siteInfoContext, { siteUrl: window.location.origin });
      return context;
    },
  });
  hydrateRoot(
    document,
    <StrictMode>
      <Document>
        <RouterProvider router={router} />
      </Document>
    </StrictMode>,
  );
  // Lets tests (and anyone curious) tell a hydrated page from server HTML.
  requestAnimationFrame(() => document.documentElement.setAttribute('data-hydrated', ''));
});
