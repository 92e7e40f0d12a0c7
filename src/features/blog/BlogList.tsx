import { PageMeta } from '../../components/PageMeta.tsx';
import type { ListData } from './blog-data.ts';
import { BlogCard, BlogCardGrid } from './BlogCard.tsx';
import styles from './BlogList.module.css';

/** A blog's list page: heading, intro and the grid of cards (the first card's picture loads first). */
export function BlogList({ list, meta }: { list: ListData; meta: { title: string; description: string } }) {
  return (
    <div className={styles.page}>
      <PageMeta {...meta} />
      <header className="container page-header">
        <h1>{list.heading}</h1>
        {list.tagline ? (
          <p className={styles.tagline} lang={list.tagline.lang}>
            {list.tagline.text}
          </p>
        ) : null}
        <p className="lead">{list.intro}</p>
      </header>
      <div className="container">
        <BlogCardGrid>
          {list.cards.map((card, index) => (
            <BlogCard key={card.href} {...card} readMore={list.readMore} priority={index === 0 && !!card.image} />
          ))}
        </BlogCardGrid>
      </div>
    </div>
  );
}
