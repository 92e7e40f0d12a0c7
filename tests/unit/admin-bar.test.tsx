// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { admin } from '../../src/content/admin.ts';
import { AdminBar } from '../../src/features/admin/AdminBar.island.tsx';
import { clearSession, saveSession } from '../../src/stored-login.ts';

const props = { text: admin.session.signedIn, link: { href: '/admin/registrations', label: admin.session.toArea } };

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The bar on /profile, where a login lands (decision 103): shown only to a browser that logged in. */
describe('the signed-in bar', () => {
  it('says the admin is signed in and links the admin area once a login stored its token', () => {
    saveSession('token-1', '7');
    render(<AdminBar {...props} />);
    expect(screen.getByText('You are signed in as an admin.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the admin area' })).toHaveAttribute('href', '/admin/registrations');
  });

  it('shows nothing to a visitor, and goes at logout', () => {
    const { container } = render(<AdminBar {...props} />);
    expect(container).toBeEmptyDOMElement();
    act(() => saveSession('token-1', '7'));
    expect(screen.getByRole('link', { name: 'Open the admin area' })).toBeInTheDocument();
    act(() => clearSession());
    expect(container).toBeEmptyDOMElement();
  });

  it('is nothing in the server’s HTML, which is the same for every visitor', () => {
    saveSession('token-1', '7');
    expect(renderToString(<AdminBar {...props} />)).toBe('');
  });
});
