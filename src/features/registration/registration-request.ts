import {
  registrationPath,
  registrationTextFields,
  uploadField,
  type RegistrationAnswer,
  type RegistrationValues,
} from './contract.ts';

/**
 * POST the registration as multipart (spec §3, §7): every text field, a missing one as an
 * empty string; the document only when one is chosen.
 */
export async function sendRegistration(
  values: Partial<RegistrationValues>,
  file: File | undefined,
): Promise<RegistrationAnswer> {
  const form = new FormData();
  for (const name of registrationTextFields) form.append(name, values[name] ?? '');
  if (file) form.append(uploadField, file, file.name);
  try {
    const response = await fetch(registrationPath, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
    });
    const body: unknown = await response.json().catch(() => undefined);
    const retryAfter = Number(response.headers.get('retry-after'));
    return { status: response.status, body, ...(retryAfter > 0 && { retryAfterSeconds: retryAfter }) };
  } catch {
    return { status: 0, body: undefined };
  }
}
