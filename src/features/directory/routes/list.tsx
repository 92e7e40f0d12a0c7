import { useLoaderData } from 'react-router';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { directory as copy } from '../../../content/directory.ts';
import { Island } from '../../../islands/Island.tsx';
import { CentreFinder } from '../CentreFinder.island.tsx';
import type { ListData } from '../directory-routes.server.ts';
import styles from '../directory.module.css';

export { listLoader as loader } from '../directory-routes.server.ts';

/**
 * /centres (decision 095): the published centres, filtered by what the URL says (a GET form that
 * works without JavaScript), a page of cards at a time, each choice saying how many it leaves;
 * with JavaScript, once touched, filtered as one types (the island).
 */
export function Component() {
  const { query, ...start } = useLoaderData<ListData>();
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta title={copy.list.title} description={copy.list.description} query={query} />
      <header className={styles.head}>
        <h1>{copy.list.heading}</h1>
        <p className={styles.intro}>{copy.list.intro}</p>
      </header>
      <Island component={CentreFinder} props={{ start }} wake="interaction" />
    </div>
  );
}
