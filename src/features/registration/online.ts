import { useEffect, useState } from 'react';

/**
 * Whether the browser says it has a connection (`navigator.onLine`, kept up to date by its
 * online and offline events). True on the server and in the first render, so hydration matches.
 */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    addEventListener('online', update);
    addEventListener('offline', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** Resolves true once the browser is online (at once if it is), false if `signal` aborts first. */
export function waitForOnline(signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    if (navigator.onLine) return resolve(true);
    const done = (online: boolean) => () => {
      removeEventListener('online', onOnline);
      signal.removeEventListener('abort', onAbort);
      resolve(online);
    };
    const onOnline = done(true);
    const onAbort = done(false);
    addEventListener('online', onOnline);
    signal.addEventListener('abort', onAbort);
  });
}
