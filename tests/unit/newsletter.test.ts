import { describe, expect, it } from 'vitest';
import { footer } from '../../src/content/footer.ts';
import { footer as footerMr } from '../../src/content/mr/footer.ts';
import {
  checkEmail,
  cleanEmail,
  consentWording,
  isToken,
  readSubscriberShow,
} from '../../src/features/newsletter/contract.ts';

describe('checkEmail', () => {
  it('asks for an address when the box is empty or blank', () => {
    expect(checkEmail('')).toBe('empty');
    expect(checkEmail('   ')).toBe('empty');
  });

  it.each([
    'name',
    'name@',
    '@example.com',
    'name@example',
    'na me@example.com',
    'name@exa_mple.com',
    'a@b@example.com',
  ])('rejects %j', (value) => expect(checkEmail(value)).toBe('invalid'));

  it.each(['name@example.com', ' farmer.k+news@gaon.co.in ', "o'neil@example.org"])('accepts %j', (value) =>
    expect(checkEmail(value)).toBeNull(),
  );

  it('keeps to 254 characters in all and 64 before the @ (spec section 9)', () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.example.com`;
    expect(checkEmail(`${'a'.repeat(64)}@example.com`)).toBeNull();
    expect(checkEmail(`${'a'.repeat(65)}@example.com`)).toBe('invalid');
    const fits = `${'a'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(fits).toHaveLength(254);
    expect(checkEmail(fits)).toBeNull();
    expect(checkEmail(`a${fits}`)).toBe('invalid');
  });
});

describe('cleanEmail', () => {
  it('trims, drops controls and bidi characters, and lowers the domain only', () => {
    expect(cleanEmail('  Asha.Patil@Gaon.EXAMPLE ')).toBe('Asha.Patil@gaon.example');
    expect(cleanEmail('asha\u202e@gaon.example\u0007')).toBe('asha@gaon.example');
    expect(cleanEmail('no-at-sign')).toBe('no-at-sign');
    expect(cleanEmail(42)).toBe('');
    expect(cleanEmail(['a@b.example'])).toBe('');
  });
});

describe('the words of consent', () => {
  it('are the box’s text and note, as shown, in each language', () => {
    expect(consentWording(footer.newsletter)).toBe(`${footer.newsletter.text}\n${footer.newsletter.note}`);
    expect(consentWording(footerMr.newsletter)).toContain(footerMr.newsletter.note);
    expect(footer.newsletter.note).toMatch(/leave at any time/);
  });
});

describe('isToken', () => {
  it('takes 43 base64url characters only (what the server makes)', () => {
    expect(isToken('A'.repeat(43))).toBe(true);
    expect(isToken('aZ09-_'.repeat(7) + 'x')).toBe(true);
    expect(isToken('A'.repeat(42))).toBe(false);
    expect(isToken('A'.repeat(44))).toBe(false);
    expect(isToken(`${'A'.repeat(42)}=`)).toBe(false);
    expect(isToken(null)).toBe(false);
  });
});

describe('readSubscriberShow', () => {
  it('reads confirmed and pending; anything else is all', () => {
    expect(readSubscriberShow('confirmed')).toBe('confirmed');
    expect(readSubscriberShow('pending')).toBe('pending');
    expect(readSubscriberShow('Pending')).toBe('all');
    expect(readSubscriberShow(null)).toBe('all');
  });
});
