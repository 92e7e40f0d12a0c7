import type { Request, Response } from 'express';
import {
  edgeMessages,
  emptyValues,
  fieldProblems,
  listingConsent,
  listingField,
  registrationSchema,
  textFieldSpecs,
  type FieldProblems,
  type RegistrationTextField,
  type RegistrationValues,
} from './contract.ts';
import { minutesToWait, sayCount } from '../../content/plural.ts';
import { languages } from '../../languages.ts';
import { plainText } from '../../plain-text.ts';
import type { Config } from '../../../server/config.ts';
import type { Store } from '../../../server/store/store.ts';
import { keepListingAnswer, type ListingAnswer } from './consents.server.ts';
import { documentFileName, documentType } from './file-type.server.ts';
import { forwardRegistration, type Document } from './forward.server.ts';
import { FormError, parseMultipart } from '../../../server/multipart.ts';
import { uploadsRetryAfterSeconds, type RegistrationLimits } from './limits.server.ts';
import type { RegistrationOutcome } from './outcome.server.ts';

/**
 * How a checked registration goes on: `forward` counts it against the limits and sends it to
 * the backend; the API wraps it to forward each idempotency key once (idempotency.ts), so that
 * a repeat answered from its key takes no place under the limits.
 */
export type SendOn = (
  values: RegistrationValues,
  document: Document | undefined,
  forward: () => Promise<RegistrationOutcome>,
) => Promise<RegistrationOutcome>;

/**
 * One registration through the edge: take one of the client's upload places (limits.ts),
 * read the multipart body (multipart limits), check the text fields with the form's own
 * schema, check the document by its first bytes, then send it on (`sendOn`), counting it
 * against the client's address and the hour's total first. Used by the JSON API and by the
 * no-JavaScript form; neither logs the values.
 */
export async function submitRegistration(
  req: Request,
  res: Response,
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>,
  limits: RegistrationLimits,
  sendOn: SendOn = (_values, _document, forward) => forward(),
  store?: Pick<Store, 'write'>,
  /** The form sent without JavaScript: a body too large still gives its typed values back (server/multipart.ts). */
  { keepFields = false } = {},
): Promise<RegistrationOutcome> {
  if (!limits.startUpload(req, res)) {
    // The body is not read: the connection closes after the answer instead of waiting for it.
    res.set('Connection', 'close');
    const values = emptyValues();
    const wait = uploadsRetryAfterSeconds;
    return { kind: 'refused', status: 429, message: edgeMessages.tooManyAtOnce, values, retryAfterSeconds: wait };
  }
  let parsed;
  try {
    parsed = await parseMultipart(req, res, { keepFields });
  } catch (error) {
    if (!(error instanceof FormError)) throw error;
    const values = textValues((req.body ?? {}) as Record<string, unknown>).values;
    return { kind: 'refused', status: error.status, message: error.message, values };
  }

  const { values, wrongShape } = textValues(parsed.body);
  const checked = registrationSchema.safeParse(values);
  const problems: FieldProblems = {
    ...(checked.success ? {} : fieldProblems(checked.error.issues)),
    ...Object.fromEntries(wrongShape.map((name) => [name, 'text'])),
  };
  if (Object.keys(problems).length > 0)
    return { kind: 'refused', status: 400, message: edgeMessages.invalidFields, problems, values };

  let document: Document | undefined;
  if (parsed.file) {
    const type = documentType(parsed.file.head);
    if (!type) return { kind: 'refused', status: 415, message: edgeMessages.documentType, values };
    // The same bytes, typed and named by what they are (a slice shares the Blob's memory).
    document = {
      blob: parsed.file.blob.slice(0, parsed.file.blob.size, type),
      name: documentFileName(parsed.file.originalname, type),
    };
  }
  // The consent box (decision 095): its value is the page's language, whose words are kept.
  const asked = parsed.body[listingField];
  const listing = asked === 'en' || asked === 'mr' ? asked : undefined;
  const outcome = await sendOn(values, document, async () => {
    const admission = await limits.admit(req);
    if (!admission.admitted) {
      const wait = admission.retryAfterSeconds;
      const message = sayCount(languages.en.tag, edgeMessages.tooManyRegistrations, minutesToWait(wait), 'minutes');
      return { kind: 'refused', status: 429, message, values, retryAfterSeconds: wait };
    }
    if (listing) {
      const answer: ListingAnswer = {
        registrationNumber: values.registration_number,
        agroTourName: values.agro_tour_name,
        language: listing,
        wording: listingConsent[listing],
      };
      // Not kept, not sent: the owner tries again rather than being listed without their consent on record.
      const kept = store
        ? await keepListingAnswer(store, answer).then(
            () => true,
            () => false,
          )
        : false;
      if (!kept)
        return { kind: 'refused', status: 503, message: edgeMessages.keyStoreAway, values, retryAfterSeconds: 30 };
    }
    return forwardRegistration(config, req, values, document);
  });
  return listing ? { ...outcome, listing: true } : outcome;
}

/**
 * The seven text values, a missing one as an empty string, each as plain text (control and
 * bidi characters dropped, src/plain-text.ts); a repeated or odd one is noted.
 */
function textValues(body: Record<string, unknown>) {
  const values = {} as RegistrationValues;
  const wrongShape: RegistrationTextField[] = [];
  for (const { name, input } of textFieldSpecs) {
    const value = Object.hasOwn(body, name) ? body[name] : '';
    values[name] = typeof value === 'string' ? plainText(value, { lines: input.multiline === true }) : '';
    if (typeof value !== 'string') wrongShape.push(name);
  }
  return { values, wrongShape };
}
