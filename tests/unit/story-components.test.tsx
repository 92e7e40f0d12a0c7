// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Parallax } from '../../src/components/Parallax.tsx';
import { Slideshow } from '../../src/components/Slideshow.island.tsx';
import { story } from '../../src/content/story.ts';
import { ui } from '../../src/content/ui.ts';

const scrollTo = vi.fn<(options: ScrollToOptions) => void>();

beforeEach(() => {
  // jsdom does no layout: give elements scrollTo and the media query the slideshow reads.
  Object.assign(HTMLElement.prototype, { scrollTo });
  Object.assign(window, { matchMedia: (query: string) => ({ matches: false, media: query }) });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const { title, slides } = story.carousel;
const renderSlideshow = () => render(<Slideshow id="slides" title={title} slides={slides} labels={ui.carousel} />);
const indicator = (n: number) => screen.getByRole('button', { name: `Show slide ${n} of 5` });
const current = () => screen.getAllByRole('button').filter((button) => button.getAttribute('aria-current') === 'true');

describe('Slideshow', () => {
  it('has its title, five captioned slides, and the first one current', () => {
    renderSlideshow();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('agro tourism workshop and news');
    const track = screen.getByRole('list', { name: title });
    expect(within(track).getAllByRole('figure')).toHaveLength(5);
    expect(current()).toEqual([indicator(1)]);
  });

  it('moves forward and back with wrap-round, and says so to screen readers', () => {
    renderSlideshow();
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.next }));
    expect(current()).toEqual([indicator(2)]);
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(slides[1]?.caption ?? '');
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.previous }));
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.previous }));
    expect(current()).toEqual([indicator(5)]);
    fireEvent.click(screen.getByRole('button', { name: ui.carousel.next }));
    expect(current()).toEqual([indicator(1)]);
  });

  it('goes straight to a slide from its indicator, scrolling the track', () => {
    renderSlideshow();
    fireEvent.click(indicator(4));
    expect(current()).toEqual([indicator(4)]);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' }); // jsdom: zero width
  });

  it('does not announce anything before the visitor acts, and never rotates on its own', () => {
    vi.useFakeTimers();
    try {
      renderSlideshow();
      vi.advanceTimersByTime(60_000);
      expect(current()).toEqual([indicator(1)]);
      expect(document.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Parallax', () => {
  it('is a section named by its heading, with the picture and the text', () => {
    const [band] = story.parallax;
    if (!band) throw new Error('no parallax band');
    render(<Parallax {...band} />);
    expect(screen.getByRole('region', { name: band.heading })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: band.image.alt })).toBeInTheDocument();
    expect(screen.getByText(band.text)).toBeInTheDocument();
  });
});
