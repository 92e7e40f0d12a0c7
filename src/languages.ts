/**
 * The site's languages and how their paths are written (decision 036): English pages at the
 * spec's paths, their Marathi twins under `/mr`. Plain data and functions, so the server can
 * import it as it is; the language of a build is in src/current-language.ts.
 */
export type Language = 'en' | 'mr';

export const languages = {
  en: { prefix: '', tag: 'en-IN', ogLocale: 'en_IN', name: 'English' },
  mr: { prefix: '/mr', tag: 'mr-IN', ogLocale: 'mr_IN', name: 'मराठी' },
} as const satisfies Record<Language, { prefix: string; tag: string; ogLocale: string; name: string }>;

/**
 * How a Vite environment is told its language (decisions 036, 055): this `define`, which
 * src/current-language.ts reads as `import.meta.env.SITE_LANG` and the content plugin
 * (build/language-content.ts) reads from the environment it runs in. vite.config.ts gives
 * one to each of the four builds, server/renderers.ts to each development server.
 */
export const defineLanguage = (lang: Language): Record<string, string> => ({
  'import.meta.env.SITE_LANG': JSON.stringify(lang),
});

/** Paths with no language: the API, which speaks JSON to scripts, not words to people. */
const oneLanguage = /^\/api(\/|$)/;

/** A site path in a language: `/about` → `/mr/about` in Marathi; other links as they are. */
export function pathIn(lang: Language, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || oneLanguage.test(path)) return path;
  const prefix = languages[lang].prefix;
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/** The language a site path belongs to, and the path without its language prefix. */
export function splitPath(path: string): { lang: Language; path: string } {
  if (path === '/mr' || path.startsWith('/mr/')) return { lang: 'mr', path: path.slice(3) || '/' };
  return { lang: 'en', path };
}
