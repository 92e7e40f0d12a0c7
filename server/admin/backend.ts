import type { Request } from 'express';
import type { AdminRecord } from '../../src/features/admin/records.ts';
import type { BackendProblem } from '../../src/features/admin/page-data.ts';
import { registrationTextFields, type RegistrationValues } from '../../src/features/registration/contract.ts';
import type { Config } from '../config.ts';
import { forwardedHeaders } from '../forwarded.ts';
import { readRecords } from './records.ts';

type BackendConfig = Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>;

/** How a call of the admin area ended. `unauthorized`: the session's token is no longer good. */
export type Answer<T> =
  { ok: true; value: T } | { ok: false; problem: BackendProblem | 'unauthorized' | 'not-found' | 'refused' };

const url = (config: BackendConfig, path: string) =>
  new URL(`${config.apiUrl.pathname.replace(/\/$/, '')}${path}`, config.apiUrl);

/** One call with the admin's token (Django REST's `Authorization: Token …`), its answer as status and JSON. */
async function call(req: Request, config: BackendConfig, token: string, path: string, init: RequestInit = {}) {
  try {
    const response = await fetch(url(config, path), {
      ...init,
      headers: {
        ...forwardedHeaders(req, config.siteUrl),
        accept: 'application/json',
        authorization: `Token ${token}`,
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(config.apiTimeoutMs),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  } catch (error) {
    return { status: error instanceof DOMException && error.name === 'TimeoutError' ? 504 : 502, body: undefined };
  }
}

function failure(status: number): Answer<never> {
  if (status === 401 || status === 403) return { ok: false, problem: 'unauthorized' };
  if (status === 404) return { ok: false, problem: 'not-found' };
  if (status === 504) return { ok: false, problem: 'slow' };
  if (status === 502) return { ok: false, problem: 'down' };
  if (status >= 400 && status < 500) return { ok: false, problem: 'refused' };
  return { ok: false, problem: 'failed' };
}

/** GET {api}/api/customer/allcustomers/ (spec §7), read tolerantly. */
export async function listRecords(
  req: Request,
  config: BackendConfig,
  token: string,
): Promise<Answer<{ records: AdminRecord[]; unreadable: number }>> {
  const { status, body } = await call(req, config, token, '/api/customer/allcustomers/');
  if (status < 200 || status >= 300) return failure(status);
  const read = readRecords(body);
  return read ? { ok: true, value: read } : { ok: false, problem: 'failed' };
}

/**
 * PUT {api}/api/customer/updatecustomer/{id} (spec §7, written without a trailing slash):
 * the seven text fields as a multipart form, what the registration itself is sent as and
 * what Django REST reads by default; the document is left as it is.
 */
export async function updateRecord(
  req: Request,
  config: BackendConfig,
  token: string,
  id: string,
  values: RegistrationValues,
): Promise<Answer<undefined>> {
  const form = new FormData();
  for (const name of registrationTextFields) form.append(name, values[name]);
  const { status } = await call(req, config, token, `/api/customer/updatecustomer/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: form,
  });
  return status >= 200 && status < 300 ? { ok: true, value: undefined } : failure(status);
}
