import { PageMeta } from '../../components/PageMeta.tsx';
import { fillTemplate } from '../../content/fill-template.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import forms from '../../forms/forms.module.css';
import { localPath } from '../../current-language.ts';
import { unconfirmedDays } from './contract.ts';
import type { LinkPageData } from './contract.ts';
import styles from './link-page.module.css';

interface Copy {
  title: string;
  heading: string;
  /** The question beside the button: `{email}`. */
  ask: string;
  button: string;
  /** The heading and title once there is nothing to ask: done, a link that names nobody, the store not answering. */
  headings: Record<Exclude<LinkPageData['state'], 'ask'>, string>;
  /** What was done: `{email}`. */
  done: string;
  /** A link that names nobody: `{days}`, `{office}`. */
  unknown: string;
  unavailable: string;
}

interface Props {
  copy: Copy;
  data: LinkPageData;
  /** The office's address, for the words of a link that does not work. */
  office: string;
  /** Hidden fields of the button's form (the one-click unsubscribe's `List-Unsubscribe=One-Click`). */
  fields?: Record<string, string>;
}

/**
 * A page a newsletter mail's link opens (confirm, leave; decision 081): who it names and one
 * button, a plain form posted to the page's own address with its token, so nothing needs
 * JavaScript and opening the link does nothing by itself; then what was done, or why nothing
 * could be, said by the heading and the title too (issue 58, decision 104), as the page the
 * button leads to is a new page to a screen reader. Rendered for one request, never cached, not
 * indexed.
 */
export function LinkPage({ copy, data, office, fields = {} }: Props) {
  const words = (text: string) => fillTemplate(text, { email: data.email ?? '', office, days: unconfirmedDays });
  const alert =
    data.state === 'done'
      ? { tone: 'success' as const, text: words(copy.done) }
      : data.state === 'unknown'
        ? { tone: 'failure' as const, text: words(copy.unknown) }
        : data.state === 'unavailable'
          ? { tone: 'failure' as const, text: words(copy.unavailable) }
          : undefined;
  const heading = data.state === 'ask' ? copy.heading : copy.headings[data.state];
  return (
    <div className={`container-narrow ${styles.page}`}>
      <PageMeta title={data.state === 'ask' ? copy.title : heading} description={copy.heading} noindex />
      <h1>{heading}</h1>
      <FormAlert tone={alert?.tone} message={alert?.text} />
      {data.state === 'ask' && data.action ? (
        <form method="post" action={localPath(data.action)} className={styles.form}>
          <p>
            <bdi>{words(copy.ask)}</bdi>
          </p>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={forms.submit}>
            {copy.button}
          </button>
        </form>
      ) : null}
    </div>
  );
}
