import {
  edgeMessages,
  registrationFormData,
  registrationPath,
  type RegistrationAnswer,
  type RegistrationValues,
} from './contract.ts';
import type { Config } from '../../../server/config.ts';
import { callBackend } from '../../../server/backend/client.ts';
import type { Visitor } from '../../../server/visitor.ts';
import { logBackendText } from '../../../server/backend/reasons.ts';
import { registrationAnswerOf } from './backend-answer.server.ts';

export interface Document {
  /** The bytes, with the type their first bytes showed. */
  blob: Blob;
  name: string;
}

/**
 * Sends a checked registration on to the backend as a fresh multipart request, to the same
 * path: every text field (missing ones as empty strings), the document only when there is
 * one, byte for byte with its name and type. The backend's answer comes back in the edge's own
 * words (backend-answer.ts, decision 067); what the backend wrote, when it did not simply take
 * the registration, goes to the log only, without the values sent.
 */
export async function forwardRegistration(
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>,
  visitor: Visitor,
  values: RegistrationValues,
  document: Document | undefined,
): Promise<RegistrationAnswer> {
  // The same bytes as a File of that name and type: what FormData makes of a named Blob anyway.
  const file = document && new File([document.blob], document.name, { type: document.blob.type });
  const form = registrationFormData(values, file);
  const result = await callBackend(visitor, config, { method: 'POST', path: registrationPath, form });
  if (!result.answer) return refused(values, result.status, troubleMessages[result.problem]);
  const { answer, quiet } = registrationAnswerOf(result.answer, values);
  if (!quiet) logBackendText(visitor, 'registration', result.answer, [...Object.values(values), document?.name ?? '']);
  return answer;
}

const troubleMessages = {
  down: edgeMessages.backendDown,
  slow: edgeMessages.backendSlow,
  failed: edgeMessages.backendFailed,
  gone: edgeMessages.backendFailed,
} as const;

const refused = (values: RegistrationValues, status: number, message: string): RegistrationAnswer => ({
  kind: 'refused',
  status,
  message,
  values,
});
