/**
 * The Vite side of decision 036: the words of each language. A content module
 * (`src/content/<path>.ts`) imported in Marathi resolves to its twin (`src/content/mr/<path>.ts`);
 * a module without a twin stays English (tests/unit/content-languages.test.ts makes sure each has
 * one). The schemas and helpers in src/content/ are not words and are never swapped.
 *
 * Which language a module is in:
 * - in a client environment, the environment's (its `define`, src/languages.ts; decision 055):
 *   the browser loads one language's bundle;
 * - in the server's one module graph (decision 089), the module's own: the Marathi pages are
 *   the site's modules again with `?lang=mr` on their ids, a query each of them hands on to what
 *   it imports from src/, and src/current-language.ts reads as `import.meta.env.SITE_LANG`. Everything
 *   else (React, the server's own modules, stylesheets, pictures) is one module for both.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineLanguage, type Language } from '../src/languages.ts';

const notContent = /^(schema(-[a-z]+)?|fill-template)\.ts$/;

const [siteLang, marathiValue] = Object.entries(defineLanguage('mr'))[0]!;

/** The query that puts a module of src/ in the Marathi graph of the server. */
export const marathiQuery = 'lang=mr';

/** The language an environment was given by its `define`: English when none. */
function languageOf(environment?: { config: { define?: Record<string, unknown> | undefined } }): Language {
  return environment?.config.define?.[siteLang] === marathiValue ? 'mr' : 'en';
}

const queryOf = (id: string) => new URLSearchParams(id.split('?')[1] ?? '');
const moduleLanguage = (id: string): Language => (queryOf(id).get('lang') === 'mr' ? 'mr' : 'en');

/**
 * One module graph for both languages, where the language is the module's: the server's, built
 * or in development (decision 108), and the tests' (Vitest's mode), which render both languages'
 * pages from their sources.
 */
const serverGraph = (environment?: { config: { consumer?: string; mode: string } }) =>
  environment?.config.mode === 'test' || environment?.config.consumer === 'server';

export function languageContent(root = process.cwd()): Plugin {
  const srcDir = path.join(root, 'src') + path.sep;
  const contentDir = path.join(srcDir, 'content') + path.sep;
  return {
    name: 'language-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const server = serverGraph(this.environment);
      const lang = server ? moduleLanguage(importer ?? '') : languageOf(this.environment);
      if (lang === 'en' || !importer) return null;
      const twinDir = path.join(contentDir, lang) + path.sep;
      const importerFile = importer.split('?')[0]!;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file = '', query] = resolved.id.split('?');
      let target = file;
      const isContent =
        source.startsWith('.') &&
        !importerFile.startsWith(twinDir) &&
        file.startsWith(contentDir) &&
        !file.startsWith(twinDir) &&
        file.endsWith('.ts') &&
        !notContent.test(path.basename(file));
      if (isContent) {
        const twin = path.join(twinDir, path.relative(contentDir, file));
        if (existsSync(twin)) target = twin;
      }
      // The server's Marathi graph: src/'s modules carry the language on; server/'s are shared.
      if (server && !query && target.startsWith(srcDir) && /\.tsx?$/.test(target)) {
        return `${target}?${marathiQuery}`;
      }
      if (target === file) return resolved;
      return query ? `${target}?${query}` : target;
    },
    transform: {
      filter: { code: siteLang },
      handler(code, id) {
        if (!serverGraph(this.environment)) return null;
        return { code: code.replaceAll(siteLang, JSON.stringify(moduleLanguage(id))), map: null };
      },
    },
  };
}
