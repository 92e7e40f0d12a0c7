import type { Manifest } from 'vite';
import type { PageAssets } from '../src/document.tsx';

const loader = 'src/islands/loader.ts';
/** The build input that names the document's, the shell's and the pages' stylesheets (never sent). */
const styleEntry = 'src/entry-styles.ts';

/**
 * From Vite's build manifest: the islands' loader, and every stylesheet the matched pages
 * need (the shell's and theirs, through their static imports). The loader imports each
 * island's code itself, when the island wakes.
 */
export function manifestAssets(manifest: Manifest, pageModule: (page: string) => string) {
  const cache = new Map<string, PageAssets>();
  const loaderFile = manifest[loader]?.file;
  if (!loaderFile) throw new Error(`${loader} is missing from the build manifest`);

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
    const assets: PageAssets = { scripts: [`/${loaderFile}`], styles: [...styles].map((file) => `/${file}`) };
    cache.set(key, assets);
    return assets;
  };
}

/**
 * In development Vite serves sources and styles arrive with the modules that import them,
 * so the page's modules are loaded too (a flash of unstyled content, development only).
 */
export const devAssets = (pages: string[]): PageAssets => ({
  scripts: ['/@vite/client', `/${styleEntry}`, ...pages.map((page) => `/src/pages/${page}/route.tsx`), `/${loader}`],
  styles: [],
});
