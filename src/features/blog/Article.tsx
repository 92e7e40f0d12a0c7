import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Picture } from '../../components/Picture.tsx';
import type { Image, Link as LinkData } from '../../content/schema.ts';
import { ArticleJsonLd } from './ArticleJsonLd.tsx';
import { BlogDate } from './BlogCard.tsx';
import styles from './Article.module.css';
import { language } from '../../current-language.ts';

interface Props {
  title: string;
  /** As shown on the card: "23 Jul 2021", or a label without a year such as "17 July". */
  date: string;
  /** The full date, for structured data: 2021-07-23. */
  published: string;
  summary: string;
  body: string[];
  image?: Image | undefined;
  back: LinkData;
  /** The language of the title, summary and body when it is not English. */
  lang?: 'mr' | undefined;
}

/**
 * A blog article at its own address: date, title, summary as the lead, picture, text and a way
 * back, and its structured data (`BlogPosting`).
 */
export function Article({ title, date, published, summary, body, image, back, lang }: Props) {
  // A post in another language than the page's is marked, and the page's words around it too.
  const postLang = lang && lang !== language ? lang : undefined;
  const pageLang = postLang ? language : undefined;
  const backLink = (
    <Link to={back.to} className={styles.back} lang={pageLang}>
      <ArrowLeft aria-hidden="true" className={styles.backIcon} />
      {back.label}
    </Link>
  );
  return (
    <div className={styles.page}>
      <PageMeta title={title} description={summary} type="article" />
      <ArticleJsonLd title={title} summary={summary} published={published} image={image} lang={postLang} />
      <article className={`container-narrow ${styles.article} ${image ? '' : styles.plain}`} lang={postLang}>
        <header className={styles.header}>
          <p className={styles.top}>{backLink}</p>
          <p className={styles.date} lang={pageLang}>
            <BlogDate label={date} />
          </p>
          <h1 className={styles.title}>{title}</h1>
          <p className="lead">{summary}</p>
        </header>
        {image ? (
          <Picture
            picture={image.picture}
            alt={image.alt}
            sizes="(max-width: 48rem) calc(100vw - 3rem), 48rem"
            priority
            className={styles.image}
          />
        ) : null}
        <div className={styles.body}>
          {body.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        <footer className={styles.footer}>{backLink}</footer>
      </article>
    </div>
  );
}
