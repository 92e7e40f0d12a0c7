import { describe, expect, it } from 'vitest';
import { refusalWords } from '../../src/content/mr/messages.ts';
import { busyPage, loginLimitedPage, uploadsBusyPage } from '../../server/refusal-page.ts';

/**
 * The small pages the server refuses a post with (decision 063) are prepared bytes (decision 101):
 * made and encoded once for a form's address, then the same Buffer for every refusal.
 */
describe('refusal pages', () => {
  it('are bytes made once: the same Buffer for every refusal of a form', () => {
    for (const make of [
      () => busyPage('/contact', 503),
      () => busyPage('/contact', 408),
      () => uploadsBusyPage('/profile'),
      () => loginLimitedPage('/login', 600),
    ]) {
      const first = make();
      expect(Buffer.isBuffer(first)).toBe(true);
      expect(make()).toBe(first);
    }
    expect(busyPage('/contact', 503)).not.toBe(busyPage('/contact', 408));
    expect(loginLimitedPage('/login', 600)).not.toBe(loginLimitedPage('/login', 30));
  });

  it('say it in the form’s language, with the way back to it, in a few hundred bytes', () => {
    const page = busyPage('/mr/contact', 503).toString('utf8');
    expect(page).toContain('<html lang="mr">');
    expect(page).toContain(refusalWords.busy);
    expect(page).toContain(`<a href="/mr/contact">${refusalWords.back}</a>`);
    expect(busyPage('/mr/contact', 503).length).toBeLessThan(2_000);
    expect(busyPage('/"><script>', 503).toString('utf8')).toContain('<a href="/home">');
  });
});
