/**
 * The routes' server modules (`src/**\/*.server.ts`, decision 089) in the browser's builds:
 * stand-ins that export the same names, each undefined. The client build walks the route table
 * only to name every page's stylesheets (src/entry-styles.ts); a loader or action never runs in a
 * browser, and nothing else in src/ imports these modules (.dependency-cruiser.mjs), so no code
 * of the server reaches the browser's files. A name the stand-in lacks fails the build.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const serverModule = /\.server\.tsx?$/;
const prefix = '\0server-only:';

/** The names a module exports as values: `export function|const|let|class name`, `export { a, b as c }`. */
export function valueExports(code: string): string[] {
  const declared = [...code.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([\w$]+)/gm)];
  const listed = [...code.matchAll(/^export\s*\{([^}]*)\}/gm)].flatMap(([, list = '']) =>
    list
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item && !item.startsWith('type '))
      .map((item) => item.split(/\s+as\s+/).at(-1) ?? item),
  );
  return [...new Set([...declared.map(([, name = '']) => name), ...listed])];
}

export function serverOnly(): Plugin {
  return {
    name: 'server-only',
    enforce: 'pre',
    // The browser's builds only: a test in a browser-like environment (jsdom) that starts the
    // whole app (tests/integration/islands-hydration.test.tsx) runs the server's modules themselves.
    applyToEnvironment: (environment) => environment.config.consumer === 'client' && !process.env.VITEST,
    async resolveId(source, importer, options) {
      if (!serverModule.test(source.split('?', 1)[0] ?? '')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && !resolved.external ? `${prefix}${resolved.id}` : resolved;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const names = valueExports(await readFile(id.slice(prefix.length).split('?', 1)[0] ?? '', 'utf8'));
      return names.map((name) => `export const ${name} = undefined;`).join('\n') || 'export {};';
    },
  };
}
