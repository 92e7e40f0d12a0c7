import type { RefObject } from 'react';
import { fillTemplate } from '../../content/fill-template.ts';
import { registrationSending } from '../../content/registration-sending.ts';
import { registrationCopy } from './copy.ts';
import { uploadField } from './contract.ts';
import { acceptedDocuments } from './document-check.ts';
import { Field } from '../../forms/Field.tsx';
import styles from '../../forms/forms.module.css';
import { sizeText } from './progress-text.ts';
import sending from './sending.module.css';
import type { DocumentState } from './use-document.ts';

const { photo: photoCopy, draft: draftCopy } = registrationSending;

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  hint: string;
  document: DocumentState;
  /** True once the photo went: the note says it was sent, not that it will be. */
  sent: boolean;
  onChoose: (file: File | undefined) => void;
  onSendOriginal: (original: boolean) => void;
}

/**
 * Upload Document: the file input (a plain one without JavaScript), and with it what the form
 * did with the choice: the lighter copy of a heavy photo with the saving ("4.8 MB photo sent as
 * 620 KB") and the choice to send the original; whether the document is kept with the draft.
 */
export function DocumentField({ inputRef, hint, document, sent, onChoose, onSendOriginal }: Props) {
  const { chosen, preparing, notice, problem } = document;
  const photo = chosen?.photo;
  const original = chosen ? sizeText(chosen.original.size) : '';
  const photoNote = preparing
    ? photoCopy.preparing
    : photo && !chosen.sendOriginal
      ? fillTemplate(sent ? photoCopy.sentAs : photoCopy.lighter, {
          original,
          sent: sizeText(photo.file.size),
          width: photo.width,
          height: photo.height,
        })
      : '';
  const keepNote =
    notice === 'kept' && chosen
      ? fillTemplate(draftCopy.documentKept, { name: chosen.original.name, size: original })
      : notice === 'notKept'
        ? draftCopy.documentNotKept
        : notice === 'chooseAgain'
          ? draftCopy.chooseAgain
          : '';
  return (
    <Field id={`registration-${uploadField}`} label={registrationCopy.labelOf(uploadField)} hint={hint} error={problem}>
      {(control) => (
        <>
          <input
            {...control}
            ref={inputRef}
            type="file"
            name={uploadField}
            accept={acceptedDocuments}
            className={`${styles.control} ${styles.file}`}
            onChange={(event) => onChoose(event.target.files?.[0])}
          />
          <p className={sending.note} aria-live="polite">
            {photoNote}
          </p>
          {photo ? (
            <label className={sending.choice}>
              <input
                type="checkbox"
                checked={chosen.sendOriginal}
                onChange={(event) => onSendOriginal(event.target.checked)}
              />
              {fillTemplate(photoCopy.sendOriginal, { original })}
            </label>
          ) : null}
          <p className={sending.note} aria-live="polite">
            {keepNote}
          </p>
        </>
      )}
    </Field>
  );
}
