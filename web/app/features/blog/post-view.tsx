import type { TBlogPostData } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { Clock, PenLine, Tag } from '~/components/icon';
import { ShareBar } from '~/components/share';
import { Breadcrumb, PAGE, ProductGrid } from '~/features/catalog';
import { readingTime } from './format';
import { PostGrid } from './post-card';

/** /blog/{slug}: a post with its cover, byline, body, tags, products it mentions and related posts. */
export function PostView({ data, origin }: { data: TBlogPostData; origin: string }) {
  const { post, products, related } = data;
  const category = `/blogs/category/${encodeURIComponent(post.category.slug)}`;
  return (
    <div className={`${PAGE} pb-16`}>
      <Breadcrumb
        items={[
          { to: '/blogs', label: m.blog_blog() },
          { to: category, label: post.category.name },
        ]}
        current={post.title}
      />
      <article className="mx-auto max-w-3xl">
        <header className="pt-6 pb-6 text-center sm:pt-10">
          <Link
            to={category}
            className="inline-block rounded-full bg-berry-soft px-3 py-1 text-xs font-semibold tracking-wide text-berry-dark uppercase hover:bg-icing/50"
          >
            {post.category.name}
          </Link>
          <h1 className="mt-4 font-display text-3xl leading-tight font-semibold text-balance text-cocoa sm:text-5xl">
            {post.title}
          </h1>
          {post.excerpt && <p className="mx-auto mt-4 max-w-2xl text-lg text-cocoa-soft">{post.excerpt}</p>}
          <p className="mt-5 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-cocoa-soft">
            <span className="inline-flex items-center gap-1.5">
              <PenLine aria-hidden="true" className="size-4" />
              {post.authorName}
            </span>
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, 'date-long')}</time>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {readingTime(post.readingMinutes)}
            </span>
          </p>
        </header>
        {post.coverImage && (
          <img
            src={post.coverImage}
            alt=""
            width={1200}
            height={750}
            className="aspect-[16/10] w-full rounded-3xl bg-cream-deep object-cover shadow-soft"
          />
        )}
        <div
          className="blog-body mt-8 sm:mt-10"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised against an allow-list on the server when the post was saved
          dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
        />
        <ShareBar
          url={`${origin}/blog/${encodeURIComponent(post.slug)}`}
          title={post.title}
          className="mt-10 border-t border-line pt-6"
        />
        {post.tags.length > 0 && (
          <ul aria-label={m.blog_tags()} className="mt-5 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full border border-line bg-white px-3 py-1 text-sm text-cocoa-soft"
              >
                <Tag aria-hidden="true" className="size-3.5" />
                {tag}
              </li>
            ))}
          </ul>
        )}
      </article>
      {products.length > 0 && (
        <section aria-labelledby="mentioned-title" className="mt-14">
          <h2 id="mentioned-title" className="mb-5 font-display text-2xl font-semibold">
            {m.blog_in_this_post()}
          </h2>
          <ProductGrid products={products} eagerCount={0} />
        </section>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-14">
          <h2 id="related-title" className="mb-5 font-display text-2xl font-semibold">
            {m.blog_keep_reading()}
          </h2>
          <PostGrid posts={related} eagerCount={0} />
        </section>
      )}
    </div>
  );
}
