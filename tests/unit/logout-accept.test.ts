import express from 'express';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefersJson } from '../../src/features/login/logout-action.ts';

/** What Express answers for an Accept header: `req.accepts(['html', 'json'])`, as the logout route did. */
function expressPrefersJson(accept: string | undefined): boolean {
  const req = Object.assign(Object.create(express.request) as express.Request, {
    headers: accept === undefined ? {} : { accept },
  });
  return req.accepts(['html', 'json']) === 'json';
}

const range = fc.constantFrom(
  'text/html',
  'application/json',
  'text/*',
  'application/*',
  '*/*',
  'image/png',
  'text/plain',
);
const quality = fc.constantFrom('', ';q=0', ';q=0.5', ';q=0.9', ';q=1', ';q=0.8');
const accept = fc
  .array(fc.tuple(range, quality), { maxLength: 5 })
  .map((parts) => parts.map(([r, q]) => r + q).join(', '));

describe('logout’s choice of JSON (src/features/login/logout-action.ts)', () => {
  it.each([
    [null, false],
    ['application/json', true],
    ['*/*', false],
    ['text/html, application/json', false],
    ['application/json, text/html', true],
    ['text/html;q=0.5, application/json', true],
    ['*/*, application/json', true],
    ['application/*;q=0.9, */*', false],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
  ])('reads %j as JSON: %s', (header, json) => {
    expect(prefersJson(header)).toBe(json);
    expect(expressPrefersJson(header ?? undefined)).toBe(json);
  });

  it('chooses as Express does for any mix of ranges and qualities', () => {
    fc.assert(
      fc.property(accept, (header) => {
        expect(prefersJson(header)).toBe(expressPrefersJson(header));
      }),
      { numRuns: 2000 },
    );
  });
});
