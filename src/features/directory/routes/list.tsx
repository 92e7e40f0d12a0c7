import { Link, useLoaderData } from 'react-router';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { directory as copy } from '../../../content/directory.ts';
import { fillTemplate } from '../../../content/fill-template.ts';
import { sayCount } from '../../../content/plural.ts';
import { language } from '../../../language.ts';
import { languages } from '../../../languages.ts';
import { CentreCards } from '../CentreCard.tsx';
import { directoryPaths } from '../contract.ts';
import type { ListData } from '../directory-routes.server.ts';
import { FilterForm } from '../FilterForm.tsx';
import { filtered, queryOf } from '../filters.ts';
import styles from '../directory.module.css';

export { listLoader as loader } from '../directory-routes.server.ts';

/**
 * /centres (decision 095): the published centres, filtered by what the URL says (a GET form that
 * works without JavaScript), a page of cards at a time, each choice saying how many it leaves.
 */
export function Component() {
  const data = useLoaderData<ListData>();
  const tag = languages[language].tag;
  const any = filtered(data.filters);
  const count = any
    ? sayCount(tag, copy.list.resultsOf, data.total, 'count', { all: data.all })
    : sayCount(tag, copy.list.results, data.total, 'count');
  const pageLink = (page: number) => `${directoryPaths.list}${queryOf(data.filters, page)}`;
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta title={copy.list.title} description={copy.list.description} query={data.query} />
      <header className={styles.head}>
        <h1>{copy.list.heading}</h1>
        <p className={styles.intro}>{copy.list.intro}</p>
      </header>
      {data.all > 0 ? <FilterForm filters={data.filters} counts={data.counts} /> : null}
      <section aria-labelledby="centres-count" className={styles.results}>
        <h2 id="centres-count" className={styles.count}>
          {count}
        </h2>
        {data.total > 0 ? (
          <CentreCards centres={data.centres} month={data.month} level={3} />
        ) : (
          <div className={styles.empty}>
            <p>{data.all > 0 ? copy.list.none : copy.list.empty}</p>
            {data.all > 0 ? <p>{copy.list.noneHelp}</p> : null}
            <Link to={copy.list.contact.to} className={styles.emptyLink}>
              {copy.list.contact.label}
            </Link>
          </div>
        )}
        {data.pages > 1 ? (
          <nav aria-label={copy.list.pagesLabel} className={styles.pager}>
            {data.page > 1 ? (
              <Link to={pageLink(data.page - 1)} rel="prev">
                {copy.list.previous}
              </Link>
            ) : null}
            <span aria-current="page">{fillTemplate(copy.list.pageOf, { page: data.page, pages: data.pages })}</span>
            {data.page < data.pages ? (
              <Link to={pageLink(data.page + 1)} rel="next">
                {copy.list.next}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
