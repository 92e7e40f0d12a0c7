/**
 * India's day turning (decision 095): a page that says something about today (a centre "open in
 * December", a licence "valid until" or "expired") is made again when the date changes in
 * Asia/Kolkata, which has no daylight saving: midnight there is 18:30 UTC.
 */
const dayMs = 24 * 60 * 60 * 1000;
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** Milliseconds from `now` until the next midnight in India (a whole day at midnight itself). */
export function msUntilIndiaMidnight(now: Date): number {
  const sinceMidnight = (now.getTime() + indiaOffsetMs) % dayMs;
  return dayMs - sinceMidnight;
}

/** The store's data name of a page made from today's date (`handle.data`): forgotten at each midnight in India. */
export const todayData = 'today';

/**
 * Calls `turn` at every midnight in India, for as long as the process runs (the timer does not
 * keep it alive); `now` is the clock (tests set it). Returns a stop function.
 */
export function everyIndiaMidnight(turn: () => void, now: () => Date = () => new Date()): () => void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    timer = setTimeout(() => {
      turn();
      arm();
    }, msUntilIndiaMidnight(now()));
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
