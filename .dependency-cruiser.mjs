/**
 * Which folder may import which (docs/decisions/053-folder-rules.md), checked by
 * `npm run check:deps` and in `npm test`. Type-only imports count: a rule about folders is
 * about what one folder knows of another, not only what runs.
 */
const feature = '^src/features/([^/]+)/';
/** A feature's one public module: types, schema, limits, messages; no React (decision 034). */
const contract = '^src/features/[^/]+/contract[.]ts$';

/** Imports from `from` to `to` are errors (the comment above each says why). */
const forbid = (name, from, to) => ({ name, severity: 'error', from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    // No module reaches itself again through its imports.
    forbid('no-circular', {}, { circular: true }),
    // The pages and islands run in the browser: src/ imports server/ only from its modules that
    // run on the server alone: the routes' `*.server.ts` (loaders and actions, which the client
    // build replaces with nothing: build/server-only.ts) and the server's entry (decision 089).
    forbid(
      'src-not-to-server',
      { path: '^src/', pathNot: ['[.]server[.]ts$', '^src/entry-server[.]tsx$'] },
      { path: '^server/' },
    ),
    // A route's `*.server.ts` is the route table's and the page modules' (which name it as their
    // loader or action: `src/pages/<page>/route.tsx`, or a feature's `routes/<page>.tsx`), never a
    // component's or an island's: the browser's build has none of it.
    forbid(
      'server-modules-from-routes-only',
      {
        path: '^src/',
        pathNot: [
          '[.]server[.]ts$',
          '^src/routes[.]tsx$',
          '^src/pages/[^/]+/route[.]tsx$',
          '^src/features/[^/]+/routes/[^/]+[.]tsx$',
          '^src/entry-server[.]tsx$',
        ],
      },
      { path: '^src/.*[.]server[.]ts$' },
    ),
    // server/ is the HTTP edge and the infrastructure; it reads the site through two doors only
    // (issue 57 item 1, decision 111): the features' composition (src/features.server.ts, for
    // server/app.ts) and what the edge's own modules need (src/edge.server.ts, through
    // server/from-src.ts). The pages' entry is loaded by path, and implements the contract
    // server/render.ts sets out.
    forbid(
      'server-reads-src-through-its-doors',
      { path: '^server/', pathNot: '^server/(app|from-src)[.]ts$' },
      { path: '^src/' },
    ),
    forbid(
      'server-doors-lead-where-they-say',
      { path: '^server/(app|from-src)[.]ts$' },
      { path: '^src/', pathNot: '^src/(features|edge)[.]server[.]ts$' },
    ),
    // Nothing outside tests/ (and the Playwright config) imports tests/.
    forbid('only-tests-import-tests', { pathNot: '^(tests/|playwright[.]config[.]ts$)' }, { path: '^tests/' }),
    // scripts/ are commands: nothing the site runs or builds imports them.
    forbid('only-scripts-and-tests-import-scripts', { pathNot: '^(scripts|tests)/' }, { path: '^scripts/' }),
    // build/ is build-time code (Vite plugins, fonts): the site never imports it at run time.
    forbid('src-and-server-not-to-build', { path: '^(src|server)/' }, { path: '^build/' }),
    // src/content/ is words and media as typed data: it imports content, assets, a contract and
    // the site's page paths (src/site-paths.ts, decision 109), never components, pages, layout,
    // forms, islands or a feature.
    forbid(
      'content-is-data',
      { path: '^src/content/' },
      { path: '^src/', pathNot: [`^src/(content|assets)/`, contract, '^src/site-paths[.]ts$'] },
    ),
    // A feature does not import another feature, but for its contract.ts (decision 034).
    forbid('features-apart', { path: feature }, { path: '^src/features/', pathNot: ['^src/features/$1/', contract] }),
    // Features are used by pages and the layout, not the other way round.
    forbid('features-not-to-pages-or-layout', { path: '^src/features/' }, { path: '^src/(pages|layout)/' }),
    // A page folder is one page: it does not import another page folder.
    forbid('pages-apart', { path: '^src/pages/([^/]+)/' }, { path: '^src/pages/', pathNot: '^src/pages/$1/' }),
    // src/layout/ is the shell around every page (header, menu, footer, error pages): the route
    // table and the entry points use it; pages, features, components, the kit and islands do not.
    forbid(
      'layout-only-from-the-root',
      { path: '^src/(pages|features|components|forms|islands|content)/' },
      { path: '^src/layout/' },
    ),
    // The form kit (src/forms/) and the shared components (src/components/) are building blocks:
    // they import no page, feature or layout.
    forbid(
      'kit-and-components-stand-alone',
      { path: '^src/(forms|components)/' },
      { path: '^src/(pages|features|layout)/' },
    ),
    // src/islands/ is the machinery that wakes islands; it finds their modules by a glob, never
    // by importing a page, feature, component, the kit, the layout or content.
    forbid(
      'islands-stand-alone',
      { path: '^src/islands/' },
      { path: '^src/(pages|features|components|forms|layout|content)/' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|test-results|playwright-report|[.]cache)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // TypeScript 7 has no JavaScript API (DESIGN.md, traps); swc parses the TypeScript instead.
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
