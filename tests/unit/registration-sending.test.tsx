// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { registrationSending as words } from '../../src/content/registration-sending.ts';
import { draftKey } from '../../src/features/registration/draft.ts';
import { RegistrationForm } from '../../src/features/registration/RegistrationForm.island.tsx';
import { FakeXhr } from './fake-xhr.ts';
import { button, copy, office, renderForm, request, withFakeXhr } from './registration-harness.tsx';

/**
 * The registration form on a slow or dropping connection (issue 27): progress and Cancel, Try
 * again with the same idempotency key, waiting while offline, and the draft on the device.
 * jsdom has no IndexedDB: the form says the document must be chosen again, as such a browser would.
 */
const KB = 1024;

const storedDraft = () => JSON.parse(localStorage.getItem(draftKey) ?? 'null') as Record<string, unknown> | null;
/** The polite live region that tells screen readers each quarter sent. */
const announcer = () => document.querySelector('.visually-hidden[aria-live="polite"]')?.textContent;
const pdf = () => new File([new Uint8Array(1024 * KB)], 'licence.pdf', { type: 'application/pdf' });

withFakeXhr();

describe('progress while sending', () => {
  it('shows a labelled bar with the percentage and bytes, and announces quarters, not every step', async () => {
    const user = renderForm();
    await user.upload(screen.getByLabelText('Upload Document'), pdf());
    await user.click(button());
    const xhr = await request();
    act(() => xhr.progress(100 * KB, 1024 * KB));
    const bar = await screen.findByRole('progressbar', { name: words.progress.label });
    expect(bar).toHaveAttribute('value', String(100 * KB));
    expect(bar).toHaveAttribute('max', String(1024 * KB));
    expect(bar).toHaveAccessibleDescription('9% sent: 100 KB of 1.0 MB');
    expect(announcer()).toBe('');
    act(() => xhr.progress(300 * KB, 1024 * KB));
    await waitFor(() => expect(bar).toHaveAccessibleDescription('29% sent: 300 KB of 1.0 MB'));
    expect(announcer()).toBe('25% sent.');
    act(() => xhr.progress(400 * KB, 1024 * KB));
    await waitFor(() => expect(bar).toHaveAccessibleDescription('39% sent: 400 KB of 1.0 MB'));
    expect(announcer()).toBe('25% sent.');
    act(() => xhr.progress(1024 * KB, 1024 * KB));
    await waitFor(() => expect(bar).toHaveAccessibleDescription('100% sent: 1.0 MB of 1.0 MB'));
    act(() => xhr.upload.dispatchEvent(new Event('load')));
    expect(await screen.findByText(words.progress.answering)).toBeInTheDocument();
    expect(button()).toHaveTextContent('Registering...');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('Cancel stops the send, says so, and the next Register goes with the same key', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Sunita');
    await user.click(button());
    const first = await request();
    act(() => first.progress(10, 100));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(first.aborted).toBe(true);
    expect(await screen.findByText(words.progress.cancelled)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(button()).toHaveTextContent(/^Register$/));
    expect(screen.getByLabelText('Name')).toHaveValue('Sunita');
    await user.click(button());
    const second = await request(1);
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });
});

describe('retries', () => {
  it('after a cut, Try again sends the same values under the same key', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Registration No'), 'MTDC-9');
    await user.click(button());
    const first = await request();
    act(() => first.cut({ uploaded: true }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Failed to register. Try again later.'));
    expect(alert).toHaveTextContent(words.retry.cut);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const second = await request(1);
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    expect((second.body as FormData).get('registration_number')).toBe('MTDC-9');
    act(() => second.respond(201, { status: 'success', message: 'Registration successful!' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration successful!'));
  });

  it('a refusal settles the key: the next registration gets a new one', async () => {
    const user = renderForm();
    await user.click(button());
    act(() => FakeXhr.sent[0]?.respond(400, { registration_number: ['already exists.'] }));
    const first = await request();
    await waitFor(() => expect(button()).toBeEnabled());
    await user.click(button());
    const second = await request(1);
    expect(second.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });

  it('explains a 409: the earlier registration from this form has arrived', async () => {
    const user = renderForm();
    await user.click(button());
    const xhr = await request();
    act(() => xhr.respond(409, { status: 'error', message: 'other details' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(words.retry.keyReused));
  });

  it('offline, says so and waits for the connection before sending', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = renderForm();
    act(() => void dispatchEvent(new Event('offline')));
    expect(await screen.findByText(words.retry.offline)).toBeInTheDocument();
    await user.click(button());
    expect(await screen.findByText(words.progress.waiting)).toBeInTheDocument();
    expect(button()).toHaveTextContent('Registering...');
    // The moment a send would have gone: the click's turn is over and the form shows it waits.
    expect(FakeXhr.sent).toHaveLength(0);
    onLine.mockReturnValue(true);
    act(() => void dispatchEvent(new Event('online')));
    await request();
    await waitFor(() => expect(screen.queryByText(words.retry.offline)).toBeNull());
  });
});

describe('the draft on this device', () => {
  it('keeps each value as it is typed, and puts it back when the form comes back', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'सुनीता');
    await user.type(screen.getByLabelText('Mobile No'), '98765');
    expect(storedDraft()).toMatchObject({ values: { name: 'सुनीता', mobile_number: '98765' } });
    expect(screen.getByText(words.draft.kept)).toBeInTheDocument();
    cleanup();
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('सुनीता'));
    expect(screen.getByLabelText('Mobile No')).toHaveValue('98765');
    expect(screen.getByText(words.draft.restored)).toBeInTheDocument();
    // The restored values are checked as typed ones are.
    await waitFor(() => expect(button()).toBeDisabled());
  });

  it('clears the draft after a registration', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Sunita');
    await user.click(button());
    expect(storedDraft()).toMatchObject({ values: { name: 'Sunita' }, key: expect.any(String) });
    const xhr = await request();
    act(() => xhr.respond(201, {}));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration successful!'));
    expect(localStorage.getItem(draftKey)).toBeNull();
    expect(screen.queryByRole('button', { name: words.draft.discard })).toBeNull();
  });

  it('Discard draft empties the form and the device', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Address'), 'Velhe');
    await user.click(screen.getByRole('button', { name: words.draft.discard }));
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(localStorage.getItem(draftKey)).toBeNull();
    expect(await screen.findByText(words.draft.discarded)).toBeInTheDocument();
  });

  it('says plainly when this browser cannot keep the document', async () => {
    const user = renderForm();
    await user.upload(screen.getByLabelText('Upload Document'), pdf());
    expect(await screen.findByText(words.draft.documentNotKept)).toBeInTheDocument();
    expect(storedDraft()).toMatchObject({ document: { name: 'licence.pdf', size: 1024 * KB } });
  });

  it('asks for the document again when the draft had one this browser no longer holds', async () => {
    localStorage.setItem(
      draftKey,
      JSON.stringify({ savedAt: Date.now(), values: { name: 'Sunita' }, document: { name: 'a.pdf', size: 10 } }),
    );
    renderForm();
    expect(await screen.findByText(words.draft.chooseAgain)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Sunita');
  });

  it('never puts a key in the page the server renders', () => {
    localStorage.setItem(
      draftKey,
      JSON.stringify({ savedAt: Date.now(), values: {}, key: 'b3d1c2a4-1111-4222-8333-444455556666' }),
    );
    const html = renderToString(<RegistrationForm copy={copy} office={office} />);
    expect(html).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(html).not.toContain(words.draft.kept);
  });
});
