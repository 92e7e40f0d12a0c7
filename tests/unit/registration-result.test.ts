import { describe, expect, it } from 'vitest';
import { registrationCopy } from '../../src/features/registration/copy.ts';
import { registrationResult } from '../../src/features/registration/result.ts';

const failure = 'Failed to register. Try again later.';
const resultOf = (status: number, body: unknown) => registrationResult({ status, body }, 'en');
const wait = (retryAfterSeconds?: number) =>
  registrationResult({ status: 429, body: { status: 'error', message: 'x' }, retryAfterSeconds }, 'en').detail;

describe('registration result (what the form says after a submit)', () => {
  it.each([
    ['the edge’s message', { status: 'success', message: 'Registration successful!' }],
    ['another message, which is not shown', { message: 'Registration submitted successfully' }],
    ['no body', undefined],
    ['a message that is not text', { message: 42 }],
  ])('says "Registration successful!" on success with %s', (_, body) => {
    expect(resultOf(201, body)).toEqual({ ok: true, message: 'Registration successful!', fields: [] });
  });

  it.each([0, 400, 404, 429, 500, 502, 504])('says the failure message for status %s', (status) => {
    expect(resultOf(status, { message: 'internal detail' })).toMatchObject({ ok: false, message: failure, fields: [] });
  });

  it('names the fields the edge refused, with their labels, in the page’s words for each problem code', () => {
    const result = resultOf(400, {
      status: 'error',
      message: 'Some fields are not valid.',
      fields: { mobile_number: 'not shown', registration_number: 'not shown' },
      problems: { mobile_number: 'mobile', registration_number: 'unique', name: 'required', address: 'tooLong' },
    });
    expect(result.fields).toEqual([
      { field: 'name', label: 'Name', text: 'must be filled in.' },
      { field: 'address', label: 'Address', text: 'is too long. Please shorten it.' },
      {
        field: 'registration_number',
        label: 'Registration No',
        text: 'a registration with this value already exists.',
      },
      { field: 'mobile_number', label: 'Mobile No', text: 'must be exactly 10 digits (0-9).' },
    ]);
  });

  it('says a field’s own message for a problem code it does not know', () => {
    const result = resultOf(400, {
      problems: { email_id: 'bogus', agro_tour_name: 'Enter a valid value.', upload_document: 7 },
    });
    expect(result.fields.map(({ field, text }) => [field, text])).toEqual([
      ['agro_tour_name', registrationCopy.reasonText('check')],
      ['email_id', registrationCopy.reasonText('email')],
      ['upload_document', registrationCopy.reasonText('document')],
    ]);
  });

  it('never shows a field’s text from the answer, in the backend’s shape or the edge’s', () => {
    const result = resultOf(400, {
      registration_number: ['registration with this registration number already exists.'],
      fields: { mobile_number: 'must be exactly 10 digits (0-9).' },
    });
    expect(result).toEqual({ ok: false, message: failure, fields: [] });
  });

  it('adds the page’s reason when the document was refused (too large, wrong type)', () => {
    expect(resultOf(413, { status: 'error', message: 'too big' })).toMatchObject({
      message: failure,
      detail: registrationCopy.errors.documentSize,
    });
    expect(resultOf(415, { status: 'error', message: 'wrong type' })).toMatchObject({
      detail: registrationCopy.errors.documentType,
    });
    expect(resultOf(502, { status: 'error', message: 'down' }).detail).toBeUndefined();
  });

  it('says when to try again after 429, from Retry-After, in whole minutes (an hour when not said)', () => {
    expect(wait(3600)).toBe('Too many registrations have been sent just now. Please try again in 60 minutes.');
    expect(wait(61)).toBe('Too many registrations have been sent just now. Please try again in 2 minutes.');
    expect(wait(60)).toBe('Too many registrations have been sent just now. Please try again in 1 minute.');
    expect(wait(1)).toBe('Too many registrations have been sent just now. Please try again in 1 minute.');
    expect(wait()).toBe('Too many registrations have been sent just now. Please try again in 60 minutes.');
  });
});
