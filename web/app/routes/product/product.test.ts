import type { ApiTransport, TProductDetail } from '@upahar/contract';
import { describe, expect, it } from 'vitest';
import { loader } from './product';

// A whole product: in tests the client checks every answer against the contract.
const product: TProductDetail = {
  id: '5c27b82a-cdae-42e9-a2aa-93aae9b661b7',
  slug: 'chocolate-truffle-cake',
  name: 'Chocolate truffle cake',
  type: 'product',
  image: null,
  imageAlt: null,
  price: 150_000,
  originalPrice: null,
  rating: 0,
  ratingCount: 0,
  isEggless: false,
  isSameDay: false,
  isUrgent: false,
  minPound: null,
  description: '',
  images: [],
  category: { slug: 'cakes', name: 'Cakes', kind: 'cake' },
  brand: null,
  store: {
    slug: 'bakery',
    name: 'Bakery',
    logo: null,
    address: null,
    city: 'Kathmandu',
    followerCount: 0,
    sameDayCutoffHour: null,
    district: 'Kathmandu',
    rating: 0,
  },
  flavour: null,
  occasions: [],
  tags: [],
  colors: [],
  sizes: [],
  prepHours: 4,
  maxPound: null,
  pricePerPound: null,
  isReadyMade: false,
  stock: null,
  isActive: true,
  canonicalPath: '/product/chocolate-truffle-cake',
  related: [],
  suggested: [],
  accessories: [],
  combos: [],
};

/** An in-process API that knows one product, by id or slug. */
const api: ApiTransport = async (req) => {
  const ref = decodeURIComponent(req.path.replace(/^\/?product\//, ''));
  if (ref === product.id || ref === product.slug)
    return { status: 200, body: { status: 'success', data: product } };
  return { status: 404, body: { status: 'error', message: 'Product not found' } };
};

const run = (path: string) => {
  const url = new URL(path, 'http://shop.test');
  const idOrSlug = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  // The generated route types are stricter than the loader needs; this is all it reads.
  const args = { params: { idOrSlug }, request: new Request(url), context: { api } } as unknown as Parameters<
    typeof loader
  >[0];
  return loader(args);
};

async function thrown(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected the loader to throw');
}

describe('product loader (one canonical URL for search engines)', () => {
  it('renders the canonical slug URL', async () => {
    const res = await run('/product/chocolate-truffle-cake');
    expect(res).toMatchObject({ kind: 'product', product: { id: product.id }, origin: 'http://shop.test' });
  });

  it('answers the id URL with a 301 to the slug, keeping other parameters', async () => {
    const res = (await thrown(run(`/product/${product.id}?utm_source=fb&forceInactive=1`))) as Response;
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/product/chocolate-truffle-cake?utm_source=fb');
  });

  it('is a 404 for an unknown product', async () => {
    const res = (await thrown(run('/product/no-such-cake'))) as { init: ResponseInit | null };
    expect(res.init?.status).toBe(404);
  });

  it('hands an unknown product with forceInactive=1 to the browser (the owner’s token lives there)', async () => {
    const res = (await run('/product/no-such-cake?forceInactive=1')) as unknown as {
      data: unknown;
      init: ResponseInit | null;
    };
    expect(res.data).toEqual({ kind: 'preview', idOrSlug: 'no-such-cake' });
    expect(res.init?.status).toBe(404);
  });
});
