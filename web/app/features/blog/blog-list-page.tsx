import type { TBlogListData, TBlogPostCard, TPagination } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { Newspaper, Rss } from '~/components/icon';
import { MoreRowsFooter } from '~/components/layout/more-rows-footer';
import { Breadcrumb, PAGE } from '~/features/catalog';
import { pageOf, useMoreRows } from '~/lib/use-more-rows';
import { RSS_PATH } from './format';
import { PostGrid } from './post-card';

function CategoryNav({ data }: { data: TBlogListData }) {
  const current = data.category?.slug ?? null;
  const pill = (active: boolean) =>
    `block rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition ${
      active
        ? 'border-cocoa bg-cocoa text-white'
        : 'border-line bg-white hover:border-berry hover:text-berry-dark'
    }`;
  return (
    <nav aria-label={m.blog_categories()} className="-mx-4 mb-8 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        <li className="shrink-0">
          <Link
            to="/blogs"
            className={pill(current === null)}
            aria-current={current === null ? 'page' : undefined}
          >
            {m.blog_all_posts()}
          </Link>
        </li>
        {data.categories.map((c) => (
          <li key={c.slug} className="shrink-0">
            <Link
              to={`/blogs/category/${encodeURIComponent(c.slug)}`}
              className={pill(current === c.slug)}
              aria-current={current === c.slug ? 'page' : undefined}
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function EmptyPosts({ inCategory }: { inCategory: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center shadow-soft">
      <Newspaper aria-hidden="true" className="size-12 text-caramel" strokeWidth={1.5} />
      <h2 className="mt-4 font-display text-2xl font-semibold">
        {inCategory ? m.blog_none_in_category() : m.blog_none()}
      </h2>
      <p className="mt-2 max-w-md text-cocoa-soft">{m.blog_none_lead()}</p>
      <Link to={inCategory ? '/blogs' : '/categories'} className="btn-primary mt-6">
        {inCategory ? m.blog_read_all() : m.blog_browse_shop()}
      </Link>
    </div>
  );
}

// "Load more" asks the route's own loader for the next page of the same list.
const postsOf = pageOf('posts');

/** /blogs and /blogs/category/{slug}: the heading, the categories, the posts and "Load more". */
export function BlogListPage({ data, pagination }: { data: TBlogListData; pagination?: TPagination }) {
  const { items, total, ...more } = useMoreRows<TBlogPostCard>({ rows: data.posts, pagination }, postsOf);
  const title = data.category?.name ?? m.blog_blog();
  return (
    <div className={`${PAGE} pb-16`}>
      <Breadcrumb items={data.category ? [{ to: '/blogs', label: m.blog_blog() }] : []} current={title} />
      <header className="flex flex-col gap-3 pt-4 pb-6 sm:flex-row sm:items-end sm:justify-between sm:pb-8">
        <div>
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
          <p className="mt-2 max-w-2xl text-cocoa-soft">{data.category?.description || m.blog_lead()}</p>
        </div>
        <a
          href={RSS_PATH}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-cocoa-soft hover:text-berry"
        >
          <Rss aria-hidden="true" className="size-4" />
          {m.blog_rss()}
        </a>
      </header>
      <CategoryNav data={data} />
      {items.length === 0 ? (
        <EmptyPosts inCategory={data.category !== null} />
      ) : (
        <>
          <h2 className="sr-only">{m.blog_posts()}</h2>
          <PostGrid posts={items} />
          <MoreRowsFooter shown={items.length} total={total} noun="posts" more={more} className="pt-8" />
        </>
      )}
    </div>
  );
}
