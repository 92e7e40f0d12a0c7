import { describe, expect, it } from 'vitest';
import { ELLIPSIS, SUMMARY_LENGTH, machineDate, truncateAtWord } from '../../src/features/blog/card-text.ts';
import { englishBlog, marathiBlog } from '../../src/content/blog/blogs.ts';

describe('machineDate', () => {
  it('turns a card date with a year into an ISO date', () => {
    expect(machineDate('23 Jul 2021')).toBe('2021-07-23');
    expect(machineDate('2 Jun 2021')).toBe('2021-06-02');
  });

  it('turns a label without a year into an HTML yearless date', () => {
    expect(machineDate('17 July')).toBe('07-17');
    expect(machineDate('4 Jan')).toBe('01-04');
    expect(machineDate('5 May')).toBe('05-05');
  });

  it('gives nothing for text that is not a date', () => {
    expect(machineDate('Yesterday')).toBeUndefined();
    expect(machineDate('32 Jan')).toBeUndefined();
    expect(machineDate('0 Jan 2021')).toBeUndefined();
    expect(machineDate('12 Foo 2021')).toBeUndefined();
  });

  it('reads every date of both blogs', () => {
    for (const post of englishBlog.posts) expect(machineDate(post.date), post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const post of marathiBlog.posts) expect(machineDate(post.dateLabel), post.dateLabel).toMatch(/^\d{2}-\d{2}$/);
  });
});

describe('truncateAtWord', () => {
  it('leaves text that fits as it is', () => {
    expect(truncateAtWord('short text', 10)).toBe('short text');
    expect(truncateAtWord('  short   text ', 10)).toBe('short text');
  });

  it('cuts at the last space before the limit and ends with an ellipsis', () => {
    expect(truncateAtWord('one two three four', 12)).toBe('one two…');
    // The ellipsis counts: "one two three" (13) + "…" would be 14 > 13.
    expect(truncateAtWord('one two three four', 13)).toBe('one two…');
    expect(truncateAtWord('one two three four', 14)).toBe('one two three…');
  });

  it('drops punctuation before the ellipsis', () => {
    expect(truncateAtWord('Fields, rivers and hills', 10)).toBe('Fields…');
    expect(truncateAtWord('शेत आणि पाऊस। नदी आणि डोंगर', 16)).toBe('शेत आणि पाऊस…');
  });

  it('cuts a single long word hard, within the limit', () => {
    const cut = truncateAtWord('abcdefghijklmnop', 8);
    expect(cut).toBe('abcdefg…');
    expect(cut).toHaveLength(8);
  });

  it('cuts every Marathi summary at a word, within the limit, ending in "…"', () => {
    for (const post of marathiBlog.posts) {
      const cut = truncateAtWord(post.summary, SUMMARY_LENGTH);
      expect(cut.endsWith(ELLIPSIS), post.slug).toBe(true);
      expect(cut.length).toBeLessThanOrEqual(SUMMARY_LENGTH);
      const kept = cut.slice(0, -1);
      expect(post.summary.startsWith(kept), post.slug).toBe(true);
      // The next character of the full summary is a space (or punctuation before it): no word is split.
      expect(post.summary.slice(kept.length)).toMatch(/^[\s,.;:।]/);
    }
  });
});
