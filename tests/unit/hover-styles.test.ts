import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Hover styles only where a pointer hovers (issue 58 item 16, decision 104): a phone applies
 * `:hover` to what was tapped and keeps it until the next tap elsewhere, so a button tapped
 * stays in its hover colour, a card stays lifted. Every rule with `:hover` sits in an
 * `@media (hover: hover)` block, but for the one that is not a style: before the menu's script
 * has come, a touch opens a dropdown by hovering it (src/layout/Nav.module.css).
 */
const root = path.resolve(import.meta.dirname, '../../src');
const sheets = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
const allowed = ['.nav:not([data-enhanced]) .dropdown:hover > .panel'];

interface Rule {
  selectors: string[];
  /** The at-rules it sits in, outermost first. */
  within: string[];
}

/** Every style rule of a sheet, with the at-rules around it (comments dropped; no strings with braces in ours). */
function rulesOf(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  const stack: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === ';') start = i + 1;
    else if (char === '{') {
      const prelude = text.slice(start, i).trim();
      if (!prelude.startsWith('@'))
        rules.push({ selectors: prelude.split(/,(?![^(]*\))/).map((s) => s.trim()), within: [...stack] });
      stack.push(prelude);
      start = i + 1;
    } else if (char === '}') {
      stack.pop();
      start = i + 1;
    }
  }
  return rules;
}

describe('hover styles', () => {
  it('reads the site’s style sheets', () => {
    expect(sheets.length).toBeGreaterThan(40);
    expect(sheets.map((file) => file.split(path.sep).join('/'))).toEqual(
      expect.arrayContaining(['styles/global.css', 'layout/Nav.module.css', 'forms/forms.module.css']),
    );
  });

  it('are kept for a pointer that hovers: every :hover rule is inside @media (hover: hover)', () => {
    const loose: string[] = [];
    let found = 0;
    for (const file of sheets) {
      for (const { selectors, within } of rulesOf(readFileSync(path.join(root, file), 'utf8'))) {
        for (const selector of selectors.filter((one) => one.includes(':hover'))) {
          found++;
          if (allowed.includes(selector)) continue;
          if (!within.some((at) => /^@media\b.*\(hover:\s*hover\)/.test(at))) loose.push(`${file}: ${selector}`);
        }
      }
    }
    expect(found).toBeGreaterThan(40);
    expect(loose).toEqual([]);
  });
});
