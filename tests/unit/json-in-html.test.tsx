// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '../../src/components/JsonLd.tsx';
import { jsonInHtml } from '../../src/json-in-html.ts';

/** The one JSON-in-HTML writer (src/json-in-html.ts), used by islands' props and JSON-LD alike. */
const hostile = {
  close: '</script><script>alert(1)</script>',
  comment: '<!-- <script>',
  cdata: ']]>',
  entity: '&lt;&amp;',
  lines: 'a\u2028b\u2029c',
  nested: ['</SCRIPT >', { deeper: '<\u2028>' }],
};

describe('jsonInHtml', () => {
  it('writes none of < > & U+2028 U+2029, and parses back to the same value', () => {
    const json = jsonInHtml(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u003c!--');
    expect(json).toContain('\\u0026lt;');
    expect(json).toContain('a\\u2028b\\u2029c');
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('writes plain values as JSON does', () => {
    expect(jsonInHtml({ a: 1, b: [true, null], c: 'text' })).toBe('{"a":1,"b":[true,null],"c":"text"}');
  });

  it('keeps a JSON-LD block one element, whose text parses back to the data', () => {
    const doc = document.createElement('div');
    doc.innerHTML = renderToString(<JsonLd data={hostile} />);
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(hostile);
  });
});
