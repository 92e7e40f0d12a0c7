import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { auth, authExtras } from '../../src/content/auth.ts';
import type { RegistrationAnswer } from '../../src/features/registration/contract.ts';
import { RegistrationForm } from '../../src/features/registration/RegistrationForm.island.tsx';
import { FakeXhr } from './fake-xhr.ts';

/** What the registration form's unit tests share: the form's words, rendering it, its requests. */
export const copy = { ...auth.registration, documentRules: authExtras.registration.documentRules };

/** The office's details as the page passes them (a retry-able failure gives them). */
export const office = { email: 'office@agro.example', phone: { display: '+91 20 1234 5678', tel: '+912012345678' } };

export function renderForm(initial?: RegistrationAnswer) {
  render(<RegistrationForm copy={copy} initial={initial} office={office} />);
  return userEvent.setup();
}

export const button = () => screen.getByRole('button', { name: /^Register/ });

/** The nth request the form sent, once it has. */
export const request = async (n = 0) => {
  await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(n));
  return FakeXhr.sent[n]!;
};

/** Each test starts with no draft stored and XMLHttpRequest replaced by FakeXhr. */
export function withFakeXhr() {
  beforeEach(() => {
    FakeXhr.reset();
    localStorage.clear();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
