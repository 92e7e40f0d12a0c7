import express from 'express';
import { describe, expect, it } from 'vitest';
import { prefersJson } from '../../src/features/login/logout-action.ts';

/** What Express answers for an Accept header: `req.accepts(['html', 'json'])`, as the logout route did. */
function expressPrefersJson(accept: string | undefined): boolean {
  const req = Object.assign(Object.create(express.request) as express.Request, {
    headers: accept === undefined ? {} : { accept },
  });
  return req.accepts(['html', 'json']) === 'json';
}

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
});
