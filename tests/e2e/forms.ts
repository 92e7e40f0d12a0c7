import type { APIRequestContext, Page } from '@playwright/test';
import { backendUrl } from '../../playwright.config.ts';
import type { ReceivedRegistration } from '../../server/contract-backend/backend.ts';
import { hydrated } from './fixtures.ts';

/** What the form specs share: opening a form, its parts, and what the contract backend received. */

/** Opens a page (a path, or a whole URL) and waits for its islands to be alive. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

export const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });
export const formAlert = (page: Page) => page.getByRole('main').getByRole('alert');
export const registerButton = (page: Page, name: string | RegExp = /^Register/) =>
  page.getByRole('main').getByRole('button', { name });

/** The registrations the contract backend received with this Registration No. */
export async function received(
  request: APIRequestContext,
  registrationNumber: string,
): Promise<ReceivedRegistration[]> {
  const all = (await (await request.get(`${backendUrl}/__control/registrations`)).json()) as ReceivedRegistration[];
  return all.filter((registration) => registration.fields.registration_number === registrationNumber);
}

/** Runs `body` while the contract backend is down or slow on `path`, and sets it right afterwards, whatever happened. */
export async function whileBackend(
  request: APIRequestContext,
  { mode, path, ms }: { mode: 'down' | 'slow'; path: string; ms?: number },
  body: () => Promise<void>,
) {
  await request.post(`${backendUrl}/__control/${mode}?path=${path}${ms === undefined ? '' : `&ms=${ms}`}`);
  try {
    await body();
  } finally {
    await request.post(`${backendUrl}/__control/ok?path=${path}`);
  }
}
