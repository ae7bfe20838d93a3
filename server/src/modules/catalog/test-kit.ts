import type { DbOrTx } from '../../db/client.ts';
import {
  createBrand,
  createCakeFlavour,
  createCategory,
  createOccasion,
  createProduct,
  createStore,
} from '../../db/factories/index.ts';

/**
 * A small shop for the catalogue tests: cakes (with a birthday sub-category), flowers, a store
 * with two brands, and products whose sizes, colours, tags and prices differ so that each
 * filter visibly changes a listing.
 */
export async function smallShop(db: DbOrTx) {
  const cakes = await createCategory(db, { slug: 'cakes', name: 'Cakes', kind: 'cake' });
  const birthday = await createCategory(db, {
    slug: 'birthday-cakes',
    name: 'Birthday Cakes',
    kind: 'cake',
    parentId: cakes.id,
  });
  const flowers = await createCategory(db, { slug: 'flowers', name: 'Flowers', kind: 'flowers' });
  const party = await createCategory(db, { slug: 'party-supplies', name: 'Party Supplies', kind: 'gifts' });
  const store = await createStore(db, { slug: 'himalayan-bakes', name: 'Himalayan Bakes' });
  const other = await createStore(db, { slug: 'phoolbari', name: 'Phoolbari' });
  const sweet = await createBrand(db, { slug: 'sweet-home', name: 'Sweet Home', storeId: store.id });
  const royal = await createBrand(db, { slug: 'royal', name: 'Royal', storeId: store.id });
  const chocolate = await createCakeFlavour(db, { slug: 'chocolate', name: 'Chocolate' });
  const birthdayOccasion = await createOccasion(db, { slug: 'birthday', name: 'Birthday' });
  const cake = (slug: string, o: Parameters<typeof createProduct>[1] = {}) =>
    createProduct(db, {
      slug,
      name: slug.replace(/-/g, ' '),
      type: 'cake',
      categoryId: cakes.id,
      storeId: store.id,
      minPound: 1,
      maxPound: 5,
      pricePerPoundPaisa: 120_000,
      ...o,
    });
  const choc = await cake('chocolate-cake', {
    brandId: sweet.id,
    flavourId: chocolate.id,
    pricePaisa: 120_000,
    sizes: ['1 lb', '2 lb'],
    colors: ['brown'],
    tags: ['chocolate'],
    soldCount: 50,
    occasionIds: [birthdayOccasion.id],
    isUrgent: true,
    isSameDay: true,
  });
  const vanilla = await cake('vanilla-cake', {
    brandId: royal.id,
    pricePaisa: 200_000,
    salePricePaisa: 180_000,
    sizes: ['2 lb'],
    colors: ['white'],
    tags: ['vanilla'],
    soldCount: 10,
    categoryId: birthday.id,
    isEggless: true,
  });
  const grand = await cake('grand-wedding-cake', {
    pricePaisa: 900_000,
    sizes: ['5 lb'],
    colors: ['white'],
    tags: ['premium'],
    soldCount: 5,
    isReadyMade: true,
    stock: 2,
  });
  const roses = await createProduct(db, {
    slug: 'red-roses',
    name: 'Red roses',
    categoryId: flowers.id,
    storeId: other.id,
    pricePaisa: 250_000,
    colors: ['red'],
    soldCount: 30,
    isUrgent: true,
  });
  const candles = await createProduct(db, {
    slug: 'birthday-candles',
    name: 'Birthday candles',
    categoryId: party.id,
    storeId: store.id,
    pricePaisa: 15_000,
    tags: ['accessory'],
  });
  const hidden = await cake('hidden-cake', { isActive: false, pricePaisa: 100_000 });
  return {
    cakes,
    birthday,
    flowers,
    party,
    store,
    other,
    sweet,
    royal,
    birthdayOccasion,
    choc,
    vanilla,
    grand,
    roses,
    candles,
    hidden,
  };
}
