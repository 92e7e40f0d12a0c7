import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillTime, minimumFillMs } from '../../src/forms/visitor-post.ts';

/**
 * A clock of the page's own (`performance.now()`), and timers that fire as a browser's do: the
 * delay cut to whole milliseconds, then a tenth of one to run the task.
 */
function browserClock(start: number) {
  let now = start;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const waits: number[] = [];
  vi.stubGlobal('setTimeout', (run: () => void, ms: number) => {
    waits.push(ms);
    now += Math.trunc(ms) + 0.1;
    queueMicrotask(run);
    return 0;
  });
  return { waits };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fillTime: the wait before a form with JavaScript posts', () => {
  it('waits out the rest of the fill time, and says how long the form took', async () => {
    const { waits } = browserClock(1_000.7);
    expect(await fillTime(0)).toBe(minimumFillMs);
    expect(waits[0]).toBeCloseTo(minimumFillMs - 1_000.7);
  });

  it('never says less than the fill time when a timer fires a fraction early', async () => {
    // 1,999.7 ms left, cut to 1,999: at 2,999.4 ms a rounded reading said 2,999, and the server
    // dropped a person's post as a robot's.
    const { waits } = browserClock(1_000.3);
    const filled = await fillTime(0);
    expect(filled).toBeGreaterThanOrEqual(minimumFillMs);
    expect(waits.length).toBeGreaterThan(1);
  });

  it('waits for nothing once the fill time has passed', async () => {
    const { waits } = browserClock(4_321.9);
    expect(await fillTime(0)).toBe(4_321);
    expect(waits).toEqual([]);
  });
});
