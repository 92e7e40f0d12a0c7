import { describe, expect, it } from 'vitest';
import { headText } from '../../src/components/head-text.ts';

describe('headText', () => {
  it.each([
    ['\u202E', 'right-to-left override'],
    ['\u202D', 'left-to-right override'],
    ['\u202A', 'left-to-right embedding'],
    ['\u202B', 'right-to-left embedding'],
    ['\u202C', 'pop directional formatting'],
    ['\u2066', 'left-to-right isolate'],
    ['\u2067', 'right-to-left isolate'],
    ['\u2068', 'first strong isolate'],
    ['\u2069', 'pop directional isolate'],
    ['\u200E', 'left-to-right mark'],
    ['\u200F', 'right-to-left mark'],
    ['\u061C', 'Arabic letter mark'],
  ])('removes %j (%s)', (control) => {
    expect(headText(`Sunita ${control}fdp.exe${control}`)).toBe('Sunita fdp.exe');
  });

  it('leaves other text alone: Devanagari with its joiners, Arabic, punctuation', () => {
    for (const text of ['कृषी पर्यटन', 'क्‍ष and क्‌ष', 'مزرعة', 'Farm & Stay | “Velhe”'])
      expect(headText(text)).toBe(text);
  });
});
