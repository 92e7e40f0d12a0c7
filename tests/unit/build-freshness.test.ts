import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleBuild } from '../build-freshness.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'freshness-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A file under the temporary root, last changed `secondsAgo` seconds ago. */
function file(name: string, secondsAgo: number) {
  const at = path.join(root, name);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, '');
  const when = Date.now() / 1000 - secondsAgo;
  utimesSync(at, when, when);
}

describe('a build older than its sources', () => {
  it('is no build at all when dist/ has no server bundle', () => {
    file('src/routes.tsx', 60);
    expect(staleBuild(root)).toMatch(/^No build in .*dist: run "npm run build" first\.$/);
  });

  it('is stale when a source in a folder or at the top changed after it, and fresh otherwise', () => {
    file('src/pages/home/route.tsx', 60);
    file('vite.config.ts', 60);
    file('dist/server/index.js', 30);
    expect(staleBuild(root)).toBeUndefined();
    file('src/pages/home/route.tsx', 10);
    expect(staleBuild(root)).toBe(
      `dist/ is older than ${path.join('src', 'pages', 'home', 'route.tsx')}: run "npm run build" first.`,
    );
    file('src/pages/home/route.tsx', 60);
    file('vite.config.ts', 10);
    expect(staleBuild(root)).toBe('dist/ is older than vite.config.ts: run "npm run build" first.');
  });

  it('is not stale for the pictures the build itself encoded', () => {
    file('dist/server/index.js', 30);
    file('build/picture-cache/abc.avif', 40);
    file('build/picture-cache/def.avif', 10);
    expect(staleBuild(root)).toBeUndefined();
    file('build/fonts.ts', 10);
    expect(staleBuild(root)).toBe(`dist/ is older than ${path.join('build', 'fonts.ts')}: run "npm run build" first.`);
  });
});
