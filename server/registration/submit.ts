import type { Request, Response } from 'express';
import {
  edgeMessages,
  fieldMessages,
  fieldProblems,
  registrationSchema,
  registrationTextFields,
  type FieldProblem,
  type RegistrationTextField,
  type RegistrationValues,
} from '../../src/features/registration/contract.ts';
import type { Config } from '../config.ts';
import { documentType, safeFileName } from './file-type.ts';
import { forwardRegistration, type Document } from './forward.ts';
import { FormError, parseMultipart } from './multipart.ts';
import type { RegistrationOutcome } from './outcome.ts';

/**
 * How a checked registration goes on: `forward` sends it to the backend; the API wraps it
 * to forward each idempotency key once (idempotency.ts).
 */
export type SendOn = (
  values: RegistrationValues,
  document: Document | undefined,
  forward: () => Promise<RegistrationOutcome>,
) => Promise<RegistrationOutcome>;

/**
 * One registration through the edge: read the multipart body (limits), check the text
 * fields with the form's own schema, check the document by its first bytes, then send
 * it on. Used by the JSON API and by the no-JavaScript form; neither logs the values.
 */
export async function submitRegistration(
  req: Request,
  res: Response,
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs'>,
  sendOn: SendOn = (_values, _document, forward) => forward(),
): Promise<RegistrationOutcome> {
  let parsed;
  try {
    parsed = await parseMultipart(req, res);
  } catch (error) {
    if (!(error instanceof FormError)) throw error;
    const values = textValues((req.body ?? {}) as Record<string, unknown>).values;
    return { kind: 'refused', status: error.status, message: error.message, values };
  }

  const { values, wrongShape } = textValues(parsed.body);
  const checked = registrationSchema.safeParse(values);
  const problems: Partial<Record<RegistrationTextField, FieldProblem>> = {
    ...(checked.success ? {} : fieldProblems(checked.error.issues)),
    ...Object.fromEntries(wrongShape.map((name) => [name, 'text'])),
  };
  if (Object.keys(problems).length > 0) {
    const fields = fieldMessages(problems);
    return { kind: 'refused', status: 400, message: edgeMessages.invalidFields, fields, values };
  }

  let document: Document | undefined;
  if (parsed.file) {
    const type = documentType(parsed.file.head);
    if (!type) return { kind: 'refused', status: 415, message: edgeMessages.documentType, values };
    // The same bytes, now typed by what they are (a slice shares the Blob's memory).
    document = {
      blob: parsed.file.blob.slice(0, parsed.file.blob.size, type),
      name: safeFileName(parsed.file.originalname),
    };
  }
  return sendOn(values, document, () => forwardRegistration(config, req, values, document));
}

/** The seven text values, a missing one as an empty string; a repeated or odd one is noted. */
function textValues(body: Record<string, unknown>) {
  const values = {} as RegistrationValues;
  const wrongShape: RegistrationTextField[] = [];
  for (const name of registrationTextFields) {
    const value = Object.hasOwn(body, name) ? body[name] : '';
    values[name] = typeof value === 'string' ? value : '';
    if (typeof value !== 'string') wrongShape.push(name);
  }
  return { values, wrongShape };
}
