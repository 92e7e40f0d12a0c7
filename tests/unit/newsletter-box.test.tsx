// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { footer } from '../../src/content/footer.ts';
import type { NewsletterResult } from '../../src/features/newsletter/contract.ts';
import { Newsletter } from '../../src/features/newsletter/Newsletter.island.tsx';
import { minimumFillMs } from '../../src/forms/visitor-post.ts';

const copy = footer.newsletter;

function setup(initial?: NewsletterResult | { answer: { status: 'received'; next: 'confirm' | 'subscribed' } }) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  vi.stubGlobal('fetch', fetch);
  // The box came alive at 0 ms; every later reading is past the fill time a person takes.
  const now = vi.spyOn(performance, 'now').mockReturnValue(0);
  render(<Newsletter copy={copy} idPrefix="box" heading={copy.heading} initial={initial} />);
  now.mockReturnValue(minimumFillMs + 1_000);
  return {
    fetch,
    user: userEvent.setup(),
    form: screen.getByRole('form', { name: copy.heading }),
    email: screen.getByLabelText(copy.inputLabel),
    subscribe: screen.getByRole('button', { name: copy.button }),
  };
}
const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the newsletter box', () => {
  it('is a plain form posted to /newsletter: a required e-mail field, a hidden field for robots, the words of consent', () => {
    const { form, email } = setup();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter#newsletter-answer');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('maxlength', '254');
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription(copy.note);
    const trap = screen.getByLabelText(copy.honeypot);
    expect([trap.getAttribute('name'), trap.getAttribute('tabindex')]).toEqual(['website', '-1']);
    expect(trap.parentElement).toHaveClass('visually-hidden');
    expect(screen.getByRole('link', { name: copy.privacy })).toHaveAttribute('href', '/privacy#newsletter');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('checks the address first: empty or malformed is said, the field focused, nothing sent', async () => {
    const { user, email, subscribe, fetch } = setup();
    await user.click(subscribe);
    expect(screen.getByRole('alert')).toHaveTextContent(copy.emptyEmail);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    await user.type(email, 'asha@gaon');
    await user.click(subscribe);
    expect(screen.getByRole('alert')).toHaveTextContent(copy.invalidEmail);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts JSON with an Idempotency-Key and the fill time; once kept, says a mail is on its way and clears the field', async () => {
    const { user, email, subscribe, fetch } = setup();
    fetch.mockResolvedValueOnce(answer(200, { status: 'received', next: 'confirm' }));
    await user.type(email, 'asha@gaon.example');
    await user.click(subscribe);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(copy.confirmSent));
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/newsletter');
    expect(init?.method).toBe('POST');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'asha@gaon.example',
      website: '',
      filledMs: minimumFillMs + 1_000,
    });
    expect(email).toHaveValue('');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('keeps the key for a retry of the same address after a failure, and says why it failed; what was typed stays', async () => {
    const { user, email, subscribe, fetch } = setup();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetch.mockResolvedValueOnce(answer(429, { status: 'limited', retryAfterSeconds: 600 }, { 'Retry-After': '600' }));
    fetch.mockResolvedValueOnce(answer(503, { status: 'unavailable' }));
    fetch.mockResolvedValueOnce(answer(200, { status: 'received', next: 'subscribed' }));
    await user.type(email, 'asha@gaon.example');
    await user.click(subscribe);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(copy.failures.connection));
    await user.click(subscribe);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please try again in 10 minutes.'));
    await user.click(subscribe);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(copy.failures.unavailable));
    expect(email).toHaveValue('asha@gaon.example');
    await user.click(subscribe);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(copy.subscribed));
    const keys = fetch.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
  });

  it('shows the page’s answer to the box sent without JavaScript: the problem and what was typed, or kept', () => {
    const { email } = setup({ answer: { status: 'invalid', problems: { email: 'invalid' } }, email: 'asha@' });
    expect(email).toHaveValue('asha@');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(copy.invalidEmail);
    cleanup();
    setup({ answer: { status: 'received', next: 'subscribed' } });
    expect(screen.getByRole('status')).toHaveTextContent(copy.subscribed);
  });
});
