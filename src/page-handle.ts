import { useMatches } from 'react-router';
import { languages as allLanguages, type Language } from './languages.ts';
import type { PageHandle } from './routes.tsx';

/** The matched page's handle (src/routes.tsx): the deepest matched route that names a page. */
export function usePageHandle(): PageHandle | undefined {
  return useMatches()
    .map((match) => match.handle as PageHandle | undefined)
    .findLast((handle) => handle?.page !== undefined);
}

/** The languages the matched page is written in: all of them, but for a Marathi article (decision 043). */
export function usePageLanguages(): readonly Language[] {
  return usePageHandle()?.languages ?? (Object.keys(allLanguages) as Language[]);
}
