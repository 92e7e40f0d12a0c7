import { describe, expect, it } from 'vitest';
import { withoutStyleDeps } from '../../build/island-styles.ts';
import { firstPaintOf } from '../../scripts/first-paint.ts';

describe('what the first paint waits for (scripts/first-paint.ts)', () => {
  it('counts each stylesheet that applies to the screen, in the head or the body', () => {
    const html = `<html><head><link rel="stylesheet" href="/a.css"/><link data-precedence="default" rel=stylesheet href='/b.css'>
      <link rel="stylesheet" href="/print.css" media="print"><link rel="alternate stylesheet" href="/alt.css">
      <link rel="preload" as="style" href="/later.css"><link rel="stylesheet" href="/wide.css" media="(min-width: 60em)">
      </head><body><p>x</p><link rel="stylesheet" href="/c.css"></body></html>`;
    expect(firstPaintOf(html).blocking).toEqual(['/a.css', '/b.css', '/wide.css', '/c.css']);
  });

  it('counts classic scripts that hold the parser, not modules, async, deferred or data blocks', () => {
    const html = `<head><script src="/sync.js"></script><script type="module" src="/m.js"></script>
      <script async src="/a.js"></script><script defer src="/d.js"></script>
      <script type="application/json">{"a":1}</script><script type="text/javascript" src="/old.js"></script></head>`;
    expect(firstPaintOf(html).blocking).toEqual(['/sync.js', '/old.js']);
  });

  it('reads inline CSS (with its @imports, which block) and the preloaded fonts', () => {
    const html = `<head><style>@import url("/more.css");@media (width<=600px){a{b:c}}</style>
      <link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin=""><link rel="preload" as="image" href="/p.avif"></head>`;
    const paint = firstPaintOf(html);
    expect(paint.blocking).toEqual(['/more.css']);
    expect(paint.inlineCss).toEqual(['@import url("/more.css");@media (width<=600px){a{b:c}}']);
    expect(paint.preloadedFonts).toEqual(['/f.woff2']);
  });

  it('finds nothing blocking in a page that carries its CSS', () => {
    expect(firstPaintOf('<head><style>a{color:red}</style><script type="module" src="/l.js"></script></head>')).toEqual(
      {
        blocking: [],
        inlineCss: ['a{color:red}'],
        preloadedFonts: [],
      },
    );
  });
});

describe('the loader’s island imports (build/island-styles.ts)', () => {
  it('drop the stylesheets from each dependency list and keep the scripts', () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/A.js","assets/A.css","assets/b.js","assets/B.css"])))=>i.map(i=>d[i]);' +
      'x(()=>import("./A.js"),__vite__mapDeps([0,1,2]));y(()=>import("./B.js"),__vite__mapDeps([3]))';
    const out = withoutStyleDeps(code);
    expect(out).toContain('__vite__mapDeps([0,2])');
    expect(out).toContain('__vite__mapDeps([])');
    expect(withoutStyleDeps('no deps here')).toBe('no deps here');
  });
});
