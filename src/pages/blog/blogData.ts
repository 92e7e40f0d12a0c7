/**
 * What the blog pages need from the blog content, read by their route loaders.
 *
 * The content (every post with its full text, about 14 KB gzip) is imported
 * dynamically: on a server-rendered page the loader's result reaches the browser
 * with the HTML (hydration data), so the page's JavaScript never includes the
 * content; the chunk is fetched only when a visitor navigates on the client.
 */
import { data } from 'react-router';
import { SUMMARY_LENGTH, truncateAtWord } from '../../components/BlogCardText.ts';
import type { Image, Link } from '../../content/schema.ts';

const content = () => import('../../content/blog/blogs.ts');

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
      href: `/blog1/${post.slug}`,
      title: post.title,
      date: post.date,
      summary: post.summary,
      image: post.image,
    })),
  };
}

/** The Marathi blog's ten cards, each summary cut at a word with "…" (the article has it in full). */
export async function marathiList(): Promise<ListData> {
  const { marathiBlog: blog } = await content();
  return {
    heading: blog.heading,
    intro: blog.intro,
    tagline: blog.tagline,
    readMore: blog.readMore,
    cards: blog.posts.map((post) => ({
      href: `/blog2/${post.slug}`,
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
    return { title, date, summary, body, image, back: englishBlog.back };
  }
  const post = marathiBlog.posts.find((p) => p.slug === slug);
  if (!post) throw data(null, { status: 404 });
  const { title, dateLabel, summary, body, lang } = post;
  return { title, date: dateLabel, summary, body, back: marathiBlog.back, lang };
}

/** The newest posts of each blog, English first, for the Blog index. */
export async function latestPosts(count: number): Promise<CardData[][]> {
  const { englishBlog, marathiBlog } = await content();
  return [
    englishBlog.posts.slice(0, count).map((p) => ({ href: `/blog1/${p.slug}`, title: p.title, date: p.date, summary: p.summary })),
    marathiBlog.posts
      .slice(0, count)
      .map((p) => ({ href: `/blog2/${p.slug}`, title: p.title, date: p.dateLabel, summary: '', lang: p.lang })),
  ];
}
