import type { ComponentType } from 'react';
import { redirect, type ActionFunction, type LoaderFunction, type RouteObject } from 'react-router';
import { regionLinks } from './content/navigation.ts';
import { adminEntryLoader } from './features/admin/admin-routes.ts';
import { Root, RootErrorBoundary } from './layout/Root.tsx';
import type { PageHandle } from './page-handle.ts';

/**
 * The one route table: the server renders from it (the browser gets no router: its
 * interactive parts are islands, src/islands), and the sitemap and tests read it.
 * Each page is a lazy module at `src/pages/<name>/route.tsx`, named in the route's
 * `handle.page`, so the server can find the page's CSS in Vite's manifest (`pageModule`).
 * A path that matches nothing is answered by the root ErrorBoundary with the
 * 404 page (status 404).
 *
 * Every page's server data comes from here too (decision 054): the modules' loaders and actions
 * (the admin list and record, the no-JavaScript login and registration answers) run on the
 * server in React Router's static handler, with what the server lends them in the request
 * context (src/server-context.ts). Express answers only what is not a page (server/app.ts).
 */
const pageModules = import.meta.glob<PageModule>('./pages/*/route.tsx');

export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  action?: ActionFunction;
}

/** The page's handle is declared beside the hook that reads it; the route table re-exports it. */
export type { PageHandle };

export const pageModule = (name: string) => `src/pages/${name}/route.tsx`;

function page(name: string, path: string, id = name, handle: Omit<PageHandle, 'page'> = {}): RouteObject {
  const load = pageModules[`./pages/${name}/route.tsx`];
  if (!load) throw new Error(`No page module for "${name}"`);
  return { id, path, lazy: load, handle: { page: name, ...handle } satisfies PageHandle };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { index: true, loader: ({ request }) => redirect(`/home${new URL(request.url).search}`, 301) },
      page('home', 'home'),
      page('gallery', 'gallery'),
      page('terms', 'terms'),
      page('privacy', 'privacy'),
      page('support', 'support'),
      page('login', 'login', 'login', { sitemap: false }),
      page('registration', 'profile'),
      page('about', 'about'),
      page('project', 'project'),
      page('story', 'story'),
      page('agro', 'agro'),
      page('blogs', 'blog'),
      page('english-blog', 'blog1'),
      page('english-article', 'blog1/:slug'),
      page('marathi-blog', 'blog2'),
      page('marathi-article', 'blog2/:slug', 'marathi-article', { languages: ['mr'], switchTo: '/blog2' }),
      page('contact', 'contact', 'contact', { query: ['sent'] }),
      page('admin-registrations', 'admin/registrations', 'admin-registrations', { sitemap: false, personal: true }),
      page('admin-registration', 'admin/registrations/:id', 'admin-registration', { sitemap: false, personal: true }),
      // /admin and any other address under it: the list, or 404, for a signed-in admin only.
      // Never drawn (its loader always answers with a redirect or 404), but a route the router draws needs one.
      {
        id: 'admin',
        path: 'admin/*',
        loader: adminEntryLoader,
        Component: () => null,
        handle: { sitemap: false, personal: true },
      },
      ...regionLinks().map((link) => page('region', link.to.slice(1), `region:${link.to}`)),
    ],
  },
];
