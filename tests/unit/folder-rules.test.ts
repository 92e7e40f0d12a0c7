/**
 * The folder rules (docs/decisions/053-folder-rules.md) stop an import they forbid: the
 * project's own dependency-cruiser config, run as `npm run check:deps` runs it, on a small
 * tree written for the test, exits non-zero and names each rule broken, and lets the
 * imports the rules allow pass. So a rule that stops matching (a renamed folder, a wrong
 * pattern) fails here, not silently.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

/** Each file of the small tree and what it imports (relative specifiers, as the code writes them). */
const tree: Record<string, string[]> = {
  'src/pages/home/route.tsx': ['../../../server/render.ts', '../about/route.tsx', '../../layout/Shell.tsx'],
  'src/pages/about/route.tsx': ['../../features/login/contract.ts', '../../forms/Field.tsx'],
  'src/features/admin/list.ts': ['../registration/copy.ts', '../registration/contract.ts'],
  'src/features/registration/copy.ts': ['../../content/auth.ts'],
  'src/features/registration/contract.ts': [],
  'src/features/login/contract.ts': [],
  'src/content/auth.ts': ['../components/Picture.tsx', '../features/registration/contract.ts'],
  'src/components/Picture.tsx': ['../features/login/contract.ts'],
  'src/forms/Field.tsx': [],
  'src/layout/Shell.tsx': [],
  'src/cycle-a.ts': ['./cycle-b.ts'],
  'src/cycle-b.ts': ['./cycle-a.ts'],
  'server/render.ts': ['../tests/fixtures/backend.ts', '../src/entry-server.tsx', '../build/fonts.ts'],
  'server/app.ts': ['../src/features.server.ts'],
  'server/from-src.ts': ['../src/forms/Field.tsx'],
  'src/entry-server.tsx': [],
  'src/features.server.ts': [],
  'tests/fixtures/backend.ts': [],
  'build/fonts.ts': ['../src/forms/Field.tsx'],
};

let dir = '';
let run: { status: number | null; output: string };

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'folder-rules-'));
  for (const [file, imports] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    const lines = imports.map((specifier, i) => `import * as m${i} from '${specifier}';\nvoid m${i};`);
    writeFileSync(path.join(dir, file), `${lines.join('\n')}\nexport const here = 1;\n`);
  }
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true } }),
  );
  const result = spawnSync(
    process.execPath,
    [
      depcruise,
      '--config',
      path.join(root, '.dependency-cruiser.mjs'),
      '--output-type',
      'err',
      'src',
      'server',
      'build',
      'tests',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  run = { status: result.status, output: `${result.stdout}${result.stderr}` };
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The violations reported, as `rule: from → to`. */
const violations = () =>
  [...run.output.matchAll(/^\s*error ([\w-]+): (\S+) → (\S+)/gm)].map(
    ([, rule, from, to]) => `${rule}: ${from} → ${to}`,
  );

describe('folder rules (npm run check:deps)', () => {
  it('exits non-zero on a forbidden import, having cruised the tree', () => {
    expect(run.status, run.output).not.toBe(0);
    expect(run.output).toMatch(/\d+ dependency violations/);
  });

  it.each([
    'src-not-to-server: src/pages/home/route.tsx → server/render.ts',
    'pages-apart: src/pages/home/route.tsx → src/pages/about/route.tsx',
    'layout-only-from-the-root: src/pages/home/route.tsx → src/layout/Shell.tsx',
    'features-apart: src/features/admin/list.ts → src/features/registration/copy.ts',
    'content-is-data: src/content/auth.ts → src/components/Picture.tsx',
    'kit-and-components-stand-alone: src/components/Picture.tsx → src/features/login/contract.ts',
    'only-tests-import-tests: server/render.ts → tests/fixtures/backend.ts',
    'src-and-server-not-to-build: server/render.ts → build/fonts.ts',
    'server-reads-src-through-its-doors: server/render.ts → src/entry-server.tsx',
    'server-doors-lead-where-they-say: server/from-src.ts → src/forms/Field.tsx',
  ])('reports %s', (violation) => {
    expect(violations()).toContain(violation);
  });

  it('reports a cycle', () => {
    expect(run.output).toMatch(/error no-circular: src\/cycle-(a|b)\.ts/);
  });

  it('lets through what the rules allow: a contract from another feature or content, the kit, server → src through a door, build → src', () => {
    const allowed = [
      'src/features/admin/list.ts → src/features/registration/contract.ts',
      'src/pages/about/route.tsx → src/features/login/contract.ts',
      'src/pages/about/route.tsx → src/forms/Field.tsx',
      'src/content/auth.ts → src/features/registration/contract.ts',
      'server/app.ts → src/features.server.ts',
      'build/fonts.ts → src/forms/Field.tsx',
    ];
    for (const edge of allowed) expect(violations().map((v) => v.replace(/^[\w-]+: /, ''))).not.toContain(edge);
    // The ten above, and nothing else (the cycle is reported over several lines).
    expect(violations()).toHaveLength(10);
  });
});
