/**
 * Zod schemas for every kind of content in src/content/, and the TypeScript
 * types inferred from them. Content files import the types with `import type`
 * only (so zod stays out of the browser bundle) and check their data with
 * `satisfies`; tests/unit/content.test.ts parses every export with these schemas.
 *
 * Language rule: plain text fields are English. Marathi text lives only in
 * objects marked `lang: 'mr'` (pages render those with `lang="mr"`), and is
 * checked to be Devanagari; English fields are checked to contain none.
 *
 * The schemas are split by area; this file gathers them, so content files and
 * tests import everything from './schema.ts'.
 */
export * from './schema-base.ts';
export * from './schema-shell.ts';
export * from './schema-showcase.ts';
export * from './schema-pages.ts';
