import { describe, expect, it } from 'vitest';
import { domainOf, mailboxOf } from '../../src/features/newsletter/mailbox.server.ts';

describe('mailboxOf (src/features/newsletter/mailbox.server.ts)', () => {
  it('gives every spelling of one mailbox the same key', () => {
    const spellings = ['Victim@x.in', 'vIctim@x.in', 'victim+1@x.in', 'VICTIM+news+more@X.IN', 'victim@x.in.'];
    expect(new Set(spellings.map(mailboxOf))).toEqual(new Set(['victim@x.in']));
  });

  it('keeps apart what reaches other mailboxes', () => {
    expect(mailboxOf('victim@x.in')).not.toBe(mailboxOf('victim@y.in'));
    expect(mailboxOf('victim@x.in')).not.toBe(mailboxOf('victim2@x.in'));
    expect(mailboxOf('vic.tim@x.in')).toBe('vic.tim@x.in');
  });

  it('keeps a local part that is only a tag, folds Unicode, and splits at the last @', () => {
    expect(mailboxOf('+only@x.in')).toBe('+only@x.in');
    expect(mailboxOf('Ra\u0301m@X.in')).toBe('r\u00e1m@x.in');
    expect(mailboxOf('"a@b"@X.in')).toBe('"a@b"@x.in');
    expect(mailboxOf('no-at')).toBe('no-at');
  });

  it('gives the recipient domain in lower case', () => {
    expect(domainOf('Someone+x@Gaon.Example.')).toBe('gaon.example');
  });
});
