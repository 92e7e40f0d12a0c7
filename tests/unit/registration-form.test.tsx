// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { auth } from '../../src/content/auth.ts';
import { RegistrationForm } from '../../src/features/registration/RegistrationForm.island.tsx';
import { FakeXhr } from './fake-xhr.ts';
import { button, copy, office, renderForm, request, withFakeXhr } from './registration-harness.tsx';

const taken = 'This Registration No is already registered. Check the number, or write to us if it is yours.';
const sentForm = () => FakeXhr.sent[0]?.body as FormData;
const pdf = () => new File(['%PDF-1.4 test'], 'licence.pdf', { type: 'application/pdf' });
/** Plays the server's answer to the nth request. */
const answer = async (status: number, body: unknown, n = 0) => {
  const xhr = await request(n);
  act(() => xhr.respond(status, body));
};

withFakeXhr();

describe('registration form', () => {
  it('labels every field, with a multi-line address, a date picker and a file input', () => {
    renderForm();
    for (const label of Object.values(auth.registration.labels))
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Address').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Registration Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Upload Document')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Mobile No')).toHaveAccessibleDescription(auth.registration.hints.mobileNumber);
    // Ten digits without +91: `tel-national` on a text input with the digit keypad (decision 086).
    for (const [name, value] of Object.entries({
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'tel-national',
      maxlength: '10',
      pattern: '[0-9]{10}',
    }))
      expect(screen.getByLabelText('Mobile No')).toHaveAttribute(name, value);
    expect(button()).toHaveTextContent('Register');
    expect(button()).toBeEnabled();
  });

  it('is a real multipart form for browsers without JavaScript', () => {
    renderForm();
    const form = button().closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form.getAttribute('action')).toMatch(/^\/profile/);
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    const names = [...form.querySelectorAll('input, textarea')].map((el) => el.getAttribute('name'));
    expect(names).toEqual([
      'name',
      'address',
      'agro_tour_name',
      'registration_number',
      'mobile_number',
      'email_id',
      'registration_date',
      'upload_document',
      // The site's own consent box (decision 095), never sent on to the backend.
      'list_in_directory',
    ]);
  });

  it('posts multipart with every field, a missing one as an empty string, the chosen file and a key', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'सुनीता पाटील');
    await user.type(screen.getByLabelText('Mobile No'), '9876543210');
    await user.upload(screen.getByLabelText('Upload Document'), pdf());
    await user.click(button());
    const xhr = await request();
    expect(FakeXhr.sent).toHaveLength(1);
    expect(xhr.url).toBe('/api/register/registrations/');
    expect(xhr.method).toBe('POST');
    expect(xhr.headers['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(xhr.headers.Accept).toBe('application/json');
    const sent = sentForm();
    expect(Object.fromEntries([...sent.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      name: 'सुनीता पाटील',
      address: '',
      agro_tour_name: '',
      registration_number: '',
      mobile_number: '9876543210',
      email_id: '',
      registration_date: '',
    });
    expect((sent.get('upload_document') as File).name).toBe('licence.pdf');
  });

  it('sends no file part when no file is chosen', async () => {
    const user = renderForm();
    await user.click(button());
    await request();
    expect(sentForm().has('upload_document')).toBe(false);
    expect([...sentForm().keys()]).toHaveLength(7);
  });

  it('reads Registering... and is disabled while sending, then Register again', async () => {
    const user = renderForm();
    await user.click(button());
    await waitFor(() => expect(button()).toHaveTextContent('Registering...'));
    expect(button()).toBeDisabled();
    await answer(201, {});
    await waitFor(() => expect(button()).toHaveTextContent(/^Register$/));
    expect(button()).toBeEnabled();
  });

  it('is disabled while a field is invalid, and says why beside the field', async () => {
    const user = renderForm();
    const mobile = screen.getByLabelText('Mobile No');
    await user.type(mobile, '987654321');
    await user.tab();
    await waitFor(() => expect(button()).toBeDisabled());
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(
      `${auth.registration.hints.mobileNumber} ${auth.registration.errors.mobileNumber}`,
    );
    await user.type(mobile, '0');
    await waitFor(() => expect(button()).toBeEnabled());
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });

  it('explains an invalid e-mail address', async () => {
    const user = renderForm();
    const email = screen.getByLabelText('Email ID');
    await user.type(email, 'name@');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription(auth.registration.errors.emailId));
    expect(button()).toBeDisabled();
  });

  it('says "Registration successful!" on success, then clears the form and the chosen file', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Sunita');
    await user.type(screen.getByLabelText('Address'), 'Velhe{Enter}Pune');
    await user.upload(screen.getByLabelText('Upload Document'), pdf());
    await user.click(button());
    await answer(201, { status: 'success', message: 'Registration successful!' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration successful!'));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect((screen.getByLabelText('Upload Document') as HTMLInputElement).files).toHaveLength(0);
    // Focus goes to the message, not to the page's body (issue 42).
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
  });

  it.each([
    ['a field is typed in', (user: ReturnType<typeof renderForm>) => user.type(screen.getByLabelText('Name'), 'A')],
    [
      'a document is chosen',
      (user: ReturnType<typeof renderForm>) => user.upload(screen.getByLabelText('Upload Document'), pdf()),
    ],
    ['the directory box is ticked', (user: ReturnType<typeof renderForm>) => user.click(screen.getByRole('checkbox'))],
  ])('takes "Registration successful!" away as soon as %s for the next one', async (_, edit) => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Sunita');
    await user.click(button());
    await answer(201, { status: 'success', message: 'Registration successful!' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration successful!'));
    await edit(user);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('takes away the success of a registration sent without JavaScript once the form is edited', async () => {
    const user = renderForm({ kind: 'registered', status: 201 });
    expect(screen.getByRole('alert')).toHaveTextContent('Registration successful!');
    await user.type(screen.getByLabelText('Email ID'), 'a');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('keeps a failure’s message while the form is edited: it says what to change', async () => {
    const user = renderForm();
    await user.click(button());
    await answer(502, { status: 'error', message: 'not reachable' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to register. Try again later.'));
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to register. Try again later.');
  });

  it('says "Registration successful!" when the server sends no message', async () => {
    const user = renderForm();
    await user.click(button());
    await answer(201, {});
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration successful!'));
  });

  it('says "Failed to register. Try again later." and names the fields the server refused, keeping the values', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Email ID'), 'sunita@example.com');
    await user.click(button());
    await answer(400, {
      status: 'error',
      message: 'Some fields are not valid.',
      fields: { email_id: 'ignored: the page says the code in its words' },
      problems: { email_id: 'unique' },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 2_000 });
    await waitFor(() => expect(alert).toHaveTextContent('Failed to register. Try again later.'));
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Email ID: a registration with this value already exists.',
    );
    expect(screen.getByLabelText('Email ID')).toHaveValue('sunita@example.com');
  });

  it('leads with an already registered Registration No, marks the field with why and moves focus to it', async () => {
    const user = renderForm();
    const field = screen.getByLabelText('Registration No');
    await user.type(field, 'MTDC-1');
    await user.click(button());
    await answer(400, { status: 'error', message: 'x', problems: { registration_number: 'unique' } });
    const alert = await screen.findByRole('alert', {}, { timeout: 2_000 });
    await waitFor(() => expect(alert.querySelector('p')?.textContent).toBe(taken));
    expect(alert).not.toHaveTextContent('Try again later');
    expect(within(alert).queryByRole('listitem')).toBeNull();
    expect(within(alert).queryByRole('link')).toBeNull();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(taken);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('MTDC-1');
    expect(button()).toBeEnabled();
    // Changing the number takes the mark away; the form may be sent again.
    await user.type(field, '2');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAccessibleDescription(taken);
  });

  it('says when to try again after too many registrations (429 with Retry-After), keeping the values', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Sunita');
    await user.click(button());
    const xhr = await request(0);
    act(() => xhr.respond(429, { status: 'error', message: 'Too many registrations.' }, { 'retry-after': '1740' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 2_000 });
    await waitFor(() => expect(alert).toHaveTextContent('Failed to register. Try again later.'));
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Too many registrations have been sent just now. Please try again in 29 minutes.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Sunita');
  });

  it.each([
    ['the server answers 502', 502, { status: 'error', message: 'not reachable' }],
    ['the answer is an HTML error page', 500, '<h1>Server Error</h1>'],
  ])('says only the failure message, and offers Try again, when %s', async (_, status, body) => {
    const user = renderForm();
    await user.click(button());
    await answer(status, body);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.querySelector('p')?.textContent).toBe('Failed to register. Try again later.'));
    expect(within(alert).queryByRole('listitem')).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    // No field to fix: the answer, above the fields, takes the focus (decision 104).
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    // A retry may fix it; if it keeps failing, the office's e-mail and phone.
    expect(alert).toHaveTextContent(
      `If it keeps failing, write to us or call us: ${office.email} or ${office.phone.display}`,
    );
    expect(within(alert).getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
    expect(within(alert).getByRole('link', { name: office.phone.display })).toHaveAttribute(
      'href',
      `tel:${office.phone.tel}`,
    );
  });

  it('does not offer Try again for an answer that names a field to change', async () => {
    const user = renderForm();
    await user.click(button());
    await answer(400, { status: 'error', message: 'x', problems: { registration_number: 'unique' } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(taken));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('refuses a document over 10 MB before sending it', async () => {
    const user = renderForm();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    const input = screen.getByLabelText('Upload Document');
    await user.upload(input, big);
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('The document is too large: it may be at most 10 MB.'),
    );
    expect(button()).toBeDisabled();
    await user.upload(input, pdf());
    expect(button()).toBeEnabled();
  });

  it('refuses a document of another declared type before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<RegistrationForm copy={copy} office={office} />);
    const input = screen.getByLabelText('Upload Document');
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('The document must be a PDF, JPEG, PNG or WebP file.'),
    );
  });

  it('shows the answer to a registration sent without JavaScript, with the values kept', async () => {
    renderForm({
      kind: 'refused',
      status: 400,
      message: 'Some fields are not valid.',
      problems: { mobile_number: 'mobile' },
      values: {
        name: 'Sunita',
        address: 'Velhe',
        agro_tour_name: '',
        registration_number: '',
        mobile_number: '12345',
        email_id: '',
        registration_date: '',
      },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to register. Try again later.');
    expect(alert).toHaveTextContent('Mobile No: must be exactly 10 digits (0-9).');
    expect(screen.getByLabelText('Name')).toHaveValue('Sunita');
    expect(screen.getByLabelText('Mobile No')).toHaveValue('12345');
    // Once alive, the form checks the kept values too.
    await waitFor(() => expect(screen.getByLabelText('Mobile No')).toHaveAttribute('aria-invalid', 'true'));
    expect(button()).toBeDisabled();
  });

  it('leads with an already registered Registration No sent without JavaScript, the field marked and focused', () => {
    const values = {
      name: 'Sunita',
      address: '',
      agro_tour_name: '',
      registration_number: 'MTDC-1',
      mobile_number: '',
      email_id: '',
      registration_date: '',
    };
    const duplicate = {
      kind: 'refused',
      status: 400,
      message: 'Some fields are not valid.',
      problems: { registration_number: 'unique' },
      values,
    } as const;
    // What the page sends a browser without JavaScript: the field autofocused, its reason under it.
    const html = renderToString(<RegistrationForm copy={copy} initial={duplicate} office={office} />);
    expect(html).toMatch(/<input [^>]*id="registration-registration_number"[^>]*autofocus=""/);
    expect(html.match(/autofocus/g)).toHaveLength(1);
    renderForm(duplicate);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe(taken);
    const field = screen.getByLabelText('Registration No');
    expect(field).toHaveValue('MTDC-1');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(taken);
    expect(field).toHaveFocus();
  });

  it('says "Registration successful!" for a registration sent without JavaScript', () => {
    renderForm({ kind: 'registered', status: 201 });
    expect(screen.getByRole('alert')).toHaveTextContent('Registration successful!');
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows that answer above the fields, where the page opens, and does not take the focus as it wakes', () => {
    renderForm({ kind: 'registered', status: 201 });
    const result = screen.getByRole('alert').parentElement!;
    expect(result).toHaveAttribute('id', 'registration-result');
    expect(result.parentElement?.firstElementChild).toBe(result);
    expect(result.compareDocumentPosition(screen.getByLabelText('Name'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // The visitor woke the form by reaching into it: the focus stays where they put it.
    expect(result).not.toHaveFocus();
  });
});
