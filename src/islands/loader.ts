import '@vitejs/plugin-react/preamble';
import { islands } from './registry.ts';
import { addSpeculationRules } from '../speculation-rules.ts';
import { firstViewFallbackMs } from './start.ts';
import { cacheWebFonts, showWebFonts } from './web-fonts.ts';
import type { Wake } from './Island.tsx';

/**
 * The one script every page loads, asked for by the page's start script once the first view
 * is on screen (./start.ts, decision 060). It finds the islands the server marked
 * (Island.tsx) and wakes each by its rule; only then does it import React and the island's
 * code. Pages whose islands all wait for interaction load nothing else until a visitor
 * reaches for one. Once the page has loaded it sets the page in Mukta if the faces are at hand
 * for a returning visitor, hands the browser the speculation rules (src/speculation-rules.ts),
 * and later puts the page's web fonts in the cache for the next page (./web-fonts.ts).
 */

/** How long after the load the next page's fonts wait (./web-fonts.ts, decision 056). */
const fontsDelayMs = 1000;
const interactions = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * The page has loaded, and the frame after the load is painted: what it loaded is on screen.
 * Or the page began 3 s ago and its load has not ended (a stalled image).
 */
const loaded = new Promise<void>((resolve) => {
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(resolve));
  if (document.readyState === 'complete') return afterNextPaint();
  addEventListener('load', afterNextPaint, { once: true });
  setTimeout(resolve, Math.max(0, firstViewFallbackMs - performance.now()));
});

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
const idle = () => loaded.then(whenIdle);

function visible(root: HTMLElement) {
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '200px' },
    );
    // The mark is display: contents (no box of its own): watch what it holds.
    for (const child of root.children) observer.observe(child);
  });
}

function interaction(root: HTMLElement) {
  return new Promise<void>((resolve) => {
    const wake = () => {
      for (const type of interactions) root.removeEventListener(type, wake);
      resolve();
    };
    for (const type of interactions) root.addEventListener(type, wake, { passive: true });
  });
}

function storedKey(key: string | undefined): boolean {
  try {
    return !!key && localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * When an island's rule is met. No island wakes before the page has loaded (or 3 s have
 * passed), so React DOM and island code never take bandwidth or the main thread from the
 * page's first view; a press made earlier is held until then (holdPresses).
 */
async function woken(root: HTMLElement): Promise<void> {
  const wake = root.dataset.wake as Wake | undefined;
  if (storedKey(root.dataset.wakeIfStored)) return loaded;
  switch (wake) {
    case 'idle':
      return idle();
    case 'visible':
      await Promise.all([loaded, visible(root)]);
      return;
    case 'interaction':
      await Promise.all([loaded, interaction(root)]);
      return;
    default:
      return loaded;
  }
}

/**
 * Until the island is alive, a press on one of its buttons is held (it would do nothing)
 * and pressed again once React listens; so is one the start script held before the loader
 * came (`data-held`, ./start.ts). Links and form fields keep working as HTML.
 */
function holdPresses(root: HTMLElement) {
  let held = root.querySelector<HTMLButtonElement>('button[data-held]');
  held?.removeAttribute('data-held');
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  root.addEventListener('click', hold, true);
  return () => {
    root.removeEventListener('click', hold, true);
    held?.click();
  };
}

function propsOf(root: HTMLElement): object {
  const script = root.previousElementSibling;
  if (!(script instanceof HTMLScriptElement) || !script.hasAttribute('data-island-props')) return {};
  return JSON.parse(script.textContent ?? '{}') as object;
}

async function start(root: HTMLElement) {
  const name = root.dataset.island ?? '';
  const load = islands.get(name);
  if (!load) throw new Error(`Unknown island "${name}"`);
  // A press the start script held was the visitor reaching for this island: it wakes now.
  const pressedEarly = root.querySelector('button[data-held]') !== null;
  const release = holdPresses(root);
  await (pressedEarly ? loaded : woken(root));
  const [{ hydrate }, component] = await Promise.all([import('./hydrate.tsx'), load()]);
  await hydrate(root, component, propsOf(root));
  release();
}

const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
const cookies = { get: () => document.cookie, set: (cookie: string) => (document.cookie = cookie) };
const saveData = connection?.saveData === true;
// First of all once the page has loaded and painted, so that the faces are asked for before any
// island code: a returning visitor's page in Mukta, if its faces come from the cache (decision 074).
const fontsShown = loaded.then(() =>
  showWebFonts(document.documentElement.lang, {
    fonts: document.fonts,
    cookies,
    saveData,
    root: document.documentElement,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }),
);

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  start(root).catch((error: unknown) => console.error(error));
}
void loaded.then(() => addSpeculationRules(document));
// The next page's fonts come last: a second after the page has loaded and painted, when idle.
void fontsShown
  .then(() => new Promise((resolve) => setTimeout(resolve, fontsDelayMs)))
  .then(whenIdle)
  .then(() =>
    cacheWebFonts(document.documentElement.lang, {
      fonts: document.fonts,
      cookies,
      secure: location.protocol === 'https:',
      saveData,
      online: navigator.onLine,
    }),
  )
  .catch(() => {}); // a face that did not come: the next page keeps its fallback
document.documentElement.dataset.islands = 'listening';
