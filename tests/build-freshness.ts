import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build is made from (vite.config.ts): a change to any of these calls for a new build. */
const sources = ['src', 'server', 'build', 'public', 'vite.config.ts', 'package-lock.json'];
/** Written by the build itself (decision 083): not a source of it. */
const written = /^build[/\\]picture-cache[/\\]/;
/** The build's last file: its server bundle, written after both languages' client files. */
const lastOutput = path.join('dist', 'server', 'index.js');

/**
 * Why the tests cannot use dist/ as it is, if they cannot: no build, or a build older than one of
 * its sources (an edit, a pull, a switch of branch since `npm run build`). The tests that render
 * pages run the production build (decision 089): against a stale one they would pass or fail on
 * code that is no longer there. Undefined when the build is newer than every source.
 */
export function staleBuild(root = process.cwd()): string | undefined {
  let built: number;
  try {
    built = statSync(path.join(root, lastOutput)).mtimeMs;
  } catch {
    return `No build in ${path.join(root, 'dist')}: run "npm run build" first.`;
  }
  for (const source of sources) {
    const top = path.join(root, source);
    const files = statSync(top, { throwIfNoEntry: false })?.isDirectory()
      ? readdirSync(top, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      : [source];
    for (const file of files) {
      if (written.test(file)) continue;
      const changed = statSync(path.join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (changed > built) return `dist/ is older than ${file}: run "npm run build" first.`;
    }
  }
  return undefined;
}
