import { DestructiveButton } from '../forms/DestructiveButton.tsx';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import forms from '../forms/forms.module.css';
import { altMaxLength } from './photo-alt.ts';
import styles from './AdminPhotos.module.css';

/** A photo as an admin page lists it: its narrowest JPEG (`adminThumbnail`) and its English words. */
export interface AdminPhoto {
  id: string;
  src: string;
  alt: string;
}

/** The words of the list and the form (content's `photos` of the directory's or the workshops' admin). */
export interface AdminPhotoWords {
  none: string;
  remove: string;
  intro: string;
  file: string;
  altEn: string;
  altMr: string;
  add: string;
}

interface Props {
  /** The page's own address, which every form posts to. */
  action: string;
  csrf: string;
  photos: readonly AdminPhoto[];
  words: AdminPhotoWords;
  /** The fields' ids begin with it (`centre-photo`). */
  idPrefix: string;
  /** The buttons that move a photo, where the order is the admin's (a centre's: its first is its card's). */
  order?: { up: string; down: string };
  /** The form that adds a photo, with the last one's problem if any; or, while none may be added, why. */
  adding: { problem: string | undefined } | { closed: string };
}

/**
 * A centre's or an event's photos on its admin page (decisions 095, 100): each with its buttons
 * (remove, and move where the order is the admin's), then the form that adds one, multipart.
 * Plain forms posting to the page: nothing needs JavaScript.
 */
export function AdminPhotos({ action, csrf, photos, words, idPrefix, order, adding }: Props) {
  const List = order ? 'ol' : 'ul';
  const button = (photo: AdminPhoto, intent: string, label: string) => (
    <form method="post" action={action}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photo" value={photo.id} />
      {intent === 'photo-remove' ? (
        // Removing a photo deletes it (decision 104).
        <DestructiveButton quiet aria-label={`${label}: ${photo.alt}`}>
          {label}
        </DestructiveButton>
      ) : (
        <button type="submit" className={forms.secondary} aria-label={`${label}: ${photo.alt}`}>
          {label}
        </button>
      )}
    </form>
  );
  return (
    <>
      {photos.length > 0 ? (
        <List className={styles.photos}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <img src={photo.src} alt={photo.alt} width={360} height={240} loading="lazy" />
              <div className={styles.buttons}>
                {order && index > 0 ? button(photo, 'photo-up', order.up) : null}
                {order && index < photos.length - 1 ? button(photo, 'photo-down', order.down) : null}
                {button(photo, 'photo-remove', words.remove)}
              </div>
            </li>
          ))}
        </List>
      ) : (
        <p>{words.none}</p>
      )}
      {'closed' in adding ? (
        <p>{adding.closed}</p>
      ) : (
        <form method="post" action={action} encType="multipart/form-data" className={forms.form}>
          <p className={styles.hint}>{words.intro}</p>
          <input type="hidden" name="csrf" value={csrf} />
          <FormAlert tone={adding.problem ? 'failure' : undefined} message={adding.problem} />
          <Field id={`${idPrefix}-photo`} label={words.file}>
            {(control) => (
              <input
                {...control}
                type="file"
                name="photo"
                accept="image/jpeg,image/png,image/webp"
                className={`${forms.control} ${forms.file}`}
              />
            )}
          </Field>
          <Field id={`${idPrefix}-alt_en`} label={words.altEn}>
            {(control) => (
              <input {...control} name="alt_en" type="text" maxLength={altMaxLength} className={forms.control} />
            )}
          </Field>
          <Field id={`${idPrefix}-alt_mr`} label={words.altMr}>
            {(control) => (
              <input
                {...control}
                name="alt_mr"
                type="text"
                maxLength={altMaxLength}
                lang="mr"
                className={forms.control}
              />
            )}
          </Field>
          <button type="submit" className={forms.submit}>
            {words.add}
          </button>
        </form>
      )}
    </>
  );
}
