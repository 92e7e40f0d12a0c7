import type { Server } from 'node:http';
import type { ViteDevServer } from 'vite';
import { devAssets } from './assets.ts';
import { defineLanguage, splitPath, type Language } from './site.ts';
import type { EntryServer, Renderer, SiteBuild } from './render.ts';

/**
 * Where each language's development server serves the browser's modules (Vite's `base`):
 * English at the root, Marathi under a prefix of its own that no page uses.
 */
export const devBases = { en: '/', mr: '/_mr/' } as const satisfies Record<Language, string>;

/**
 * Development: both languages in one process (decision 055). A Vite server resolves content
 * for one language (its environments' `define`), so there is one a language, each in
 * middleware mode with its own `base` (the browser's module URLs, image URLs and HMR socket
 * path) and its own dependency cache, and both hot-reloading over `httpServer`'s socket (no
 * extra port). Pages under /mr render with the Marathi server, whose islands fetch Marathi
 * modules from /_mr/; the rest with the English one. A fresh server render per request.
 */
export async function developmentRenderer(httpServer: Server): Promise<Renderer & { close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const start = (lang: Language) =>
    createServer({
      appType: 'custom',
      base: devBases[lang],
      define: defineLanguage(lang),
      ...(lang !== 'en' && { cacheDir: `node_modules/.vite-${lang}` }),
      server: { middlewareMode: true, ws: { server: httpServer } },
    });
  const servers = { en: await start('en'), mr: await start('mr') };
  const builds = { en: developmentBuild(servers.en, devBases.en), mr: developmentBuild(servers.mr, devBases.mr) };
  return {
    assets: (req, res, next) => {
      const server = req.url.startsWith(devBases.mr) ? servers.mr : servers.en;
      server.middlewares(req, res, next);
    },
    site: (pathname) => builds[splitPath(pathname).lang](),
    close: async () => {
      await Promise.all(Object.values(servers).map((server) => server.close()));
    },
  };
}

/**
 * One language's server entry, as its Vite server has it now (reloaded after an edit), with
 * render errors' stacks pointing at the sources: only the server that ran the code can map them.
 */
function developmentBuild(vite: ViteDevServer, base: string): () => Promise<SiteBuild> {
  const { runner } = vite.environments.ssr as unknown as { runner: { import(id: string): Promise<unknown> } };
  const fix = (error: unknown) => {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
  };
  // One wrapper a loaded module, so that what the page handler keeps per entry lasts until an edit.
  const wrapped = new WeakMap<EntryServer, EntryServer>();
  const wrap = (entry: EntryServer): EntryServer => ({
    ...entry,
    render: (request, options) =>
      entry
        .render(request, {
          ...options,
          onError: (error) => {
            fix(error);
            options.onError(error);
          },
        })
        .catch((error: unknown) => {
          fix(error);
          throw error;
        }),
  });
  return async () => {
    const entry = (await runner.import('/src/entry-server.tsx')) as EntryServer;
    let site = wrapped.get(entry);
    if (!site) wrapped.set(entry, (site = wrap(entry)));
    return { entry: site, assetsFor: devAssets(base, entry.pageModule) };
  };
}
