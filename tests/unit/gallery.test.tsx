// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gallery } from '../../src/content/gallery.ts';
import { ui } from '../../src/content/ui.ts';
import { Component as GalleryPage } from '../../src/pages/gallery/route.tsx';

function renderGallery() {
  const router = createMemoryRouter([{ path: '/gallery', Component: GalleryPage }], { initialEntries: ['/gallery'] });
  return render(<RouterProvider router={router} />);
}

const showModal = vi.fn<(this: HTMLDialogElement) => void>(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const close = vi.fn<(this: HTMLDialogElement) => void>(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
});

beforeEach(() => {
  // jsdom has no modal dialogs: model showModal/close with the open attribute and the close event.
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const thumbnails = () => screen.getAllByRole('link').filter((link) => link.getAttribute('aria-haspopup') === 'dialog');

describe('Gallery page', () => {
  it('has the heading, the intro and eleven captioned pictures, one of them Milky Way', () => {
    renderGallery();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Gallery');
    expect(screen.getByText(gallery.intro)).toBeInTheDocument();
    const captions = [...document.querySelectorAll('figcaption')].map((el) => el.textContent);
    expect(captions).toHaveLength(11);
    expect(captions.filter((text) => text === 'Milky Way')).toHaveLength(1);
  });

  it('links each thumbnail to its full-size image, for visitors without JavaScript', () => {
    renderGallery();
    expect(thumbnails()).toHaveLength(11);
    thumbnails().forEach((link, index) => {
      expect(link).toHaveAttribute('href', gallery.images[index]?.image.picture.img.src);
      expect(within(link).getByRole('img')).toHaveAttribute('alt', gallery.images[index]?.image.alt);
    });
  });

  it('loads the first picture at once and the rest lazily', () => {
    renderGallery();
    const loading = thumbnails().map((link) => within(link).getByRole('img').getAttribute('loading'));
    expect(loading[0]).toBe('eager');
    expect(loading.slice(1).every((value) => value === 'lazy')).toBe(true);
  });

  it('opens a picture larger, moves between pictures, and returns focus to the thumbnail on close', () => {
    renderGallery();
    const opener = thumbnails()[6] as HTMLElement;
    opener.focus();
    expect(fireEvent.click(opener)).toBe(false); // the link is not followed
    const dialog = screen.getByRole('dialog', { name: gallery.viewerLabel });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByText('Milky Way')).toBeInTheDocument();
    expect(within(dialog).getByText('Picture 7 of 11')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: gallery.viewerNext }));
    expect(within(dialog).getByText('Picture 8 of 11')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('Picture 6 of 11')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: ui.close }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('leaves a modified click (open in a new tab) to the browser', () => {
    renderGallery();
    expect(fireEvent.click(thumbnails()[0] as HTMLElement, { ctrlKey: true })).toBe(true);
    expect(showModal).not.toHaveBeenCalled();
  });
});
