import type { TBlogPostCard } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { Link } from 'react-router';
import { BookOpen } from '~/components/icon';
import { readingTime } from './format';

/** One post in a list: cover, category, title, excerpt, date and reading time. */
function PostCard({ post, eager = false }: { post: TBlogPostCard; eager?: boolean }) {
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-soft transition hover:shadow-lifted">
      <div className="aspect-[16/10] overflow-hidden bg-cream-deep">
        {post.coverImage ? (
          <img
            src={post.coverImage}
            alt=""
            width={640}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <div className="grid size-full place-items-center bg-gradient-to-br from-berry-soft to-cream-deep">
            <BookOpen aria-hidden="true" className="size-10 text-berry" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="text-xs font-semibold tracking-wide text-berry uppercase">{post.category.name}</p>
        <h3 className="font-display text-lg leading-snug font-semibold text-cocoa sm:text-xl">
          {/* The whole card is the link's target; the title carries its name. */}
          <Link to={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="line-clamp-3 text-sm text-cocoa-soft">{post.excerpt}</p>}
        <p className="mt-auto pt-2 text-xs text-cocoa-soft">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, 'date-long')}</time> ·{' '}
          {readingTime(post.readingMinutes)}
        </p>
      </div>
    </article>
  );
}

const POST_GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

export function PostGrid({ posts, eagerCount = 3 }: { posts: TBlogPostCard[]; eagerCount?: number }) {
  return (
    <ul className={POST_GRID}>
      {posts.map((p, i) => (
        <li
          key={p.id}
          className="has-[a:focus-visible]:rounded-2xl has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-berry"
        >
          <PostCard post={p} eager={i < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
