import { describe, expect, it } from 'vitest';
import {
  cleanEnquiry,
  enquiryFields,
  enquiryProblems,
  enquiryValues,
  referencePattern,
  type EnquiryInput,
} from '../../src/features/enquiries/contract.ts';
import { indiaMonthRange, newReference } from '../../src/features/enquiries/enquiries.server.ts';
import { monthBefore } from '../../src/features/enquiries/timers.server.ts';

/** The enquiry form's checks (issue 54), as the form and the server both run them. */
const today = '2026-12-07';
const valid: EnquiryInput = {
  name: 'Asha Patil',
  email: 'asha@gaon.example',
  phone: '',
  dateFrom: '2026-12-20',
  dateTo: '2026-12-21',
  flexible: '',
  visit: 'stay',
  adults: '2',
  children: '1',
  group: 'family',
  replyLanguage: 'mr',
  message: '',
};
const problems = (changes: Partial<EnquiryInput>) => enquiryProblems({ ...valid, ...changes }, today);

describe('an enquiry', () => {
  it('takes a name, one way to answer, dates or "flexible", a visit, a party, a group and a language', () => {
    expect(problems({})).toEqual({});
    expect(problems({ email: '', phone: '9822012345' })).toEqual({});
    expect(problems({ flexible: 'on', dateFrom: '', dateTo: '' })).toEqual({});
    expect(problems({ dateTo: '' })).toEqual({});
  });

  it('needs an e-mail or a 10-digit mobile number, and says so on both', () => {
    expect(problems({ email: '', phone: '' })).toEqual({ email: 'contact', phone: 'contact' });
    expect(problems({ email: 'not-an-address' })).toEqual({ email: 'email' });
    expect(problems({ email: '', phone: '982201234' })).toEqual({ phone: 'phone' });
    expect(problems({ email: '', phone: '98220123456' })).toEqual({ phone: 'phone' });
  });

  it('reads a mobile number as typed: spaces, dashes, +91 or a leading 0 dropped', () => {
    for (const typed of ['98220 12345', '98220-12345', '+91 98220 12345', '09822012345'])
      expect(cleanEnquiry({ phone: typed }).phone).toBe('9822012345');
  });

  it('takes dates from today to a year ahead, the last not before the first', () => {
    expect(problems({ dateFrom: '' })).toEqual({ dateFrom: 'required' });
    expect(problems({ dateFrom: '2026-12-06' })).toEqual({ dateFrom: 'past' });
    expect(problems({ dateFrom: today, dateTo: today })).toEqual({});
    expect(problems({ dateFrom: '2026-02-30' })).toEqual({ dateFrom: 'date' });
    expect(problems({ dateTo: '2026-12-19' })).toEqual({ dateTo: 'order' });
    expect(problems({ dateFrom: '2027-12-09', dateTo: '' })).toEqual({ dateFrom: 'tooFar' });
  });

  it('takes 1 to 500 adults and 0 to 500 children, and only the listed choices', () => {
    expect(problems({ adults: '0' })).toEqual({ adults: 'number' });
    expect(problems({ adults: '501' })).toEqual({ adults: 'number' });
    expect(problems({ adults: '2.5' })).toEqual({ adults: 'number' });
    expect(problems({ children: '' })).toEqual({});
    expect(problems({ children: '-1' })).toEqual({ children: 'number' });
    expect(problems({ visit: 'week' })).toEqual({ visit: 'choice' });
    expect(problems({ group: 'army' })).toEqual({ group: 'choice' });
    expect(problems({ replyLanguage: 'fr' })).toEqual({ replyLanguage: 'choice' });
  });

  it('keeps a name to 100 characters and a message to 2,000, and drops control and bidi characters', () => {
    expect(problems({ name: 'a'.repeat(101) })).toEqual({ name: 'tooLong' });
    expect(problems({ message: 'a'.repeat(2_001) })).toEqual({ message: 'tooLong' });
    expect(problems({ message: 'a'.repeat(2_000) })).toEqual({});
    const cleaned = cleanEnquiry({ name: '  Asha\u202E Patil\u0007 ', message: 'line one\nline two' });
    expect(cleaned.name).toBe('Asha Patil');
    expect(cleaned.message).toBe('line one\nline two');
    // A value that is not text is empty.
    expect(cleanEnquiry({ name: ['Asha'] as unknown as string }).name).toBe('');
    expect(Object.keys(cleanEnquiry({}))).toEqual([...enquiryFields]);
  });

  it('is stored with numbers and no dates when flexible; a missing last day is the first', () => {
    expect(enquiryValues({ ...valid, flexible: 'on' })).toMatchObject({ flexible: true, dateFrom: '', dateTo: '' });
    expect(enquiryValues({ ...valid, dateTo: '' })).toMatchObject({ dateFrom: '2026-12-20', dateTo: '2026-12-20' });
    expect(enquiryValues({ ...valid, children: '' })).toMatchObject({ adults: 2, children: 0 });
  });
});

describe('a reference', () => {
  it('is AT- and four letters or digits none of which reads as another', () => {
    const drawn = Array.from({ length: 2_000 }, newReference);
    for (const reference of drawn) expect(reference).toMatch(referencePattern);
    expect(drawn.join('')).not.toMatch(/[01ILO]/);
    expect(new Set(drawn).size).toBeGreaterThan(1_990);
  });
});

describe("India's months", () => {
  it('start and end at midnight in India, 5 h 30 before midnight UTC', () => {
    expect(indiaMonthRange('2026-12')).toEqual(['2026-11-30T18:30:00.000Z', '2026-12-31T18:30:00.000Z']);
    expect(indiaMonthRange('2027-01')).toEqual(['2026-12-31T18:30:00.000Z', '2027-01-31T18:30:00.000Z']);
  });

  it("name the month before, in India's time", () => {
    expect(monthBefore(new Date('2027-01-01T00:00:00+05:30'))).toBe('2026-12');
    // 31 December 20:00 UTC is already 1 January in India.
    expect(monthBefore(new Date('2026-12-31T20:00:00Z'))).toBe('2026-12');
    expect(monthBefore(new Date('2026-12-31T18:00:00Z'))).toBe('2026-11');
  });
});
