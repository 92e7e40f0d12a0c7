import { languageCookie, pageCookieFlags } from '../language-cookie.ts';

/** The web app manifest, which only installing the site needs: announced with the loader. */
export const manifestHref = '/site.webmanifest';

/**
 * From the page's start: after this long a load that never ends (a stalled image) holds the
 * islands back no more.
 */
export const firstViewFallbackMs = 3000;

/**
 * The page's inline start script, the one `<script>` in `<head>` that runs (decision 060). The
 * islands' loader (./loader.ts) and the web app manifest are asked for only once the first
 * view is on screen: after `load`, once the browser has reported the first contentful paint, and
 * two frames later (what the load brought is painted in the first), or 3 s after the page began
 * if the load never ends. On a slow link nothing but the HTML and what it shows shares the first
 * round trips; the browser fetches a manifest, and the icons it names, as soon as it sees one.
 * Until the loader listens, this script does what a visitor may do sooner:
 *
 * - a press on a button of an island is held: the button is marked `data-held`, and the loader
 *   presses it again once its island is alive (the loader then holds presses itself);
 * - a followed language switch (`data-language-cookie`) is kept in the `lang` cookie for a year
 *   (decision 037), for the page's whole life, so the loader has no part in it.
 *
 * It reads the loader's address, and the files the loader imports (preloaded beside it, decision
 * 056), from its own element's `data-loader` and `data-imports` (`script`). Without `data-loader`
 * (development, where Vite's modules come at once, and the manifest with the page) it holds
 * presses and keeps choices only.
 *
 * The browser never loads this module: build/start-script.ts bundles this function with the
 * constants it uses, minified, into the text src/document.tsx writes into the page
 * (`virtual:start-script`), called with the page's `document` and `document.currentScript`. The
 * server allows that text by its hash in `script-src` (server/security.ts). Decision 088.
 */
export function startIslands(doc: Document, script: Element | null): void {
  const html = doc.documentElement;
  let started = false;

  // In the capture phase, before anything else on the page hears the click.
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      // A browser without Element.closest (before 2017) gets the page as plain HTML.
      if (!target || !target.closest) return;

      const link = target.closest('[data-language-cookie]');
      const lang = link && link.getAttribute('data-language-cookie');
      // A language code, never anything a cookie's attributes could hide in.
      if (lang && /^[a-z]{2,3}$/.test(lang)) {
        const secure = location.protocol === 'https:' ? '; Secure' : '';
        doc.cookie = `${languageCookie}=${lang}; ${pageCookieFlags}${secure}`;
      }

      // The loader sets `data-islands` once it listens, and holds presses from then on.
      if (html.hasAttribute('data-islands')) return;
      const button = target.closest('[data-island] button');
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      // Only the last press is held.
      const before = doc.querySelector('[data-held]');
      if (before) before.removeAttribute('data-held');
      button.setAttribute('data-held', '');
    },
    true,
  );

  const loaderSrc = script && script.getAttribute('data-loader');
  if (!loaderSrc) return;

  /** Adds the loader, its imports as module preloads, and the manifest: once, whichever comes first. */
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (script.getAttribute('data-imports') || '').split(' ')) {
      if (!href) continue;
      const preload = doc.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = href;
      doc.head.appendChild(preload);
    }
    const loader = doc.createElement('script');
    loader.type = 'module';
    loader.src = loaderSrc;
    doc.head.appendChild(loader);
    const manifest = doc.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = manifestHref;
    doc.head.appendChild(manifest);
  };

  /** Two frames on: the first paints what the load brought; then a task, off the frame. */
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));

  /** After the first contentful paint, if the browser reports paints; else at once. */
  const afterFirstPaint = () => {
    const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
    if (!Observer || !Observer.supportedEntryTypes || Observer.supportedEntryTypes.indexOf('paint') < 0) {
      afterTwoFrames();
      return;
    }
    // `buffered`: a paint before the observer was made is reported too.
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        afterTwoFrames();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  };

  if (doc.readyState === 'complete') afterFirstPaint();
  else addEventListener('load', afterFirstPaint);
  // A load that never ends (a stalled picture) holds the loader back no longer than this.
  setTimeout(start, Math.max(0, firstViewFallbackMs - (window.performance ? performance.now() : 0)));
}
