import type { ReactNode } from 'react';
import { directory, directoryAdmin as copy } from '../../content/directory.ts';
import { Field } from '../../forms/Field.tsx';
import forms from '../../forms/forms.module.css';
import type { FieldProblems, FormValues } from './admin-data.ts';
import { activityLabels, foodLabels, listingConsent, offerLabels, spokenLabels, type Bilingual } from './contract.ts';
import { districts } from './places.ts';
import { inLanguage } from './shown.ts';
import styles from './admin.module.css';

const labels = copy.form;
const one = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : (value?.[0] ?? '');
};
const many = (values: FormValues, name: string) => ([] as string[]).concat(values[name] ?? []);
const problemOf = (problems: FieldProblems, name: string) => {
  const code = problems[name];
  return code ? (copy.problems[code as keyof typeof copy.problems] ?? copy.problems.unknown) : undefined;
};

interface Props {
  values: FormValues;
  problems: FieldProblems;
}

/** A text field of the profile, filled again with what was sent and its problem beside it. */
function Text({
  name,
  label,
  values,
  problems,
  hint,
  type = 'text',
  lines = false,
  ...input
}: Props & {
  name: string;
  label: string;
  hint?: string;
  type?: string;
  lines?: boolean;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url';
  lang?: string;
}) {
  const id = `centre-${name}`;
  return (
    <Field id={id} label={label} hint={hint} error={problemOf(problems, name)} announce={false}>
      {(control) =>
        lines ? (
          <textarea
            {...control}
            {...input}
            name={name}
            rows={6}
            className={forms.control}
            defaultValue={one(values, name)}
          />
        ) : (
          <input
            {...control}
            {...input}
            name={name}
            type={type}
            className={forms.control}
            defaultValue={one(values, name)}
          />
        )
      }
    </Field>
  );
}

