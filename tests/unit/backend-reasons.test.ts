import type { Request } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { registrationJson, type RegistrationValues } from '../../src/features/registration/contract.ts';
import type { BackendAnswer } from '../../server/backend/client.ts';
import { logBackendText, reasonOf, saysWrongCredentials } from '../../server/backend/reasons.ts';
import { backendLeaks, djangoReasons } from '../../server/contract-backend/backend.ts';
import { registrationAnswerOf } from '../../src/features/registration/backend-answer.server.ts';

/**
 * The backend's words, read but never passed on (decision 067): Django REST's reasons are
 * known by their default English messages; what the edge answers holds none of the backend's bytes.
 */
describe('the backend’s reasons', () => {
  it.each([
    ['registration with this registration number already exists.', 'unique'],
    ['customer with this email id already exists.', 'unique'],
    ['This field must be unique.', 'unique'],
    ['This field is required.', 'required'],
    ['This field may not be blank.', 'required'],
    ['This field may not be null.', 'required'],
    ['No file was submitted.', 'required'],
    ['Ensure this field has no more than 100 characters.', 'tooLong'],
    ['Enter a valid email address.', 'invalid'],
    ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.', 'invalid'],
    ['The submitted data was not a file. Check the encoding type on the form.', 'invalid'],
    ['The submitted file is empty.', 'invalid'],
    ['Address rejected by rule AX-7.', 'unknown'],
    ['', 'unknown'],
  ])('knows “%s” as %s', (text, reason) => {
    expect(reasonOf(text)).toBe(reason);
  });

  it.each([
    'Invalid username or password',
    'Invalid credentials',
    'Unable to log in with provided credentials.',
    'No active account found with the given credentials',
    'Incorrect password.',
    'Wrong username or password!',
  ])('knows “%s” as a wrong username or password', (text) => {
    expect(saysWrongCredentials(text)).toBe(true);
  });

  it.each(['User account is disabled.', 'Too many requests', 'Login successful', 'Password expired'])(
    'does not take “%s” for a wrong username or password',
    (text) => {
      expect(saysWrongCredentials(text)).toBe(false);
    },
  );

  it('logs the backend’s text with its status, each value the visitor sent replaced', () => {
    const warn = vi.fn<(fields: object, message: string) => void>();
    const req = { log: { warn } } as unknown as Request;
    const body = Buffer.from('{"name":["Sunita Patil is not allowed"],"code":"ab"}');
    logBackendText(req, 'registration', { status: 400, contentType: 'application/json', body }, ['Sunita Patil', 'ab']);
    expect(warn).toHaveBeenCalledWith(
      {
        backendStatus: 400,
        backendType: 'application/json',
        // Values of two characters or fewer are too short to hide without hiding everything else.
        backendBody: '{"name":["[value] is not allowed"],"code":"ab"}',
      },
      "registration: the backend's answer, not shown to the visitor",
    );
  });
});

const values = {
  name: 'Sunita',
  address: '',
  agro_tour_name: '',
  registration_number: 'DUPLICATE',
  mobile_number: '',
  email_id: '',
  registration_date: '',
} satisfies RegistrationValues;

function answer(status: number, body: unknown, contentType = 'application/json'): BackendAnswer {
  const bytes = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString());
  } catch {
    json = undefined;
  }
  return { status, contentType, body: bytes, json };
}

/** What the edge would send for an answer: status, and the body it builds (as the API or the page reads it). */
function sent(backend: BackendAnswer) {
  const { answer: made, quiet } = registrationAnswerOf(backend, values);
  if (made.kind === 'registered') return { status: made.status, body: registrationJson(made), quiet };
  const { status, message, problems } = made;
  return { status, body: { message, ...(problems && { problems }) }, quiet };
}

describe('a registration’s answer in the edge’s words', () => {
  it.each([
    ['201 with Django’s created object', answer(201, { id: 9, name: 'Sunita', message: 'Registration submitted' })],
    ['200 whose status is success', answer(200, { status: 'success', message: 'Saved on db-1' })],
    ['200 whose status is OK', answer(200, { status: 'OK' })],
    ['201 whose status is a number', answer(201, { status: 201, message: 'Created' })],
    ['201 with no body', answer(201, '')],
  ])('taken (%s): the spec’s success message, nothing of the backend’s', (_, backend) => {
    expect(sent(backend)).toEqual({
      status: backend.status,
      body: { status: 'success', message: 'Registration successful!' },
      quiet: true,
    });
  });

  it('refused with Django REST’s unique error: 400, the field as unique', () => {
    const backend = answer(400, {
      registration_number: ['registration with this registration number already exists.'],
    });
    expect(sent(backend)).toEqual({
      status: 400,
      body: { message: 'Some fields are not valid.', problems: { registration_number: 'unique' } },
      quiet: false,
    });
  });

  it('refused with HTTP 200 and another status: 400, the field its message names as unique', () => {
    const backend = answer(200, { status: 'failed', message: 'Registration number already exists' });
    expect(sent(backend)).toEqual({
      status: 400,
      body: { message: 'Some fields are not valid.', problems: { registration_number: 'unique' } },
      quiet: false,
    });
  });

  it('refused for each of Django REST’s other reasons; an unknown one is the field’s own message', () => {
    expect(sent(answer(400, djangoReasons)).body).toEqual({
      message: 'Some fields are not valid.',
      problems: {
        name: 'required',
        address: 'check',
        agro_tour_name: 'tooLong',
        email_id: 'email',
        upload_document: 'document',
      },
    });
  });

  it.each([
    ['a 200 refusal that names no field', answer(200, { status: 'error', message: 'Quota exceeded on node-3' }), 400],
    ['a 200 whose status is false', answer(200, { status: false, message: 'Not saved' }), 400],
    ['a 409 with a detail', answer(409, { detail: 'Conflict on reg_uniq_7' }), 409],
    ['a 422 with only non-field errors', answer(422, { non_field_errors: ['Could not save'] }), 422],
  ])('refused without a field (%s): the spec’s failure message', (_, backend, status) => {
    expect(sent(backend)).toEqual({ status, body: { message: 'Failed to register. Try again later.' }, quiet: false });
  });

  it.each([
    ['500 with a traceback in JSON', answer(500, backendLeaks.traceback)],
    ['500 with an HTML page', answer(500, '<h1>Server Error (500)</h1>', 'text/html')],
    ['200 with an HTML page', answer(200, backendLeaks.page, 'text/html')],
    ['200 with a JSON list', answer(200, [{ id: 1 }])],
    ['400 with an HTML page', answer(400, '<h1>Bad Request</h1>', 'text/html')],
    ['400 with a JSON string', answer(400, 'Bad Request')],
    ['401 with a detail', answer(401, { detail: 'Authentication credentials were not provided.' })],
    ['404 with a detail', answer(404, { detail: 'Not found.' })],
  ])('failed (%s): 502 and the spec’s failure message, the text logged', (_, backend) => {
    const result = sent(backend);
    expect(result).toEqual({ status: 502, body: { message: 'Failed to register. Try again later.' }, quiet: false });
  });
});
