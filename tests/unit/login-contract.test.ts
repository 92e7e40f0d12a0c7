import { redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loginMessages } from '../../src/content/messages.ts';
import { loginMessages as loginMessagesMr } from '../../src/content/mr/messages.ts';
import { loginPath, readLoginAnswer, safeNext, tooManyAttemptsText } from '../../src/features/login/contract.ts';

/**
 * The login contract (src/features/login/contract.ts) against every form an answer may take
 * (spec §3, §4, §7): a success, a wrong password as HTTP 200 with another status or as a 4xx
 * with a message, and answers the edge must not mistake for a success.
 */
describe('login contract: reading an answer', () => {
  it('keeps the spec’s path, trailing slash included', () => {
    expect(loginPath).toBe('/api/login/');
  });

  it.each([
    ['a numeric userID', { status: 'success', token: 'abc', userID: 7, message: 'Login successful' }, 7],
    ['a text userID', { status: 'success', token: 'abc', userID: 'u-7' }, 'u-7'],
  ])('reads a success with %s, and keeps none of its text', (_, body, userID) => {
    expect(readLoginAnswer(200, body)).toEqual({ kind: 'success', token: 'abc', userID });
  });

  it.each([
    ['HTTP 200, status "failed", a message', 200, { status: 'failed', message: 'Invalid username or password' }],
    ['HTTP 401, status "error", a message', 401, { status: 'error', message: 'Invalid username or password' }],
    ['HTTP 400, a message and no status', 400, { message: 'Invalid username or password' }],
    ['HTTP 200, status "failed", no message', 200, { status: 'failed' }],
    ['HTTP 401 that says success', 401, { status: 'success', token: 'abc', userID: 1 }],
    ['HTTP 200, a status that is not text', 200, { status: 0, message: 7 }],
    ['HTTP 403, a reason the site does not give', 403, { status: 'error', reason: 'locked' }],
  ])('reads a refusal, without its text: %s', (_, httpStatus, body) => {
    expect(readLoginAnswer(httpStatus, body)).toEqual({ kind: 'refused', reason: undefined });
  });

  it('reads the reason the site gives a refusal (decision 067)', () => {
    const body = { status: 'error', message: 'Invalid username or password', reason: 'credentials' };
    expect(readLoginAnswer(401, body)).toEqual({ kind: 'refused', reason: 'credentials' });
    expect(readLoginAnswer(200, { ...body, status: 'failed' })).toEqual({ kind: 'refused', reason: 'credentials' });
  });

  it.each([
    ['HTTP 401, a body that is not JSON', 401, undefined],
    ['HTTP 403, a JSON list', 403, ['no']],
    ['HTTP 400, a JSON string', 400, 'Invalid username or password'],
  ])('cannot read a refusal that is not a JSON object (the page says "Server error"): %s', (_, httpStatus, body) => {
    expect(readLoginAnswer(httpStatus, body)).toMatchObject({ kind: 'error', cause: expect.any(Error) });
  });

  it.each([
    ['not JSON', undefined],
    ['a JSON string', 'success'],
    ['a JSON list', [{ status: 'success' }]],
    ['null', null],
    ['success without a token', { status: 'success', userID: 1 }],
    ['success with an empty token', { status: 'success', token: '', userID: 1 }],
    ['success without a userID', { status: 'success', token: 'abc' }],
    ['success with an empty userID', { status: 'success', token: 'abc', userID: '' }],
    ['success with a token that is not text', { status: 'success', token: 12, userID: 1 }],
    ['success with a userID that is an object', { status: 'success', token: 'abc', userID: { id: 1 } }],
  ])('cannot read a 2xx answer that is %s (the page says "Server error")', (_, body) => {
    expect(readLoginAnswer(200, body)).toMatchObject({ kind: 'error', cause: expect.any(Error) });
  });
});

describe('login contract: the wait, in plural forms', () => {
  it.each([
    [1, 'Too many failed login attempts. Please wait 1 minute and try again.'],
    [60, 'Too many failed login attempts. Please wait 1 minute and try again.'],
    [61, 'Too many failed login attempts. Please wait 2 minutes and try again.'],
    [900, 'Too many failed login attempts. Please wait 15 minutes and try again.'],
  ])('in English, %i s', (seconds, text) => {
    expect(tooManyAttemptsText('en-IN', loginMessages.tooManyAttempts, seconds)).toBe(text);
  });

  it.each([
    [60, loginMessagesMr.tooManyAttempts.one.replace('{minutes}', '1')],
    [120, loginMessagesMr.tooManyAttempts.other.replace('{minutes}', '2')],
    [900, loginMessagesMr.tooManyAttempts.other.replace('{minutes}', '15')],
  ])('in Marathi, %i s', (seconds, text) => {
    expect(tooManyAttemptsText('mr-IN', loginMessagesMr.tooManyAttempts, seconds)).toBe(text);
  });
});

describe('login contract: where a login goes on to (`next`)', () => {
  const site = 'https://agro.example';

  it.each([
    ['/admin/registrations?q=pune', '/admin/registrations?q=pune'],
    ['/admin/registrations?q=पुणे', '/admin/registrations?q=%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87'],
    ['/mr/admin/registrations?q=पुणे#top', '/mr/admin/registrations?q=%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87#top'],
    // Raw bytes as Latin-1 characters (a client that did not encode them): each one is encoded.
    ['/admin?q=\u00e0\u00a4\u00aa', '/admin?q=%C3%A0%C2%A4%C2%AA'],
    ['/admin?q=\u00ff', '/admin?q=%C3%BF'],
    ['/admin?q=🌾', '/admin?q=%F0%9F%8C%BE'],
    ['/\uff0fevil.example', '/%EF%BC%8Fevil.example'],
    ['/admin?q=%E0%A4%AA&x=<"`>', '/admin?q=%E0%A4%AA&x=<"`>'],
  ])('goes on to %s as %s, which a Location header can carry', (given, next) => {
    expect(safeNext(given)).toBe(next);
    // The no-JavaScript login's answer: a 303 to it (a character past U+00FF there throws, a 500).
    expect(redirect(next, 303).headers.get('Location')).toBe(next);
    expect(new URL(next, site).origin).toBe(site);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'admin/registrations',
    '',
    '/admin\u0000',
    '/admin\nLocation: //evil.example',
    '/admin\u007f',
    '/admin?q=\ud800',
    `/${'a'.repeat(600)}`,
    42,
    undefined,
  ])('refuses %j (the default landing instead)', (given) => {
    expect(safeNext(given)).toBeUndefined();
  });
});
