/**
 * Which folder may import which (docs/decisions/050-folder-rules.md), checked by
 * `npm run check:deps` and in `npm test`. Type-only imports count: a rule about folders is
 * about what one folder knows of another, not only what runs.
 */
const feature = '^src/features/([^/]+)/';
/** A feature's one public module: types, schema, limits, messages; no React (decision 034). */
const contract = '^src/features/[^/]+/contract[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module reaches itself again through its imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src-not-to-server',
      severity: 'error',
      comment: 'The pages and islands run in the browser: src/ never imports server/ (server/ imports src/).',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'only-tests-import-tests',
      severity: 'error',
      comment: 'Nothing outside tests/ (and the Playwright config) imports tests/.',
      from: { pathNot: '^(tests/|playwright[.]config[.]ts$)' },
      to: { path: '^tests/' },
    },
    {
      name: 'only-scripts-and-tests-import-scripts',
      severity: 'error',
      comment: 'scripts/ are commands: nothing the site runs or builds imports them.',
      from: { pathNot: '^(scripts|tests)/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'src-and-server-not-to-build',
      severity: 'error',
      comment: 'build/ is build-time code (Vite plugins, fonts): the site never imports it at run time.',
      from: { path: '^(src|server)/' },
      to: { path: '^build/' },
    },
    {
      name: 'content-is-data',
      severity: 'error',
      comment:
        'src/content/ is words and media as typed data: it imports content, assets and a contract, ' +
        'never components, pages, layout, forms, islands or a feature.',
      from: { path: '^src/content/' },
      to: { path: '^src/', pathNot: [`^src/(content|assets)/`, contract] },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment: 'A feature does not import another feature, but for its contract.ts (decision 034).',
      from: { path: feature },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', contract] },
    },
    {
      name: 'features-not-to-pages-or-layout',
      severity: 'error',
      comment: 'Features are used by pages and the layout, not the other way round.',
      from: { path: '^src/features/' },
      to: { path: '^src/(pages|layout)/' },
    },
    {
      name: 'pages-apart',
      severity: 'error',
      comment: 'A page folder is one page: it does not import another page folder.',
      from: { path: '^src/pages/([^/]+)/' },
      to: { path: '^src/pages/', pathNot: '^src/pages/$1/' },
    },
    {
      name: 'layout-only-from-the-root',
      severity: 'error',
      comment:
        'src/layout/ is the shell around every page (header, menu, footer, error pages): the route ' +
        'table and the entry points use it; pages, features and components do not.',
      from: { path: '^src/(pages|features|components|forms|islands|content)/' },
      to: { path: '^src/layout/' },
    },
    {
      name: 'kit-and-components-stand-alone',
      severity: 'error',
      comment:
        'The form kit (src/forms/) and the shared components (src/components/) are building blocks: ' +
        'they import no page, feature or layout.',
      from: { path: '^src/(forms|components)/' },
      to: { path: '^src/(pages|features|layout)/' },
    },
    {
      name: 'islands-stand-alone',
      severity: 'error',
      comment:
        'src/islands/ is the machinery that wakes islands; it finds their modules by a glob, ' +
        'never by importing a page, feature, component or the layout.',
      from: { path: '^src/islands/' },
      to: { path: '^src/(pages|features|components|forms|layout|content)/' },
    },
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
