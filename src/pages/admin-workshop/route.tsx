import { useActionData, useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { directoryAdmin } from '../../content/directory.ts';
import { sayCount } from '../../content/plural.ts';
import { workshops } from '../../content/workshops.ts';
import { ListTable } from '../../features/admin/AdminList.tsx';
import { AdminNav } from '../../features/admin/AdminNav.tsx';
import { adminPaths } from '../../features/admin/contract.ts';
import {
  audiences,
  eventLanguages,
  eventStatuses,
  eventTypes,
  placeKinds,
  workshopPaths,
  type EventField,
} from '../../features/workshops/contract.ts';
import type { AdminEventData } from '../../features/workshops/workshop-routes.server.ts';
import { UserX } from 'lucide-react';
import { DestructiveButton } from '../../forms/DestructiveButton.tsx';
import { Field } from '../../forms/Field.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import forms from '../../forms/forms.module.css';
import { language, localPath } from '../../current-language.ts';
import { AdminPhotos } from '../../media/AdminPhotos.tsx';
import { languages } from '../../languages.ts';
import styles from '../../features/admin/admin.module.css';
import own from './workshop.module.css';

export {
  adminEventAction as action,
  adminEventLoader as loader,
} from '../../features/workshops/workshop-routes.server.ts';

const copy = workshops.admin;

/**
 * /admin/workshops/new and /admin/workshops/:id (issue 56): the event's form (usable on a phone:
 * one column, native date and time pickers in India's time), then its sign-ups in the order they
 * came, each marked as come or not, or cancelled by the office; their CSV.
 */
export function Component() {
  const loaded = useLoaderData<AdminEventData>();
  const data = useActionData<AdminEventData>() ?? loaded;
  const value = (name: EventField) => {
    const given = data.values[name];
    return Array.isArray(given) ? (given[0] ?? '') : (given ?? '');
  };
  const problem = (name: EventField) => {
    const found = data.problems[name];
    return found ? copy.errors[found] : undefined;
  };
  const text = (name: EventField, type = 'text', rows?: number) => (
    <Field id={`event-${name}`} label={copy.labels[name]} error={problem(name)}>
      {(tied) =>
        rows ? (
          <textarea {...tied} name={name} rows={rows} maxLength={3_000} defaultValue={value(name)} />
        ) : (
          <input {...tied} name={name} type={type} defaultValue={value(name)} />
        )
      }
    </Field>
  );
  const select = (name: EventField, options: readonly string[], labels: Record<string, string>) => (
    <Field id={`event-${name}`} label={copy.labels[name]} error={problem(name)}>
      {(tied) => (
        <select {...tied} name={name} defaultValue={value(name)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const chosen = new Set(([] as string[]).concat(data.values.audiences ?? []));
  const action = localPath(data.id ? workshopPaths.adminEvent(data.id) : `${workshopPaths.admin}/new`);
  const outcome =
    data.outcome === 'created'
      ? copy.created
      : data.outcome === 'saved'
        ? copy.saved
        : data.outcome === 'told'
          ? sayCount(languages[language].tag, copy.told, data.told ?? 0, 'count')
          : data.outcome === 'photo-added'
            ? copy.photos.added
            : data.outcome === 'photo-removed'
              ? copy.photos.removed
              : undefined;
  const photoProblem =
    data.photoProblem === 'full'
      ? copy.photos.full
      : data.photoProblem === 'not-yet'
        ? copy.photos.notYet
        : data.photoProblem
          ? (directoryAdmin.photos.problems[data.photoProblem as keyof typeof directoryAdmin.photos.problems] ??
            directoryAdmin.photos.problems.unreadable)
          : undefined;
  return (
    <div className={styles.page}>
      <PageMeta title={copy.title} description={copy.intro} noindex />
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <AdminNav section="workshops" atList={false} newMessages={undefined} />
      <h1>{data.title || copy.newEvent}</h1>
      <FormAlert
        tone={data.unavailable || Object.keys(data.problems).length > 0 ? 'failure' : outcome ? 'success' : undefined}
        message={
          data.unavailable ? copy.unavailable : Object.keys(data.problems).length > 0 ? copy.errors.notSaved : outcome
        }
      />
      {data.slug ? (
        <p>
          <a href={localPath(workshopPaths.event(data.slug))}>{copy.page}</a>
        </p>
      ) : null}
      <form method="post" action={action} className={own.form}>
        <input type="hidden" name="csrf" value={data.csrf} />
        {text('title_en')}
        {text('title_mr')}
        {text('summary_en', 'text', 4)}
        {text('summary_mr', 'text', 4)}
        {select('type', eventTypes, workshops.types)}
        <fieldset className={own.group} aria-describedby={problem('audiences') ? 'event-audiences-error' : undefined}>
          <legend>{copy.labels.audiences}</legend>
          {audiences.map((one) => (
            <label key={one} className={own.choice}>
              <input type="checkbox" name="audiences" value={one} defaultChecked={chosen.has(one)} />
              {workshops.audiences[one]}
            </label>
          ))}
          <p id="event-audiences-error" className={own.error}>
            {problem('audiences')}
          </p>
        </fieldset>
        {text('starts', 'datetime-local')}
        {text('ends', 'datetime-local')}
        {text('deadline', 'datetime-local')}
        {select('place_kind', placeKinds, copy.places)}
        <Field id="event-centre" label={copy.labels.centre} error={problem('centre')}>
          {(tied) => (
            <select {...tied} name="centre" defaultValue={value('centre')}>
              <option value="">—</option>
              {data.centres.map((centre) => (
                <option key={centre.id} value={centre.id}>
                  {centre.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('address')}
        {text('online_url', 'url')}
        {select('spoken', eventLanguages, workshops.languages)}
        {text('fee', 'number')}
        {text('seats', 'number')}
        {select('status', eventStatuses, copy.statuses)}
        <button type="submit" name="intent" value="save" className={forms.submit}>
          {copy.save}
        </button>
      </form>
      {data.id ? (
        <section aria-labelledby="event-signups">
          <h2 id="event-signups">{copy.signups}</h2>
          <p>
            <a href={localPath(workshopPaths.adminCsv(data.id))} download className={styles.tapLink}>
              {copy.csv}
            </a>
          </p>
          {data.signups.length === 0 ? (
            <p>{copy.noSignups}</p>
          ) : (
            <ListTable
              id="event-signups-caption"
              caption={copy.signupsCaption}
              columns={[copy.name, copy.mobile, copy.place, copy.people, copy.state, copy.attended]}
              action={copy.cancelSignup}
            >
              {data.signups.map((one) => (
                <tr key={one.id}>
                  <th scope="row">
                    <bdi>{one.name}</bdi>
                    {one.email ? (
                      <>
                        <br />
                        <a href={`mailto:${one.email}`}>{one.email}</a>
                      </>
                    ) : null}
                  </th>
                  <td data-label={copy.mobile}>
                    <a href={`tel:+91${one.mobile}`}>{one.mobile}</a>
                  </td>
                  <td data-label={copy.place}>
                    <bdi>{one.place}</bdi>
                  </td>
                  <td data-label={copy.people}>{one.people}</td>
                  <td data-label={copy.state}>{copy.states[one.status as keyof typeof copy.states] ?? one.status}</td>
                  <td data-label={copy.attended}>{one.attended ? copy.markAttended : '—'}</td>
                  <td>
                    <form method="post" action={action} className={styles.actions}>
                      <input type="hidden" name="csrf" value={data.csrf} />
                      <input type="hidden" name="signup" value={one.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={one.attended ? 'absent' : 'attended'}
                        aria-label={`${one.attended ? copy.markAbsent : copy.markAttended}: ${one.name}`}
                      >
                        {one.attended ? copy.markAbsent : copy.markAttended}
                      </button>
                      {one.status !== 'cancelled' ? (
                        // Cancelling gives the seat to the next waiting: it looks unlike the button beside it (decision 104).
                        <DestructiveButton
                          quiet
                          icon={UserX}
                          name="intent"
                          value="cancel"
                          aria-label={`${copy.cancelSignup}: ${one.name}`}
                        >
                          {copy.cancelSignup}
                        </DestructiveButton>
                      ) : null}
                    </form>
                  </td>
                </tr>
              ))}
            </ListTable>
          )}
        </section>
      ) : null}
      {data.registered ? (
        <section aria-labelledby="event-registered">
          <h2 id="event-registered">{copy.registered.heading}</h2>
          <p>{copy.registered.intro}</p>
          {data.registered === 'unreadable' ? (
            <p>{copy.registered.unreadable}</p>
          ) : data.registered.length === 0 ? (
            <p>{copy.registered.none}</p>
          ) : (
            <ul>
              {data.registered.map((one) => (
                <li key={one.ref}>
                  <a href={localPath(adminPaths.record(one.ref))}>
                    <bdi>{one.centre || one.name || one.ref}</bdi>
                  </a>
                  {one.centre && one.name ? (
                    <>
                      {' '}
                      (<bdi>{one.name}</bdi>)
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {data.id ? (
        <section aria-labelledby="event-photos">
          <h2 id="event-photos">{copy.photos.heading}</h2>
          <AdminPhotos
            action={action}
            csrf={data.csrf}
            photos={data.photos}
            words={copy.photos}
            idPrefix="event"
            adding={data.ended ? { problem: photoProblem } : { closed: copy.photos.notYet }}
          />
        </section>
      ) : null}
    </div>
  );
}
