// @vitest-environment jsdom
import { act, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { marathiQuery } from '../../build/language-content.ts';
import type { islands as englishIslands } from '../../src/islands/registry.ts';
import { languages, pathIn, splitPath, type Language } from '../../src/languages.ts';
import { testApp } from './harness.ts';

/**
 * React's own hydration check, on every island of every page as the server sends it (the
 * pages and these islands from the same sources, decision 108): the island's server HTML is
 * hydrated by React (development build, which reports every mismatch, text or attribute) with
 * the props the page carries. Browsers run the same React
 * DOM (production build, which repairs a mismatch silently): this is where one would show.
 */
let app: Awaited<ReturnType<typeof testApp>>;
const problems: string[] = [];

beforeAll(async () => {
  app = await testApp();
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  // jsdom plays no media: the hero's clips start after load, which a test never reaches here.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(args.map(String).join(' ')));
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Each language's islands, as its client build has them: the registry, and the islands and
 * words it imports, in that language's module graph (`?lang=mr`, build/language-content.ts). A
 * variable, not a literal: TypeScript knows no module with a query on its name.
 */
const registries: Record<Language, string> = {
  en: '../../src/islands/registry.ts',
  mr: `../../src/islands/registry.ts?${marathiQuery}`,
};
const islandsOf = async (lang: Language) =>
  ((await import(/* @vite-ignore */ registries[lang])) as { islands: typeof englishIslands }).islands;

/** The pages of a language: the sitemap's, the login page and a page that is not there. */
async function pagePaths(lang: Language) {
  const xml = (await request(app).get('/sitemap.xml')).text;
  return [
    ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname),
    '/login',
    '/no-such-page',
  ]
    .map((path) => (path.startsWith('/mr/') ? path : pathIn(lang, path)))
    .filter((path, i, all) => splitPath(path).lang === lang && all.indexOf(path) === i);
}

describe.each(Object.keys(languages) as Language[])('every island on every page (%s)', (lang) => {
  it('hydrates with React from the server HTML without a mismatch', async () => {
    let hydrated = 0;
    const paths = await pagePaths(lang);
    const islands = await islandsOf(lang);
    for (const path of paths) {
      const html = (await request(app).get(path)).text;
      const page = new DOMParser().parseFromString(html, 'text/html');
      for (const mark of page.querySelectorAll<HTMLElement>('[data-island]')) {
        const name = mark.dataset.island ?? '';
        const script = mark.previousElementSibling;
        expect(
          script?.matches('script[type="application/json"][data-island-props]'),
          `${path} ${name}: props before the mark`,
        ).toBe(true);
        const props = JSON.parse(script?.textContent ?? '') as object;
        const load = islands.get(name);
        expect(load, `${path}: island "${name}" is in the registry`).toBeDefined();
        const Component = (await load?.()) as ComponentType<object>;
        const root = document.createElement('div');
        root.innerHTML = mark.innerHTML;
        // React's server renderer never writes the `muted` attribute (facebook/react#10389), so
        // React's check would always differ on it; the hero sets the property before any play.
        for (const video of root.querySelectorAll('video')) video.muted = true;
        document.body.append(root);
        problems.length = 0;
        const recoverable: unknown[] = [];
        let island: Root | undefined;
        await act(async () => {
          island = hydrateRoot(root, <Component {...props} />, {
            onRecoverableError: (error) => recoverable.push(error),
          });
        });
        expect([...recoverable.map(String), ...problems], `${path}: island "${name}"`).toEqual([]);
        // Unmounted, its effects end: the hero's timer would otherwise play a clip after the mocks
        // are gone, and React's scheduler run after jsdom is (uncaught, the run failed so once).
        act(() => island?.unmount());
        root.remove();
        hydrated++;
      }
    }
    // At least the navigation and the newsletter on every page.
    expect(hydrated).toBeGreaterThanOrEqual(2 * paths.length);
  }, 120_000);
});
