// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contact } from '../../src/content/contact.ts';
import { ContactForm } from '../../src/pages/contact/ContactForm.island.tsx';
import { contactMailto } from '../../src/pages/contact/contact-mail.ts';
import { openMailto } from '../../src/pages/contact/open-mailto.ts';

vi.mock('../../src/pages/contact/open-mailto.ts', () => ({ openMailto: vi.fn<(href: string) => void>() }));

const { form: copy } = contact;
const office = 'info@agrotourism.example';

function setup() {
  render(
    <>
      <h1 id="heading">{contact.heading}</h1>
      <ContactForm copy={copy} office={office} headingId="heading" />
    </>,
  );
  return {
    user: userEvent.setup(),
    name: screen.getByLabelText(copy.labels.name),
    email: screen.getByLabelText(copy.labels.email),
    message: screen.getByLabelText(copy.labels.message),
    send: screen.getByRole('button', { name: copy.submit }),
  };
}

beforeEach(() => vi.mocked(openMailto).mockClear());
afterEach(cleanup);

describe('ContactForm', () => {
  it('has the three required fields, a five-row message, and is named by the page heading', () => {
    const { name, email, message, send } = setup();
    expect(screen.getByRole('form', { name: contact.heading })).toBeInTheDocument();
    for (const field of [name, email, message]) expect(field).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '5');
    expect(send).toBeEnabled();
    expect(name).toHaveAccessibleDescription(copy.note);
  });

  it('shows an error under each empty field, tied to it, and focuses the first', async () => {
    const { user, name, email, message, send } = setup();
    await user.click(send);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(`${copy.errors.nameRequired} ${copy.note}`);
    expect(email).toHaveAccessibleDescription(`${copy.errors.emailRequired} ${copy.note}`);
    expect(message).toHaveAccessibleDescription(`${copy.errors.messageRequired} ${copy.note}`);
    expect(name).toHaveFocus();
    expect(openMailto).not.toHaveBeenCalled();
  });

  it('counts a field of spaces as empty', async () => {
    const { user, name, email, message, send } = setup();
    await user.type(name, '   ');
    await user.type(email, 'asha@gaon.example');
    await user.type(message, 'Hello');
    await user.click(send);
    expect(name).toHaveAccessibleDescription(`${copy.errors.nameRequired} ${copy.note}`);
    expect(openMailto).not.toHaveBeenCalled();
  });

  it('tells a malformed e-mail address apart, and clears a message once the field is fixed', async () => {
    const { user, name, email, message, send } = setup();
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
    expect(openMailto).not.toHaveBeenCalled();
  });

  it('when valid, opens an e-mail to the office with the three fields, and says so', async () => {
    const { user, name, email, message, send } = setup();
    await user.type(name, 'Asha Patil');
    await user.type(email, 'asha@gaon.example');
    await user.type(message, 'We would like to visit.{Enter}Two adults.');
    await user.click(send);
    expect(openMailto).toHaveBeenCalledTimes(1);
    expect(openMailto).toHaveBeenCalledWith(
      contactMailto(
        office,
        { name: 'Asha Patil', email: 'asha@gaon.example', message: 'We would like to visit.\nTwo adults.' },
        copy,
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent(copy.opened);
  });
});
