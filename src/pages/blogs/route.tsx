import { ArrowRight } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { blogIndex } from '../../content/blog/blog-index.ts';
import { meta } from '../../content/meta.ts';
import { latestPosts } from '../../features/blog/blog-data.ts';
import { language } from '../../current-language.ts';
import { BlogDate } from '../../features/blog/BlogCard.tsx';
import styles from './blogs.module.css';
import { sitePaths } from '../../site-paths.ts';

/** How many of each blog's newest posts the index lists. */
const LATEST = 3;

export const loader = () => latestPosts(LATEST, language);

/** The Blog page: an index of the English and the Marathi blog, with the latest posts of each. */
export function Component() {
  const latest = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <PageMeta {...meta[sitePaths.blogs]} />
      <header className="container page-header">
        <h1>{blogIndex.heading}</h1>
        <p className="lead">{blogIndex.intro}</p>
      </header>
      <div className={`container ${styles.grid}`}>
        {blogIndex.blogs.map((blog, index) => {
          const id = `blog-${blog.link.to.slice(1)}`;
          return (
            <section key={blog.link.to} className={styles.panel} aria-labelledby={id}>
              <h2 id={id}>{blog.title}</h2>
              <p className={styles.text}>{blog.text}</p>
              <h3 className={styles.latestLabel}>{blog.latestLabel}</h3>
              <ul className={styles.latest}>
                {(latest[index] ?? []).map((post) => (
                  <li key={post.href}>
                    <BlogDate label={post.date} className={styles.date} />
                    <Link to={post.href} className={styles.postLink} lang={post.lang} hrefLang={post.lang}>
                      {post.title}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link to={blog.link.to} className={styles.cta}>
                {blog.link.label}
                <ArrowRight aria-hidden="true" className={styles.arrow} />
              </Link>
            </section>
          );
        })}
      </div>
    </div>
  );
}
