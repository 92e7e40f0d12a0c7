/**
 * The main thread while a page's islands wake (issue 23): Chromium with the CPU slowed 4×
 * (Lighthouse's mobile factor, `Emulation.setCPUThrottlingRate`), a `longtask` observer from
 * before the first byte, and every island woken as a visitor would (the load rule, then a
 * scroll to those that wake when seen and a pointer over those that wake when touched). Gives
 * the longest task from the load event until the last island is alive and has settled, with
 * the scripts Chromium blames for the longest animation frames, so a regression names its
 * cause (React DOM's evaluation, one island's hydration). Used by scripts/lighthouse.ts;
 * `node scripts/wake-tasks.ts <origin> <path>…` runs it on a server already listening.
 */
import { chromium, type Browser } from '@playwright/test';

/** The longest of these durations, in whole milliseconds (0 for none). */
const longest = (entries: { duration: number }[]) =>
  Math.round(Math.max(0, ...entries.map(({ duration }) => duration)));

export interface WakeTasks {
  path: string;
  islands: number;
  /** From the load event's start until the last island is alive (ms, slowed clock). */
  wakeMs: number;
  longestMs: number;
  /** Tasks of 50 ms or more in that window, and their time over 50 ms (blocking time). */
  longTasks: number;
  blockingMs: number;
  /**
   * The longest run of React's own work: its scheduler runs render slices in message tasks
   * (`MessagePort.onmessage`), so this is the longest hydration slice (0 if none took 5 ms).
   */
  reactSliceMs: number;
  /** The longest evaluation of a module script (React DOM's chunk is the largest). */
  evaluationMs: number;
  /** The longest animation frame in the window: its style and layout time, and its longest scripts. */
  blame: string[];
}

interface FrameScript {
  source: string;
  invoker: string;
  invokerType: string;
  start: number;
  duration: number;
}

interface PageRecord {
  loadStart: number;
  lastReady: number;
  islands: number;
  tasks: { start: number; duration: number }[];
  frames: { start: number; duration: number; layoutMs: number; scripts: FrameScript[] }[];
}

/** Runs in the page before its first script: records long tasks, long frames and when each island is alive. */
function observe() {
  const record = { tasks: [], frames: [], ready: [] } as unknown as Pick<PageRecord, 'tasks' | 'frames'> & {
    ready: number[];
  };
  Object.assign(window, { wakeRecord: record });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      styleAndLayoutStart: number;
      scripts: {
        sourceURL: string;
        invoker: string;
        invokerType: string;
        startTime: number;
        duration: number;
      }[];
    })[]) {
      record.frames.push({
        start: entry.startTime,
        duration: entry.duration,
        // A frame that rendered nothing has no style and layout start (0).
        layoutMs: entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
        scripts: entry.scripts.map((script) => ({
          source: script.sourceURL.replace(/^.*\//, ''),
          invoker: script.invoker,
          invokerType: script.invokerType,
          start: script.startTime,
          duration: script.duration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      if (mutation.attributeName === 'data-island-ready') record.ready.push(performance.now());
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-island-ready'] });
}

/** Wakes every island the way tests/e2e/fixtures.ts `hydrated()` does, and resolves when all are alive. */
async function wakeAll(): Promise<PageRecord> {
  const record = (window as unknown as { wakeRecord: Pick<PageRecord, 'tasks' | 'frames'> & { ready: number[] } })
    .wakeRecord;
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, which sees nothing outside this function
  const marked = (element: HTMLElement, attribute: string) =>
    new Promise<void>((resolve) => {
      if (element.hasAttribute(attribute)) return resolve();
      const watcher = new MutationObserver(() => {
        if (!element.hasAttribute(attribute)) return;
        watcher.disconnect();
        resolve();
      });
      watcher.observe(element, { attributes: true, attributeFilter: [attribute] });
    });
  // The loader comes after the first view (decision 060): a pointer before it listens wakes nothing.
  await marked(document.documentElement, 'data-islands');
  const roots = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const alive = (root: HTMLElement) => marked(root, 'data-island-ready');
  for (const root of roots) {
    if (root.dataset.wake === 'interaction') root.dispatchEvent(new Event('pointerover'));
    if (root.dataset.wake === 'visible') {
      root.firstElementChild?.scrollIntoView({ behavior: 'instant', block: 'center' });
      await alive(root);
    }
  }
  await Promise.all(roots.map(alive));
  // What the islands start once alive (useHydrated's transition, effects) runs before the main thread rests.
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return {
    loadStart: navigation?.loadEventStart ?? 0,
    lastReady: Math.max(...record.ready),
    islands: roots.length,
    tasks: record.tasks,
    frames: record.frames,
  };
}

export async function measureWake(browser: Browser, origin: string, path: string, slowdown = 4): Promise<WakeTasks> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript(observe);
    await page.goto(origin + path, { waitUntil: 'load' });
    const record = await page.evaluate(wakeAll);
    const inWindow = <T extends { start: number; duration: number }>(entries: T[]) =>
      entries.filter(({ start, duration }) => start + duration >= record.loadStart && start <= record.lastReady);
    const tasks = inWindow(record.tasks);
    const frames = inWindow(record.frames);
    const scripts = inWindow(frames.flatMap((frame) => frame.scripts));
    const [frame] = frames.sort((a, b) => b.duration - a.duration);
    return {
      path,
      islands: record.islands,
      wakeMs: Math.round(record.lastReady - record.loadStart),
      longestMs: longest(tasks),
      longTasks: tasks.length,
      blockingMs: Math.round(tasks.reduce((sum, { duration }) => sum + Math.max(0, duration - 50), 0)),
      reactSliceMs: longest(scripts.filter(({ invoker }) => invoker === 'MessagePort.onmessage')),
      evaluationMs: longest(scripts.filter(({ invokerType }) => invokerType === 'module-script')),
      blame: frame
        ? [
            `frame ${Math.round(frame.duration)} ms, style and layout ${Math.round(frame.layoutMs)} ms`,
            ...frame.scripts
              .sort((a, b) => b.duration - a.duration)
              .slice(0, 3)
              .map(({ source, invoker, duration }) => `${invoker || 'script'} (${source}) ${Math.round(duration)} ms`),
          ]
        : [],
    };
  } finally {
    await page.close();
  }
}

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });

export const wakeTable = (rows: WakeTasks[]) =>
  [
    '| page | islands | load → last island alive, ms | longest task, ms | long tasks | blocking, ms | longest React slice, ms | longest module evaluation, ms | longest frame spent in |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (row) =>
        `| ${row.path} | ${row.islands} | ${row.wakeMs} | ${row.longestMs} | ${row.longTasks} | ${row.blockingMs} | ${row.reactSliceMs} | ${row.evaluationMs} | ${row.blame.join('; ') || '-'} |`,
    ),
  ].join('\n');

if (import.meta.main) {
  const [origin = '', ...paths] = process.argv.slice(2);
  const browser = await launchChromium();
  try {
    const rows = [];
    for (const path of paths) rows.push(await measureWake(browser, origin, path));
    console.log(wakeTable(rows));
  } finally {
    await browser.close();
  }
}
