import { PRODUCT_NAME } from '@upahar/contract';
import type { DbOrTx } from '../../db/client.ts';
import { latestPosts } from './reads.ts';

// The blog's RSS 2.0 feed: the newest published posts with their sanitised HTML, absolute links.

const FEED_SIZE = 20;

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Relative links and pictures in a post point at the shop, so feed readers can follow them. */
const absolutise = (html: string, base: string) => html.replace(/(href|src)="\/(?!\/)/g, `$1="${base}/`);

export async function buildFeed({ db, publicUrl }: { db: DbOrTx; publicUrl: string }): Promise<string> {
  const base = publicUrl.replace(/\/+$/, '');
  const posts = await latestPosts({ db, limit: FEED_SIZE });
  const items = posts.map((p) => {
    const link = `${base}/blog/${encodeURIComponent(p.slug)}`;
    const html = absolutise(p.bodyHtml, base);
    return [
      '<item>',
      `<title>${xml(p.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="false">${xml(p.id)}</guid>`,
      `<pubDate>${(p.publishedAt ?? new Date(0)).toUTCString()}</pubDate>`,
      `<dc:creator>${xml(p.authorName)}</dc:creator>`,
      `<category>${xml(p.categoryName)}</category>`,
      `<description>${xml(p.excerpt)}</description>`,
      `<content:encoded>${xml(html)}</content:encoded>`,
      '</item>',
    ].join('');
  });
  const last = posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xml(`${PRODUCT_NAME} blog`)}</title>`,
    `<link>${xml(`${base}/blogs`)}</link>`,
    `<atom:link href="${xml(`${base}/blogs/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    '<description>Cake care, gifting guides and festival ideas from a Kathmandu cake and gift shop</description>',
    '<language>en</language>',
    ...(last ? [`<lastBuildDate>${last.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
