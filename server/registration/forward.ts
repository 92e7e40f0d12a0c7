import type { Request } from 'express';
import {
  edgeMessages,
  registrationPath,
  registrationTextFields,
  uploadField,
  type RegistrationValues,
} from '../../src/features/registration/contract.ts';
import type { Config } from '../config.ts';
import { forwardedHeaders } from '../forwarded.ts';
import type { RegistrationOutcome } from './outcome.ts';

export interface Document {
  /** The bytes, with the type their first bytes showed. */
  blob: Blob;
  name: string;
}

/**
 * Sends a checked registration on to the backend as a fresh multipart request, to the same
 * path: every text field (missing ones as empty strings), the document only when there is
 * one, byte for byte with its name and type. The backend's answer comes back as it was,
 * except that an error page that is not JSON becomes a JSON message (it could show internals).
 */
export async function forwardRegistration(
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>,
  req: Request,
  values: RegistrationValues,
  document: Document | undefined,
): Promise<RegistrationOutcome> {
  const form = new FormData();
  for (const name of registrationTextFields) form.append(name, values[name]);
  if (document) form.append(uploadField, document.blob, document.name);
  const url = new URL(`${config.apiUrl.pathname.replace(/\/$/, '')}${registrationPath}`, config.apiUrl);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: form,
      headers: { ...forwardedHeaders(req, config.siteUrl), accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(config.apiTimeoutMs),
    });
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status >= 300 && response.status < 400) return refused(values, 502, edgeMessages.backendFailed);
    if (response.status >= 400 && !/\bjson\b/i.test(contentType))
      return refused(values, response.status, edgeMessages.backendFailed);
    return { kind: 'answer', status: response.status, contentType, body, values };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return timedOut ? refused(values, 504, edgeMessages.backendSlow) : refused(values, 502, edgeMessages.backendDown);
  }
}

const refused = (values: RegistrationValues, status: number, message: string): RegistrationOutcome => ({
  kind: 'refused',
  status,
  message,
  values,
});
