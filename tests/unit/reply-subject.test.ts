import { describe, expect, it } from 'vitest';
import { replySubject } from '../../src/features/contact/reply-subject.server.ts';
import { mailto } from '../../src/features/contact/admin-data.ts';

/**
 * The subject of an admin's reply to a Contact message (issue 58, decision 096): in the language
 * the visitor wrote in, whichever language the admin reads the inbox in. The inbox pages that
 * carry it are tested in tests/integration/admin-messages.test.ts.
 */
describe('the reply subject', () => {
  it('is the English words for a message sent from an English page', () => {
    expect(replySubject('en')).toBe('Re: your message to Agro Tourism');
  });

  it('is the Marathi words, the postposition joined to the name, for a message sent from a Marathi page', () => {
    expect(replySubject('mr')).toBe('Re: ॲग्रो टुरिझमला पाठवलेला तुमचा संदेश');
  });

  it('is English for a language the site does not have', () => {
    expect(replySubject('hi')).toBe(replySubject('en'));
  });

  it('goes into the mailto link encoded', () => {
    expect(mailto('ramesh@gaon.example', replySubject('mr'))).toBe(
      `mailto:ramesh@gaon.example?subject=${encodeURIComponent('Re: ॲग्रो टुरिझमला पाठवलेला तुमचा संदेश')}`,
    );
  });
});
