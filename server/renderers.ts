import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Server } from 'node:http';
import type { Manifest, ViteDevServer } from 'vite';
import { devAssets, manifestAssets } from './assets.ts';
import { defineLanguage, splitPath, type Language } from '../src/languages.ts';
import type { EntryServer, Renderer, SiteBuild } from './render.ts';
import { staticFiles } from './static.ts';

export const distDir = path.resolve(import.meta.dirname, '../dist');

/**
 * Production: the built client in dist/client, with one manifest a language, and the server
 * bundle in dist/server, one module graph with an entry a language (decisions 036, 089).
 */
export async function productionRenderer(dist = distDir): Promise<Renderer> {
  const clientDir = path.join(dist, 'client');
  const english = await loadBuild(dist, clientDir, 'manifest.json', 'entry-server.js');
  const marathi = await loadBuild(dist, clientDir, 'manifest-mr.json', 'entry-server-mr.js');
  return {
    assets: staticFiles(clientDir),
    site: async (pathname) => (splitPath(pathname).lang === 'mr' ? marathi : english),
  };
}

async function loadBuild(dist: string, clientDir: string, manifestFile: string, entryFile: string): Promise<SiteBuild> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(clientDir, '.vite', manifestFile), 'utf8')) as Manifest;
  } catch {
    throw new Error(`No build found in ${dist} (${manifestFile}): run "npm run build" first.`);
  }
  const entry = (await import(pathToFileURL(path.join(dist, 'server', entryFile)).href)) as EntryServer & {
    pageModule: (page: string) => string;
  };
  return { entry, assetsFor: manifestAssets(manifest, entry.pageModule, clientDir) };
}

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
  const assetsFor = devAssets(base);
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
    return { entry: site, assetsFor };
  };
}
