// @vitest-environment jsdom
import { gzipSync } from 'node:zlib';
import { parseSync, Visitor, type ESTree } from 'vite';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import startIslandsScript from 'virtual:start-script';
import { buildStartScript, type StartScript } from '../../build/start-script.ts';
import { manifestHref } from '../../src/islands/start.ts';
import { languageCookie, pageCookieFlags } from '../../src/language-cookie.ts';

/** The hand-minified ES5 string the built script replaced (decision 088): 1,700 bytes, 855 in gzip. */
const handWritten = { bytes: 1700, gzip: 855 };

/** Syntax newer than ES2015 that a minifier writes where it is shorter, found in `program`. */
function newerThanEs2015(program: ESTree.Program): string[] {
  const found: string[] = [];
  const operators = new Set(['??', '**', '**=', '&&=', '||=', '??=']);
  const operator = (node: { operator: string }) => {
    if (operators.has(node.operator)) found.push(node.operator);
  };
  const asyncFunction = (node: { async: boolean }) => {
    if (node.async) found.push('async');
  };
  new Visitor({
    ChainExpression: () => found.push('?.'),
    LogicalExpression: operator,
    BinaryExpression: operator,
    AssignmentExpression: operator,
    ObjectExpression: (node) => {
      if (node.properties.some((property) => property.type === 'SpreadElement')) found.push('{ ...spread }');
    },
    ObjectPattern: (node) => {
      if (node.properties.some((property) => property.type === 'RestElement')) found.push('{ ...rest }');
    },
    CatchClause: (node) => {
      if (!node.param) found.push('catch without a binding');
    },
    FunctionDeclaration: asyncFunction,
    FunctionExpression: asyncFunction,
    ArrowFunctionExpression: asyncFunction,
    PropertyDefinition: () => found.push('class field'),
  }).visit(program);
  return found;
}

describe('the start script as built (build/start-script.ts, decision 088)', () => {
  let built: StartScript;
  beforeAll(async () => {
    built = await buildStartScript();
  });

  it('is the text pages get from virtual:start-script', () => {
    expect(startIslandsScript).toBe(built.text);
  });

  it('is one self-invoking expression: no import, no export, no name of its own on the page', () => {
    // As a classic script: an import or export there is a syntax error.
    const { program, errors } = parseSync('start.js', built.text, { sourceType: 'script', preserveParens: false });
    expect(errors).toEqual([]);
    expect(program.body).toHaveLength(1);
    const [statement] = program.body;
    expect(statement?.type).toBe('ExpressionStatement');
    const call = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
    expect(call?.type).toBe('CallExpression');
    expect(call?.type === 'CallExpression' && call.callee.type).toMatch(
      /^(FunctionExpression|ArrowFunctionExpression)$/,
    );
    expect(built.text).not.toMatch(/\bimport\b|\bexport\b/);
    // Nothing that would end the <script> element it is written into.
    expect(built.text).not.toMatch(/<\/script|<!--/i);
    expect(newerThanEs2015(program)).toEqual([]);
  });

  it('carries the constants it imports, and is made of their modules', () => {
    expect(built.text).toContain(`${languageCookie}=`);
    expect(built.text).toContain(pageCookieFlags);
    expect(built.text).toContain(manifestHref);
    expect(built.files.map((file) => file.replace(/^.*\/src\//, 'src/')).toSorted()).toEqual([
      'src/islands/start.ts',
      'src/language-cookie.ts',
    ]);
  });

  it('is no larger than the hand-minified script it replaced', () => {
    expect(Buffer.byteLength(built.text)).toBeLessThanOrEqual(handWritten.bytes);
    expect(gzipSync(built.text, { level: 9 }).length).toBeLessThanOrEqual(handWritten.gzip);
  });

  it('asks for the loader, its imports and the manifest once the page is loaded and painted', async () => {
    // A page of its own, so that the script's click listener stays there: the script, in its
    // <head> with `data-loader`, is its `document.currentScript`.
    const page = document.implementation.createHTMLDocument();
    const script = page.createElement('script');
    script.dataset.loader = '/assets/loader-x.js';
    script.dataset.imports = '/assets/a.js /assets/b.js';
    page.head.append(script);
    Object.defineProperty(page, 'currentScript', { value: script });
    // As at the page's start: the 3 s fallback is far off, so the first paint is what starts it.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    new Function('document', built.text)(page);
    vi.restoreAllMocks();
    await vi.waitFor(() => expect(page.head.querySelector('link[rel="manifest"]')).not.toBeNull());
    const added = [...page.head.children]
      .filter((element) => element !== script)
      .map(
        (element) =>
          `${element.getAttribute('rel') ?? element.getAttribute('type')} ${element.getAttribute('href') ?? element.getAttribute('src')}`,
      );
    expect(added).toEqual([
      'modulepreload /assets/a.js',
      'modulepreload /assets/b.js',
      'module /assets/loader-x.js',
      `manifest ${manifestHref}`,
    ]);
  });
});
