import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { devAssets, manifestAssets } from './assets.ts';
import type { EntryServer, Renderer } from './render.ts';
import { staticFiles } from './static.ts';

export const distDir = path.resolve(import.meta.dirname, '../dist');

/** Production: the built client in dist/client and the server bundle in dist/server. */
export async function productionRenderer(dist = distDir): Promise<Renderer> {
  const clientDir = path.join(dist, 'client');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new Error(`No build found in ${dist}: run "npm run build" first.`);
  }
  const entry = (await import(pathToFileURL(path.join(dist, 'server/entry-server.js')).href)) as EntryServer & {
    pageModule: (page: string) => string;
  };
  return {
    assets: staticFiles(clientDir),
    entry: async () => entry,
    assetsFor: manifestAssets(manifest, entry.pageModule),
  };
}

/** Development: Vite in middleware mode, hot reloading on the client, a fresh server render per request. */
export async function developmentRenderer(): Promise<Renderer & { close(): Promise<void> }> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    appType: 'custom',
    server: { middlewareMode: true, hmr: { host: '127.0.0.1' } },
  });
  const runner = vite.environments.ssr as unknown as { runner: { import(id: string): Promise<unknown> } };
  return {
    assets: vite.middlewares,
    entry: async () => (await runner.runner.import('/src/entry-server.tsx')) as EntryServer,
    assetsFor: devAssets,
    fixStack: (error) => vite.ssrFixStacktrace(error),
    close: () => vite.close(),
  };
}
