// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, draftMaxAgeMs, readDraft, writeDraft } from '../../src/features/registration/draft.ts';
import { fittedSize, isHeavyPhoto, lighterName } from '../../src/features/registration/photo.ts';
import {
  amountText,
  percentOf,
  quarterOf,
  sizeText,
  TimeLeft,
  timeLeftText,
} from '../../src/features/registration/progress-text.ts';

const MB = 1024 * 1024;
const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });
afterEach(() => localStorage.clear());

describe('sizes, percentages and time left', () => {
  it('writes sizes in the units of the 10 MB limit', () => {
    expect(sizeText(10)).toBe('1 KB');
    expect(sizeText(620 * 1024)).toBe('620 KB');
    expect(sizeText(4.8 * MB)).toBe('4.8 MB');
    expect(amountText(2.1 * MB, 5 * MB)).toBe('42% sent: 2.1 MB of 5.0 MB');
  });

  it('reaches 100% only when everything is sent, and tells quarters', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect([0, 24, 25, 74, 99, 100].map(quarterOf)).toEqual([0, 0, 25, 50, 75, 100]);
  });

  it('rounds the time left up to 5 s, or to 10 s past a minute', () => {
    expect(timeLeftText(0.4)).toBe('about 5 s left');
    expect(timeLeftText(41)).toBe('about 45 s left');
    expect(timeLeftText(59)).toBe('about 1 min left');
    expect(timeLeftText(125)).toBe('about 2 min 10 s left');
  });

  it('estimates only after two seconds of sending, from the recent rate', () => {
    const left = new TimeLeft();
    expect(left.add(0, 0, 1000)).toBeUndefined();
    expect(left.add(1000, 100, 1000)).toBeUndefined();
    // 200 bytes in 2 s: 800 to go at 100 a second.
    expect(left.add(2000, 200, 1000)).toBeCloseTo(8);
    // The link slows down: the rate is taken from the sample before the last eight seconds on,
    // not from the start (120 bytes in the last 10 s, not 320 in 12 s).
    left.add(10_000, 300, 1000);
    expect(left.add(12_000, 320, 1000)).toBeCloseTo(680 / (120 / 10));
  });

  it('gives no estimate while nothing moves', () => {
    const left = new TimeLeft();
    left.add(0, 0, 1000);
    expect(left.add(3000, 0, 1000)).toBeUndefined();
  });
});

describe('the draft in localStorage', () => {
  const key = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('keeps values, key and document, and reads them back', () => {
    writeDraft({ values: { name: 'Sunita' }, key, document: { name: 'a.pdf', size: 3 } }, 1000);
    expect(readDraft(2000)).toEqual({
      savedAt: 1000,
      values: { name: 'Sunita' },
      key,
      document: { name: 'a.pdf', size: 3 },
    });
  });

  it('deletes itself when empty, and when older than seven days', () => {
    writeDraft({ values: { name: 'Sunita' } }, 0);
    writeDraft({ values: { name: '' } }, 0);
    expect(localStorage.getItem(draftKey)).toBeNull();
    writeDraft({ values: { name: 'Sunita' } }, 0);
    expect(readDraft(draftMaxAgeMs + 1)).toBeUndefined();
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('drops what it does not know: other fields, a malformed key, a bad document', () => {
    localStorage.setItem(
      draftKey,
      JSON.stringify({
        savedAt: 5,
        values: { name: 'x', password: 'y', mobile_number: 12 },
        key: '<script>',
        document: { name: 3 },
      }),
    );
    expect(readDraft(6)).toEqual({ savedAt: 5, values: { name: 'x' }, key: undefined, document: undefined });
    localStorage.setItem(draftKey, '{not json');
    expect(readDraft()).toBeUndefined();
  });
});

describe('lighter photos', () => {
  it('makes heavy JPEG, PNG and WebP photos lighter, never PDFs or small photos', () => {
    expect(isHeavyPhoto(file('image/jpeg', 1.5 * MB + 1))).toBe(true);
    expect(isHeavyPhoto(file('image/png', 2 * MB))).toBe(true);
    expect(isHeavyPhoto(file('image/webp', 2 * MB))).toBe(true);
    expect(isHeavyPhoto(file('image/jpeg', 1.5 * MB))).toBe(false);
    expect(isHeavyPhoto(file('application/pdf', 8 * MB))).toBe(false);
  });

  it('fits the long side in 2000 px, keeping proportions, never enlarging', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1500, height: 2000 });
    expect(fittedSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(fittedSize(9000, 10)).toEqual({ width: 2000, height: 2 });
  });

  it('names the copy as the JPEG it is', () => {
    expect(lighterName('certificate.png')).toBe('certificate.jpg');
    expect(lighterName('IMG_2041.JPEG')).toBe('IMG_2041.jpg');
    expect(lighterName('प्रमाणपत्र.webp')).toBe('प्रमाणपत्र.jpg');
    expect(lighterName('.png')).toBe('photo.jpg');
  });
});
