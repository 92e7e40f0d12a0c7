import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs a newcomer starts from stay true (issue 57): every repository path README.md and
 * docs/operating.md name exists, and the decisions' index lists every record once, in order, with
 * each unused number said.
 */
const root = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The repository paths a Markdown file names: in code spans under the project's folders, and its relative links. */
function pathsNamed(file: string): string[] {
  const text = read(file);
  const inCode = [...text.matchAll(/`((?:src|server|tests|scripts|docs|public|build|\.ci)\/[^`\s]*)`/g)]
    .map((match) => match[1]!.split(':')[0]!)
    // A pattern, not a path: `src/features/<feature>/`, `src/content/blog/{en,mr}/`, `…`.
    .filter((path) => !/[<{*…]/.test(path));
  const linked = [...text.matchAll(/\]\(([^)#\s]+)/g)]
    .map((match) => match[1]!)
    .filter((link) => !/^[a-z]+:|^\//.test(link) && !link.includes('…') && link.includes('.'))
    .map((link) => normalize(join(dirname(file), link)));
  return [...new Set([...inCode, ...linked])];
}

describe('the docs', () => {
  it.each(['README.md', 'docs/operating.md'])('%s names only paths that exist', (file) => {
    const named = pathsNamed(file);
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('index every decision once, in order, and say why a number is unused', () => {
    const index = read('docs/decisions/README.md');
    const files = readdirSync(join(root, 'docs/decisions')).filter((name) => /^\d{3}-.*\.md$/.test(name));
    const entries = [...index.matchAll(/^- \[(\d{3})\]\((\d{3}-[^)]+\.md)\)/gm)];
    expect(entries.filter((match) => !match[2]!.startsWith(match[1]!)).map((match) => match[0])).toEqual([]);
    expect(entries.map((match) => match[2])).toEqual(files.toSorted());
    const numbers = new Set(files.map((name) => Number(name.slice(0, 3))));
    const last = Math.max(...numbers);
    const unused = Array.from({ length: last }, (_, at) => at + 1).filter((n) => !numbers.has(n));
    for (const n of unused) {
      const said = [...index.matchAll(/^- (\d{3})–(\d{3}): not used/gm)].some(
        (match) => Number(match[1]) <= n && n <= Number(match[2]),
      );
      expect(said, `decision ${n} is missing and the index does not say why`).toBe(true);
    }
    const readme = read('README.md');
    expect(readme).toContain(`001–${String(last).padStart(3, '0')} so far`);
  });
});
