import { describe, expect, it } from 'vitest';
import { admin } from '../../src/content/admin.ts';
import { admin as adminMr } from '../../src/content/mr/admin.ts';
import { registrationSending as sendingMr } from '../../src/content/mr/registration-sending.ts';
import { minutesToWait, pluralOf, sayCount } from '../../src/content/plural.ts';
import { languages } from '../../src/languages.ts';

/** Counts said in words (src/content/plural.ts): CLDR's plural rules of English and Marathi. */
const [en, mr] = [languages.en.tag, languages.mr.tag];

describe('plural forms', () => {
  it.each([
    [0, 'other'],
    [1, 'one'],
    [2, 'other'],
    [15, 'other'],
    [21, 'other'],
  ] as const)('%i is `%s` in English and in Marathi', (count, form) => {
    expect(pluralOf(en, count)).toBe(form);
    expect(pluralOf(mr, count)).toBe(form);
  });

  it('says the admin list’s count and unreadable rows in both languages', () => {
    expect(sayCount(en, admin.list.count, 1, 'total', { shown: 1 })).toBe('Showing 1 of 1 registration.');
    expect(sayCount(en, admin.list.count, 3, 'total', { shown: 2 })).toBe('Showing 2 of 3 registrations.');
    expect(sayCount(en, admin.list.unreadable, 1, 'n')).toMatch(/^1 row of the answer could not be read and is not/);
    expect(sayCount(en, admin.list.unreadable, 2, 'n')).toMatch(/^2 rows of the answer could not be read and are not/);
    expect(sayCount(mr, adminMr.list.count, 1, 'total', { shown: 1 })).toBe('एकूण 1 नोंदणीपैकी 1 दाखवत आहोत.');
    expect(sayCount(mr, adminMr.list.count, 3, 'total', { shown: 3 })).toBe('एकूण 3 नोंदण्यांपैकी 3 दाखवत आहोत.');
    // One shown of several: the words agree with the total alone (review H3).
    expect(sayCount(mr, adminMr.list.count, 12, 'total', { shown: 1 })).toBe('एकूण 12 नोंदण्यांपैकी 1 दाखवत आहोत.');
    expect(sayCount(mr, adminMr.list.unreadable, 1, 'n')).toMatch(/^उत्तरातील 1 ओळ वाचता आली नाही/);
  });

  it('says a minute left in Marathi in the singular', () => {
    const { timeLeft } = sendingMr.progress;
    expect(sayCount(mr, timeLeft.minutes, 1, 'minutes', { seconds: 10 })).toBe('सुमारे 1 मिनिट 10 सेकंद बाकी');
    expect(sayCount(mr, timeLeft.wholeMinutes, 2, 'minutes')).toBe('सुमारे 2 मिनिटे बाकी');
  });

  it.each([
    [0, 1],
    [1, 1],
    [60, 1],
    [61, 2],
    [3600, 60],
  ])('a Retry-After of %i s is %i minutes to wait', (seconds, minutes) => {
    expect(minutesToWait(seconds)).toBe(minutes);
  });
});
