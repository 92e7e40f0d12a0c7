import { afterEach, expect, it, vi } from 'vitest';
import { everyIndiaMidnight, msUntilIndiaMidnight } from '../../server/day-turn.ts';

/** The directory's pages say "open in December" and "valid until": they are made again when India's date turns. */
afterEach(() => vi.useRealTimers());

it('counts to the next midnight in India (18:30 UTC)', () => {
  expect(msUntilIndiaMidnight(new Date('2026-12-06T18:29:00Z'))).toBe(60_000);
  expect(msUntilIndiaMidnight(new Date('2026-12-06T18:30:00Z'))).toBe(24 * 3_600_000);
  expect(msUntilIndiaMidnight(new Date('2026-12-31T20:00:00Z'))).toBe(22.5 * 3_600_000);
});

it('turns at each midnight in India on the clock it is given, and stops when told', () => {
  vi.useFakeTimers({ now: new Date('2026-12-06T18:00:00Z') });
  const turns: string[] = [];
  const stop = everyIndiaMidnight(() => turns.push(new Date().toISOString()));
  vi.advanceTimersByTime(30 * 60_000 - 1);
  expect(turns).toEqual([]);
  vi.advanceTimersByTime(1);
  vi.advanceTimersByTime(24 * 3_600_000);
  expect(turns).toEqual(['2026-12-06T18:30:00.000Z', '2026-12-07T18:30:00.000Z']);
  stop();
  vi.advanceTimersByTime(48 * 3_600_000);
  expect(turns).toHaveLength(2);
});

it('is the data every directory page names, so the page cache forgets them at midnight', async () => {
  const { routes } = await import('../../src/routes.tsx');
  const { todayData } = await import('../../server/day-turn.ts');
  const handles = (routes[0]?.children ?? []).map((route) => route.handle as { data?: string[] } | undefined);
  const dated = handles.filter((handle) => handle?.data?.includes('directory'));
  expect(dated.length).toBeGreaterThan(10); // the list, a centre, the ten region pages
  for (const handle of dated) expect(handle?.data).toContain(todayData);
});
