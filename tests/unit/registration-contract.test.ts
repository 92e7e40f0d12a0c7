import { describe, expect, it } from 'vitest';
import {
  emptyValues,
  fieldProblems,
  isCalendarDate,
  registrationFormData,
  registrationSchema,
  type RegistrationValues,
} from '../../src/features/registration/contract.ts';
import { isEmailAddress } from '../../src/forms/email.ts';

const empty: RegistrationValues = {
  name: '',
  address: '',
  agro_tour_name: '',
  registration_number: '',
  mobile_number: '',
  email_id: '',
  registration_date: '',
};
const check = (values: Partial<RegistrationValues>) => {
  const result = registrationSchema.safeParse({ ...empty, ...values });
  return result.success ? {} : fieldProblems(result.error.issues);
};

/** An address with a local part of `local` characters and `total` characters in all. */
function email(local: number, total: number) {
  const domainLength = total - local - 1 - '.com'.length;
  const labels: string[] = [];
  for (let left = domainLength; left > 0; left -= 64) labels.push('d'.repeat(Math.min(63, left - (left > 63 ? 1 : 0))));
  const address = `${'l'.repeat(local)}@${labels.join('.')}.com`;
  expect(address).toHaveLength(total);
  return address;
}

describe('registration schema', () => {
  it('accepts an empty form: every field is optional', () => {
    expect(check({})).toEqual({});
  });

  it.each([
    ['9 digits', '987654321', false],
    ['10 digits', '9876543210', true],
    ['11 digits', '98765432100', false],
    ['a letter among 10', '98765432a0', false],
    ['spaces', '98765 43210', false],
    ['a country code', '+919876543210', false],
    ['Devanagari digits', '९८७६५४३२१०', false],
  ])('mobile number with %s: valid = %s', (_, mobile_number, valid) => {
    expect(check({ mobile_number })).toEqual(valid ? {} : { mobile_number: 'mobile' });
  });

  it('accepts an e-mail address of exactly 254 characters and refuses 255', () => {
    expect(check({ email_id: email(64, 254) })).toEqual({});
    expect(isEmailAddress(email(64, 254))).toBe(true);
    expect(check({ email_id: email(64, 255) })).toEqual({ email_id: 'email' });
  });

  it('accepts a local part of 64 characters and refuses 65', () => {
    expect(isEmailAddress(email(64, 80))).toBe(true);
    expect(isEmailAddress(email(65, 80))).toBe(false);
  });

  it.each(['name@example', 'name@@example.com', 'name example@example.com', '@example.com', 'name@', 'name@.com'])(
    'refuses the malformed e-mail %s',
    (email_id) => {
      expect(check({ email_id })).toEqual({ email_id: 'email' });
    },
  );

  it.each(['farmer@example.com', 'first.last+agro@mail.example.co.in'])('accepts the e-mail %s', (email_id) => {
    expect(check({ email_id })).toEqual({});
  });

  it('accepts names and addresses in any script, Devanagari included', () => {
    expect(
      check({
        name: 'सुनीता पाटील',
        address: 'मु. पो. वेल्हे,\nता. वेल्हे, जि. पुणे 412212',
        agro_tour_name: 'Shivneri कृषी पर्यटन केंद्र',
        registration_number: 'MTDC/AT/२०२५/17',
      }),
    ).toEqual({});
  });

  it('accepts a real date as the date input sends it, and refuses others', () => {
    expect(check({ registration_date: '2024-02-29' })).toEqual({});
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(check({ registration_date: '31/01/2025' })).toEqual({ registration_date: 'date' });
  });

  it('names every invalid field at once', () => {
    expect(check({ mobile_number: '123', email_id: 'x', registration_date: 'soon' })).toEqual({
      mobile_number: 'mobile',
      email_id: 'email',
      registration_date: 'date',
    });
  });
});

describe('the field table', () => {
  it('makes an empty registration of the seven text fields', () => {
    expect(emptyValues()).toEqual(empty);
  });

  it('sends every text field in the form’s order, a missing one empty, and the document only when there is one', () => {
    const form = registrationFormData({ name: 'Asha', mobile_number: '9876543210' });
    expect([...form.entries()]).toEqual([
      ['name', 'Asha'],
      ['address', ''],
      ['agro_tour_name', ''],
      ['registration_number', ''],
      ['mobile_number', '9876543210'],
      ['email_id', ''],
      ['registration_date', ''],
    ]);
    const document = new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' });
    const sent = registrationFormData(empty, document).get('upload_document');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('certificate.pdf');
    expect((sent as File).type).toBe('application/pdf');
  });
});

describe('zod under the strict CSP', () => {
  it('is set to run without eval before any shared schema is built', async () => {
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
