import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import { type PageAssets } from './from-src.ts';

const loader = 'src/islands/loader.ts';
/** The build input that names the document's, the shell's and the pages' stylesheets (never sent). */
const styleEntry = 'src/entry-styles.ts';

/**
 * From Vite's build manifest: the islands' loader, the CSS the matched pages need (the shell's
 * and theirs, through their static imports, read from `clientDir` once and sent inside the
 * page, decision 051). The loader imports each island's code itself, when the island wakes,
 * and no stylesheet (build/island-styles.ts).
 */
export function manifestAssets(manifest: Manifest, pageModule: (page: string) => string, clientDir: string) {
  const cache = new Map<string, PageAssets>();
  const files = new Map<string, string>();
  const loaderFile = manifest[loader]?.file;
  if (!loaderFile) throw new Error(`${loader} is missing from the build manifest`);
  // The loader's static imports (the chunk it shares with the style entry): one round trip, not two.
  const loaderImports = (manifest[loader]?.imports ?? []).flatMap((key) => {
    const file = manifest[key]?.file;
    return file ? [`/${file}`] : [];
  });
  const text = (file: string) => {
    let css = files.get(file);
    if (css === undefined) files.set(file, (css = readFileSync(path.join(clientDir, file), 'utf8').trim()));
    return css;
  };

  function collect(key: string, seen: Set<string>, styles: Set<string>) {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, seen, styles);
  }

  return function assetsFor(pages: string[]): PageAssets {
    const key = pages.join(' ');
    const known = cache.get(key);
    if (known) return known;
    const styles = new Set<string>();
    const seen = new Set<string>();
    collect(styleEntry, seen, styles);
    for (const page of pages) collect(pageModule(page), seen, styles);
    const assets: PageAssets = {
      scripts: [],
      loader: { src: `/${loaderFile}`, imports: loaderImports },
      css: [...styles].map(text).join('\n'),
    };
    cache.set(key, assets);
    return assets;
  };
}

/**
 * In development Vite serves sources and styles arrive with the modules that import them,
 * so the page's modules are loaded too (a flash of unstyled content, development only), from
 * the language's development server, at its `base` (server/renderers.ts).
 */
export const devAssets =
  (base: string, pageModule: (page: string) => string) =>
  (pages: string[]): PageAssets => ({
    scripts: ['@vite/client', styleEntry, ...pages.map(pageModule), loader].map((file) => `${base}${file}`),
    css: '',
  });
