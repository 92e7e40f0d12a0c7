import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../src/content/fill-template.ts';

describe('fillTemplate', () => {
  it('fills every placeholder it has a value for', () => {
    expect(fillTemplate('Show slide {n} of {total}', { n: 2, total: 5 })).toBe('Show slide 2 of 5');
    expect(fillTemplate('Watch "{title}" on YouTube', { title: 'A farm' })).toBe('Watch "A farm" on YouTube');
  });

  it('leaves unknown placeholders as they are and fills repeated ones each time', () => {
    expect(fillTemplate('{a} {b} {a}', { a: 'x' })).toBe('x {b} x');
  });
});
