import { toPaisa } from '@upahar/contract';
import * as clock from '../../lib/clock.ts';
import { romanise } from '../../lib/romanise.ts';
import type { DbOrTx } from '../client.ts';
import {
  createBrand,
  createCategory,
  createOccasion,
  createProduct,
  createStore,
  productKeywords,
} from '../factories/catalog.ts';
import { linkReviewsToDeliveredOrders } from '../factories/community.ts';
import { storeStaff, users } from '../schema/index.ts';
import { seedBlog } from './blog.ts';
import { seedBuying } from './buying.ts';
import { seedCampaigns } from './campaigns.ts';
import { seedCancellations } from './cancellations.ts';
import { seedCatalogExtras } from './catalog-extras.ts';
import { seedCommunity } from './community.ts';
import { CATEGORY_NAMES_NE, nepaliTexts } from './demo-data/nepali.ts';
import type { ProductSeed } from './demo-data/product-seed.ts';
import { CAKE_PRODUCTS } from './demo-data/products-cakes.ts';
import { OTHER_PRODUCTS } from './demo-data/products-gifts.ts';
import { STORES } from './demo-data/stores.ts';
import { CATEGORIES, OCCASIONS } from './demo-data/taxonomy.ts';
import { pictureBook, seedCakeOptions, seedDeliveryLocations, seedSiteContent } from './demo-parts.ts';
import { seedEarnings } from './earnings.ts';
import { seedFestivals } from './festivals.ts';
import { rng } from './images/svg.ts';
import { seedInfoPages } from './info-pages.ts';
import { seedReminders } from './reminders.ts';
import { seedSearchTerms } from './search-terms.ts';
import { seedRefusedWords } from './words.ts';

const DEMO_PRODUCTS: ProductSeed[] = [...CAKE_PRODUCTS, ...OTHER_PRODUCTS];
/**
 * A believable Kathmandu cake and gift shop (built with the same factories as
 * the tests). The caller runs it only on an empty catalogue; everything is one transaction.
 */
