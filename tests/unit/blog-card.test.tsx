// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogCard, BlogCardGrid } from '../../src/features/blog/BlogCard.tsx';
import { englishBlog, marathiBlog } from '../../src/content/blog/blogs.ts';

afterEach(cleanup);

const [en] = englishBlog.posts;
const [mr] = marathiBlog.posts;

function renderCards() {
  if (!en || !mr) throw new Error('no posts');
  render(
    <MemoryRouter>
      <BlogCardGrid>
        <BlogCard
          href={`/blog1/${en.slug}`}
          title={en.title}
          date={en.date}
          summary={en.summary}
          readMore="Read More"
          image={en.image}
          priority
        />
        <BlogCard
          href={`/blog2/${mr.slug}`}
          title={mr.title}
          date={mr.dateLabel}
          summary="सारांश…"
          readMore="Read more"
          lang="mr"
        />
      </BlogCardGrid>
    </MemoryRouter>,
  );
  return screen.getAllByRole('listitem');
}

describe('BlogCard', () => {
  it('shows the picture, a machine-readable date, the title and the summary', () => {
    const [card] = renderCards();
    const scope = within(card as HTMLElement);
    expect(scope.getByRole('img', { name: en?.image.alt })).toHaveAttribute('fetchpriority', 'high');
    expect(scope.getByText(en?.date ?? '')).toHaveAttribute('datetime', '2021-07-23');
    expect(scope.getByRole('heading', { level: 2 })).toHaveTextContent(en?.title ?? '');
    expect(scope.getByText(en?.summary ?? '')).toBeInTheDocument();
  });

  it('names each Read More link after its article and points it at the article page', () => {
    renderCards();
    const link = screen.getByRole('link', { name: `Read More: ${en?.title}` });
    expect(link).toHaveAttribute('href', `/blog1/${en?.slug}`);
    const marathi = screen.getByRole('link', { name: `Read more: ${mr?.title}` });
    expect(marathi).toHaveAttribute('href', `/blog2/${mr?.slug}`);
    // The Marathi article's page is in Marathi: the link says so.
    expect(marathi).toHaveAttribute('hreflang', 'mr');
    expect(link).not.toHaveAttribute('hreflang');
  });

  it('marks Marathi title and summary lang="mr", keeps the English date label, and has no picture without one', () => {
    const [, card] = renderCards();
    const scope = within(card as HTMLElement);
    expect(scope.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'mr');
    expect(scope.getByText('सारांश…')).toHaveAttribute('lang', 'mr');
    expect(scope.getByText(mr?.dateLabel ?? '')).toHaveAttribute('datetime', '07-17');
    expect(scope.queryByRole('img')).toBeNull();
  });
});
