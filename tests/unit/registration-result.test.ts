import { describe, expect, it } from 'vitest';
import { registrationCopy } from '../../src/features/registration/copy.ts';
import { registrationResult } from '../../src/features/registration/result.ts';

const failure = 'Failed to register. Try again later.';
const resultOf = (status: number, body: unknown) => registrationResult({ status, body }, 'en');
const marathi = (status: number, body: unknown) => registrationResult({ status, body }, 'mr');
const wait = (retryAfterSeconds?: number) =>
  registrationResult({ status: 429, body: { status: 'error', message: 'x' }, retryAfterSeconds }, 'en').detail;

describe('registration result (what the form says after a submit)', () => {
  it('shows the server message on success', () => {
    expect(resultOf(201, { message: 'Registration submitted successfully' })).toEqual({
      ok: true,
      message: 'Registration submitted successfully',
      fields: [],
    });
  });

  it.each([
    ['no body', undefined],
    ['no message', { id: 7 }],
    ['an empty message', { message: '  ' }],
    ['a message that is not text', { message: 42 }],
  ])('says "Registration successful!" on success with %s', (_, body) => {
    expect(resultOf(200, body)).toMatchObject({ ok: true, message: 'Registration successful!' });
  });

  it.each([0, 400, 404, 429, 500, 502, 504])('says the failure message for status %s', (status) => {
    expect(resultOf(status, { message: 'internal detail' })).toMatchObject({ ok: false, message: failure, fields: [] });
  });

  it('names the fields the edge refused, with their labels', () => {
    const result = resultOf(400, {
      status: 'error',
      message: 'Some fields are not valid.',
      fields: { mobile_number: 'Mobile No must be exactly 10 digits.', email_id: 'bad' },
    });
    expect(result.fields).toEqual([
      { field: 'mobile_number', label: 'Mobile No', text: 'Mobile No must be exactly 10 digits.' },
      { field: 'email_id', label: 'Email ID', text: 'bad' },
    ]);
  });

  it('names the fields the backend refused in Django REST’s shape, and ignores other keys', () => {
    const result = resultOf(400, {
      registration_number: ['registration with this registration number already exists.'],
      upload_document: ['The submitted file is empty.', 'Try again.'],
      non_field_errors: ['x'],
    });
    expect(result).toMatchObject({ ok: false, message: failure });
    expect(result.fields).toEqual([
      {
        field: 'registration_number',
        label: 'Registration No',
        text: 'registration with this registration number already exists.',
      },
      { field: 'upload_document', label: 'Upload Document', text: 'The submitted file is empty. Try again.' },
    ]);
  });

  it('adds the reason when the document was refused (too large, wrong type)', () => {
    expect(resultOf(413, { status: 'error', message: 'too big' })).toMatchObject({
      message: failure,
      detail: 'too big',
    });
    expect(resultOf(415, { status: 'error', message: 'wrong type' })).toMatchObject({ detail: 'wrong type' });
    expect(resultOf(502, { status: 'error', message: 'down' }).detail).toBeUndefined();
  });

  it('says when to try again after 429, from Retry-After, in whole minutes (an hour when not said)', () => {
    expect(wait(3600)).toBe('Too many registrations have been sent just now. Please try again in 60 minutes.');
    expect(wait(61)).toBe('Too many registrations have been sent just now. Please try again in 2 minutes.');
    expect(wait(60)).toBe('Too many registrations have been sent just now. Please try again in 1 minute.');
    expect(wait(1)).toBe('Too many registrations have been sent just now. Please try again in 1 minute.');
    expect(wait()).toBe('Too many registrations have been sent just now. Please try again in 60 minutes.');
  });

  it('on a page in another language, says it in the page’s words, not the backend’s English', () => {
    expect(marathi(201, { message: 'Registration submitted successfully' }).message).toBe(
      registrationCopy.messages.success,
    );
    expect(marathi(413, { status: 'error', message: 'too big' }).detail).toBe(registrationCopy.errors.documentSize);
    expect(marathi(415, { status: 'error', message: 'wrong type' }).detail).toBe(registrationCopy.errors.documentType);
  });
});
