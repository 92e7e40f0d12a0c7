// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../src/content/auth.ts';
import { LoginForm } from '../../src/features/login/LoginForm.island.tsx';
import { goTo } from '../../src/islands/go-to.ts';

vi.mock('../../src/islands/go-to.ts', () => ({ goTo: vi.fn<(path: string) => void>() }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderLogin() {
  render(<LoginForm copy={auth.login} />);
  return { user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
}

const loginButton = () => screen.getByRole('button', { name: 'Login' });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  // Vitest runs files one after another in a worker without isolation (decision 083): a token
  // left here would sign in the next file's menu.
  localStorage.clear();
  fetchMock.mockReset();
  vi.mocked(goTo).mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login form', () => {
  it('labels both fields and keeps the Login button disabled until both are filled', async () => {
    const { user } = renderLogin();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(loginButton()).toBeDisabled();
    await fillIn(user, 'admin', '');
    expect(loginButton()).toBeDisabled();
    await fillIn(user, '', 'x');
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.clear(screen.getByLabelText('Username'));
    await waitFor(() => expect(loginButton()).toBeDisabled());
  });

  it('posts {username, password} as JSON, stores token and userID, and goes to /profile', async () => {
    fetchMock.mockResolvedValue(
      json(200, { status: 'success', token: 'tok-123', userID: 1, message: 'Login successful' }),
    );
    const { user } = renderLogin();
    await fillIn(user, 'admin', 'agro@2025');
    await user.click(loginButton());
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/profile'));
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login/');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({ username: 'admin', password: 'agro@2025' });
    expect(localStorage.getItem('token')).toBe('tok-123');
    expect(localStorage.getItem('userID')).toBe('1');
  });

  it.each([
    [
      'the page’s words for a wrong username or password, from the reason',
      json(401, { status: 'error', message: 'ignored', reason: 'credentials' }),
      'Invalid username or password',
    ],
    [
      'Invalid login, never the message, when no reason is given',
      json(401, { status: 'error', message: 'Invalid username or password' }),
      'Invalid login',
    ],
    ['Invalid login when the server gives no message', json(401, { status: 'error' }), 'Invalid login'],
    ['Invalid login for a 200 whose status is not success', json(200, { status: 'failed' }), 'Invalid login'],
    [
      'the site’s limit in its own words, with the wait rounded up from Retry-After',
      new Response(JSON.stringify({ status: 'error', message: 'ignored' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '841' },
      }),
      'Too many failed login attempts. Please wait 15 minutes and try again.',
    ],
    [
      'one minute in the singular',
      new Response('{}', { status: 429, headers: { 'Retry-After': '12' } }),
      'Too many failed login attempts. Please wait 1 minute and try again.',
    ],
    [
      'the backend’s own 429 (no Retry-After) as a refusal, not its message',
      json(429, { status: 'error', message: 'Slow down' }),
      'Invalid login',
    ],
  ])('shows %s in an alert, and stores nothing', async (_, answer, text) => {
    fetchMock.mockResolvedValue(answer);
    const { user } = renderLogin();
    await fillIn(user, 'admin', 'wrong');
    await user.click(loginButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(goTo).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the answer is not JSON', () => Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 200 }))],
    [
      'the server answers 502',
      () => Promise.resolve(json(502, { status: 'error', message: 'The service is not reachable' })),
    ],
    ['the backend answers 500', () => Promise.resolve(new Response('<h1>Server Error (500)</h1>', { status: 500 }))],
    ['success comes without a token', () => Promise.resolve(json(200, { status: 'success', userID: 1 }))],
  ])('says "Server error. Try again later." and logs it when %s', async (_, answer) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(answer);
    const { user } = renderLogin();
    await fillIn(user, 'admin', 'agro@2025');
    await user.click(loginButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Server error. Try again later.'));
    expect(consoleError).toHaveBeenCalledWith('Server error. Try again later.', expect.anything());
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says "Please fill in all fields." when submitted empty, and sends nothing', async () => {
    renderLogin();
    fireEvent.submit(loginButton().closest('form')!);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button while the login is in progress', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderLogin();
    await fillIn(user, 'admin', 'agro@2025');
    await user.click(loginButton());
    await waitFor(() => expect(loginButton()).toBeDisabled());
    await act(async () => answer(json(401, { status: 'error', message: 'No' })));
    await waitFor(() => expect(loginButton()).toBeEnabled());
  });

  it.each([
    ['/admin/registrations?q=पुणे', '/admin/registrations?q=%E0%A4%AA%E0%A5%81%E0%A4%A3%E0%A5%87'],
    ['/admin/registrations?q=pune', '/admin/registrations?q=pune'],
    ['//evil.example/admin', '/profile'],
    ['/\\evil.example', '/profile'],
    ['javascript:alert(1)', '/profile'],
  ])('after a login with ?next=%s, goes to %s', async (next, path) => {
    fetchMock.mockResolvedValue(json(200, { status: 'success', token: 't', userID: 1 }));
    window.history.replaceState(null, '', `/login?next=${encodeURIComponent(next)}`);
    try {
      const { user } = renderLogin();
      await fillIn(user, 'admin', 'agro@2025');
      await user.click(loginButton());
      await waitFor(() => expect(goTo).toHaveBeenCalledWith(path));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('logs in from the keyboard: Enter in the password field submits', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'success', token: 't', userID: 'u-9' }));
    const { user } = renderLogin();
    await fillIn(user, 'admin', 'agro@2025{Enter}');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/profile'));
    expect(localStorage.getItem('userID')).toBe('u-9');
  });
});
