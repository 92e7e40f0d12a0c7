import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { manifestAssets } from './assets.ts';
import { splitPath } from './from-src.ts';
import type { EntryServer, Renderer, SiteBuild } from './render.ts';
import { staticFiles } from './static.ts';

/** The build's folder, from the directory the site is started in (the project's root, the image's /app). */
export const distDir = path.resolve('dist');

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
  const entry = (await import(pathToFileURL(path.join(dist, 'server', entryFile)).href)) as EntryServer;
  return { entry, assetsFor: manifestAssets(manifest, entry.pageModule, clientDir) };
}
