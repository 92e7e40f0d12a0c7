// In tests/built/: it reads the server's build, dist/server (decision 108).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The container keeps production dependencies only (npm prune --omit=dev), so every
 * package the server bundle imports at run time must be a dependency, not a devDependency.
 */
const root = path.resolve(import.meta.dirname, '../..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

function bundleImports(dir: string): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.js')) continue;
    const code = readFileSync(path.join(dir, entry), 'utf8');
    for (const [, specifier = ''] of code.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"'.\s,;()][^"'\s,;()]*)["']/g)) {
      if (specifier.startsWith('node:')) continue;
      names.add(
        specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier),
      );
    }
  }
  return names;
}

/** The relative imports of the server's build that lead outside it (decision 089: the image copies dist/ only). */
function importsOutside(dir: string): string[] {
  const outside: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.js')) continue;
    const code = readFileSync(path.join(dir, entry), 'utf8');
    for (const [, specifier = ''] of code.matchAll(/\b(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']*)["']/g)) {
      const target = path.resolve(path.dirname(path.join(dir, entry)), specifier);
      if (!target.startsWith(dir + path.sep)) outside.push(`${entry} → ${specifier}`);
    }
  }
  return outside;
}

describe('the server build', () => {
  it('imports no file outside dist/server: the server and the pages are one bundle', () => {
    const dir = path.join(root, 'dist/server');
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['index.js', 'entry-server.js', 'entry-server-mr.js']));
    expect(importsOutside(dir)).toEqual([]);
  });
});

describe('production dependencies', () => {
  it('include every package the server bundle imports', () => {
    const imported = [...bundleImports(path.join(root, 'dist/server'))].sort();
    expect(imported).toContain('react-dom');
    expect(imported.filter((name) => !(name in packageJson.dependencies))).toEqual([]);
  });
});
