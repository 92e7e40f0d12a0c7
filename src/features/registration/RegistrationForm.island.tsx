import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fillTemplate } from '../../content/fill-template.ts';
import { registrationSending } from '../../content/registration-sending.ts';
import { language, localPath } from '../../current-language.ts';
import {
  emptyValues,
  listingConsent,
  listingField,
  registrationSchema,
  textFieldSpecs,
  type FieldProblem,
  type RegistrationAnswer,
  type RegistrationValues,
} from './contract.ts';
import { registrationCopy } from './copy.ts';
import { DocumentField } from './DocumentField.tsx';
import { Field } from '../../forms/Field.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import styles from '../../forms/forms.module.css';
import { useOnline } from './online.ts';
import { sizeText } from './progress-text.ts';
import { registrationResult, type RegistrationResult } from './result.ts';
import { SendProgress } from './SendProgress.tsx';
import sending from './sending.module.css';
import { useDocument } from './use-document.ts';
import { useDraft } from './use-draft.ts';
import { useSending } from './use-sending.ts';
import { sitePaths } from '../../site-paths.ts';

type Copy = Pick<typeof registrationCopy, 'hints' | 'submit' | 'submitting' | 'documentRules'>;

interface Props {
  copy: Copy;
  /** The answer to a registration sent without JavaScript (POST /profile), shown as the form shows its own. */
  initial?: RegistrationAnswer | null | undefined;
  /** The office's e-mail address and phone number: given after a failure that trying again later may fix. */
  office: { email: string; phone: { display: string; tel: string } };
}

const { retry: retryCopy, draft: draftCopy, photo: photoCopy } = registrationSending;
const officeCopy = registrationCopy.office;

/** What the alert shows: the result, and whether Try again is offered, and a note on the photo sent. */
type Shown = RegistrationResult & { retry?: boolean; note?: string | undefined };

/** Shows a document kept with the draft in the file input too, where the browser allows it. */
function showInInput(input: HTMLInputElement | null, file: File) {
  try {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    if (input) input.files = transfer.files;
  } catch {
    // The form holds the document either way; the input just shows no name.
  }
}

const problemText = (message: string | undefined) =>
  message ? (registrationCopy.problemText(message as FieldProblem) ?? registrationCopy.errors.unreadable) : undefined;

/**
 * Agro Tourism Registration (spec §2-§5, §8). A real multipart form that also works
 * without JavaScript (the server answers POST /profile with this page); with JavaScript,
 * react-hook-form checks it with the shared schema, and it is sent for a slow or dropping
 * connection (issue 27): with progress and Cancel, a draft kept on the device, Try again
 * under the same idempotency key, waiting while offline, and heavy photos made lighter.
 * The button reads Register, or Registering... while sending (or waiting to), and is
 * disabled while the form is invalid or a submit is in progress.
 */
