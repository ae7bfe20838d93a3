import { eq } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import type { DbOrTx } from '../client.ts';
import { createBlogCategory, createBlogPost } from '../factories/blog.ts';
import { products, users } from '../schema/index.ts';
import { BLOG_CATEGORIES, BLOG_POSTS } from './demo-data/blog-posts.ts';
import type { PictureBook } from './demo-parts.ts';
import { drawImage, type ImageSpec } from './images/index.ts';
import { background, rng, svgDoc } from './images/svg.ts';

const W = 1200;
const H = 750;

/**
 * A wide cover for a post: the shop's own drawings (cakes, bouquets, diyo...) as rounded photos
 * on a warm background, one centred or two side by side.
 */
function blogCover(seed: string, pictures: ImageSpec[]): string {
  const r = rng(seed);
  const id = `bc${Math.floor(r.next() * 1e6)}`;
  let body = background(r, id, { w: W, h: H, table: false });
  const size = pictures.length > 1 ? 520 : 620;
  const gap = 40;
  const total = pictures.length * size + (pictures.length - 1) * gap;
  pictures.slice(0, 2).forEach((spec, i) => {
    const x = (W - total) / 2 + i * (size + gap);
    const y = (H - size) / 2 + (pictures.length > 1 ? (i ? 24 : -24) : 0);
    const inner = drawImage(spec, `${seed}-${i}`)
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>$/, '');
    body += `<defs><clipPath id="${id}-c${i}"><rect x="${x}" y="${y}" width="${size}" height="${size}" rx="44"/></clipPath></defs>`;
    body += `<rect x="${x + 6}" y="${y + 12}" width="${size}" height="${size}" rx="44" fill="#3b2418" opacity="0.12"/>`;
    body += `<g clip-path="url(#${id}-c${i})"><svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 600 600">${inner}</svg></g>`;
  });
  return svgDoc(body, { width: W, height: H });
}

/** The demo blog: its categories, posts with covers, and the products they mention. */
export async function seedBlog(tx: DbOrTx, pics: PictureBook) {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@upahar.demo'));
  const categoryIds = new Map<string, number>();
  for (const [i, c] of BLOG_CATEGORIES.entries()) {
    const row = await createBlogCategory(tx, { ...c, sortOrder: i });
    categoryIds.set(c.slug, row.id);
  }
  const productIds = new Map(
    (await tx.select({ id: products.id, slug: products.slug }).from(products)).map((p) => [p.slug, p.id]),
  );
  const now = clock.now().getTime();
  for (const p of BLOG_POSTS) {
    const categoryId = categoryIds.get(p.category);
    if (categoryId === undefined) throw new Error(`Seed post ${p.slug} names an unknown category`);
    const mentioned = p.products.map((slug) => {
      const id = productIds.get(slug);
      if (!id) throw new Error(`Seed post ${p.slug} names an unknown product ${slug}`);
      return id;
    });
    const path = `seed/blog-${p.slug}.svg`;
    pics.svgs.push({ path, svg: blogCover(p.slug, p.cover) });
    await createBlogPost(tx, {
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      categoryId,
      tags: p.tags,
      authorId: admin?.id ?? null,
      authorName: p.author,
      coverImage: `/media/${path}`,
      bodyMarkdown: p.markdown,
      // Morning in Kathmandu (03:15 UTC) on the day, so the list reads like a real schedule.
      publishedAt:
        p.daysAgo === null
          ? null
          : new Date(Math.floor((now - p.daysAgo * 86_400_000) / 86_400_000) * 86_400_000 + 11_700_000),
      createdAt: new Date(now - Math.max(p.daysAgo ?? 0, 0) * 86_400_000 - 86_400_000),
      productIds: mentioned,
    });
  }
  return { posts: BLOG_POSTS.length };
}
