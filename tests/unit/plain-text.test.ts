import { describe, expect, it } from 'vitest';
import { plainText } from '../../src/plain-text.ts';

/** src/plain-text.ts: what every form's text fields keep (decision 063). */
describe('plain text at the edge', () => {
  it.each([
    ['NUL, BEL, ESC and DEL', 'Ra\u0000m\u0007\u001b[31mesh\u007f', 'Ram[31mesh'],
    ['C1 controls', 'Pune\u0085\u009b', 'Pune'],
    ['a right-to-left override hiding a file type', '\u202egnp.exe', 'gnp.exe'],
    [
      'every bidi embedding, override and isolate',
      '\u202aa\u202bb\u202cc\u202dd\u2066e\u2067f\u2068g\u2069',
      'abcdefg',
    ],
    [
      'the left-to-right, right-to-left and Arabic letter marks',
      '\u200fAsha\u200e Patil\u061c (12)',
      'Asha Patil (12)',
    ],
  ])('drops %s', (_, value, kept) => {
    expect(plainText(value)).toBe(kept);
  });

  it('keeps Devanagari whole, zero-width joiners and non-joiners included', () => {
    const word = 'र\u094d\u200dया क्\u200cष';
    expect(plainText(word)).toBe(word);
  });

  it('keeps an address’s line breaks (CRLF and CR as LF), and turns tabs into spaces', () => {
    expect(plainText('12 Farm Road\r\nShivajinagar\rPune\t411005', { lines: true })).toBe(
      '12 Farm Road\nShivajinagar\nPune 411005',
    );
  });

  it('turns line breaks and tabs into spaces in a one-line field', () => {
    expect(plainText('Sahyadri\nFarm\r\nStay\tPune')).toBe('Sahyadri Farm Stay Pune');
  });

  it('reads the line and paragraph separators of pasted text as line breaks, never keeping them', () => {
    expect(plainText('Asha\u2028Patil\u2029Pune')).toBe('Asha Patil Pune');
    expect(plainText('12 Farm Road\u2028Shivajinagar\u2029Pune', { lines: true })).toBe(
      '12 Farm Road\nShivajinagar\nPune',
    );
  });
});