export function RegistrationForm({ copy, initial, office }: Props) {
  const fileRef = useRef<HTMLInputElement>(null);
  const listingRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<Shown | null>(() => (initial ? registrationResult(initial, language) : null));
  // The field the answer says to change (a Registration No already registered): its reason stands
  // under it until it is changed or the form is sent again. Without JavaScript the page focuses it
  // (autofocus); with it, `focusMark` does once the answer is shown.
  const [initialMark] = useState(() => result?.mark);
  const [marked, setMarked] = useState<RegistrationResult['mark']>(initialMark);
  const [focusMark, setFocusMark] = useState(false);
  // Raised when an answer should take the focus: the effect moves it once the answer is drawn.
  const [landings, setLandings] = useState(0);
  const [checked, setChecked] = useState(false);
  const online = useOnline();
  // No default values: what was typed before the page came alive (or kept by the server) stays.
  const form = useForm<RegistrationValues>({ resolver: zodResolver(registrationSchema), mode: 'onTouched' });
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    setFocus,
    formState: { errors, isValid, isSubmitting },
  } = form;
  const { phase, send, cancel } = useSending();
  const draft = useDraft({ form, restoreValues: !initial?.values });
  const documents = useDocument(draft.setDocument);

  useEffect(() => {
    if (draft.document === undefined) return;
    if (documents.restore(draft.document ?? undefined) && draft.document)
      showInInput(fileRef.current, draft.document.original);
    // Once, when the draft's document has been read back.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.document]);

  useEffect(() => {
    // From here on this component checks the fields; without JavaScript the server does.
    void trigger().then(() => setChecked(true));
  }, [trigger]);

  async function onValid(values: RegistrationValues) {
    setResult(null);
    setMarked(undefined);
    const photo = documents.chosen?.photo && !documents.chosen.sendOriginal ? documents.chosen : undefined;
    const end = await send({
      values,
      document: documents.toSend,
      key: draft.key(),
      listing: listingRef.current?.checked ? language : undefined,
    });
    if (end.kind === 'cancelled') return;
    if (end.kind === 'cut') {
      // Nothing settled: the same key goes with the next try, which the server answers once.
      setResult({
        ok: false,
        message: registrationCopy.messages.failure,
        fields: [],
        detail: retryCopy.cut,
        retry: true,
        office: true,
      });
      setLandings((count) => count + 1);
      return;
    }
    const next: Shown = registrationResult(end.answer, language);
    if (next.ok) {
      draft.clear();
      reset(emptyValues());
      if (fileRef.current) fileRef.current.value = '';
      if (listingRef.current) listingRef.current.checked = false;
      await documents.clear();
      if (photo?.photo)
        next.note = fillTemplate(photoCopy.sentAs, {
          original: sizeText(photo.original.size),
          sent: sizeText(photo.photo.file.size),
        });
    } else {
      // The server settled this key (it would answer it so again): a changed form goes with a new one.
      draft.settleKey();
      if (end.answer.status === 409) next.detail = retryCopy.keyReused;
      next.retry = end.answer.status >= 500;
      setMarked(next.mark);
      setFocusMark(Boolean(next.mark));
    }
    setResult(next);
    if (!next.mark) setLandings((count) => count + 1);
  }

  async function discard() {
    draft.discard();
    reset(emptyValues());
    if (fileRef.current) fileRef.current.value = '';
    setResult(null);
    await documents.clear();
  }

  useEffect(() => {
    if (landings > 0) resultRef.current?.focus();
  }, [landings]);

  useEffect(() => {
    if (!focusMark || !marked) return;
    setFocusMark(false);
    setFocus(marked.field);
  }, [focusMark, marked, setFocus]);

  // An edit after a registration was taken starts the next one: "Registration successful!" (the
  // previous one's) goes at once, so that it is never read as this one's (issue 58). A failure's
  // message stays: it says what to change.
  const edited = () => {
    if (result?.ok) setResult(null);
  };

  const disabled = isSubmitting || documents.preparing || Boolean(documents.problem) || (checked && !isValid);
  const draftNotice =
    draft.notice === 'restored' ? draftCopy.restored : draft.notice === 'discarded' ? draftCopy.discarded : '';
  return (
    <form
      method="post"
      action={`${localPath(sitePaths.registration)}#registration-result`}
      encType="multipart/form-data"
      className={styles.form}
      // Served so (decision 096): the browser's own bubbles for the mobile's pattern or the e-mail's
      // type speak the browser's language, not the page's. Without JavaScript the server checks every
      // field and answers on this page in its words, the values kept; with it, this component does.
      noValidate
      onSubmit={handleSubmit(onValid)}
      onChange={edited}
    >
      {/* Above the fields (decision 104): without JavaScript the page opens here (the form posts to
          #registration-result); with it, focus comes here after an answer, unless a field is marked
          (issue 42: once taken, the button pressed is gone from under it). */}
      <div id="registration-result" ref={resultRef} tabIndex={-1} className={styles.result}>
        <FormAlert tone={result?.ok ? 'success' : 'failure'} message={result?.message}>
          {result && (result.detail || result.note || result.fields.length > 0) ? (
            <ul>
              {result.detail ? <li>{result.detail}</li> : null}
              {result.note ? <li>{result.note}</li> : null}
              {result.fields.map(({ field, label, text }) => (
                <li key={field}>{text ? `${label}: ${text}` : label}</li>
              ))}
            </ul>
          ) : null}
          {result?.office ? (
            <p>
              {officeCopy.lead} <a href={`mailto:${office.email}`}>{office.email}</a> {officeCopy.or}{' '}
              <a href={`tel:${office.phone.tel}`}>{office.phone.display}</a>
            </p>
          ) : null}
          {result?.retry ? (
            <button
              type="button"
              className={`${styles.secondary} ${sending.placed}`}
              onClick={() => void handleSubmit(onValid)()}
              disabled={isSubmitting}
            >
              {retryCopy.tryAgain}
            </button>
          ) : null}
        </FormAlert>
      </div>
      <div className={sending.draft}>
        <p aria-live="polite">{draftNotice}</p>
        {draft.exists ? (
          <>
            <p>{draftCopy.kept}</p>
            <button
              type="button"
              className={`${styles.secondary} ${sending.placed}`}
              onClick={() => void discard()}
              disabled={isSubmitting}
            >
              {draftCopy.discard}
            </button>
          </>
        ) : null}
      </div>
      {textFieldSpecs.map(({ name, copy: key, input }) => {
        // How each field is entered, and its label and hint, come from the field table (contract.ts).
        const { multiline, ...attributes } = input;
        const hint = (copy.hints as Partial<Record<string, string>>)[key];
        const mark = marked?.field === name ? marked : undefined;
        // The answer's reason until the value changes; the form's own checks come first.
        const field = register(name, mark ? { onChange: () => setMarked(undefined) } : undefined);
        return (
          <Field
            key={name}
            id={`registration-${name}`}
            label={registrationCopy.labels[key]}
            hint={hint}
            error={problemText(errors[name]?.message) ?? mark?.text}
          >
            {(control) =>
              multiline ? (
                <textarea
                  {...control}
                  {...field}
                  className={styles.control}
                  rows={3}
                  autoComplete={attributes.autoComplete}
                  defaultValue={initial?.values?.[name]}
                  // The only focus a page can move without JavaScript: onto the field its answer says to change.
                  // oxlint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus={mark !== undefined && mark === initialMark}
                />
              ) : (
                <input
                  {...control}
                  {...attributes}
                  {...field}
                  className={styles.control}
                  defaultValue={initial?.values?.[name]}
                  // The only focus a page can move without JavaScript: onto the field its answer says to change.
                  // oxlint-disable-next-line jsx-a11y/no-autofocus
                  autoFocus={mark !== undefined && mark === initialMark}
                />
              )
            }
          </Field>
        );
      })}
      <DocumentField
        inputRef={fileRef}
        hint={`${copy.hints.uploadDocument} ${copy.documentRules}`}
        document={documents}
        sent={phase.name === 'answering'}
        onChoose={(file) => void documents.choose(file)}
        onSendOriginal={documents.sendOriginal}
      />
      <div className={styles.check}>
        <input
          ref={listingRef}
          id="registration-listing"
          type="checkbox"
          name={listingField}
          value={language}
          defaultChecked={initial?.listing === true}
        />
        <label htmlFor="registration-listing">{listingConsent[language]}</label>
      </div>
      <output className={sending.note}>{online ? '' : retryCopy.offline}</output>
      <SendProgress phase={phase} onCancel={cancel} />
      <button type="submit" className={styles.submit} disabled={disabled}>
        {isSubmitting ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}
