import { toPaisa } from '@upahar/contract';
import { eq, inArray } from 'drizzle-orm';
import * as clock from '../../lib/clock.ts';
import { romanise } from '../../lib/romanise.ts';
import { mediaUrl } from '../../modules/media/index.ts';
import type { DbOrTx } from '../client.ts';
import { createCategory, createProduct, productKeywords } from '../factories/catalog.ts';
import { setSiteContent } from '../factories/content.ts';
import { categories, productAccessories, products, stores } from '../schema/index.ts';
import {
  ACCESSORIES,
  type AccessorySeed,
  AUTOMOBILE_TEXT,
  CAKE_ACCESSORIES,
  HOME_SLIDERS,
  TESTIMONIALS,
} from './demo-data/catalog-content.ts';
import { CATEGORY_NAMES_NE, nepaliExtra } from './demo-data/nepali.ts';
import type { PictureBook } from './demo-parts.ts';
import { cakeTopper, candles, greetingCard, partyPoppers, sliderScene } from './images/accessories.ts';
import { drawImage } from './images/index.ts';
import { rng } from './images/svg.ts';

/** Stores a drawn SVG in the picture book and returns its URL. */
function addSvg(pics: PictureBook, path: string, svg: string) {
  pics.svgs.push({ path, svg });
  return mediaUrl(path);
}

function drawAccessory(a: AccessorySeed, seed: string): string {
  const p = a.picture;
  switch (p.kind) {
    case 'candles':
      return candles({ seed, ...p });
    case 'topper':
      return cakeTopper({ seed, text: p.text });
    case 'poppers':
      return partyPoppers({ seed });
    case 'card':
      return greetingCard({ seed, text: p.text, colour: p.colour });
    case 'spec':
      return drawImage(p.spec, seed);
  }
}

/**
 * Demo data: cake accessories (a "Candles & Party Supplies" shelf under Gifts), home
 * sliders, testimonials and the automobiles landing page content. Runs inside seedDemo's
 * transaction after the catalogue, so it can look categories, stores and products up by slug.
 */
export async function seedCatalogExtras(db: DbOrTx, pics: PictureBook) {
  const [gifts] = await db.select().from(categories).where(eq(categories.slug, 'gifts'));
  const shelf = await createCategory(db, {
    slug: 'party-supplies',
    name: 'Candles & Party Supplies',
    nameNe: CATEGORY_NAMES_NE['party-supplies'],
    kind: gifts?.kind ?? 'gifts',
    description: 'Candles, cake toppers, party poppers and cards to go with the cake.',
    image: addSvg(pics, 'seed/category-party-supplies.svg', candles({ seed: 'party-supplies', count: 5 })),
    parentId: gifts?.id ?? null,
    sortOrder: 9,
  });
  const storeRows = await db
    .select({ id: stores.id, slug: stores.slug, name: stores.name })
    .from(stores)
    .where(inArray(stores.slug, [...new Set(ACCESSORIES.map((a) => a.store))]));
  const now = clock.now().getTime();
  for (const a of ACCESSORIES) {
    const store = storeRows.find((s) => s.slug === a.store);
    if (!store) throw new Error(`Accessory ${a.slug} names an unknown store ${a.store}`);
    const r = rng(a.slug);
    const nepali = nepaliExtra(a.slug, store.slug, store.name);
    await createProduct(db, {
      slug: a.slug,
      name: a.name,
      description: `${a.description} From ${store.name}.`,
      nameNe: nepali?.nameNe ?? null,
      descriptionNe: nepali?.descriptionNe ?? null,
      type: 'product',
      categoryId: shelf.id,
      storeId: store.id,
      pricePaisa: toPaisa(a.price),
      prepHours: 1,
      isSameDay: true,
      isReadyMade: true,
      stock: r.int(20, 120),
      tags: a.tags,
      colors: a.colors,
      sizes: a.sizes,
      keywords: productKeywords([
        shelf.name,
        gifts?.name,
        store.name,
        'cake accessory',
        nepali && romanise(nepali.nameNe),
      ]),
      ratingAvg: Math.round(r.range(4, 5) * 10) / 10,
      ratingCount: r.int(2, 80),
      soldCount: r.int(20, 600),
      viewCount: r.int(100, 3000),
      createdAt: new Date(now - r.int(0, 90) * 24 * 3600 * 1000),
      images: [{ path: addSvg(pics, `seed/${a.slug}-1.svg`, drawAccessory(a, a.slug)), alt: a.name }],
    });
  }

  await chooseCakeAccessories(db);

  await setSiteContent(
    db,
    'homeSliders',
    HOME_SLIDERS.map((s) => ({
      id: s.name,
      image: addSvg(
        pics,
        `seed/content/slider-${s.name}.svg`,
        sliderScene({ seed: s.name, pictures: s.pictures.map((p, i) => drawImage(p, `${s.name}-${i}`)) }),
      ),
      title: s.title,
      subtitle: s.subtitle,
      titleNe: s.titleNe,
      subtitleNe: s.subtitleNe,
      url: s.url,
    })),
  );
  await setSiteContent(
    db,
    'testimonials',
    TESTIMONIALS.map(({ colour, ...t }) => ({
      ...t,
      avatar: pics.add(`seed/content/avatar-${t.name.toLowerCase().replace(/\s+/g, '-')}.svg`, {
        kind: 'monogram',
        name: t.name,
        colour,
      }),
    })),
  );

  const vom = AUTOMOBILE_TEXT.vehicleOfMonth;
  const [vehicle] = await db
    .select({ price: products.sellingPricePaisa })
    .from(products)
    .where(eq(products.slug, vom.slug));
  await setSiteContent(db, 'automobile', {
    sliders: AUTOMOBILE_TEXT.sliders.map((s) => ({
      image: addSvg(
        pics,
        `seed/content/${s.name}.svg`,
        sliderScene({ seed: s.name, pictures: [drawImage(s.picture, s.name)] }),
      ),
      title: s.title,
      subtitle: s.subtitle,
      url: s.url,
    })),
    vehicleOfMonth: {
      title: vom.title,
      description: vom.description,
      image: pics.add('seed/content/vehicle-of-month.svg', { kind: 'car', colour: '#2f8f6b' }),
      url: `/product/${vom.slug}`,
      price: vehicle?.price ?? null,
    },
    bookWithUs: {
      ...AUTOMOBILE_TEXT.bookWithUs,
      image: pics.add('seed/content/book-with-us.svg', { kind: 'scooter', colour: '#e0873a' }),
    },
    ads: AUTOMOBILE_TEXT.ads.map((ad) => ({
      title: ad.title,
      url: ad.url,
      image: pics.add(`seed/content/${ad.name}.svg`, {
        kind: 'banner',
        title: ad.title,
        width: 600,
        height: 300,
      }),
    })),
  });
  return ACCESSORIES.length;
}

/** The accessories some demo cakes offer, in the seller's order. */
async function chooseCakeAccessories(db: DbOrTx) {
  const slugs = [...new Set(Object.entries(CAKE_ACCESSORIES).flat(2))];
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, slugs));
  const idOf = (slug: string) => {
    const row = rows.find((r) => r.slug === slug);
    if (!row) throw new Error(`Cake accessories name an unknown product ${slug}`);
    return row.id;
  };
  await db
    .insert(productAccessories)
    .values(
      Object.entries(CAKE_ACCESSORIES).flatMap(([cake, accessories]) =>
        accessories.map((a, i) => ({ productId: idOf(cake), accessoryId: idOf(a), sortOrder: i + 1 })),
      ),
    );
}
