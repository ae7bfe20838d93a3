import { PRODUCT_NAME, type TProductDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { MetaDescriptor } from 'react-router';
import { addressIn, LOCALE } from '~/lib/locale';
import { type ProductLdInput, productJsonLd } from './json-ld';

/** A description for search results: the first ~155 characters, cut at a word. */
export function excerpt(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6))}…`;
}

function productDescription(p: Pick<TProductDetail, 'name' | 'description' | 'store'>): string {
  return excerpt(p.description) || m.product_meta_description({ name: p.name, store: p.store.name });
}

/** An absolute URL for crawlers and link previews; paths stay paths when no origin is known. */
const absoluteUrl = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;

/** For search engines: title, description, one canonical URL and Open Graph for a product page. */
export function productMeta(p: TProductDetail, origin = ''): MetaDescriptor[] {
  const title = `${p.name} | ${PRODUCT_NAME}`;
  const description = productDescription(p);
  // This language's page (a Nepali page is its own canonical; the twins are linked by hreflang).
  const url = addressIn(LOCALE, origin, p.canonicalPath);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: p.name },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'product:price:amount', content: (p.price / 100).toFixed(2) },
    { property: 'product:price:currency', content: 'NPR' },
  ];
  const image = p.images[0]?.path ?? p.image;
  if (image) tags.push({ property: 'og:image', content: absoluteUrl(origin, image) });
  if (!p.isActive) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

export function productLd(p: TProductDetail, origin = ''): Record<string, unknown> {
  const images = p.images.length ? p.images.map((i) => i.path) : p.image ? [p.image] : [];
  const input: ProductLdInput = {
    name: p.name,
    description: productDescription(p),
    images: images.map((i) => absoluteUrl(origin, i)),
    sku: p.id,
    brand: p.brand?.name ?? p.store.name,
    pricePaisa: p.price,
    currency: 'NPR',
    inStock: p.isActive && (p.stock === null || p.stock > 0),
    url: addressIn(LOCALE, origin, p.canonicalPath),
    rating: { average: p.rating, count: p.ratingCount },
  };
  return productJsonLd(input);
}
