import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { devAssets, manifestAssets } from './assets.ts';
import { splitPath } from '../src/languages.ts';
import type { EntryServer, Renderer, SiteBuild } from './render.ts';
import { staticFiles } from './static.ts';

export const distDir = path.resolve(import.meta.dirname, '../dist');

/**
 * Production: the built client in dist/client, with one manifest a language, and a server
 * bundle a language: dist/server (English) and dist/server-mr (Marathi). Decision 036.
 */
export async function productionRenderer(dist = distDir): Promise<Renderer> {
  const clientDir = path.join(dist, 'client');
  const english = await loadBuild(dist, clientDir, 'manifest.json', 'server');
  const marathi = await loadBuild(dist, clientDir, 'manifest-mr.json', 'server-mr');
  return {
    assets: staticFiles(clientDir),
    site: async (pathname) => (splitPath(pathname).lang === 'mr' ? marathi : english),
  };
}

async function loadBuild(dist: string, clientDir: string, manifestFile: string, serverDir: string): Promise<SiteBuild> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(clientDir, '.vite', manifestFile), 'utf8')) as Manifest;
  } catch {
    throw new Error(`No build found in ${dist} (${manifestFile}): run "npm run build" first.`);
  }
  const entry = (await import(pathToFileURL(path.join(dist, serverDir, 'entry-server.js')).href)) as EntryServer & {
    pageModule: (page: string) => string;
  };
  return { entry, assetsFor: manifestAssets(manifest, entry.pageModule, clientDir) };
}

/**
 * Development: Vite in middleware mode, hot reloading on the client, a fresh server render per
 * request, in the one language `SITE_LANG` names (`SITE_LANG=mr npm run dev` for the Marathi
 * pages under /mr): a Vite server resolves content for one language.
 */
export async function developmentRenderer(): Promise<Renderer & { close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    appType: 'custom',
    server: { middlewareMode: true, hmr: { host: '127.0.0.1' } },
  });
  const runner = vite.environments.ssr as unknown as { runner: { import(id: string): Promise<unknown> } };
  return {
    assets: vite.middlewares,
    site: async () => ({
      entry: (await runner.runner.import('/src/entry-server.tsx')) as EntryServer,
      assetsFor: devAssets,
    }),
    fixStack: (error) => vite.ssrFixStacktrace(error),
    close: () => vite.close(),
  };
}
