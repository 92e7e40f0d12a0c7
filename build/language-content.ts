/**
 * The Vite side of decision 036: the site is built once per language. For a language other
 * than English, an import of a content module (`src/content/<path>.ts`) from anywhere outside
 * that language's own folder resolves to its twin (`src/content/<lang>/<path>.ts`); a module
 * without a twin stays English (tests/unit/content-languages.test.ts makes sure each has
 * one). The schemas and helpers in src/content/ are not words and are never swapped.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const notContent = /^(schema(-[a-z]+)?|fill-template)\.ts$/;

export function languageContent(lang: string, root = process.cwd()): Plugin {
  const contentDir = path.join(root, 'src/content') + path.sep;
  const twinDir = path.join(contentDir, lang) + path.sep;
  return {
    name: 'language-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (lang === 'en' || !importer || !source.startsWith('.')) return null;
      const importerFile = importer.split('?')[0]!;
      if (importerFile.startsWith(twinDir)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file, query] = resolved.id.split('?');
      if (!file?.startsWith(contentDir) || file.startsWith(twinDir) || !file.endsWith('.ts')) return resolved;
      if (notContent.test(path.basename(file))) return resolved;
      const twin = path.join(twinDir, path.relative(contentDir, file));
      if (!existsSync(twin)) return resolved;
      return query ? `${twin}?${query}` : twin;
    },
  };
}
