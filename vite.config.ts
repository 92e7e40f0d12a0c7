import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type EnvironmentOptions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { imagetools } from 'vite-imagetools';
import { blogMarkdown } from './build/blog-markdown.ts';
import { islandModules } from './build/islands.ts';
import { islandStylesInPage } from './build/island-styles.ts';
import { languageContent, marathiQuery } from './build/language-content.ts';
import { serverOnly } from './build/server-only.ts';
import { standInPictureModule } from './build/stand-in-picture.ts';
import { startScriptModule } from './build/start-script.ts';
import { defineLanguage } from './src/languages.ts';

/**
 * Image presets. `import p from './x.jpg?card'` gives a Picture (src/media/picture.ts):
 * AVIF and WebP at these widths, plus a fallback with intrinsic width and height. Each gives a
 * phone of 360-412 px at 1.75 device pixels 640 px where the picture spans the screen less its
 * margins (decision 074, tests/integration/phone-pictures.test.ts).
 */
export const imagePresets = {
  hero: '640;960;1280;1600',
  wide: '480;640;800;1200',
  card: '320;480;640',
  portrait: '160;320',
} as const;

type Preset = keyof typeof imagePresets;
const presetOf = (url: URL) => (Object.keys(imagePresets) as Preset[]).find((name) => url.searchParams.has(name));

/** In unit tests, images resolve to a light Picture without running sharp. */
function testPictures(): Plugin {
  return {
    name: 'test-pictures',
    enforce: 'pre',
    load(id) {
      const [file, query = ''] = id.split('?');
      if (!file || !/\.(jpe?g|png|webp)$/.test(file) || !presetOf(new URL(`file:///x?${query}`))) return;
      return standInPictureModule(file);
    },
  };
}

/**
 * Next to each built script, stylesheet and SVG of the client (1 KB or more), a
 * brotli copy at quality 11 and a gzip copy at level 9, which server/static.ts serves
 * to browsers that accept them: fewer bytes on slow networks than compressing per request.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async writeBundle({ dir = '' }, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
            }),
            gzipped(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The integration test files that open the site's store, or start a server whose store they read (decision 085). */
const storeTestFiles = [
  'admin-messages',
  'admin-registrations',
  'contact-mail',
  'contact',
  'directory',
  'directory-admin',
  'directory-import',
  'directory-photos',
  'enquiries',
  'newsletter-caps',
  'newsletter-mail',
  'newsletter-send',
  'newsletter-store',
  'newsletter',
  'workshops',
  'outbox',
  'store',
  'sweep',
].map((name) => `tests/integration/${name}.test.ts`);

/** The tests of the production build that start a server whose store they read: on both stores too. */
const builtStoreTestFiles = ['mail-server', 'outbox-crash', 'sweep'].map((name) => `tests/built/${name}.test.ts`);

/**
 * The integration tests render the pages from their sources (decision 108): CSS module classes
 * there are `_<local>_<hash>` as in the build, which the tests of the admin's pages read.
 */
const integrationCss = { modules: { classNameStrategy: 'stable' as const } };

/** The client's entries: the islands' loader, and the input naming the pages' stylesheets (server/assets.ts). */
const clientInput = ['src/islands/loader.ts', 'src/entry-styles.ts'];

/**
 * One build, three environments: each language's client files, side by side in dist/client with
 * a manifest each (decision 055), and the server's one bundle (decision 089), whose module graph
 * holds both languages, an entry each (server/renderers.ts). A client environment's language is
 * its `define` (src/languages.ts), a server module's the `?lang=` its id carries; the content
 * plugin and src/current-language.ts read them (build/language-content.ts). `client` runs first: it
 * empties dist/client, and it encodes the images, which the two after it read back from
 * imagetools' cache.
 */
const environments: Record<string, EnvironmentOptions> = {
  client: {
    define: defineLanguage('en'),
    build: { outDir: 'dist/client', emptyOutDir: true, manifest: true },
  },
  client_mr: {
    consumer: 'client',
    input: clientInput,
    define: defineLanguage('mr'),
    build: { outDir: 'dist/client', emptyOutDir: false, manifest: '.vite/manifest-mr.json' },
  },
  ssr: {
    // The Marathi entry is the same module in the Marathi graph (build/language-content.ts).
    build: {
      outDir: 'dist/server',
      emptyOutDir: true,
      // Maps beside the chunks, named by no comment in them: npm run trace:login reads them to
      // name the source files whose code a login ran (scripts/trace-login.ts).
      sourcemap: 'hidden',
      rolldownOptions: {
        input: {
          // The server (`npm start`, the container), its commands (`npm run check:config`,
          // `npm run db:migrate`, `npm run db:backup`), and the pages of each language it renders.
          index: 'server/index.ts',
          'check-config': 'server/check-config.ts',
          store: 'server/store/cli.ts',
          'entry-server': 'src/entry-server.tsx',
          'entry-server-mr': `src/entry-server.tsx?${marathiQuery}`,
        },
      },
    },
  },
};

