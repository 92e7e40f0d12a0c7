import { PageMeta } from '../../components/PageMeta.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Home" description="Farm, rural and tribal tourism in Maharashtra." />
      <h1>Agro Tourism</h1>
    </>
  );
}
