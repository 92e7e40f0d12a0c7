import type { Request } from 'express';
import {
  edgeMessages,
  registrationPath,
  registrationTextFields,
  uploadField,
  type RegistrationValues,
} from '../../src/features/registration/contract.ts';
import type { Config } from '../config.ts';
import { callBackend } from '../backend/client.ts';
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
  const result = await callBackend(req, config, { method: 'POST', path: registrationPath, form });
  if (!result.answer) return refused(values, result.status, troubleMessages[result.problem]);
  const { status, contentType, body } = result.answer;
  if (status >= 400 && !/\bjson\b/i.test(contentType)) return refused(values, status, edgeMessages.backendFailed);
  return { kind: 'answer', status, contentType, body, values };
}

const troubleMessages = {
  down: edgeMessages.backendDown,
  slow: edgeMessages.backendSlow,
  failed: edgeMessages.backendFailed,
  gone: edgeMessages.backendFailed,
} as const;

const refused = (values: RegistrationValues, status: number, message: string): RegistrationOutcome => ({
  kind: 'refused',
  status,
  message,
  values,
});
