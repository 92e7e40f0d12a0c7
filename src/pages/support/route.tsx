import { legal } from '../../content/legal.ts';
import { meta } from '../../content/meta.ts';
import { LegalPage } from '../../components/LegalPage.tsx';
import { sitePaths } from '../../site-paths.ts';

export function Component() {
  return <LegalPage page={legal.support} meta={meta[sitePaths.support]} />;
}
