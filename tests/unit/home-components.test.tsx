// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Award } from 'lucide-react';
import { FlipCard } from '../../src/components/FlipCard.tsx';
import { Hero } from '../../src/components/hero/Hero.island.tsx';
import { Testimonials } from '../../src/components/testimonials/Testimonials.island.tsx';
import { WhatsAppButton } from '../../src/components/WhatsAppButton.tsx';
import { client } from '../../src/content/client.ts';
import { home } from '../../src/content/home.ts';
import { ui } from '../../src/content/ui.ts';

let reducedMotion = false;

beforeEach(() => {
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  // jsdom cannot play media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slides = () =>
  screen.getAllByRole('group', { hidden: true }).filter((el) => el.getAttribute('aria-roledescription') === 'slide');
const activeSlide = (groups: HTMLElement[]) => groups.findIndex((el) => el.dataset.active === 'true');
const videoSources = (container: HTMLElement) =>
  [...container.querySelectorAll('video')].map((v) => v.getAttribute('src'));

/** Pretends the window has not fired its load event yet; returns a function that fires it. */
function holdLoad() {
  const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  return () => {
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
  };
}

describe('Home hero', () => {
  it('renders the first poster with high priority in the server HTML, and no video file', () => {
    const html = renderToString(<Hero hero={home.hero} heading={home.heading} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const images = doc.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(doc.querySelectorAll('video')).toHaveLength(4);
    expect(doc.querySelector('video[src]')).toBeNull();
    expect(doc.querySelector('h1')?.textContent).toBe(home.heading);
    expect(doc.querySelector('[aria-roledescription="carousel"]')?.getAttribute('aria-label')).toBe(home.hero.label);
  });

  it('labels four slides "n of 4" and shows the spec captions', () => {
    render(<Hero hero={home.hero} heading={home.heading} />);
    expect(slides().map((el) => el.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    const text = slides()
      .map((el) => el.textContent)
      .join(' ');
    for (const caption of [
      'Agro Tourism',
      'Start Your Journey Now',
      'Rural Rhythms',
      'Harvest Sweet Memory In Farm',
      'Memory In Farm',
    ]) {
      expect(text).toContain(caption);
    }
  });

  it('advances every 5000 ms, wraps after the fourth, and stops while paused', () => {
    vi.useFakeTimers();
    render(<Hero hero={home.hero} heading={home.heading} />);
    expect(activeSlide(slides())).toBe(0);
    act(() => vi.advanceTimersByTime(4999));
    expect(activeSlide(slides())).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeSlide(slides())).toBe(1);
    for (const expected of [2, 3, 0]) {
      act(() => vi.advanceTimersByTime(5000));
      expect(activeSlide(slides())).toBe(expected);
    }

    fireEvent.click(screen.getByRole('button', { name: ui.carousel.pause }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide(slides())).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: ui.carousel.play }));
    act(() => vi.advanceTimersByTime(5000));
    expect(activeSlide(slides())).toBe(1);
  });

  it('hides inactive slides from assistive technology and is aria-live off while it rotates', () => {
    render(<Hero hero={home.hero} heading={home.heading} />);
    const groups = slides();
    expect(groups.map((el) => el.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true', 'true']);
    expect(groups[0]?.parentElement?.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.pause }));
    expect(groups[0]?.parentElement?.getAttribute('aria-live')).toBe('polite');
  });

  it('jumps to a slide from its indicator', () => {
    render(<Hero hero={home.hero} heading={home.heading} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 4' }));
    expect(activeSlide(slides())).toBe(2);
    expect(screen.getByRole('button', { name: 'Show slide 3 of 4' })).toHaveAttribute('aria-current', 'true');
  });

  it('gives the clips their files only after the load event', () => {
    const fireLoad = holdLoad();
    const { container } = render(<Hero hero={home.hero} heading={home.heading} />);
    expect(videoSources(container)).toEqual([null, null, null, null]);
    fireLoad();
    expect(videoSources(container)).toEqual(['/media/hero/farm.mp4', '/media/hero/journey.mp4', null, null]);
  });

  it('with reduced motion loads no clip and does not advance on its own', () => {
    reducedMotion = true;
    vi.useFakeTimers();
    const { container } = render(<Hero hero={home.hero} heading={home.heading} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(videoSources(container)).toEqual([null, null, null, null]);
    expect(activeSlide(slides())).toBe(0);
    expect(screen.getByRole('button', { name: ui.carousel.play })).toBeInTheDocument();
  });

  it('loads no clip when the visitor asked to save data', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { container } = render(<Hero hero={home.hero} heading={home.heading} />);
    expect(videoSources(container)).toEqual([null, null, null, null]);
  });
});

const renderTestimonials = () => render(<Testimonials content={home.testimonials} />);
const indicators = () => screen.getAllByRole('button', { name: /^Show slide \d of 3$/ });

describe('Home testimonials', () => {
  it('shows three Marathi testimonials, one at a time', () => {
    renderTestimonials();
    const groups = slides();
    expect(groups).toHaveLength(3);
    expect(groups.every((el) => el.querySelector('[lang="mr"] blockquote'))).toBe(true);
    expect(activeSlide(groups)).toBe(0);
    expect(groups.filter((el) => el.getAttribute('aria-hidden') === 'true')).toHaveLength(2);
  });

  it('moves with next and previous, wrapping at both ends', () => {
    renderTestimonials();
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.previous }));
    expect(activeSlide(slides())).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.next }));
    expect(activeSlide(slides())).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.next }));
    expect(activeSlide(slides())).toBe(1);
  });

  it('has indicators 0 to 2 with accessible names, the current one marked', () => {
    renderTestimonials();
    expect(indicators().map((el) => el.dataset.index)).toEqual(['0', '1', '2']);
    fireEvent.click(indicators()[2] as HTMLElement);
    expect(activeSlide(slides())).toBe(2);
    expect(indicators().map((el) => el.getAttribute('aria-current'))).toEqual([null, null, 'true']);
  });

  it('moves on a touch swipe, and ignores mouse drags', () => {
    renderTestimonials();
    const track = slides()[0]?.parentElement as HTMLElement;
    const swipe = (pointerType: string, from: number, to: number) => {
      fireEvent.pointerDown(track, { pointerId: 1, pointerType, isPrimary: true, clientX: from, clientY: 100 });
      fireEvent.pointerUp(track, { pointerId: 1, pointerType, isPrimary: true, clientX: to, clientY: 105 });
    };
    swipe('touch', 300, 100);
    expect(activeSlide(slides())).toBe(1);
    swipe('touch', 100, 300);
    expect(activeSlide(slides())).toBe(0);
    swipe('mouse', 300, 100);
    expect(activeSlide(slides())).toBe(0);
  });

  it('holds all three quotes and the controls in the server HTML, the first one active (CSS stacks them without JavaScript)', () => {
    const html = renderToString(<Testimonials content={home.testimonials} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    for (const item of home.testimonials.items) expect(doc.body.textContent).toContain(item.quote);
    expect([...doc.querySelectorAll('[data-active]')].map((slide) => slide.getAttribute('data-active'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(doc.querySelectorAll('button')).toHaveLength(2 + home.testimonials.items.length);
  });
});

describe('Home flip cards and WhatsApp button', () => {
  it('a flip card is focusable, named by its title, with the back text in the page', () => {
    const card = home.flipCards.cards[2];
    if (!card) throw new Error('no awards card');
    render(<FlipCard card={card} icon={Award} />);
    const group = screen.getByRole('group', { name: 'Awards' });
    expect(group).toHaveAttribute('tabindex', '0');
    group.focus();
    expect(group).toHaveFocus();
    expect(within(group).getByText('Best E-commerce Start-up of 2018')).toBeInTheDocument();
  });

  it('the WhatsApp button opens the office chat in a new tab and says so', () => {
    render(<WhatsAppButton url={client.whatsapp.url} label={home.whatsapp.label} />);
    const link = screen.getByRole('link', { name: `${home.whatsapp.label} ${ui.newTab}` });
    expect(link).toHaveAttribute('href', client.whatsapp.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
