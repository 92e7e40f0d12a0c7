import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { enquiries } from '../../content/enquiries.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { Field, type ControlProps } from '../../forms/Field.tsx';
import { failureText } from '../../forms/failure-text.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import roomy from '../../forms/roomy.module.css';
import { fillTime, idempotencyHeader, newKey, postVisitorForm } from '../../forms/visitor-post.ts';
import { language, localPath } from '../../current-language.ts';
import {
  cleanEnquiry,
  enquiryFields,
  enquiryLimits,
  enquiryProblems,
  groupTypes,
  honeypotField,
  replyLanguages,
  visitKinds,
  type EnquiryAnswer,
  type EnquiryField,
  type EnquiryInput,
  type EnquiryProblem,
  type EnquiryResult,
} from './contract.ts';
import styles from './enquiry.module.css';
import { sitePaths } from '../../site-paths.ts';

type Copy = (typeof enquiries)['form'];

interface Props {
  copy: Copy;
  /** The centre: its name in the page's language, its page's address, its WhatsApp number if shown. */
  centre: { name: string; path: string; whatsapp: string };
  /** The office, the other way to reach someone when the enquiry cannot be taken. */
  office: { email: string; phone: { display: string; tel: string } };
  /** India's date (YYYY-MM-DD) the page was made on: the first day a visit may be asked for. */
  today: string;
  headingId: string;
  /** The page's answer to the form sent without JavaScript, with what was typed. */
  initial?: EnquiryResult | null | undefined;
}

type Errors = Partial<Record<EnquiryField, string>>;
type Said = EnquiryAnswer | { status: 'network' } | undefined;
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const idOf = (field: EnquiryField) => `enquiry-${field}`;
const noteId = 'enquiry-note';
/** The fields in the order focus visits them, for "the first invalid one". */
const focusOrder = enquiryFields;

function problemText(field: EnquiryField, problem: EnquiryProblem, errors: Copy['errors']): string {
  switch (problem) {
    case 'contact':
      return errors.contact;
    case 'email':
      return errors.email;
    case 'phone':
      return errors.phone;
    case 'past':
      return errors.past;
    case 'tooFar':
      return errors.tooFar;
    case 'order':
      return errors.order;
    case 'date':
      return errors.date;
    case 'number':
      return field === 'adults' ? errors.adults : errors.children;
    case 'choice':
      return field === 'visit' ? errors.visit : field === 'group' ? errors.group : errors.replyLanguage;
    case 'tooLong':
      return field === 'name' ? errors.nameTooLong : errors.messageTooLong;
    case 'required':
      return field === 'name' ? errors.nameRequired : errors.dateRequired;
  }
}

const errorsOf = (problems: Partial<Record<EnquiryField, EnquiryProblem>>, copy: Copy): Errors =>
  Object.fromEntries(
    enquiryFields.flatMap((field) => {
      const problem = problems[field];
      return problem ? [[field, problemText(field, problem, copy.errors)]] : [];
    }),
  );

/** India's country code before a 10-digit mobile number, for WhatsApp's click-to-chat. */
const whatsappUrl = (number: string, text: string) => `https://wa.me/91${number}?text=${encodeURIComponent(text)}`;

/**
 * The enquiry form on a listed centre's page (issue 54): who, how to answer them (an e-mail, a
 * mobile number, or both), when (or "flexible"), a day visit or a stay, the party, the group,
 * the language to be answered in, and a message. Checked as the server checks it
 * (./contract.ts), each problem under its field, focus on the first.
 *
 * Without JavaScript (or before the island wakes) it is a plain form posted to the centre's
 * page (`?index`: the route of this form), which answers with the page and the reference, or
 * the problems and what was typed (`initial`). With JavaScript it posts JSON with an
 * Idempotency-Key kept for every try of the same enquiry, no sooner than `minimumFillMs` after
 * it woke. Once received, the status says the reference (and the WhatsApp button carries it),
 * and the fields clear; any failure is said, and what was typed stays.
 */
