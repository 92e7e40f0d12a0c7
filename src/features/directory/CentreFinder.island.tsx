import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { directory as copy } from '../../content/directory.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { sayCount } from '../../content/plural.ts';
import { language, localPath } from '../../current-language.ts';
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

/** The filters a form's fields name now. */
function filtersIn(form: HTMLFormElement): Filters {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value) params.append(name, value);
  return readFilters(params).filters;
}

/** Drawn again only when what they show changes: a keystroke redraws the cards and counts it changed. */
const Form = memo(FilterForm);
const Cards = memo(CentreCards);

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
  const arrived = useRef(false);
  const choose = useCallback((form: HTMLFormElement) => {
    setFilters(filtersIn(form));
    setShown(pageSize);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`${localPath(directoryPaths.index)}?v=${start.indexVersion}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<CardCentre[]>) : undefined))
      .then((centres) => {
        if (!centres) return;
        arrived.current = true;
        setAll(centres);
        // What was typed or chosen while the list was on its way counts as soon as it is here.
        if (formRef.current) choose(formRef.current);
      })
      .catch(() => undefined); // the form keeps working as a plain GET form
    return () => controller.abort();
  }, [start.indexVersion, choose]);

  // A keystroke only sets the filters; the cards and counts follow in React's next, interruptible
  // render (a deferred value), so typing never waits for them on a slow phone.
  const shownFilters = useDeferredValue(filters);
  const found = useMemo(() => (all ? applyFilters(all, shownFilters) : undefined), [all, shownFilters]);
  const counts = useMemo(
    () => (all ? filterCounts(all, shownFilters) : start.counts),
    [all, shownFilters, start.counts],
  );
  const visible = useMemo(() => found?.slice(0, shown), [found, shown]);
  useEffect(() => {
    if (all) history.replaceState(history.state, '', `${localPath(directoryPaths.list)}${queryOf(shownFilters)}`);
  }, [all, shownFilters]);

  const onChange = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (arrived.current) choose(event.currentTarget);
    },
    [choose],
  );
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!arrived.current) return; // sent as a plain GET
      event.preventDefault();
      choose(event.currentTarget);
    },
    [choose],
  );

  const live = found !== undefined;
  const total = found?.length ?? start.total;
  const centres = visible ?? start.centres;
  const count = filtered(shownFilters)
    ? sayCount(tag, copy.list.resultsOf, total, 'count', { all: all?.length ?? start.all })
    : sayCount(tag, copy.list.results, total, 'count');
  const pageLink = (page: number) => localPath(`${directoryPaths.list}${queryOf(start.filters, page)}`);
  return (
    <>
      {start.all > 0 ? (
        <Form filters={start.filters} counts={counts} onChange={onChange} onSubmit={onSubmit} formRef={formRef} />
      ) : null}
      <section aria-labelledby="centres-count" className={styles.results}>
        <h2 id="centres-count" className={styles.count} aria-live={live ? 'polite' : undefined}>
          {count}
        </h2>
        {total > 0 ? (
          <Cards centres={centres} month={start.month} level={3} />
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
