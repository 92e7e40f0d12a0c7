import { fillTemplate } from '../../content/fill-template.ts';
import { sayCount } from '../../content/plural.ts';
import { registrationSending } from '../../content/registration-sending.ts';
import { language } from '../../current-language.ts';
import { languages } from '../../languages.ts';

const { units, progress } = registrationSending;
const MB = 1024 * 1024;
const tag = languages[language].tag;

/** A size as people read it, in the units of the 10 MB limit: "620 KB", "4.8 MB". */
export function sizeText(bytes: number): string {
  if (bytes < MB) return fillTemplate(units.kilobytes, { n: Math.max(1, Math.round(bytes / 1024)) });
  return fillTemplate(units.megabytes, { n: (bytes / MB).toFixed(1) });
}

/** The whole percentage sent, 100 only once everything is. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return loaded >= total ? 100 : Math.min(99, Math.floor((loaded / total) * 100));
}

/** "42% sent: 2.1 MB of 5.0 MB". */
export const amountText = (loaded: number, total: number) =>
  fillTemplate(progress.amount, { percent: percentOf(loaded, total), sent: sizeText(loaded), total: sizeText(total) });

/** "about 40 s left", "about 2 min 10 s left", "about 3 min left": rounded up to 5 s, or to 10 s past a minute. */
export function timeLeftText(seconds: number): string {
  const step = seconds < 60 ? 5 : 10;
  const rounded = Math.max(step, Math.ceil(seconds / step) * step);
  const { timeLeft } = progress;
  if (rounded < 60) return sayCount(tag, timeLeft.seconds, rounded, 'seconds');
  const [minutes, rest] = [Math.floor(rounded / 60), rounded % 60];
  if (rest === 0) return sayCount(tag, timeLeft.wholeMinutes, minutes, 'minutes');
  return sayCount(tag, timeLeft.minutes, minutes, 'minutes', { seconds: rest });
}

/** The quarter reached (25, 50, 75, 100), or 0: what screen readers are told, so not every step. */
export const quarterOf = (percent: number) => Math.floor(percent / 25) * 25;

/**
 * The time left of an upload, from the rate over the last few seconds (a mobile link's speed
 * changes). No estimate until it has seen at least `minMs` of sending and some bytes go.
 */
export class TimeLeft {
  readonly #samples: Array<{ at: number; loaded: number }> = [];
  readonly #windowMs: number;
  readonly #minMs: number;

  constructor({ windowMs = 8_000, minMs = 2_000 } = {}) {
    this.#windowMs = windowMs;
    this.#minMs = minMs;
  }

  /** Notes the bytes sent at a time (ms), and gives the seconds left, or undefined while it cannot tell. */
  add(at: number, loaded: number, total: number): number | undefined {
    this.#samples.push({ at, loaded });
    const first = this.#samples[0]!;
    if (at - first.at < this.#minMs) return undefined;
    while (this.#samples.length > 2 && at - this.#samples[1]!.at >= this.#windowMs) this.#samples.shift();
    const from = this.#samples[0]!;
    const rate = (loaded - from.loaded) / Math.max(1, at - from.at); // bytes a ms
    if (rate <= 0) return undefined;
    return Math.max(0, total - loaded) / rate / 1000;
  }
}
