// @vitest-environment jsdom
import { globSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandModules } from '../../build/islands.ts';
import { Marquee } from '../../src/components/Marquee.island.tsx';
import { footer } from '../../src/content/footer.ts';
import { ui } from '../../src/content/ui.ts';
import { Island } from '../../src/islands/Island.tsx';
import { islandNameOf, islandNameOfComponent } from '../../src/islands/island-name.ts';
import { islands } from '../../src/islands/registry.ts';
import { Newsletter } from '../../src/features/newsletter/Newsletter.island.tsx';

// Waking an island imports its chunk and hydrates it: on a busy two-core machine that can take over the default second.
configure({ asyncUtilTimeout: 5_000 });

/** A component from no island module. */
function Plain({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** Runs the plugin's start-of-build check, its errors thrown as Vite would stop on them. */
const buildStart = (plugin: ReturnType<typeof islandModules>) =>
  (plugin.buildStart as (this: { error(message: string): never }) => void).call({
    error(message) {
      throw new Error(message);
    },
  });

describe('an island is declared by its file', () => {
  it('is named after the component its module exports', () => {
    expect(islandNameOf('/src/components/hero/Hero.island.tsx')).toBe('Hero');
    expect(islandNameOf('src/pages/gallery/GalleryGrid.island.tsx')).toBe('GalleryGrid');
    expect(islandNameOf('/src/components/hero/Hero.tsx')).toBeUndefined();
    expect(islandNameOf('/src/components/hero/hero.island.tsx')).toBeUndefined();
  });

  it('is in the registry, one name a module, with nothing listed by hand', () => {
    const onDisk = globSync('src/**/*.island.tsx').map((file) => islandNameOf(file));
    expect(onDisk.length).toBeGreaterThan(10);
    expect([...islands.keys()].sort()).toEqual([...onDisk].sort());
  });

  it.each([...islands.keys()])('loads "%s", the component that carries that name into the page', async (name) => {
    const component = await islands.get(name)?.();
    expect(component).toBeTypeOf('function');
    expect(islandNameOfComponent(component)).toBe(name);
  });

  it('is refused by <Island> when the component comes from no island module', () => {
    expect(() => renderToString(<Island component={Plain} props={{ text: 'hello' }} wake="load" />)).toThrow(
      /Island component=\{Plain\}.*not an island/,
    );
  });

  it('stops the build when two island modules share a name, or one is not named after a component', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'islands-'));
    try {
      mkdirSync(path.join(root, 'src/a'), { recursive: true });
      mkdirSync(path.join(root, 'src/b'), { recursive: true });
      writeFileSync(path.join(root, 'src/a/Cards.island.tsx'), '');
      expect(() => buildStart(islandModules(root))).not.toThrow();
      writeFileSync(path.join(root, 'src/b/Cards.island.tsx'), '');
      expect(() => buildStart(islandModules(root))).toThrow(/two islands are named Cards/);
      rmSync(path.join(root, 'src/b/Cards.island.tsx'));
      writeFileSync(path.join(root, 'src/b/cards.island.tsx'), '');
      expect(() => buildStart(islandModules(root))).toThrow(/named after the component/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('<Island>', () => {
  it('renders the component in a mark that names it and its wake rule, its props as JSON just before', () => {
    const html = renderToString(
      <Island component={Marquee} props={{ text: 'Workshops', labels: ui.marquee }} wake="interaction" />,
    );
    const doc = document.createElement('div');
    doc.innerHTML = html;
    const mark = doc.querySelector('[data-island]') as HTMLElement;
    expect(mark.dataset).toMatchObject({ island: 'Marquee', wake: 'interaction' });
    expect(mark.textContent).toContain('Workshops');
    const script = mark.previousElementSibling as HTMLScriptElement;
    expect(script.type).toBe('application/json');
    expect(JSON.parse(script.textContent ?? '')).toEqual({ text: 'Workshops', labels: ui.marquee });
  });

  it('writes props that no text can break out of (src/json-in-html.ts)', () => {
    const hostile = { text: '</script><script>alert(1)</script>\u2028<!--', labels: ui.marquee };
    const doc = document.createElement('div');
    doc.innerHTML = renderToString(<Island component={Marquee} props={hostile} wake="interaction" />);
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent ?? '')).toEqual(hostile);
  });
});

/** Puts the server HTML of islands into the page, as the server sends it; their marks, in order. */
function serveAll(html: string): [HTMLElement, HTMLElement] {
  document.body.innerHTML = html;
  const [first, second] = document.querySelectorAll<HTMLElement>('[data-island]');
  if (!first || !second) throw new Error('two islands expected');
  return [first, second];
}

/** Puts the server HTML of an island into the page, as the server sends it. */
function serve(html: string) {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-island]')!;
}

describe('the loader', () => {
  let errors: unknown[];
  beforeEach(() => {
    vi.resetModules();
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('leaves an interaction island alone until a pointer reaches it, then hydrates it without a mismatch', async () => {
    const props = { copy: footer.newsletter, idPrefix: 'newsletter' };
    // Beside it, an island that wakes at load: the earliest any island wakes without a visitor.
    const [root, atLoad] = serveAll(
      renderToString(<Island component={Newsletter} props={props} wake="interaction" />) +
        renderToString(<Island component={Marquee} props={{ text: 'Workshops', labels: ui.marquee }} wake="load" />),
    );
    await import('../../src/islands/loader.ts');
    expect(document.documentElement.dataset.islands).toBe('listening');
    await waitFor(() => expect(atLoad).toHaveAttribute('data-island-ready'));
    expect(root).not.toHaveAttribute('data-island-ready');
    // Never disabled as served (a tap on it must count, issue 42), yet nothing has run it.
    expect(root.querySelector('button')).toBeEnabled();
    expect(root.querySelector('[role="alert"]')).toHaveTextContent('');

    root.dispatchEvent(new Event('pointerover'));
    await waitFor(() => expect(root).toHaveAttribute('data-island-ready'));
    root.querySelector('button')!.click();
    await waitFor(() => expect(root.querySelector('[role="alert"]')).toHaveTextContent(footer.newsletter.emptyEmail));
    expect(errors).toEqual([]);
  });

  it('holds a press on a button made before the island is alive, and presses it again after', async () => {
    const root = serve(
      renderToString(
        <Island component={Marquee} props={{ text: 'Workshops', labels: ui.marquee }} wake="interaction" />,
      ),
    );
    await import('../../src/islands/loader.ts');
    const button = root.querySelector('button')!;
    expect(button).toHaveTextContent(ui.marquee.pause);
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    button.click();
    await waitFor(() => expect(root).toHaveAttribute('data-island-ready'));
    await waitFor(() => expect(button).toHaveTextContent(ui.marquee.play));
    expect(errors).toEqual([]);
  });

  it('wakes an idle island once the page has loaded and the main thread is idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const root = serve(
      renderToString(<Island component={Marquee} props={{ text: 'Workshops', labels: ui.marquee }} wake="idle" />),
    );
    await import('../../src/islands/loader.ts');
    // The island asks first; the next page's fonts ask a second later (src/islands/web-fonts.ts).
    await waitFor(() => expect(idle.length).toBeGreaterThanOrEqual(1));
    expect(root).not.toHaveAttribute('data-island-ready');
    idle[0]?.();
    await waitFor(() => expect(root).toHaveAttribute('data-island-ready'));
  });

  it('wakes a visible island when what it holds comes near the viewport', async () => {
    type Report = (entries: { isIntersecting: boolean }[]) => void;
    const observers: { report: Report; watched: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly watched: Element[] = [];
        constructor(report: Report, options: { rootMargin: string }) {
          observers.push({ report, watched: this.watched });
          expect(options.rootMargin).toBe('200px');
        }
        observe(element: Element) {
          this.watched.push(element);
        }
        disconnect() {}
      },
    );
    const visible = <Island component={Marquee} props={{ text: 'Workshops', labels: ui.marquee }} wake="visible" />;
    const [root, seen] = serveAll(renderToString(visible) + renderToString(visible));
    await import('../../src/islands/loader.ts');
    const [own, other] = observers;
    expect(own?.watched).toEqual([...root.children]);
    // Out of view, while the other island comes into view: by the time that one is alive, this
    // one would have been too, had the report woken it.
    own?.report([{ isIntersecting: false }]);
    other?.report([{ isIntersecting: true }]);
    await waitFor(() => expect(seen).toHaveAttribute('data-island-ready'));
    expect(root).not.toHaveAttribute('data-island-ready');
    own?.report([{ isIntersecting: true }]);
    await waitFor(() => expect(root).toHaveAttribute('data-island-ready'));
  });

  it('wakes a menu at load when the admin is signed in (its links change)', async () => {
    localStorage.setItem('token', 'tok');
    const root = serve(
      renderToString(
        <Island
          component={Marquee}
          props={{ text: 'Workshops', labels: ui.marquee }}
          wake="interaction"
          wakeIfStored="token"
        />,
      ),
    );
    await import('../../src/islands/loader.ts');
    await waitFor(() => expect(root).toHaveAttribute('data-island-ready'));
    localStorage.clear();
  });
});
