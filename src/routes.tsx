import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { regionLinks } from './content/navigation.ts';
import { Root, RootErrorBoundary, rootLoader } from './layout/Root.tsx';

/**
 * The one route table: the server renders from it, the client hydrates from it,
 * and the sitemap and tests read it. Each page is a lazy module (its own chunk)
 * at `src/pages/<name>/route.tsx`, named in the route's `handle.page`, so the
 * server can find the page's chunk and CSS in Vite's manifest (`pageModule`).
 * A path that matches nothing is answered by the root ErrorBoundary with the
 * 404 page (status 404).
 */
const pageModules = import.meta.glob<PageModule>('./pages/*/route.tsx');

export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

export interface PageHandle {
  page: string;
}

export const pageModule = (name: string) => `src/pages/${name}/route.tsx`;

function page(name: string, path: string, id = name): RouteObject {
  const load = pageModules[`./pages/${name}/route.tsx`];
  if (!load) throw new Error(`No page module for "${name}"`);
  return { id, path, lazy: load, handle: { page: name } satisfies PageHandle };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    loader: rootLoader,
    shouldRevalidate: () => false,
    children: [
      { index: true, loader: ({ request }) => redirect(`/home${new URL(request.url).search}`, 301) },
      page('home', 'home'),
    ],
  },
];