export function EnquiryForm({ copy, centre, office, today, headingId, initial }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>(() =>
    initial?.answer.status === 'invalid' ? errorsOf(initial.answer.problems, copy) : {},
  );
  const [said, setSaid] = useState<Said>(initial?.answer);
  /** Whether the enquiry received gave an e-mail address: its copy was mailed there. */
  const [withMail, setWithMail] = useState(Boolean(initial?.values.email));
  const alive = useRef(0);
  const sending = useRef(false);
  const attempt = useRef<{ key: string; values: string } | undefined>(undefined);
  useEffect(() => {
    alive.current = performance.now();
  }, []);

  const control = (field: string) => form.current?.elements.namedItem(field) as Control | RadioNodeList | null;
  const valueOf = (field: EnquiryField) => {
    const element = control(field);
    if (!element) return '';
    if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked ? 'on' : '';
    return element.value;
  };
  const valuesNow = () => Object.fromEntries(enquiryFields.map((field) => [field, valueOf(field)])) as EnquiryInput;
  const focus = (field: EnquiryField) => {
    const element = control(field);
    if (element instanceof RadioNodeList) (element[0] as HTMLInputElement | undefined)?.focus();
    else element?.focus();
  };
  const showProblems = (found: Errors) => {
    setErrors(found);
    const first = focusOrder.find((field) => found[field]);
    if (first) focus(first);
    return first;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const values = valuesNow();
    if (showProblems(errorsOf(enquiryProblems(cleanEnquiry(values), today), copy))) {
      setSaid(undefined);
      return;
    }
    sending.current = true;
    setSaid(undefined);
    try {
      const typed = JSON.stringify(values);
      if (attempt.current?.values !== typed) attempt.current = { key: newKey(), values: typed };
      const filledMs = await fillTime(alive.current);
      const answer = await postVisitorForm<EnquiryAnswer>(
        localPath(centre.path),
        { ...values, [honeypotField]: (control(honeypotField) as HTMLInputElement | null)?.value ?? '', filledMs },
        { [idempotencyHeader]: attempt.current.key },
      );
      if (answer.status === 'received') {
        setWithMail(values.email.trim() !== '');
        form.current?.reset();
        attempt.current = undefined;
      }
      if (answer.status === 'invalid') showProblems(errorsOf(answer.problems, copy));
      setSaid(answer);
    } finally {
      sending.current = false;
    }
  }

  /** Once a field shows an error, it is checked again as the visitor changes it. */
  function recheck(field: EnquiryField) {
    if (!errors[field] && !(field === 'email' || field === 'phone')) return;
    const problems = enquiryProblems(cleanEnquiry(valuesNow()), today);
    setErrors((current) => {
      const next = { ...current };
      // An e-mail or a mobile number: typing either may settle both.
      for (const one of field === 'email' || field === 'phone' ? (['email', 'phone'] as const) : [field]) {
        if (!current[one]) continue;
        const problem = problems[one];
        next[one] = problem && problemText(one, problem, copy.errors);
      }
      return next;
    });
  }

  const typed = initial && 'values' in initial ? initial.values : undefined;
  const tie = (name: EnquiryField, tied: ControlProps) => ({
    ...tied,
    name,
    defaultValue: typed?.[name],
    className: roomy.control,
    onChange: () => recheck(name),
  });
  const row = (name: EnquiryField, input: (control: ControlProps) => ReactNode, hint?: string) => (
    <Field id={idOf(name)} label={copy.labels[name]} hint={hint} error={errors[name]} announce={false} classes={roomy}>
      {input}
    </Field>
  );
  /** A group of radio buttons or a checkbox, in a fieldset whose legend names it, its error under it. */
  const choices = (name: 'visit', options: readonly string[], labels: Record<string, string>) => (
    <fieldset className={styles.group} aria-describedby={errors[name] ? `${idOf(name)}-error` : undefined}>
      <legend>{copy.labels[name]}</legend>
      <div className={styles.choices}>
        {options.map((option, index) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option}
              id={index === 0 ? idOf(name) : undefined}
              defaultChecked={(typed?.[name] || 'day') === option}
              onChange={() => recheck(name)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
      <p id={`${idOf(name)}-error`} className={styles.error}>
        {errors[name]}
      </p>
    </fieldset>
  );

  const received = said?.status === 'received' ? said.reference : undefined;
  const failure = failureText(said, copy.failures);
  const ownLanguage = replyLanguages.includes(language as 'mr' | 'en') ? language : 'en';
  return (
    <form
      ref={form}
      method="post"
      action={`${localPath(centre.path)}?index`}
      className={roomy.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {row('name', (tied) => (
        <input {...tie('name', tied)} type="text" autoComplete="name" required maxLength={enquiryLimits.name} />
      ))}
      <p id={noteId} className={styles.hint}>
        {copy.contactHint}
      </p>
      <div className={styles.pair}>
        {row('email', (tied) => (
          <input
            {...tie('email', {
              ...tied,
              'aria-describedby': [tied['aria-describedby'], noteId].filter(Boolean).join(' '),
            })}
            type="email"
            autoComplete="email"
            maxLength={enquiryLimits.email}
          />
        ))}
        {row('phone', (tied) => (
          <input
            {...tie('phone', {
              ...tied,
              'aria-describedby': [tied['aria-describedby'], noteId].filter(Boolean).join(' '),
            })}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={14}
          />
        ))}
      </div>
      <fieldset className={styles.group}>
        <legend>{copy.datesLegend}</legend>
        <div className={styles.pair}>
          {row('dateFrom', (tied) => (
            <input {...tie('dateFrom', tied)} type="date" min={today} />
          ))}
          {row('dateTo', (tied) => (
            <input {...tie('dateTo', tied)} type="date" min={today} />
          ))}
        </div>
        <label className={styles.choice}>
          <input
            type="checkbox"
            name="flexible"
            id={idOf('flexible')}
            defaultChecked={typed?.flexible === 'on'}
            onChange={() => recheck('dateFrom')}
          />
          {copy.labels.flexible}
        </label>
      </fieldset>
      {choices('visit', visitKinds, copy.visits)}
      <div className={styles.pair}>
        {row('adults', (tied) => (
          <input
            {...tie('adults', tied)}
            defaultValue={typed?.adults ?? '2'}
            type="number"
            inputMode="numeric"
            min={1}
            max={enquiryLimits.people}
            required
          />
        ))}
        {row('children', (tied) => (
          <input
            {...tie('children', tied)}
            defaultValue={typed?.children ?? '0'}
            type="number"
            inputMode="numeric"
            min={0}
            max={enquiryLimits.people}
          />
        ))}
      </div>
      <div className={styles.pair}>
        {row('group', (tied) => (
          <select {...tie('group', tied)} defaultValue={typed?.group || 'family'}>
            {groupTypes.map((group) => (
              <option key={group} value={group}>
                {copy.groups[group]}
              </option>
            ))}
          </select>
        ))}
        {row('replyLanguage', (tied) => (
          <select {...tie('replyLanguage', tied)} defaultValue={typed?.replyLanguage || ownLanguage}>
            {replyLanguages.map((code) => (
              <option key={code} value={code}>
                {copy.languages[code]}
              </option>
            ))}
          </select>
        ))}
      </div>
      {row(
        'message',
        (tied) => (
          <textarea {...tie('message', tied)} rows={4} maxLength={enquiryLimits.message} />
        ),
        copy.optional,
      )}
      <div className="visually-hidden">
        <label htmlFor="enquiry-website">{copy.honeypot}</label>
        <input id="enquiry-website" name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className={styles.note}>
        {copy.privacy} <a href={localPath(sitePaths.privacy)}>{copy.privacyLink}</a>
      </p>
      <FormAlert tone="failure" message={failure}>
        {said?.status === 'unavailable' || said?.status === 'gone' ? (
          <p className={styles.office}>
            <a href={`mailto:${office.email}`}>{office.email}</a> {copy.or}{' '}
            <a href={`tel:${office.phone.tel}`}>{office.phone.display}</a>
          </p>
        ) : null}
      </FormAlert>
      <button type="submit" className={roomy.submit}>
        {copy.submit}
      </button>
      <output className={styles.received}>
        {received ? (
          <>
            <span>{fillTemplate(copy.received, { centre: centre.name, reference: received })}</span>
            {withMail ? <span>{copy.receivedMail}</span> : null}
            {centre.whatsapp ? (
              <a
                href={whatsappUrl(
                  centre.whatsapp,
                  fillTemplate(copy.whatsappText, { name: centre.name, reference: received }),
                )}
                rel="noopener"
              >
                {copy.receivedWhatsapp}
              </a>
            ) : null}
          </>
        ) : null}
      </output>
    </form>
  );
}
