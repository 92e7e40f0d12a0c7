import { useRef, useState } from 'react';
import { waitForOnline } from './online.ts';
import { percentOf, TimeLeft, timeLeftText } from './progress-text.ts';
import { sendRegistration, type SendEnd, type SendOptions } from './registration-request.ts';

/** Where a send is: waiting for a connection, sending (bytes of total), all sent and awaiting the answer. */
export type SendPhase =
  | { name: 'idle' }
  | { name: 'waiting' }
  | { name: 'sending'; loaded: number; total: number; secondsLeft: number | undefined }
  | { name: 'answering'; total: number }
  | { name: 'cancelled' };

/** What the bar shows of a moment of the upload: it is redrawn only when this changes (events come every few ms). */
const shown = (loaded: number, total: number, secondsLeft: number | undefined) =>
  `${percentOf(loaded, total)} ${secondsLeft === undefined ? '' : timeLeftText(secondsLeft)}`;

/**
 * Sends a registration and follows it: offline, it waits for the connection first; then it
 * reports the bytes sent and the time left; Cancel stops it while anything is still to send
 * (once all is sent, the answer is awaited: stopping then could not unsend it).
 */
export function useSending() {
  const [phase, setPhase] = useState<SendPhase>({ name: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);

  async function send(options: Omit<SendOptions, 'signal' | 'onProgress' | 'onUploaded'>): Promise<SendEnd> {
    const abort = new AbortController();
    controller.current = abort;
    try {
      if (!navigator.onLine) {
        setPhase({ name: 'waiting' });
        if (!(await waitForOnline(abort.signal))) {
          setPhase({ name: 'cancelled' });
          return { kind: 'cancelled' };
        }
      }
      const timeLeft = new TimeLeft();
      let drawn = '';
      setPhase({ name: 'sending', loaded: 0, total: options.document?.size ?? 0, secondsLeft: undefined });
      const end = await sendRegistration({
        ...options,
        signal: abort.signal,
        onProgress(loaded, total) {
          const secondsLeft = timeLeft.add(performance.now(), loaded, total);
          const now = shown(loaded, total, secondsLeft);
          if (now === drawn) return;
          drawn = now;
          setPhase({ name: 'sending', loaded, total, secondsLeft });
        },
        onUploaded() {
          controller.current = undefined;
          setPhase((now) => ({ name: 'answering', total: now.name === 'sending' ? now.total : 0 }));
        },
      });
      setPhase(end.kind === 'cancelled' ? { name: 'cancelled' } : { name: 'idle' });
      return end;
    } finally {
      if (controller.current === abort) controller.current = undefined;
    }
  }

  return {
    phase,
    send,
    cancel: () => controller.current?.abort(),
  };
}
