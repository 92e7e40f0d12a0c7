import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { directory as copy } from '../../content/directory.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { sayCount } from '../../content/plural.ts';
import { language, localPath } from '../../language.ts';
import { languages } from '../../languages.ts';
import { CentreCards } from './CentreCard.tsx';
import { directoryPaths, type CardCentre } from './contract.ts';
import { FilterForm } from './FilterForm.tsx';
import {
  applyFilters,
  filterCounts,
  filtered,
  pageSize,
  queryOf,
  readFilters,
  type FilterCounts,
  type Filters,
} from './filters.ts';
import styles from './directory.module.css';

/** The list as the server made it (./directory-routes.server.ts `ListData`): what the island starts from. */
export interface FinderStart {
  filters: Filters;
  centres: CardCentre[];
  total: number;
  all: number;
  page: number;
  pages: number;
  counts: FilterCounts;
  month: number;
  indexVersion: string;
}

const tag = languages[language].tag;

/**
 * The list's filters and its cards (decision 095). Served as a GET form whose filters live in
 * the URL, which works without JavaScript. Once a visitor touches it, it fetches every published
 * centre (`/centres.json`, the version the page names) and from then on answers each keystroke
 * and choice in the browser: the cards, the counts and the address (replaced, so Back leaves the
 * list and a copied address opens the same list). Until the list has arrived, or if it cannot,
 * the form sends as before.
 */
export function CentreFinder({ start }: { start: FinderStart }) {
  const [all, setAll] = useState<CardCentre[] | undefined>(undefined);
  const [filters, setFilters] = useState(start.filters);
  const [shown, setShown] = useState(pageSize);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`${localPath(directoryPaths.index)}?v=${start.indexVersion}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<CardCentre[]>) : undefined))
      .then((centres) => centres && setAll(centres))
      .catch(() => undefined); // the form keeps working as a plain GET form
    return () => controller.abort();
  }, [start.indexVersion]);

  // What was typed or chosen while the list was on its way counts as soon as it is here.
  useEffect(() => {
    if (all && formRef.current) read(formRef.current);
  }, [all]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the list arrives

  const found = useMemo(() => (all ? applyFilters(all, filters) : undefined), [all, filters]);
  const counts = useMemo(() => (all ? filterCounts(all, filters) : start.counts), [all, filters, start.counts]);

  function read(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value) params.append(name, value);
    const next = readFilters(params).filters;
    setFilters(next);
    setShown(pageSize);
    history.replaceState(history.state, '', `${localPath(directoryPaths.list)}${queryOf(next)}`);
  }
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (all) read(event.currentTarget);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!all) return; // sent as a plain GET
    event.preventDefault();
    read(event.currentTarget);
  };

  const live = found !== undefined;
  const total = found?.length ?? start.total;
  const centres = found ? found.slice(0, shown) : start.centres;
  const count = filtered(filters)
    ? sayCount(tag, copy.list.resultsOf, total, 'count', { all: all?.length ?? start.all })
    : sayCount(tag, copy.list.results, total, 'count');
  const pageLink = (page: number) => localPath(`${directoryPaths.list}${queryOf(start.filters, page)}`);
  return (
    <>
      {start.all > 0 ? (
        <FilterForm filters={start.filters} counts={counts} onChange={onChange} onSubmit={onSubmit} formRef={formRef} />
      ) : null}
      <section aria-labelledby="centres-count" className={styles.results}>
        <h2 id="centres-count" className={styles.count} aria-live={live ? 'polite' : undefined}>
          {count}
        </h2>
        {total > 0 ? (
          <CentreCards centres={centres} month={start.month} level={3} />
        ) : (
          <div className={styles.empty}>
            <p>{start.all > 0 ? copy.list.none : copy.list.empty}</p>
            {start.all > 0 ? <p>{copy.list.noneHelp}</p> : null}
            <a href={localPath(copy.list.contact.to)} className={styles.emptyLink}>
              {copy.list.contact.label}
            </a>
          </div>
        )}
        {live && total > shown ? (
          <p className={styles.pager}>
            <button type="button" className={styles.more} onClick={() => setShown((now) => now + pageSize)}>
              {copy.list.more}
            </button>
          </p>
        ) : null}
        {!live && start.pages > 1 ? (
          <nav aria-label={copy.list.pagesLabel} className={styles.pager}>
            {start.page > 1 ? (
              <a href={pageLink(start.page - 1)} rel="prev">
                {copy.list.previous}
              </a>
            ) : null}
            <span aria-current="page">{fillTemplate(copy.list.pageOf, { page: start.page, pages: start.pages })}</span>
            {start.page < start.pages ? (
              <a href={pageLink(start.page + 1)} rel="next">
                {copy.list.next}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
