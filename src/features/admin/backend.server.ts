import { callBackend, type BackendConfig, type BackendProblem } from '../../../server/backend/client.ts';
import type { Caller } from '../../../server/visitor.ts';
import { registrationFormData, type RegistrationValues } from '../registration/contract.ts';
import { readRecords } from './read-records.server.ts';
import type { AdminRecord } from './records.ts';

/** How a call of the admin area ended. `unauthorized`: the session's token is no longer good. */
export type Answer<T> = { ok: true; value: T } | { ok: false; problem: BackendProblem };

/** GET {api}/api/customer/allcustomers/ (spec §7) with the admin's token, read tolerantly. */
export async function listRecords(
  visitor: Caller,
  config: BackendConfig,
  token: string,
): Promise<Answer<{ records: AdminRecord[]; unreadable: number }>> {
  const result = await callBackend(visitor, config, {
    method: 'GET',
    path: '/api/customer/allcustomers/',
    token,
  });
  if (!result.ok) return { ok: false, problem: result.problem };
  const read = readRecords(result.answer.json);
  return read ? { ok: true, value: read } : { ok: false, problem: 'failed' };
}

/**
 * PUT {api}/api/customer/updatecustomer/{id} (spec §7, written without a trailing slash):
 * the seven text fields as a multipart form, what the registration itself is sent as and
 * what Django REST reads by default; the document is left as it is.
 */
export async function updateRecord(
  visitor: Caller,
  config: BackendConfig,
  token: string,
  id: string,
  values: RegistrationValues,
): Promise<Answer<undefined>> {
  const form = registrationFormData(values);
  const path = `/api/customer/updatecustomer/${encodeURIComponent(id)}`;
  const result = await callBackend(visitor, config, { method: 'PUT', path, form, token });
  return result.ok ? { ok: true, value: undefined } : { ok: false, problem: result.problem };
}
