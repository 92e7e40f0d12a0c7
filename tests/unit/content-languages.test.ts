/**
 * One content set per language with the same shape (issue 16): every English content module
 * in src/content/ has a Marathi twin in src/content/mr/ with the same exports, keys (in the
 * same order) and list lengths; what is not words (links, ids, pictures, numbers) is the same
 * value; every English sentence has a Marathi one, in Devanagari. The twins also parse with
 * the same schemas as the English content (content.test.ts).
 */
import { describe, expect, it } from 'vitest';
import * as s from '../../src/content/schema.ts';

const english = import.meta.glob<Record<string, unknown>>(['../../src/content/**/*.ts', '!../../src/content/mr/**'], {
  eager: true,
});
const marathi = import.meta.glob<Record<string, unknown>>('../../src/content/mr/**/*.ts', { eager: true });

/** Modules of src/content/ that hold no words: the schemas and two helpers. */
const notContent = /\/(schema(-[a-z]+)?|fill-template|plural)\.ts$/;
const name = (path: string) => path.replace(/^.*\/src\/content\/(mr\/)?/, '');
const englishModules = Object.keys(english)
  .filter((path) => !notContent.test(path))
  .map(name);
const marathiModules = Object.keys(marathi).map(name);

/** Keys whose values are not words: the same in both languages. */
const sameValue = new Set([
  'path',
  'url',
  'id',
  'slug',
  'icon',
  'kind',
  'video',
  'youtubeId',
  'query',
  'lang',
  'network',
  'countryCode',
]);
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;
/** Values that are the same in any language: site paths, addresses, numbers and codes. */
const languageFree = /^(\/\S*|https?:\/\/\S+|[\w.+-]+@[\w.-]+|\+?[\d\s()-]+)$/;

/** The `{name}` placeholders a text fills in, sorted. */
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).toSorted().join();

/** Where the Marathi value differs in shape from the English one, as `path: problem` lines. */
function differences(en: unknown, mr: unknown, path: string, key = ''): string[] {
  if (typeof en === 'function') return typeof mr === 'function' ? [] : [`${path}: not a function`];
  if (Array.isArray(en)) {
    if (!Array.isArray(mr)) return [`${path}: not a list`];
    if (mr.length !== en.length) return [`${path}: ${mr.length} items, English has ${en.length}`];
    return en.flatMap((item, i) => differences(item, mr[i], `${path}[${i}]`, key));
  }
  if (en && typeof en === 'object') {
    if (key === 'picture') return en === mr ? [] : [`${path}: not the English picture`];
    if (!mr || typeof mr !== 'object') return [`${path}: not an object`];
    const [a, b] = [Object.keys(en), Object.keys(mr)];
    if (a.join() !== b.join()) return [`${path}: keys ${b.join(', ')}; English has ${a.join(', ')}`];
    return a.flatMap((k) =>
      differences((en as Record<string, unknown>)[k], (mr as Record<string, unknown>)[k], `${path}.${k}`, k),
    );
  }
  if (typeof en === 'string') {
    if (typeof mr !== 'string') return [`${path}: not text`];
    if (key === 'language') return mr === 'mr-IN' ? [] : [`${path}: "${mr}", not mr-IN`];
    if (sameValue.has(key) || languageFree.test(en.trim()))
      return en === mr ? [] : [`${path}: "${mr}" differs from "${en}"`];
    if (LATIN.test(en) && !DEVANAGARI.test(mr)) return [`${path}: "${mr}" is not in Marathi`];
    if (placeholders(en) !== placeholders(mr))
      return [`${path}: placeholders ${placeholders(mr)}; English has ${placeholders(en)}`];
    return [];
  }
  return Object.is(en, mr) ? [] : [`${path}: ${String(mr)}, English has ${String(en)}`];
}

describe('content in English and Marathi', () => {
  it('has a Marathi twin for every English content module, and no other', () => {
    expect(marathiModules.toSorted()).toEqual(englishModules.toSorted());
  });

  it.each(englishModules)(
    '%s: the Marathi twin has the same exports, keys, lists and values that are not words',
    (file) => {
      const en = english[`../../src/content/${file}`]!;
      const mr = marathi[`../../src/content/mr/${file}`] ?? {};
      expect(differences(en, mr, file)).toEqual([]);
    },
  );

  it('writes numbers in the digits 0–9 throughout (decision 036), in modules and articles alike', () => {
    const sources = import.meta.glob<string>('../../src/content/mr/**/*.{ts,md}', {
      eager: true,
      query: '?raw',
      import: 'default',
    });
    const devanagariDigits = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/\S*[\u0966-\u096F]+\S*/g)].map(([word]) => `${file}: ${word}`),
    );
    expect(devanagariDigits).toEqual([]);
  });

  /** The Marathi exports that have a schema, with it (the English ones are parsed in content.test.ts). */
  const schemas: Array<[string, string, { safeParse(value: unknown): { success: boolean; error?: unknown } }]> = [
    ['site.ts', 'site', s.siteSchema],
    ['client.ts', 'client', s.clientSchema],
    ['people.ts', 'people', s.peopleSchema],
    ['navigation.ts', 'navigation', s.navigationSchema],
    ['footer.ts', 'footer', s.footerSchema],
    ['ui.ts', 'ui', s.uiSchema],
    ['ui.ts', 'notFound', s.notFoundSchema],
    ['ui.ts', 'serverError', s.notFoundSchema],
    ['legal.ts', 'legal', s.legalSchema],
    ['home.ts', 'home', s.homeSchema],
    ['about.ts', 'about', s.aboutSchema],
    ['project.ts', 'project', s.projectSchema],
    ['story.ts', 'story', s.storySchema],
    ['gallery.ts', 'gallery', s.gallerySchema],
    ['contact.ts', 'contact', s.contactSchema],
    ['regions.ts', 'regionsPage', s.regionsPageSchema],
    ['agro.ts', 'agro', s.agroSchema],
    ['auth.ts', 'auth', s.authSchema],
    ['meta.ts', 'meta', s.metaSchema],
  ];

  it.each(schemas)('mr/%s %s parses with the English schema', (file, exported, schema) => {
    const result = schema.safeParse(marathi[`../../src/content/mr/${file}`]?.[exported]);
    if (!result.success) throw new Error(String(result.error));
    expect(result.success).toBe(true);
  });
});