export default defineConfig(({ command, mode }) => ({
  // `vite build` builds the three environments, in the order above (Vite's default buildApp).
  ...(command === 'build' && { builder: {}, environments }),
  // The client's entries; in development they are also where Vite looks for dependencies to optimise.
  input: clientInput,
  plugins: [
    // Each content import resolves to the environment's language (build/language-content.ts).
    languageContent(),
    // The routes' loaders and actions (`*.server.ts`) are stand-ins in the browser's builds.
    serverOnly(),
    react(),
    // Each island is declared by its file, `<Name>.island.tsx` (src/islands/island-name.ts).
    islandModules(),
    // Pages carry their CSS inline; an island that wakes fetches none (decision 051).
    islandStylesInPage(),
    // Blog posts are Markdown files with frontmatter: src/content/blog, build/blog-markdown.ts.
    blogMarkdown(),
    // The page's inline start script, built from its TypeScript (build/start-script.ts, decision 088).
    startScriptModule(),
    mode === 'test'
      ? testPictures()
      : imagetools({
          // Encoded pictures are kept in the repository, named by their source's bytes and
          // directives: a clean clone builds in seconds, not two minutes of encoding (decision 083).
          // Retention 0 drops, at the end of a build, every file that build did not use.
          cache: { dir: 'build/picture-cache', retention: 0 },
          defaultDirectives: (url) => {
            const preset = presetOf(url);
            if (!preset) return new URLSearchParams();
            return new URLSearchParams({ w: imagePresets[preset], format: 'avif;webp', as: 'picture' });
          },
        }),
    precompress(),
  ],
  // CSS module classes are `_<local>_<5-char hash>` (the integration tests' `_<local>_<6-char hash>`).
  css: { modules: { generateScopedName: '_[local]_[hash:base64:5]' } },
  build: { assetsInlineLimit: 0 },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    testTimeout: 20_000,
    // Worker threads rather than child processes: the unit tests in 39 s instead of 53 s, the
    // integration tests in 96 s instead of 112 s, on the 2-core machine (decision 072).
    pool: 'threads',
    // Test files share a worker's modules instead of loading the server's whole graph again each:
    // unit 56 s → 24 s, integration 190 s → 127 s on the 2-core machine (decision 083). A test file
    // leaves no state behind it (servers stopped, environment restored) for the next to find.
    isolate: false,
    // `unit` and the integration projects need no build: the integration tests render the pages
    // from their sources (decision 108); `built` tests the build in dist/ (`npm run test:unit`,
    // `npm run test:integration`, `npm run test:built`; decision 044).
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], env: { SITE_LANG: 'en' } } },
      // With TEST_STORE=postgres (`npm run test:postgres`), the tests that touch the store run on a
      // PostgreSQL the global setup starts for the run (decision 085).
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          env: { SITE_LANG: 'en' },
          css: integrationCss,
          globalSetup: ['tests/integration/postgres-setup.ts'],
        },
      },
      // The files that touch the store, again on PostgreSQL, in `npm test` beside `integration`:
      // every store test runs on both stores (decision 085).
      {
        extends: true,
        test: {
          name: 'integration-postgres',
          include: storeTestFiles,
          env: { SITE_LANG: 'en', TEST_STORE: 'postgres' },
          css: integrationCss,
          globalSetup: ['tests/integration/postgres-setup.ts'],
        },
      },
      // The tests of the production build itself, which read dist/: `npm test` runs them after its
      // build; the others render the pages from their sources and need none (decision 108).
      {
        extends: true,
        test: {
          name: 'built',
          include: ['tests/built/**/*.test.{ts,tsx}'],
          env: { SITE_LANG: 'en' },
          globalSetup: ['tests/integration/postgres-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'built-postgres',
          include: builtStoreTestFiles,
          env: { SITE_LANG: 'en', TEST_STORE: 'postgres' },
          globalSetup: ['tests/integration/postgres-setup.ts'],
        },
      },
    ],
  },
}));
