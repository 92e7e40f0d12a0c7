/**
 * The page's inline start script (decision 088), made from its TypeScript at build time:
 * `startIslands` (src/islands/start.ts) bundled with the constants it imports, called with the
 * page's `document` and the script's own element, and minified into one self-invoking
 * expression. src/document.tsx writes the text into every page's `<head>` from the virtual
 * module `virtual:start-script`; the server bundle passes it on (`startIslandsScript`, src/
 * entry-server.tsx) to the CSP, which allows it by its hash (server/security.ts).
 */
import path from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

const startModule = path.resolve(import.meta.dirname, '../src/islands/start.ts');

/**
 * The oldest syntax rolldown writes: ES2015 (let, arrow functions, template strings), well
 * below the site's own build target (Vite's default, browsers of 2023). Both the TypeScript's
 * lowering and the minifier keep to it: the minifier would otherwise write newer syntax
 * (`?.`, `??=`) where it is shorter.
 */
const target = 'es2015';

const entryId = '\0start-script-entry';

/** The script's text, and the source files it was made of (which a dev server watches). */
export interface StartScript {
  text: string;
  files: string[];
}

/**
 * Bundles the start script in memory: the text to put inside `<script>` as it is, no import
 * or export, and no top-level name (a script's top-level names would be the page's globals).
 */
export async function buildStartScript(): Promise<StartScript> {
  const { output } = await build({
    input: entryId,
    write: false,
    logLevel: 'warn',
    // No `define` of the site's language: the script is the same in every language.
    plugins: [
      {
        name: 'start-script-entry',
        resolveId: (id) => (id === entryId ? id : null),
        load: (id) =>
          id === entryId
            ? `import { startIslands } from ${JSON.stringify(startModule)};\n` +
              'startIslands(document, document.currentScript);\n'
            : null,
      },
    ],
    transform: { target },
    output: { format: 'iife', minify: { compress: { target }, mangle: true }, comments: false },
  });
  const [chunk, ...rest] = output;
  if (!chunk || rest.length) throw new Error('The start script is one chunk');
  const files = chunk.moduleIds.filter((id) => path.isAbsolute(id));
  return { text: chunk.code.trim(), files };
}

/** The module that gives the start script's text: `import startIslandsScript from 'virtual:start-script'`. */
export const startScriptModuleId = 'virtual:start-script';

/**
 * The Vite plugin behind `virtual:start-script` (typed in src/env.d.ts): the text, built when a
 * build or a dev server first needs it, and built again when one of its sources is edited.
 */
export function startScriptModule(): Plugin {
  const resolvedId = `\0${startScriptModuleId}`;
  return {
    name: 'start-script',
    resolveId: (id) => (id === startScriptModuleId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return;
      const { text, files } = await buildStartScript();
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(text)};\n`;
    },
  };
}