/** A group of checkboxes from a controlled list, with its problem. */
function Choices({
  name,
  legend,
  options,
  values,
  problems,
}: Props & { name: string; legend: string; options: { value: string; label: string }[] }) {
  const chosen = many(values, name);
  const problem = problemOf(problems, name);
  const errorId = `centre-${name}-error`;
  return (
    <fieldset className={styles.choices} aria-describedby={problem ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className={styles.choiceGrid}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="checkbox" name={name} value={option.value} defaultChecked={chosen.includes(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
      <p id={errorId} className={styles.problem}>
        {problem}
      </p>
    </fieldset>
  );
}

const listOf = (table: Record<string, Bilingual>) =>
  Object.entries(table).map(([value, label]) => ({ value, label: inLanguage(label) }));
const months = directory.months.map((label, index) => ({ value: String(index + 1), label }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Every field of a centre's profile, in the order of its public page: plain controls in a plain
 * form (no JavaScript needed), each problem under its field and tied to it (aria-describedby).
 */
export function ProfileFields({ values, problems }: Props) {
  const shared = { values, problems };
  const districtProblem = problemOf(problems, 'district');
  return (
    <>
      <Section title={labels.names}>
        <Text name="name_en" label={labels.nameEn} maxLength={120} {...shared} />
        <Text name="name_mr" label={labels.nameMr} maxLength={120} lang="mr" {...shared} />
      </Section>
      <Section title={labels.place}>
        <Text name="village" label={labels.village} maxLength={80} {...shared} />
        <Text name="taluka" label={labels.taluka} maxLength={80} {...shared} />
        <Field id="centre-district" label={labels.district} error={districtProblem} announce={false}>
          {(control) => (
            <select {...control} name="district" className={forms.control} defaultValue={one(values, 'district')}>
              <option value="">{labels.choose}</option>
              {districts.map((district) => (
                <option key={district.code} value={district.code}>
                  {inLanguage(district)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={styles.pair}>
          <Text name="lat" label={labels.lat} inputMode="decimal" hint={labels.pinHint} {...shared} />
          <Text name="lng" label={labels.lng} inputMode="decimal" {...shared} />
        </div>
      </Section>
      <Section title={labels.visits}>
        <Choices name="offers" legend={labels.offers} options={listOf(offerLabels)} {...shared} />
        <Choices name="activities" legend={labels.activities} options={listOf(activityLabels)} {...shared} />
        <Choices name="food" legend={labels.food} options={listOf(foodLabels)} {...shared} />
        <div className={styles.pair}>
          <Text name="rooms" label={labels.rooms} inputMode="numeric" {...shared} />
          <Text name="beds" label={labels.beds} inputMode="numeric" {...shared} />
        </div>
      </Section>
      <Section title={labels.season}>
        <Choices name="open_months" legend={labels.openMonths} options={months} {...shared} />
        <Choices name="best_months" legend={labels.bestMonths} options={months} {...shared} />
      </Section>
      <Section title={labels.prices}>
        <div className={styles.pair}>
          <Text name="price_day" label={labels.priceDay} inputMode="numeric" {...shared} />
          <Text name="price_night" label={labels.priceNight} inputMode="numeric" {...shared} />
        </div>
      </Section>
      <Section title={labels.people}>
        <Choices name="languages" legend={labels.languages} options={listOf(spokenLabels)} {...shared} />
        <label className={styles.choice}>
          <input type="checkbox" name="family_friendly" defaultChecked={one(values, 'family_friendly') === 'on'} />
          {labels.familyFriendly}
        </label>
        <label className={styles.choice}>
          <input type="checkbox" name="accessible" defaultChecked={one(values, 'accessible') === 'on'} />
          {labels.accessible}
        </label>
      </Section>
      <Section title={labels.licence}>
        <div className={styles.pair}>
          <Text name="licence_number" label={labels.licenceNumber} maxLength={60} {...shared} />
          <Text name="licence_valid_until" label={labels.licenceValidUntil} type="date" {...shared} />
        </div>
      </Section>
      <Section title={labels.about}>
        <Text
          name="description_en"
          label={labels.descriptionEn}
          hint={labels.descriptionHint}
          lines
          maxLength={5000}
          {...shared}
        />
        <Text name="description_mr" label={labels.descriptionMr} lines maxLength={5000} lang="mr" {...shared} />
      </Section>
      <Section title={labels.contact}>
        <p className={styles.hint}>{labels.contactHint}</p>
        <div className={styles.pair}>
          <Text name="phone" label={labels.phone} type="tel" inputMode="tel" maxLength={14} {...shared} />
          <Text name="whatsapp" label={labels.whatsapp} type="tel" inputMode="tel" maxLength={14} {...shared} />
        </div>
        <Text name="email" label={labels.email} type="email" maxLength={254} {...shared} />
        <Text name="website" label={labels.website} type="url" maxLength={200} {...shared} />
      </Section>
      <Text name="last_verified" label={labels.lastVerified} type="date" {...shared} />
    </>
  );
}

/**
 * The consent's fields: who, when, how, which channels may be shown, whether the owner takes
 * visitors' enquiries by e-mail and in which language their mails are written, and the words.
 */
export function ConsentFields({ values, problems }: Props) {
  const c = copy.consent;
  const shared = { values, problems };
  return (
    <>
      <div className={styles.pair}>
        <Text name="consent_given_by" label={c.givenBy} maxLength={120} {...shared} />
        <Text name="consent_given_at" label={c.givenAt} type="date" {...shared} />
      </div>
      <Field id="centre-consent_method" label={c.method} error={problemOf(problems, 'consent_method')} announce={false}>
        {(control) => (
          <select
            {...control}
            name="consent_method"
            className={forms.control}
            defaultValue={one(values, 'consent_method') || 'phone'}
          >
            {Object.entries(c.methods).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Choices
        name="consent_channels"
        legend={c.channels}
        options={Object.entries(c.channelNames).map(([value, label]) => ({ value, label }))}
        {...shared}
      />
      <div>
        <label className={styles.choice}>
          <input
            type="checkbox"
            name="consent_enquiry_mail"
            value="on"
            aria-describedby="centre-consent_enquiry_mail-hint"
            defaultChecked={one(values, 'consent_enquiry_mail') === 'on'}
          />
          {c.enquiryMail}
        </label>
        <p id="centre-consent_enquiry_mail-hint" className={styles.hint}>
          {c.enquiryMailHint}
        </p>
      </div>
      <Field
        id="centre-consent_owner_language"
        label={c.ownerLanguage}
        error={problemOf(problems, 'consent_owner_language')}
        announce={false}
      >
        {(control) => (
          <select
            {...control}
            name="consent_owner_language"
            className={forms.control}
            defaultValue={one(values, 'consent_owner_language') || 'mr'}
          >
            {Object.entries(c.ownerLanguages).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Text
        name="consent_wording"
        label={c.wording}
        maxLength={500}
        values={{ consent_wording: one(values, 'consent_wording') || inLanguage(listingConsent) }}
        problems={problems}
      />
    </>
  );
}
