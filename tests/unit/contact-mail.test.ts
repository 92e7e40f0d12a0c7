import { describe, expect, it } from 'vitest';
import { contact } from '../../src/content/contact.ts';
import { contactMailto, fieldMessage } from '../../src/pages/contact/contact-mail.ts';

const { errors } = contact.form;
const valid = { valid: true, valueMissing: false, typeMismatch: false };
const missing = { valid: false, valueMissing: true, typeMismatch: false };
const mismatch = { valid: false, valueMissing: false, typeMismatch: true };

describe('fieldMessage', () => {
  it('says nothing for a valid field', () => {
    expect(fieldMessage('name', valid, errors)).toBe('');
    expect(fieldMessage('email', valid, errors)).toBe('');
    expect(fieldMessage('message', valid, errors)).toBe('');
  });

  it('names the missing field', () => {
    expect(fieldMessage('name', missing, errors)).toBe(errors.nameRequired);
    expect(fieldMessage('email', missing, errors)).toBe(errors.emailRequired);
    expect(fieldMessage('message', missing, errors)).toBe(errors.messageRequired);
  });

  it('tells an empty e-mail from a malformed one', () => {
    expect(fieldMessage('email', mismatch, errors)).toBe(errors.emailInvalid);
  });
});

describe('contactMailto', () => {
  const href = contactMailto(
    'info@agrotourism.example',
    { name: '  Asha Patil ', email: 'asha@gaon.example', message: 'Hello & welcome?\nSecond line' },
    contact.form,
  );

  it('writes to the office with the subject and the three fields in the body', () => {
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('info@agrotourism.example');
    expect(url.searchParams.get('subject')).toBe(contact.form.mailSubject);
    expect(url.searchParams.get('body')).toBe(
      'Name: Asha Patil\r\nEmail: asha@gaon.example\r\n\r\nHello & welcome?\r\nSecond line',
    );
  });

  it('percent-encodes spaces, line breaks, & and ? (never "+")', () => {
    expect(href).not.toContain('+');
    expect(href).toContain('Asha%20Patil');
    expect(href).toContain('%0D%0A');
    expect(href).toContain('Hello%20%26%20welcome%3F');
    expect(href.match(/\?/g)).toHaveLength(1);
  });
});
