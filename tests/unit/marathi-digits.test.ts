import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One digit system across the site (decision 068): Latin digits 0-9 in every language, as the
 * mobile field accepts and the English pages use. Every content file is read as it is written:
 * the Marathi strings (src/content/mr/, and the Marathi objects of the English files), the
 * Marathi articles (src/content/blog/mr/) and the Marathi translations (src/content/mr/blog/).
 */
const root = path.resolve(import.meta.dirname, '../../src/content');
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|md)$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;

describe('digits in the Marathi content', () => {
  it('reads every Marathi string file and article', () => {
    const names = files.map(({ file }) => file.split(path.sep).join('/'));
    expect(names).toEqual(
      expect.arrayContaining([
        'mr/auth.ts',
        'mr/admin.ts',
        'blog/mr/jagtik-krushi-paryatan-din.md',
        'blog/mr/krushi-paryatan-dhoran.md',
        'mr/blog/en/maharashtra-agri-tourism-policy.md',
        'project.ts',
      ]),
    );
    expect(names.filter((name) => name.startsWith('blog/mr/') && name.endsWith('.md'))).toHaveLength(10);
  });

  it('writes every number in Latin digits, never ०-९', () => {
    const lines = files.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ where: `${file}:${index + 1}`, line }))
        .filter(({ line }) => DEVANAGARI_DIGIT.test(line)),
    );
    expect(lines.map(({ where, line }) => `${where}: ${line.trim().slice(0, 80)}`)).toEqual([]);
  });

  it('dates an article the way its card does: 16 मे, beside the date label 5 मे', () => {
    const day = files.find(({ file }) => file.endsWith('jagtik-krushi-paryatan-din.md'))!.text;
    expect(day).toMatch(/^title: "16 मे: /m);
  });
});
