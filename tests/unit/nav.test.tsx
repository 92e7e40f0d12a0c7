// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation, regionLinks } from '../../src/content/navigation.ts';
import { saveSession } from '../../src/stored-login.ts';
import { Nav } from '../../src/layout/Nav.island.tsx';

/** The navigation of the page at `at`; its links are plain page loads, which jsdom cannot follow. */
function App({ at = '/home' }: { at?: string }) {
  return (
    <>
      <Nav navigation={navigation} current={at} />
      <p>Page text</p>
    </>
  );
}

/** Keeps jsdom from trying to load the page a followed link names. */
const stayOnPage = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
};

beforeEach(() => {
  // Signed out unless a test signs in: another file of the worker may have left a token (decision 083).
  localStorage.clear();
  // jsdom has no matchMedia; the navigation listens for the menu breakpoint.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const nav = () => screen.getByRole('navigation', { name: navigation.label });
const button = (name: string) => within(nav()).getByRole('button', { name });
const toggle = () => within(nav()).getByRole('button', { name: /menu/i });

function setup(at?: string) {
  const user = userEvent.setup();
  render(<App at={at} />);
  return user;
}

describe('server HTML (no JavaScript)', () => {
  const html = renderToString(<App />);

  it('holds every link of the menu, the ten region pages and Admin Login', () => {
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    const expected = [
      ...navigation.items.flatMap((item) => (item.kind === 'link' ? [item.to] : [])),
      '/blog1',
      '/blog2',
      ...regionLinks().map((link) => link.to),
      navigation.adminLogin.to,
    ];
    expect(regionLinks()).toHaveLength(10);
    expect(new Set(hrefs)).toEqual(new Set(expected));
  });

  it('claims no expanded state for buttons that cannot work yet', () => {
    const container = document.createElement('div');
    container.innerHTML = html;
    for (const id of ['blog', 'maharashtra', 'kokan']) {
      expect(container.querySelector(`#nav-${id}-button`)?.hasAttribute('aria-expanded')).toBe(false);
    }
    expect(container.querySelector('nav')?.hasAttribute('data-enhanced')).toBe(false);
  });

  it('equals the first client render: hydration reports no mismatch, then enhances', async () => {
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn<(error: unknown) => void>();
    await act(async () => {
      hydrateRoot(container, <App />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('nav')?.hasAttribute('data-enhanced')).toBe(true);
    expect(container.querySelector('#nav-blog-button')?.getAttribute('aria-expanded')).toBe('false');
    container.remove();
  });
});

describe('the menu toggle', () => {
  it('is a button that controls the list, named from content, and toggles aria-expanded', async () => {
    const user = setup();
    const list = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(toggle()).toHaveAccessibleName(navigation.menuToggle.open);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveAttribute('data-open');

    await user.click(toggle());
    expect(toggle()).toHaveAccessibleName(navigation.menuToggle.close);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open');

    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(list).not.toHaveAttribute('data-open');
  });

  it('closing the menu closes its dropdowns', async () => {
    const user = setup();
    await user.click(toggle());
    await user.click(button('Blog'));
    expect(button('Blog')).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle());
    expect(button('Blog')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('dropdowns and sub-menus', () => {
  it('a dropdown button controls its list and toggles on click', async () => {
    const user = setup();
    const blog = button('Blog');
    expect(document.getElementById(blog.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('link', { name: 'English' }),
    );
    await user.click(blog);
    expect(blog).toHaveAttribute('aria-expanded', 'true');
    await user.click(blog);
    expect(blog).toHaveAttribute('aria-expanded', 'false');
  });

  it('only one dropdown is open at a time', async () => {
    const user = setup();
    await user.click(button('Blog'));
    await user.click(button('Maharashtra'));
    expect(button('Maharashtra')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Blog')).toHaveAttribute('aria-expanded', 'false');
  });

  it('one sub-menu at a time; a second click closes it; reopening the dropdown resets it', async () => {
    const user = setup();
    await user.click(button('Maharashtra'));
    await user.click(button('Kokan'));
    expect(button('Kokan')).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button('Kokan').getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('link', { name: 'Ratnagiri' }),
    );
    await user.click(button('Vidarbha'));
    expect(button('Vidarbha')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Kokan')).toHaveAttribute('aria-expanded', 'false');
    await user.click(button('Vidarbha'));
    expect(button('Vidarbha')).toHaveAttribute('aria-expanded', 'false');

    await user.click(button('Marathwada'));
    await user.click(button('Maharashtra'));
    await user.click(button('Maharashtra'));
    expect(button('Marathwada')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click outside the navigation closes the open dropdown', async () => {
    const user = setup();
    await user.click(button('Blog'));
    await user.click(screen.getByText('Page text'));
    expect(button('Blog')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Tab out of an open dropdown closes it', async () => {
    const user = setup();
    await user.click(button('Blog'));
    await user.tab(); // English
    await user.tab(); // Marathi
    expect(button('Blog')).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // Maharashtra
    expect(button('Maharashtra')).toHaveFocus();
    expect(button('Blog')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Escape', () => {
  it('closes the innermost open thing and returns focus to its button', async () => {
    const user = setup();
    await user.click(toggle());
    await user.click(button('Maharashtra'));
    await user.click(button('Kokan'));
    screen.getByRole('link', { name: 'Raigad' }).focus();

    await user.keyboard('{Escape}');
    expect(button('Kokan')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Maharashtra')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Kokan')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button('Maharashtra')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(button('Maharashtra')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });
});

describe('links', () => {
  it('are plain links; following one closes the menu and its dropdown', async () => {
    document.addEventListener('click', stayOnPage);
    const user = setup();
    await user.click(toggle());
    await user.click(button('Blog'));
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/blog1');
    await user.click(english);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(button('Blog')).toHaveAttribute('aria-expanded', 'false');
    document.removeEventListener('click', stayOnPage);
  });

  it('following the link of the page already shown still closes the menu', async () => {
    document.addEventListener('click', stayOnPage);
    const user = setup('/home');
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    document.removeEventListener('click', stayOnPage);
  });

  it('marks the page of an article under its blog as current', () => {
    setup('/blog1/some-article');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(button('Blog')).toHaveAttribute('data-current');
  });

  it('marks the current page on first render', () => {
    setup('/kokan/raigad');
    expect(screen.getByRole('link', { name: 'Raigad' })).toHaveAttribute('aria-current', 'page');
    expect(button('Maharashtra')).toHaveAttribute('data-current');
    expect(button('Blog')).not.toHaveAttribute('data-current');
  });

  it('lists the items in the spec order, Admin Login last', () => {
    setup();
    const top = within(nav())
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.id === 'site-menu');
    const names = top.map((li) => li.firstElementChild?.textContent);
    expect(names).toEqual([
      'Home',
      'About Us',
      'Blog',
      'Maharashtra',
      'Centres',
      'Workshops',
      'Our Story',
      'Our Project',
      'Contact',
      'Gallery',
      'Admin Login',
    ]);
    const login = screen.getByRole('link', { name: 'Admin Login' });
    expect(login).toHaveAttribute('href', '/login');
    expect(login.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(button('Maharashtra').parentElement as HTMLElement).getByRole('link', { name: 'Khandesh' }),
    ).toHaveAttribute('href', '/khandesh');
  });
});

const logout = () => within(nav()).queryByRole('button', { name: navigation.logout });

describe('log out', () => {
  beforeEach(() => localStorage.clear());

  it('is not offered while no token is stored', () => {
    render(<App />);
    expect(logout()).toBeNull();
  });

  it('appears after Admin Login as soon as a login stores a token', () => {
    render(<App />);
    act(() => saveSession('tok', '1'));
    expect(logout()).toBeVisible();
    const items = within(nav())
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.id === 'site-menu');
    expect(items.at(-1)?.textContent).toBe(navigation.logout);
  });

  it('turns Admin Login into Admin, a link to the admin area, while a token is stored', () => {
    render(<App />);
    expect(within(nav()).getByRole('link', { name: navigation.adminLogin.label })).toHaveAttribute('href', '/login');
    act(() => saveSession('tok', '1'));
    expect(within(nav()).queryByRole('link', { name: navigation.adminLogin.label })).toBeNull();
    expect(within(nav()).getByRole('link', { name: navigation.admin.label })).toHaveAttribute(
      'href',
      '/admin/registrations',
    );
  });

  it('is a plain form that ends the server session, and clears token and userID as it is sent', () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userID', '1');
    localStorage.setItem('unrelated', 'kept');
    render(<App at="/profile" />);
    const form = (logout() as HTMLElement).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/admin/logout');
    expect(logout()).toHaveAttribute('type', 'submit');
    fireEvent.submit(form);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userID')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('shows Admin and Log out in the server’s HTML of an admin page, with no token stored', () => {
    const html = renderToString(<Nav navigation={navigation} current="/admin/registrations" admin />);
    expect(html).toContain(`<span>${navigation.admin.label}</span>`);
    expect(html).toMatch(/<form [^>]*action="\/admin\/logout" method="post"><button type="submit"/);
    expect(renderToString(<Nav navigation={navigation} current="/home" />)).not.toContain('/admin/logout');
  });

  it('follows a logout in another tab (the storage event)', () => {
    localStorage.setItem('token', 'tok');
    render(<App />);
    expect(logout()).toBeVisible();
    act(() => {
      localStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(logout()).toBeNull();
  });
});
