import type { Manifest } from 'vite';
import type { PageAssets } from '../src/document.tsx';

const clientEntry = 'src/entry-client.tsx';

/**
 * From Vite's build manifest: for the matched pages, the entry script, the chunks
 * of those pages (and what they import) to preload, and every stylesheet they need.
 */
export function manifestAssets(manifest: Manifest, pageModule: (page: string) => string) {
  const cache = new Map<string, PageAssets>();

  function collect(key: string, chunks: Set<string>, styles: Set<string>) {
    const chunk = manifest[key];
    if (!chunk || chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, chunks, styles);
  }

  return function assetsFor(pages: string[]): PageAssets {
    const key = pages.join(' ');
    const known = cache.get(key);
    if (known) return known;
    const chunks = new Set<string>();
    const styles = new Set<string>();
    collect(clientEntry, chunks, styles);
    const entryFile = manifest[clientEntry]?.file;
    if (!entryFile) throw new Error(`${clientEntry} is missing from the build manifest`);
    for (const page of pages) collect(pageModule(page), chunks, styles);
    chunks.delete(entryFile);
    const assets: PageAssets = {
      entry: [`/${entryFile}`],
      preloads: [...chunks].map((file) => `/${file}`),
      styles: [...styles].map((file) => `/${file}`),
    };
    cache.set(key, assets);
    return assets;
  };
}

/** In development Vite serves sources; styles arrive with the modules that import them. */
export const devAssets: PageAssets = {
  entry: ['/@vite/client', `/${clientEntry}`],
  preloads: [],
  styles: [],
};
