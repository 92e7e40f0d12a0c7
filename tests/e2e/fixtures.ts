import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { webFontsCookie } from '../../src/web-fonts.ts';

/**
 * Collects a page's console errors and warnings (hydration mismatches show there) and its
 * uncaught exceptions, until `stop`.
 */
export function watchConsole(page: Page): { problems: string[]; stop: () => void } {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // Chromium reports a page answered with 404 or 500 as a failed load of the document itself.
    if (message.location().url === page.url() && message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    problems,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/**
 * Leaves the shared tab's page for a file of the same site without scripts (the tab keeps its
 * renderer process, and no loader can set a cookie after they are emptied), then drops the
 * test's routes, cookies and storage.
 */
async function leave(tab: Page) {
  await tab.goto('/robots.txt');
  await tab.unrouteAll({ behavior: 'ignoreErrors' });
  await tab.context().unrouteAll({ behavior: 'ignoreErrors' });
  await tab.context().clearCookies();
  await tab.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * Every page test fails on a console error or warning and on an uncaught exception
 * (`watchConsole`). `consoleProblems` lets a test that expects one (a logged server error) take
 * it off the list.
 */
export const test = base.extend<{ consoleProblems: string[]; tab: Page }, { workerTab: Page }>({
  consoleProblems: async ({ page }, use) => {
    const { problems, stop } = watchConsole(page);
    await use(problems);
    stop();
    expect(problems, 'console errors and warnings').toEqual([]);
  },
  workerTab: [
    async ({ browser }, use, { project }) => {
      const context = await browser.newContext({ baseURL: project.use.baseURL });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  /**
   * The worker's one tab, for a test that only reads pages and works them as a visitor does: a
   * fresh context's page costs Chromium about half a second of CPU more (two renderer processes
   * started, a cold JavaScript engine; decision 087). When the test starts, the tab is at the
   * test's viewport and reduced-motion setting, with no cookies and no storage; what earlier tests
   * fetched is in its cache, with the scripts' compiled code. It fails the test on a console error or
   * warning, as `consoleProblems` does, but one: a picture an earlier test cached at a larger size
   * stands in for the one a page preloads for a narrower window, and Chromium then warns that the
   * preload went unused. A test that needs another context option (no JavaScript, touch), a fake
   * clock, an init script, or an empty cache (a first visit, a repeat visit) takes `page`.
   */
  tab: async ({ workerTab: tab, viewport, reducedMotion, javaScriptEnabled, hasTouch, isMobile }, use) => {
    if (javaScriptEnabled === false || hasTouch || isMobile)
      throw new Error('this test sets a context option the shared tab cannot take: it takes `page`');
    if (!tab.url().endsWith('/robots.txt')) await leave(tab);
    await tab.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await tab.emulateMedia({ reducedMotion: reducedMotion ?? 'no-preference' });
    const { problems, stop } = watchConsole(tab);
    await use(tab);
    stop();
    for (const event of ['request', 'response', 'requestfinished', 'dialog', 'popup', 'download'] as const)
      tab.removeAllListeners(event);
    await leave(tab);
    const cachedLarger = /^warning: The resource \S+\.(avif|webp) was preloaded using link preload but not used/;
    expect(
      problems.filter((problem) => !cachedLarger.test(problem)),
      'console errors and warnings',
    ).toEqual([]);
  },
});

export { expect };

/** Takes the expected console messages off the list (each must be there), leaving any others to fail the test. */
export function expectLogged(problems: string[], ...patterns: RegExp[]) {
  for (const pattern of patterns) {
    const index = problems.findIndex((problem) => pattern.test(problem));
    expect(index, `console should show ${pattern}`).toBeGreaterThanOrEqual(0);
    problems.splice(index, 1);
  }
}

/**
 * Resolves once every island of the page is alive (src/islands/loader.ts). Islands that
 * wait for a visitor are woken as a visitor would: a pointer over those that wake on
 * interaction, a scroll past those that wake when seen (and back to where the page was).
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-islands]').waitFor({ state: 'attached' });
  await page.evaluate(async () => {
    // Resolves when the loader marks the island alive (a mutation, not a timer: tests may fake the clock).
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, which sees nothing outside this function
    const ready = (root: HTMLElement) =>
      new Promise<void>((resolve) => {
        if (root.hasAttribute('data-island-ready')) return resolve();
        const observer = new MutationObserver(() => {
          if (!root.hasAttribute('data-island-ready')) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(root, { attributes: true, attributeFilter: ['data-island-ready'] });
      });
    const { scrollX, scrollY } = window;
    let scrolled = false;
    for (const root of document.querySelectorAll<HTMLElement>('[data-island]:not([data-island-ready])')) {
      if (root.dataset.wake === 'interaction') root.dispatchEvent(new Event('pointerover'));
      if (root.dataset.wake === 'visible') {
        root.firstElementChild?.scrollIntoView({ behavior: 'instant', block: 'center' });
        scrolled = true;
        await ready(root);
      }
    }
    if (scrolled) window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  });
  await expect(page.locator('[data-island]:not([data-island-ready])')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Holds the islands' loader back until the returned function is called: until then the page's
 * start script holds presses (src/islands/start.ts, decision 060).
 */
export async function holdLoader(page: Page): Promise<() => void> {
  const { promise: held, resolve: release } = Promise.withResolvers<void>();
  await page.route('**/assets/loader-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Resolves once the named island (its first on the page) is alive, without waking anything. */
export async function islandReady(page: Page, name: string) {
  await page.locator(`[data-island="${name}"][data-island-ready]`).first().waitFor({ state: 'attached' });
}

/** Resolves after the page has painted two more frames: whatever a render or an effect was to show, it has. */
export async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Resolves once the page has done what it defers without a visitor: its load event, the
 * loader's turn after it, an idle period (the `idle` wake rule waits for one, at most 2 s),
 * its fonts, and two frames. A test that checks something did *not* happen waits for this.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    if (document.readyState !== 'complete')
      await new Promise((resolve) => addEventListener('load', resolve, { once: true }));
    await new Promise((resolve) => setTimeout(resolve));
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Resolves once the loader has cached this language's web fonts and noted it in the `web-fonts`
 * cookie, a second after the page has loaded and painted, when idle (src/islands/web-fonts.ts).
 */
export async function fontsNoted(page: Page, lang: string) {
  await page.waitForFunction(
    ([name, wanted]) =>
      document.cookie.split('; ').some(
        (cookie) =>
          cookie.startsWith(`${name}=`) &&
          cookie
            .slice(name.length + 1)
            .split('.')
            .includes(wanted),
      ),
    [webFontsCookie, lang] as const,
  );
}

/** Resolves once every picture the locator finds has loaded (scrolled to first, as a reader would). */
export async function picturesLoaded(pictures: Locator) {
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

/**
 * Scrolls through the page and back to the top, so that every section below the fold has
 * been laid out once (they are content-visibility: auto) and the page has its real height.
 */
export async function renderEverySection(page: Page) {
  await page.evaluate(async () => {
    // The height is read at every step: it changes as sections are laid out.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The axe-core rule sets of the budget: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Lays out every part the page defers (content-visibility: auto), as it is once scrolled to.
 * Until then a deferred part is a box of guessed height: in a font wider than the guess was
 * measured in, its last lines lie outside the box, over the page's background, and axe
 * would judge their contrast against that instead of against the part's own background.
 */
async function layOutDeferredParts(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
}

/**
 * Waits for the transitions and animations under way in time (a slide fading in, a button's
 * colours turning on hover) to end, for 5 s at the most; endless and paused ones, and those
 * that follow the scroll (the picture bands' parallax), are left as they are. Midway, a colour
 * is neither the one before nor the one after, and axe judged the contrast of such a frame,
 * which no visitor stops at, twice in one run: a testimonial fading in after Next, the
 * newsletter button turning after its click.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.timeline === document.timeline &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    return Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
  });
}

/** axe-core itself, put into a page once (decision 083). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as a visitor sees each part, one line each (rule, help,
 * first targets): the budget's WCAG A/AA rules, or with `rules: 'all'` every rule, best
 * practices too; `include` limits the check to the elements those selectors match.
 *
 * axe runs in the page itself, put there on the first check of a document and kept for the
 * next (at another width, in another state): putting it there costs about 0.5 s, as much as a
 * check. Only violations are collected, the one result type read here (decision 044).
 */
export async function axeViolations(
  page: Page,
  { rules = 'wcag', include = [] }: { rules?: 'wcag' | 'all'; include?: string[] } = {},
): Promise<string[]> {
  await layOutDeferredParts(page);
  await settleTransitions(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const run: RunOptions = {
    resultTypes: ['violations'],
    // A frame (a YouTube player after its click) is another site's page: axe would wait for an
    // answer from inside it that never comes.
    iframes: false,
    ...(rules === 'wcag' && { runOnly: { type: 'tag', values: wcagTags } }),
  };
  const results = await page.evaluate(
    ([selectors, options]) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } })
        .axe;
      return axe.run(selectors.length ? { include: selectors.map((selector) => [selector]) } : document, options);
    },
    [include, run] as const,
  );
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}
