// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { newsletter } from '../../src/content/newsletter.ts';
import { site } from '../../src/content/site.ts';
import type { LinkPageData } from '../../src/features/newsletter/contract.ts';
import { Component as ConfirmPage } from '../../src/pages/newsletter-confirm/route.tsx';
import { Component as UnsubscribePage } from '../../src/pages/newsletter-unsubscribe/route.tsx';

/**
 * The pages a newsletter mail's links open (decision 081) say what became of the button in their
 * heading and <title>, not only in the alert (issue 58 item 16, decision 104): the page after the
 * button is a new page, whose title and heading are what a screen reader says first.
 */
afterEach(cleanup);

const email = 'asha@gaon.example';
const token = 'a'.repeat(43);

/** The page at `path`, its loader answering `loaded`; the button's post answered by `answered`. */
function open(Component: () => React.ReactNode, path: string, loaded: LinkPageData, answered: LinkPageData) {
  const router = createMemoryRouter(
    [{ path, Component, loader: () => loaded, action: () => answered, HydrateFallback: () => null }],
    { initialEntries: [`${path}?token=${token}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => ({ heading: screen.getByRole('heading', { level: 1 }).textContent, title: document.title });
const titled = (title: string) => `${title} | ${site.name}`;

describe('confirming a subscription', () => {
  const { confirm } = newsletter;

  it('asks, then once confirmed says so in its heading and title', async () => {
    open(
      ConfirmPage,
      '/newsletter/confirm',
      { state: 'ask', email, action: `/newsletter/confirm?token=${token}` },
      { state: 'unknown' },
    );
    await screen.findByRole('button', { name: confirm.button });
    expect(shown()).toEqual({ heading: confirm.heading, title: titled(confirm.title) });
    cleanup();
    // The button's post is sent back (303) to the page, whose loader then finds the subscriber confirmed.
    open(ConfirmPage, '/newsletter/confirm', { state: 'done', email }, { state: 'unknown' });
    await screen.findByRole('alert');
    expect(shown()).toEqual({ heading: confirm.headings.done, title: titled(confirm.headings.done) });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a link that names nobody, or a store that does not answer, in its heading and title', async () => {
    open(ConfirmPage, '/newsletter/confirm', { state: 'unknown' }, { state: 'unknown' });
    await screen.findByRole('alert');
    expect(shown()).toEqual({ heading: confirm.headings.unknown, title: titled(confirm.headings.unknown) });
    cleanup();
    open(ConfirmPage, '/newsletter/confirm', { state: 'unavailable' }, { state: 'unknown' });
    await screen.findByRole('alert');
    expect(shown()).toEqual({ heading: confirm.headings.unavailable, title: titled(confirm.headings.unavailable) });
  });
});

describe('leaving the newsletter', () => {
  const { unsubscribe } = newsletter;

  it('asks; after the button the heading and title say the subscriber has left', async () => {
    const router = open(
      UnsubscribePage,
      '/newsletter/unsubscribe',
      { state: 'ask', email, action: `/newsletter/unsubscribe?token=${token}` },
      { state: 'done' },
    );
    await screen.findByRole('button', { name: unsubscribe.button });
    expect(shown()).toEqual({ heading: unsubscribe.heading, title: titled(unsubscribe.title) });
    // The button posts to the page itself, which answers with the action's data.
    const formData = new FormData();
    formData.set('List-Unsubscribe', 'One-Click');
    await act(() => router.navigate(`/newsletter/unsubscribe?token=${token}`, { formMethod: 'post', formData }));
    expect(screen.getByRole('alert')).toHaveTextContent(unsubscribe.done);
    expect(shown()).toEqual({ heading: unsubscribe.headings.done, title: titled(unsubscribe.headings.done) });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
