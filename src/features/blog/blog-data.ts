/**
 * What the blog pages need from the blog content, read by their route loaders.
 *
 * Loaders run on the server only: the browser gets the rendered HTML, with no router
 * and no loader data (its interactive parts are islands, decision 029). The content
 * (every post with its full text) is imported dynamically, so the server loads it
 * the first time a blog page is asked for, and it stays out of the page modules.
 */
import { data } from 'react-router';
import { pathIn, type Language } from '../../languages.ts';
import type { Image, Link } from '../../content/schema.ts';
import { SUMMARY_LENGTH, machineDate, truncateAtWord } from './card-text.ts';
import { sitePaths } from '../../site-paths.ts';

const content = () => import('../../content/blog/blogs.ts');

/**
 * Where a Marathi article lives (decision 043): on the Marathi site, /mr/blog2/<slug>, as the
 * router of the build in `language` writes it (the Marathi build's paths start after /mr).
 * The pages pass their build's language (src/current-language.ts), which only Vite's build knows.
 */
export const marathiArticlePath = (slug: string, language: Language) =>
  language === 'mr' ? sitePaths.marathiArticle(slug) : pathIn('mr', sitePaths.marathiArticle(slug));

export interface CardData {
  href: string;
  title: string;
  date: string;
  summary: string;
  image?: Image | undefined;
  lang?: 'mr' | undefined;
}

export interface ListData {
  heading: string;
  intro: string;
  tagline?: { lang: 'mr'; text: string } | undefined;
  readMore: string;
  cards: CardData[];
}

export interface ArticleData {
  title: string;
  date: string;
  /** ISO date, for structured data. */
  published: string;
  summary: string;
  body: string[];
  image?: Image | undefined;
  back: Link;
  lang?: 'mr' | undefined;
}

/** The English blog's nine cards. */
export async function englishList(): Promise<ListData> {
  const { englishBlog: blog } = await content();
  return {
    heading: blog.heading,
    intro: blog.intro,
    readMore: blog.readMore,
    cards: blog.posts.map((post) => ({
      href: sitePaths.englishArticle(post.slug),
      title: post.title,
      date: post.date,
      summary: post.summary,
      image: post.image,
    })),
  };
}

/** The Marathi blog's ten cards, each summary cut at a word with "…" (the article has it in full). */
export async function marathiList(language: Language): Promise<ListData> {
  const { marathiBlog: blog } = await content();
  return {
    heading: blog.heading,
    intro: blog.intro,
    tagline: blog.tagline,
    readMore: blog.readMore,
    cards: blog.posts.map((post) => ({
      href: marathiArticlePath(post.slug, language),
      title: post.title,
      date: post.dateLabel,
      summary: truncateAtWord(post.summary, SUMMARY_LENGTH),
      lang: post.lang,
    })),
  };
}

/** One article, or a 404 answer (the site's 404 page) when no post has the slug. */
export async function article(blog: 'en' | 'mr', slug: string | undefined): Promise<ArticleData> {
  const { englishBlog, marathiBlog } = await content();
  if (blog === 'en') {
    const post = englishBlog.posts.find((p) => p.slug === slug);
    if (!post) throw data(null, { status: 404 });
    const { title, date, summary, body, image } = post;
    return { title, date, published: machineDate(date) ?? date, summary, body, image, back: englishBlog.back };
  }
  const post = marathiBlog.posts.find((p) => p.slug === slug);
  if (!post) throw data(null, { status: 404 });
  const { title, dateLabel, published, summary, body, lang } = post;
  return { title, date: dateLabel, published, summary, body, back: marathiBlog.back, lang };
}

/** The newest posts of each blog, English first, for the Blog index. */
export async function latestPosts(count: number, language: Language): Promise<CardData[][]> {
  const { englishBlog, marathiBlog } = await content();
  return [
    englishBlog.posts
      .slice(0, count)
      .map((p) => ({ href: sitePaths.englishArticle(p.slug), title: p.title, date: p.date, summary: p.summary })),
    marathiBlog.posts.slice(0, count).map((p) => ({
      href: marathiArticlePath(p.slug, language),
      title: p.title,
      date: p.dateLabel,
      summary: '',
      lang: p.lang,
    })),
  ];
}
