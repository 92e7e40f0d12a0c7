// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hero } from '../../src/components/hero/Hero.tsx';
import { MapFacade } from '../../src/components/MapFacade.tsx';
import { Marquee } from '../../src/components/Marquee.tsx';
import { Slideshow } from '../../src/components/Slideshow.tsx';
import { Testimonials } from '../../src/components/testimonials/Testimonials.tsx';
import { VideoPlayer } from '../../src/components/video/VideoPlayer.tsx';
import { footer } from '../../src/content/footer.ts';
import { ui } from '../../src/content/ui.ts';
import { AdminBar } from '../../src/features/admin/AdminBar.tsx';
import { RecordForm } from '../../src/features/admin/RecordForm.tsx';
import { RecordList } from '../../src/features/admin/RecordList.tsx';
import { LoginForm } from '../../src/features/login/LoginForm.tsx';
import { RegistrationForm } from '../../src/features/registration/RegistrationForm.tsx';
import { Island, islandJson } from '../../src/islands/Island.tsx';
import { islands, type IslandName } from '../../src/islands/registry.ts';
import { Nav } from '../../src/layout/Nav.tsx';
import { Newsletter } from '../../src/layout/Newsletter.tsx';
import { ContactForm } from '../../src/pages/contact/ContactForm.tsx';
import { GalleryGrid } from '../../src/pages/gallery/GalleryGrid.tsx';
import { Cards } from '../../src/pages/home/Cards.tsx';

/** What each page passes to <Island component> for a name; the registry must load the same. */
const components: Record<IslandName, unknown> = {
  nav: Nav,
  newsletter: Newsletter,
  hero: Hero,
  testimonials: Testimonials,
  cards: Cards,
  gallery: GalleryGrid,
  slideshow: Slideshow,
  video: VideoPlayer,
  marquee: Marquee,
  map: MapFacade,
  contact: ContactForm,
  login: LoginForm,
  registration: RegistrationForm,
  adminBar: AdminBar,
  adminList: RecordList,
  adminRecord: RecordForm,
};

describe('the island registry', () => {
  it.each(Object.keys(islands) as IslandName[])('loads the component pages render as "%s"', async (name) => {
    expect(await islands[name]()).toBe(components[name]);
  });
});

describe('<Island>', () => {
  it('renders the component in a mark that names it and its wake rule, its props as JSON just before', () => {
    const html = renderToString(
      <Island
        name="marquee"
        component={Marquee}
        props={{ text: 'Workshops', labels: ui.marquee }}
        wake="interaction"
      />,
    );
    const doc = document.createElement('div');
    doc.innerHTML = html;
    const mark = doc.querySelector('[data-island]') as HTMLElement;
    expect(mark.dataset).toMatchObject({ island: 'marquee', wake: 'interaction' });
    expect(mark.textContent).toContain('Workshops');
    const script = mark.previousElementSibling as HTMLScriptElement;
    expect(script.type).toBe('application/json');
    expect(JSON.parse(script.textContent ?? '')).toEqual({ text: 'Workshops', labels: ui.marquee });
  });

  it('writes JSON that no text can break out of', () => {
    const hostile = { text: '</script><script>alert(1)</script>\u2028<!--' };
    const json = islandJson(hostile);
    expect(json).not.toMatch(/<|\u2028/);
    expect(JSON.parse(json)).toEqual(hostile);
  });
});

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
    const props = { copy: footer.newsletter, office: 'office@example.org' };
    const root = serve(
      renderToString(<Island name="newsletter" component={Newsletter} props={props} wake="interaction" />),
    );
    await import('../../src/islands/loader.ts');
    expect(document.documentElement.dataset.islands).toBe('listening');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root).not.toHaveAttribute('data-island-ready');
    expect(root.querySelector('button')).toBeDisabled();

    root.dispatchEvent(new Event('pointerover'));
    await waitFor(() => expect(root).toHaveAttribute('data-island-ready'));
    await waitFor(() => expect(root.querySelector('button')).toBeEnabled());
    expect(errors).toEqual([]);
  });

  it('holds a press on a button made before the island is alive, and presses it again after', async () => {
    const root = serve(
      renderToString(
        <Island
          name="marquee"
          component={Marquee}
          props={{ text: 'Workshops', labels: ui.marquee }}
          wake="interaction"
        />,
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
      renderToString(
        <Island name="marquee" component={Marquee} props={{ text: 'Workshops', labels: ui.marquee }} wake="idle" />,
      ),
    );
    await import('../../src/islands/loader.ts');
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(root).not.toHaveAttribute('data-island-ready');
    idle[0]?.();
    await waitFor(() => expect(root).toHaveAttribute('data-island-ready'));
  });

  it('wakes a visible island when what it holds comes near the viewport', async () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    const watched: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, options: { rootMargin: string }) {
          report = callback;
          expect(options.rootMargin).toBe('200px');
        }
        observe(element: Element) {
          watched.push(element);
        }
        disconnect() {}
      },
    );
    const root = serve(
      renderToString(
        <Island name="marquee" component={Marquee} props={{ text: 'Workshops', labels: ui.marquee }} wake="visible" />,
      ),
    );
    await import('../../src/islands/loader.ts');
    expect(watched).toEqual([...root.children]);
    report?.([{ isIntersecting: false }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root).not.toHaveAttribute('data-island-ready');
    report?.([{ isIntersecting: true }]);
    await waitFor(() => expect(root).toHaveAttribute('data-island-ready'));
  });

  it('wakes a menu at load when the admin is signed in (its links change)', async () => {
    localStorage.setItem('token', 'tok');
    const root = serve(
      renderToString(
        <Island
          name="marquee"
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
