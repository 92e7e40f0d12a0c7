/**
 * The Vite side of decision 036: each language has its own environments (decision 055). In an
 * environment of a language other than English (its `define`, src/languages.ts), an
 * import of a content module (`src/content/<path>.ts`) from anywhere outside that language's
 * own folder resolves to its twin (`src/content/<lang>/<path>.ts`); a module without a twin
 * stays English (tests/unit/content-languages.test.ts makes sure each has one). The schemas
 * and helpers in src/content/ are not words and are never swapped. `fixed` names the
 * language outright (the Marathi test project, which has no such environment).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineLanguage, type Language } from '../src/languages.ts';

const notContent = /^(schema(-[a-z]+)?|fill-template)\.ts$/;

const marathi = Object.entries(defineLanguage('mr'))[0]!;

/** The language an environment was given by its `define`: English when none. */
function languageOf(environment?: { config: { define?: Record<string, unknown> | undefined } }): Language {
  return environment?.config.define?.[marathi[0]] === marathi[1] ? 'mr' : 'en';
}

export function languageContent(fixed?: Language, root = process.cwd()): Plugin {
  const contentDir = path.join(root, 'src/content') + path.sep;
  return {
    name: 'language-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const lang = fixed ?? languageOf(this.environment);
      if (lang === 'en' || !importer || !source.startsWith('.')) return null;
      const twinDir = path.join(contentDir, lang) + path.sep;
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