export async function seedDemo(db: DbOrTx) {
  return db.transaction(async (tx) => {
    const pics = pictureBook();
    // Demo sellers own their stores when the demo accounts exist (a bare catalogue has none).
    const owners = new Map(
      (await tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]),
    );

    const optionIds = await seedCakeOptions(tx);
    const idsOf = (slugs: string[], ids: Map<string, number>, what: string) =>
      slugs.map((slug) => {
        const id = ids.get(slug);
        if (id === undefined) throw new Error(`A seed cake names an unknown ${what} ${slug}`);
        return id;
      });

    const categoryIds = new Map<string, { id: number; names: string[] }>();
    for (const [i, c] of CATEGORIES.entries()) {
      const image = pics.add(`seed/category-${c.slug}.svg`, c.image);
      const parent = await createCategory(tx, {
        slug: c.slug,
        name: c.name,
        nameNe: CATEGORY_NAMES_NE[c.slug] ?? null,
        kind: c.kind,
        description: c.description,
        image,
        sortOrder: i,
      });
      categoryIds.set(c.slug, { id: parent.id, names: [c.name, CATEGORY_NAMES_NE[c.slug]] });
      for (const [j, child] of (c.children ?? []).entries()) {
        const childImage = pics.add(`seed/category-${child.slug}.svg`, child.image);
        const row = await createCategory(tx, {
          slug: child.slug,
          name: child.name,
          nameNe: CATEGORY_NAMES_NE[child.slug] ?? null,
          kind: c.kind,
          description: child.description,
          image: childImage,
          parentId: parent.id,
          sortOrder: j,
        });
        categoryIds.set(child.slug, {
          id: row.id,
          names: [child.name, c.name, CATEGORY_NAMES_NE[child.slug], CATEGORY_NAMES_NE[c.slug]],
        });
      }
    }

    const occasionIds = new Map<string, { id: number; name: string }>();
    for (const [i, o] of OCCASIONS.entries()) {
      const image = pics.add(`seed/occasion-${o.slug}.svg`, o.image);
      const row = await createOccasion(tx, {
        slug: o.slug,
        name: o.name,
        description: o.description,
        image,
        sortOrder: i,
      });
      occasionIds.set(o.slug, { id: row.id, name: o.name });
    }

    const storeIds = new Map<string, { id: number; name: string }>();
    const brandIds = new Map<string, { id: number; name: string }>();
    for (const s of STORES) {
      const { brands, colour, rating, ratingCount, owner, staff, ...fields } = s;
      const logo = pics.add(`seed/store-${s.slug}-logo.svg`, { kind: 'monogram', name: s.name, colour });
      const banner = pics.add(`seed/store-${s.slug}-banner.svg`, {
        kind: 'banner',
        title: s.name,
        subtitle: s.city,
      });
      const store = await createStore(tx, {
        ...fields,
        logo,
        banner,
        ratingAvg: rating,
        ratingCount,
        ownerUserId: owner ? (owners.get(owner) ?? null) : null,
      });
      storeIds.set(s.slug, { id: store.id, name: s.name });
      for (const member of staff ?? []) {
        const userId = owners.get(member.email);
        if (userId) await tx.insert(storeStaff).values({ storeId: store.id, userId, role: member.role });
      }
      for (const [i, b] of brands.entries()) {
        const brandLogo = pics.add(`seed/brand-${b.slug}.svg`, { kind: 'monogram', name: b.name, colour });
        const brand = await createBrand(tx, {
          slug: b.slug,
          name: b.name,
          logo: brandLogo,
          storeId: store.id,
          sortOrder: i,
        });
        brandIds.set(b.slug, { id: brand.id, name: b.name });
      }
    }

    const now = clock.now().getTime();
    for (const p of DEMO_PRODUCTS) {
      const category = categoryIds.get(p.category);
      const store = storeIds.get(p.store);
      if (!category || !store) throw new Error(`Seed product ${p.slug} names an unknown category or store`);
      const brand = p.brand ? brandIds.get(p.brand) : undefined;
      const occasions = p.occasions.map((slug) => {
        const o = occasionIds.get(slug);
        if (!o) throw new Error(`Seed product ${p.slug} names an unknown occasion ${slug}`);
        return o;
      });
      const images = p.images.map((spec, i) => ({
        path: pics.add(`seed/${p.slug}-${i + 1}.svg`, spec),
        alt: i === 0 ? p.name : `${p.name}, another view`,
      }));
      // Believable but deterministic numbers, so sorting by rating, sales or newness shows something.
      const r = rng(p.slug);
      const nepali = nepaliTexts(p);
      await createProduct(tx, {
        slug: p.slug,
        name: p.name,
        description: p.description,
        nameNe: nepali?.nameNe ?? null,
        descriptionNe: nepali?.descriptionNe ?? null,
        type: p.type,
        categoryId: category.id,
        storeId: store.id,
        brandId: brand?.id ?? null,
        flavourId: p.flavour ? (optionIds.flavours.get(p.flavour) ?? null) : null,
        pricePaisa: toPaisa(p.price),
        salePricePaisa: p.sale === undefined ? null : toPaisa(p.sale),
        pricePerPoundPaisa: p.perPound === undefined ? null : toPaisa(p.perPound),
        minPound: p.minPound ?? null,
        maxPound: p.maxPound ?? null,
        prepHours: p.prepHours,
        isUrgent: p.urgent ?? false,
        isReadyMade: p.readyMade ?? false,
        isEggless: p.eggless ?? false,
        photoPrintable: p.photo ?? false,
        ...(p.type === 'cake' && p.cake
          ? {
              flavourIds: idsOf(p.cake.flavours, optionIds.flavours, 'flavour'),
              shapeIds: idsOf(p.cake.shapes, optionIds.shapes, 'shape'),
              offeredTiers: p.cake.tiers,
              offersEggless: p.cake.egglessOption,
              offersLessCream: p.cake.lessCream,
            }
          : {}),
        isSameDay: p.sameDay ?? false,
        stock: p.stock ?? null,
        tags: p.tags,
        colors: p.colors,
        sizes: p.sizes,
        keywords: productKeywords([
          ...category.names,
          brand?.name,
          store.name,
          ...occasions.map((o) => o.name),
          nepali && romanise(nepali.nameNe),
        ]),
        ratingAvg: Math.round(r.range(3.8, 5) * 10) / 10,
        ratingCount: r.int(3, 240),
        soldCount: r.int(5, 900),
        viewCount: r.int(100, 9000),
        createdAt: new Date(now - r.int(0, 120) * 24 * 3600 * 1000),
        images,
        occasionIds: occasions.map((o) => o.id),
      });
    }

    await seedCatalogExtras(tx, pics);
    // After every product exists: it recomputes all rating totals from the reviews.
    await seedCommunity(tx);
    const locations = await seedDeliveryLocations(tx);
    await seedBuying(tx);
    await seedEarnings(tx);
    await seedCancellations(tx);
    // Seeded reviews show the purchase badge only where a demo order was really delivered.
    await linkReviewsToDeliveredOrders(tx);
    await seedSearchTerms(tx);
    await seedSiteContent(tx, pics);
    const festivalIds = await seedFestivals(tx);
    await seedRefusedWords(tx);
    await seedCampaigns(tx, pics, festivalIds.get('Tihar') ?? null);
    await seedBlog(tx, pics);
    await seedInfoPages(tx);
    await seedReminders(tx);
    await pics.save(tx);
    return {
      products: DEMO_PRODUCTS.length,
      stores: STORES.length,
      locations,
      images: pics.svgs.length,
    };
  });
}
