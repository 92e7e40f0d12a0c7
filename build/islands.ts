/**
 * The build side of "an island is declared by its file" (src/islands/island-name.ts, decision
 * 039). Each module `<Name>.island.tsx` gets one line appended that names its component
 * (`<Name>.island = '<Name>'`), so `<Island component={Hero}>` can write the island's name in
 * the page, and the loader's registry finds the same module with `import.meta.glob`. At the
 * start of every build, dev server and test run, two islands with one name, or an island
 * file not named after a component, stop it.
 */
import { globSync } from 'node:fs';
import type { Plugin } from 'vite';
import { islandNameOf, islandTag } from '../src/islands/island-name.ts';

export function islandModules(root = process.cwd()): Plugin {
  return {
    name: 'island-modules',
    buildStart() {
      const seen = new Map<string, string>();
      for (const file of globSync('src/**/*.island.tsx', { cwd: root })) {
        const name = islandNameOf(file);
        if (!name) this.error(`${file}: an island module is named after the component it exports: <Name>.island.tsx`);
        const other = seen.get(name);
        if (other) this.error(`two islands are named ${name}: ${other} and ${file}`);
        seen.set(name, file);
      }
    },
    transform(code, id) {
      const name = islandNameOf(id.split('?', 1)[0] ?? '');
      if (!name) return null;
      // Appended, so no line moves: the module's source map stays right (map: null).
      const tag = `\nObject.defineProperty(${name}, ${JSON.stringify(islandTag)}, { value: ${JSON.stringify(name)} });\n`;
      return { code: code + tag, map: null };
    },
  };
}
