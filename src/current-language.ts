/**
 * The language this build of the site speaks (decisions 036, 055). Each language has its own
 * Vite environments, which name it by `define` (`defineLanguage`, src/languages.ts; see
 * vite.config.ts and, in development, server/renderers.ts): in a Marathi environment every
 * import of a content module (`src/content/<name>.ts`) resolves to its twin
 * `src/content/mr/<name>.ts`, and the pages live under `/mr`. Nothing else in the code changes
 * with the language.
 */
import { languages, pathIn, type Language } from './languages.ts';

export const language: Language = import.meta.env.SITE_LANG === 'mr' ? 'mr' : 'en';

/** Where this build's pages start: '' for English, '/mr' for Marathi. */
export const pathPrefix: string = languages[language].prefix;

/** A site path in this build's language (or in `lang`): `/about` → `/mr/about` in Marathi. */
export const localPath = (path: string, lang: Language = language): string => pathIn(lang, path);
