import { describe, expect, it } from 'vitest';
import { footer } from '../../src/content/footer.ts';
import { checkEmail, newsletterMailto } from '../../src/layout/newsletter.ts';

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

describe('newsletterMailto', () => {
  it('writes to the office with the subject and the visitor address in the body, percent-encoded', () => {
    const href = newsletterMailto('info@agrotourism.example', ' k+news@gaon.in ', footer.newsletter);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('info@agrotourism.example');
    expect(url.searchParams.get('subject')).toBe(footer.newsletter.mailSubject);
    expect(url.searchParams.get('body')).toBe(footer.newsletter.mailBody.replace('{email}', 'k+news@gaon.in'));
    expect(href).not.toContain('+'); // spaces are %20 (mail apps show + as is), the visitor's + is %2B
    expect(href).toContain('k%2Bnews%40gaon.in');
  });
});
