import { describe, expect, it } from 'vitest';
import { registrationCopy } from '../../src/features/registration/copy.ts';
import { readRegistrationAnswer } from '../../src/features/registration/contract.ts';
import { registrationResult } from '../../src/features/registration/result.ts';

const failure = 'Failed to register. Try again later.';
const resultOf = (status: number, body: unknown) => registrationResult(readRegistrationAnswer(status, body), 'en');
const wait = (retryAfterSeconds?: number) =>
  registrationResult(readRegistrationAnswer(429, { status: 'error', message: 'x' }, retryAfterSeconds), 'en').detail;

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
      fields: { mobile_number: 'not shown', email_id: 'not shown' },
      problems: { mobile_number: 'mobile', email_id: 'unique', name: 'required', address: 'tooLong' },
    });
    expect(result.fields).toEqual([
      { field: 'name', label: 'Name', text: 'must be filled in.' },
      { field: 'address', label: 'Address', text: 'is too long. Please shorten it.' },
      { field: 'mobile_number', label: 'Mobile No', text: 'must be exactly 10 digits (0-9).' },
      { field: 'email_id', label: 'Email ID', text: 'a registration with this value already exists.' },
    ]);
    expect(result.message).toBe(failure);
    expect(result.mark).toBeUndefined();
  });

  it('leads with the reason, not "Try again later", when the Registration No is already registered', () => {
    const taken = 'This Registration No is already registered. Check the number, or write to us if it is yours.';
    expect(registrationCopy.errors.registrationTaken).toBe(taken);
    const alone = resultOf(400, { status: 'error', message: 'x', problems: { registration_number: 'unique' } });
    expect(alone).toEqual({
      ok: false,
      message: taken,
      fields: [],
      mark: { field: 'registration_number', text: taken },
    });
    // Other fields refused with it stay listed under the reason; the registration number leads.
    const more = resultOf(400, { problems: { registration_number: 'unique', mobile_number: 'mobile' } });
    expect(more.message).toBe(taken);
    expect(more.fields).toEqual([
      { field: 'mobile_number', label: 'Mobile No', text: 'must be exactly 10 digits (0-9).' },
    ]);
    expect(more.mark?.field).toBe('registration_number');
    expect(more.office).toBeUndefined();
    // Another problem with the registration number is not "already registered".
    expect(resultOf(400, { problems: { registration_number: 'tooLong' } })).toMatchObject({
      message: failure,
      fields: [{ field: 'registration_number' }],
    });
    expect(resultOf(400, { problems: { registration_number: 'tooLong' } }).mark).toBeUndefined();
  });

  it.each([500, 502, 503, 504])('gives the office’s e-mail and phone after %s, which a retry may fix', (status) => {
    expect(resultOf(status, { status: 'error', message: 'down' })).toEqual({
      ok: false,
      message: failure,
      fields: [],
      office: true,
    });
  });

  it.each([400, 409, 413, 415, 429])('does not send to the office after %s, which the visitor can act on', (status) => {
    expect(resultOf(status, { status: 'error', message: 'x' }).office).toBeUndefined();
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
