import { PRODUCT_NAME, type TBlogPostData } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { MetaDescriptor } from 'react-router';
import { RSS_PATH } from './format';

// What search engines and link previews read about the blog's pages.

const absolute = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

/** The feed, announced on every blog page so readers' apps find it. */
export const feedLink: MetaDescriptor = {
  tagName: 'link',
  rel: 'alternate',
  type: 'application/rss+xml',
  title: m.blog_feed_title({ shop: PRODUCT_NAME }),
  href: RSS_PATH,
};

export function postMeta(data: TBlogPostData, origin: string): MetaDescriptor[] {
  const { post } = data;
  const url = absolute(origin, `/blog/${encodeURIComponent(post.slug)}`);
  const description = post.excerpt || m.blog_from_blog({ title: post.title, shop: PRODUCT_NAME });
  const tags: MetaDescriptor[] = [
    { title: `${post.title} | ${PRODUCT_NAME}` },
    { name: 'description', content: description.slice(0, 300) },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: post.title },
    { property: 'og:description', content: description.slice(0, 300) },
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'article:published_time', content: post.publishedAt },
    { property: 'article:section', content: post.category.name },
    feedLink,
  ];
  if (post.coverImage) tags.push({ property: 'og:image', content: absolute(origin, post.coverImage) });
  return tags;
}

/** schema.org BlogPosting for the post page. */
export function postJsonLd(data: TBlogPostData, origin: string): Record<string, unknown> {
  const { post } = data;
  const url = absolute(origin, `/blog/${encodeURIComponent(post.slug)}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(post.coverImage ? { image: [absolute(origin, post.coverImage)] } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.authorName },
    publisher: { '@type': 'Organization', name: PRODUCT_NAME },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: post.category.name,
    keywords: post.tags.join(', '),
    url,
  };
}
