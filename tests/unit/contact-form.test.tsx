// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact } from '../../src/content/contact.ts';
import type { ContactResult } from '../../src/features/contact/contract.ts';
import { minimumFillMs } from '../../src/forms/visitor-post.ts';
import { ContactForm } from '../../src/pages/contact/ContactForm.island.tsx';

const { form: copy } = contact;
/** What the message's count says once the form is alive: `n` characters left (5,000 grouped as in India). */
const left = (n: number) => copy.count.left.other.replace('{n}', n.toLocaleString('en-IN'));
/** The polite live region under the message, which says the count near the limit. */
const spoken = () => document.querySelector(`#contact-message-count + [aria-live="polite"]`);
const office = { email: 'info@agrotourism.example', phone: { display: '+91 20 4000 0000', tel: '+912040000000' } };

function setup(initial?: ContactResult | { answer: { status: 'received' } }) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  vi.stubGlobal('fetch', fetch);
  render(
    <>
      <h1 id="heading">{contact.heading}</h1>
      <ContactForm copy={copy} office={office} headingId="heading" initial={initial} />
    </>,
  );
  return {
    fetch,
    user: userEvent.setup(),
    form: screen.getByRole('form', { name: contact.heading }),
    name: screen.getByLabelText(copy.labels.name),
    email: screen.getByLabelText(copy.labels.email),
    message: screen.getByLabelText(copy.labels.message),
    send: screen.getByRole('button', { name: copy.submit }),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContactForm', () => {
  it('is a plain form posted to the page: three required fields with their limits, a five-row message', () => {
    const { form, name, email, message, send } = setup();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact#contact-answer');
    expect([name, email, message].map((field) => field.getAttribute('name'))).toEqual(['name', 'email', 'message']);
    for (const field of [name, email, message]) expect(field).toBeRequired();
    // Alive, the message has no maxlength: its count says the limit (below); the server's page keeps it.
    expect([name, email, message].map((field) => field.getAttribute('maxlength'))).toEqual(['100', '254', null]);
    expect(renderToString(<ContactForm copy={copy} office={office} headingId="heading" />)).toMatch(
      /<textarea [^>]*maxLength="5000"/,
    );
    expect(email).toHaveAttribute('type', 'email');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '5');
    expect(send).toBeEnabled();
    expect(name).toHaveAccessibleDescription(copy.note);
  });

  it('has a hidden field robots fill: labelled to be left empty, out of the tab order, never autofilled', () => {
    setup();
    const trap = screen.getByLabelText(copy.honeypot);
    expect(trap).toHaveAttribute('name', 'website');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.parentElement).toHaveClass('visually-hidden');
  });

  it('shows an error under each empty field, tied to it, focuses the first, and sends nothing', async () => {
    const { user, name, email, message, send, fetch } = setup();
    await user.type(email, '   ');
    await user.click(send);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(`${copy.errors.nameRequired} ${copy.note}`);
    expect(email).toHaveAccessibleDescription(`${copy.errors.emailRequired} ${copy.note}`);
    expect(message).toHaveAccessibleDescription(`${copy.errors.messageRequired} ${left(5_000)} ${copy.note}`);
    expect(name).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells a malformed e-mail address apart, and clears a message once the field is fixed', async () => {
    const { user, name, email, message, send, fetch } = setup();
    await user.type(name, 'Asha');
    await user.type(email, 'asha-at-gaon');
    await user.type(message, 'Hello');
    await user.click(send);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(`${copy.errors.emailInvalid} ${copy.note}`);
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.clear(email);
    await user.type(email, 'asha@gaon.example');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(copy.errors.emailInvalid)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s answer to the form sent without JavaScript: each field’s problem, what was typed, the alert', () => {
    const { name, email, message } = setup({
      answer: { status: 'invalid', problems: { name: 'tooLong', message: 'required' } },
      values: { name: 'A'.repeat(101), email: 'asha@gaon.example', message: '' },
    });
    expect(name).toHaveValue('A'.repeat(101));
    expect(email).toHaveValue('asha@gaon.example');
    expect(name).toHaveAccessibleDescription(`${copy.errors.nameTooLong} ${copy.note}`);
    expect(message).toHaveAccessibleDescription(`${copy.errors.messageRequired} ${left(5_000)} ${copy.note}`);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent(copy.failures.invalid);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('after a store that failed, offers the office’s e-mail and phone; once received, says so', () => {
    setup({ answer: { status: 'unavailable' }, values: { name: 'Asha', email: 'asha@gaon.example', message: 'Hi' } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(copy.failures.unavailable);
    expect(screen.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
    expect(screen.getByRole('link', { name: office.phone.display })).toHaveAttribute('href', `tel:${office.phone.tel}`);
    cleanup();
    setup({ answer: { status: 'received' } });
    expect(screen.getByRole('status')).toHaveTextContent(copy.received);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  // The server's answer to a post it shed (server/bounds.ts): JSON `unavailable`, with Retry-After.
  it.each([
    ['503 while the site is busy', 503],
    ['408 when the body came too slowly', 408],
  ])(
    'after a post the server shed (%s), offers the office’s e-mail and phone, and keeps what was typed',
    async (_, status) => {
      // The form came alive at 0 ms; by Send, a person's fill time has passed.
      const now = vi.spyOn(performance, 'now').mockReturnValue(0);
      const { user, fetch, name, email, message, send } = setup();
      now.mockReturnValue(minimumFillMs + 1_000);
      fetch.mockResolvedValueOnce(
        new Response(JSON.stringify({ status: 'unavailable' }), {
          status,
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '5' },
        }),
      );
      await user.type(name, 'Asha');
      await user.type(email, 'asha@gaon.example');
      await user.type(message, 'Hello');
      await user.click(send);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(copy.failures.unavailable));
      expect(screen.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
      expect(screen.getByRole('link', { name: office.phone.display })).toHaveAttribute(
        'href',
        `tel:${office.phone.tel}`,
      );
      expect(message).toHaveValue('Hello');
      expect(fetch).toHaveBeenCalledOnce();
    },
  );

  it('answers above the fields (decision 104): once received, the focus moves to the answer, the fields clear', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    const { user, fetch, form, name, email, message, send } = setup();
    now.mockReturnValue(minimumFillMs + 1_000);
    fetch.mockResolvedValueOnce(Response.json({ status: 'received' }));
    const answer = form.querySelector('#contact-answer');
    expect(answer).toBe(form.firstElementChild);
    expect(answer?.compareDocumentPosition(name)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await user.type(name, 'Asha');
    await user.type(email, 'asha@gaon.example');
    await user.type(message, 'Hello');
    await user.click(send);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(copy.received));
    expect(answer).toHaveFocus();
    expect(answer).toContainElement(screen.getByRole('status'));
    expect(answer).toContainElement(screen.getByRole('alert'));
    expect(message).toHaveValue('');
  });

  it('a field the server refuses takes the focus, not the answer above', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    const { user, fetch, name, email, message, send } = setup();
    now.mockReturnValue(minimumFillMs + 1_000);
    fetch.mockResolvedValueOnce(Response.json({ status: 'invalid', problems: { email: 'email' } }, { status: 400 }));
    await user.type(name, 'Asha');
    await user.type(email, 'asha@gaon.example');
    await user.type(message, 'Hello');
    await user.click(send);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(copy.failures.invalid));
    expect(email).toHaveFocus();
  });

  describe('the message’s count (decision 104)', () => {
    it('says the limit in the page the server sends, with maxlength; alive, the characters left, read with the field', () => {
      const html = renderToString(<ContactForm copy={copy} office={office} headingId="heading" />);
      expect(html).toContain(`<p id="contact-message-count"`);
      expect(html).toContain(copy.count.limit.replace('{limit}', '5,000'));
      const { message } = setup();
      expect(screen.getByText(left(5_000))).toHaveAttribute('id', 'contact-message-count');
      expect(message).toHaveAccessibleDescription(`${left(5_000)} ${copy.note}`);
      expect(spoken()).toBeEmptyDOMElement();
    });

    it('keeps a paste past 5,000 characters whole and says how many are too many, aloud once the typing pauses', async () => {
      const { message } = setup();
      fireEvent.change(message, { target: { value: 'शेत '.repeat(1_252) + 'अ' } });
      expect(message).toHaveValue('शेत '.repeat(1_252) + 'अ');
      const over = copy.count.over.other.replace('{n}', '9');
      expect(screen.getByText(over)).toHaveAttribute('id', 'contact-message-count');
      expect(message).toHaveAccessibleDescription(`${over} ${copy.note}`);
      // Said once the typing has paused, not at every key.
      expect(spoken()).toBeEmptyDOMElement();
      await waitFor(() => expect(spoken()).toHaveTextContent(over), { timeout: 2_000 });
      // One character too many is said in the singular, one left likewise.
      fireEvent.change(message, { target: { value: 'a'.repeat(5_001) } });
      expect(screen.getByText(copy.count.over.one.replace('{n}', '1'))).toBeInTheDocument();
      fireEvent.change(message, { target: { value: 'a'.repeat(4_999) } });
      expect(screen.getByText(copy.count.left.one.replace('{n}', '1'))).toBeInTheDocument();
    });

    it('is quiet far from the limit, and speaks within 500 characters of it', async () => {
      const { message } = setup();
      fireEvent.change(message, { target: { value: 'a'.repeat(4_499) } });
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(spoken()).toBeEmptyDOMElement();
      fireEvent.change(message, { target: { value: 'a'.repeat(4_500) } });
      await waitFor(() => expect(spoken()).toHaveTextContent(left(500)), { timeout: 2_000 });
    });

    it('refuses to send a message past the limit, keeping it whole, the field focused with why', async () => {
      const { user, fetch, name, email, message, send } = setup();
      await user.type(name, 'Asha');
      await user.type(email, 'asha@gaon.example');
      fireEvent.change(message, { target: { value: 'a'.repeat(5_010) } });
      await user.click(send);
      expect(message).toHaveFocus();
      expect(message).toHaveAccessibleDescription(
        `${copy.errors.messageTooLong} ${copy.count.over.other.replace('{n}', '10')} ${copy.note}`,
      );
      expect(message).toHaveValue('a'.repeat(5_010));
      expect(fetch).not.toHaveBeenCalled();
    });
  });
});
