import {
  edgeMessages,
  emptyValues,
  fieldProblems,
  limits as formLimits,
  listingConsent,
  listingField,
  registrationSchema,
  textFieldSpecs,
  uploadField,
  type FieldProblems,
  type RegistrationAnswer,
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
import { readMultipart, type MultipartLimits, type MultipartProblem } from '../../../server/multipart.ts';
import type { Visitor } from '../../../server/visitor.ts';
import { uploadsRetryAfterSeconds, type RegistrationLimits } from './limits.server.ts';

/**
 * How a checked registration goes on: `forward` counts it against the limits and sends it to
 * the backend; the API wraps it to forward each idempotency key once (idempotency.server.ts), so that
 * a repeat answered from its key takes no place under the limits.
 */
export type SendOn = (
  values: RegistrationValues,
  document: Document | undefined,
  forward: () => Promise<RegistrationAnswer>,
) => Promise<RegistrationAnswer>;

/**
 * The registration's multipart body (server/multipart.ts): one file of at most 10 MB in the
 * document's field (`uploadField`), at most 20 text fields of at most 10 KB each; a body declared
 * larger than those allow (with room for part headers and boundaries) is not read.
 */
const multipartLimits: MultipartLimits = {
  fileField: uploadField,
  fileBytes: formLimits.fileBytes,
  fields: formLimits.fields,
  fieldBytes: formLimits.fieldBytes,
  fieldNameBytes: 100,
  headerPairs: 100,
  bodyBytes: formLimits.fileBytes + formLimits.fields * formLimits.fieldBytes + 64 * 1024,
};

/**
 * The largest body declared whose fields are read to be given back when it is too large (a
 * phone's video chosen by mistake is larger): the form sent without JavaScript is then answered
 * 413 with what was typed (issue 58 item 14), within the upload's body deadline (server/bounds.ts).
 */
export const fieldsKeptUpTo = 64 * 1024 * 1024;

/** Each reason a body was not read, as the edge answers it: 413 for too large a file, 415 for no form, else 400. */
const unread: Record<MultipartProblem, { status: number; message: string }> = {
  'not-multipart': { status: 415, message: edgeMessages.notMultipart },
  malformed: { status: 400, message: edgeMessages.malformed },
  'too-large': { status: 413, message: edgeMessages.tooLarge },
  files: { status: 400, message: edgeMessages.oneFile },
  'long-value': { status: 400, message: edgeMessages.longValue },
  fields: { status: 400, message: edgeMessages.manyFields },
};

/** The refusal when every upload place of the client, or of everyone, is taken (limits.server.ts `startUpload`); its body is not read. */
export function uploadsBusy(): RegistrationAnswer {
  const wait = uploadsRetryAfterSeconds;
  return {
    kind: 'refused',
    status: 429,
    message: edgeMessages.tooManyAtOnce,
    values: emptyValues(),
    retryAfterSeconds: wait,
  };
}

/**
 * One registration through the edge, once the caller has taken one of the client's upload places
 * (limits.server.ts): read the multipart body from the Fetch `Request` (`multipartLimits`), check
 * the text fields with the form's own schema, check the document by its first bytes, then send it
 * on (`sendOn`), counting it against the client's address and the hour's total first. Used by the
 * JSON API and by the no-JavaScript form; neither logs the values.
 */
export async function submitRegistration(
  request: Request,
  visitor: Visitor,
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>,
  limits: RegistrationLimits,
  sendOn: SendOn = (_values, _document, forward) => forward(),
  store?: Pick<Store, 'write'>,
  /** The form sent without JavaScript: a body too large still gives its typed values back (`fieldsKeptUpTo`). */
  { keepFields = false } = {},
): Promise<RegistrationAnswer> {
  const parsed = await readMultipart(request, multipartLimits, { keepFieldsUpTo: keepFields ? fieldsKeptUpTo : 0 });
  if (!parsed.ok) return { kind: 'refused', ...unread[parsed.problem], values: textValues(parsed.fields).values };

  const { values, wrongShape } = textValues(parsed.fields);
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
      name: documentFileName(parsed.file.name, type),
    };
  }
  // The consent box (decision 095): its value is the page's language, whose words are kept.
  const asked = parsed.fields[listingField];
  const listing = asked === 'en' || asked === 'mr' ? asked : undefined;
  const answer = await sendOn(values, document, async () => {
    const admission = await limits.admit(visitor);
    if (!admission.admitted) {
      const wait = admission.retryAfterSeconds;
      const message = sayCount(languages.en.tag, edgeMessages.tooManyRegistrations, minutesToWait(wait), 'minutes');
      return { kind: 'refused', status: 429, message, values, retryAfterSeconds: wait };
    }
    if (listing) {
      const consent: ListingAnswer = {
        registrationNumber: values.registration_number,
        agroTourName: values.agro_tour_name,
        language: listing,
        wording: listingConsent[listing],
      };
      // Not kept, not sent: the owner tries again rather than being listed without their consent on record.
      const kept = store
        ? await keepListingAnswer(store, consent).then(
            () => true,
            () => false,
          )
        : false;
      if (!kept)
        return { kind: 'refused', status: 503, message: edgeMessages.keyStoreAway, values, retryAfterSeconds: 30 };
    }
    return forwardRegistration(config, visitor, values, document);
  });
  return listing ? { ...answer, listing: true } : answer;
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
