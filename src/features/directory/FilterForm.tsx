import { Search } from 'lucide-react';
import type { FormEvent, Ref } from 'react';
import { directory as copy } from '../../content/directory.ts';
import { localPath } from '../../current-language.ts';
import { activityLabels, directoryPaths, offerLabels, priceBands, spokenLabels, type Bilingual } from './contract.ts';
import type { FilterCounts, Filters } from './filters.ts';
import { districts, regionCodes } from './places.ts';
import { inLanguage } from './shown.ts';
import styles from './directory.module.css';

interface Option {
  value: string;
  label: string;
  count: number;
}

/** One filter as a labelled <select>; each choice says how many centres it would show. */
function Select({
  name,
  label,
  options,
  value,
}: {
  name: string;
  label: string;
  options: Option[];
  value?: string | number;
}) {
  const id = `centres-${name}`;
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value === undefined ? '' : String(value)}>
        <option value="">{copy.list.any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {`${option.label} (${option.count})`}
          </option>
        ))}
      </select>
    </div>
  );
}

const listed = <Code extends string>(
  codes: readonly Code[],
  label: (code: Code) => string,
  count: Record<Code, number>,
) => codes.map((code) => ({ value: code, label: label(code), count: count[code] }));

/** A controlled list's choices, each in the page's language with its count. */
const bilingualOptions = <Code extends string>(table: Record<Code, Bilingual>, count: Record<Code, number>) =>
  (Object.keys(table) as Code[]).map((code) => ({ value: code, label: inLanguage(table[code]), count: count[code] }));

/**
 * The list's filters as a plain GET form: they live in the URL, so the list works without
 * JavaScript, and a filtered list can be shared and indexed (decision 095).
 */
export function FilterForm({
  filters,
  counts,
  onChange,
  onSubmit,
  formRef,
}: {
  filters: Filters;
  counts: FilterCounts;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
}) {
  const labels = copy.list.filters;
  const shownDistricts = districts.filter(
    (district) =>
      (!filters.region || district.region === filters.region) &&
      (counts.district[district.code] || filters.district === district.code),
  );
  return (
    <search>
      <form
        method="get"
        action={localPath(directoryPaths.list)}
        className={styles.filters}
        aria-labelledby="centres-filters-heading"
        onChange={onChange}
        onSubmit={onSubmit}
        ref={formRef}
      >
        <h2 id="centres-filters-heading" className={styles.filtersHeading}>
          {copy.list.filtersHeading}
        </h2>
        <div className={styles.searchRow}>
          <label htmlFor="centres-q">{copy.list.search}</label>
          <div className={styles.searchBox}>
            <Search aria-hidden="true" className={styles.icon} />
            <input
              id="centres-q"
              name="q"
              type="search"
              defaultValue={filters.q ?? ''}
              maxLength={60}
              autoComplete="off"
            />
          </div>
        </div>
        <div className={styles.filterGrid}>
          <Select
            name="region"
            label={labels.region}
            value={filters.region}
            options={listed(regionCodes, (code) => copy.regions[code], counts.region)}
          />
          <Select
            name="district"
            label={labels.district}
            value={filters.district}
            options={shownDistricts.map((district) => ({
              value: district.code,
              label: inLanguage(district),
              count: counts.district[district.code] ?? 0,
            }))}
          />
          <Select
            name="activity"
            label={labels.activity}
            value={filters.activity}
            options={bilingualOptions(activityLabels, counts.activity)}
          />
          <Select
            name="offer"
            label={labels.offer}
            value={filters.offer}
            options={bilingualOptions(offerLabels, counts.offer)}
          />
          <Select
            name="month"
            label={labels.month}
            value={filters.month}
            options={copy.months.map((name, index) => ({
              value: String(index + 1),
              label: name,
              count: counts.month[(index + 1) as 1],
            }))}
          />
          <Select
            name="price"
            label={labels.price}
            value={filters.price}
            options={listed(
              Object.keys(priceBands) as (keyof typeof priceBands)[],
              (code) => copy.list.priceBands[code],
              counts.price,
            )}
          />
          <Select
            name="language"
            label={labels.spoken}
            value={filters.language}
            options={bilingualOptions(spokenLabels, counts.language)}
          />
          <div className={styles.check}>
            <input
              id="centres-family"
              name="family"
              type="checkbox"
              value="1"
              defaultChecked={filters.family === true}
            />
            <label htmlFor="centres-family">{`${labels.family} (${counts.family})`}</label>
          </div>
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className={styles.show}>
            {copy.list.show}
          </button>
          <a href={localPath(directoryPaths.list)} className={styles.clear}>
            {copy.list.clear}
          </a>
        </div>
      </form>
    </search>
  );
}
