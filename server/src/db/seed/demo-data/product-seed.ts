import type { ImageSpec } from '../images/index.ts';
import { FLAVOURS } from './cake-options.ts';
import { STORES } from './stores.ts';

export type ProductSeed = {
  slug: string;
  name: string;
  description: string;
  type: 'cake' | 'product' | 'automobile' | 'donation';
  category: string;
  store: string;
  brand?: string;
  flavour?: string;
  /** Rupees; the seed stores paisa (money is integer paisa). For cakes: the price at minPound. */
  price: number;
  sale?: number;
  perPound?: number;
  minPound?: number;
  maxPound?: number;
  prepHours: number;
  urgent?: boolean;
  readyMade?: boolean;
  eggless?: boolean;
  sameDay?: boolean;
  stock?: number;
  tags: string[];
  colors: string[];
  sizes: string[];
  occasions: string[];
  images: ImageSpec[];
};

const storeName = (slug: string) => STORES.find((s) => s.slug === slug)?.name ?? 'our bakers';
const flavourName = (slug: string) => FLAVOURS.find((f) => f.slug === slug)?.name ?? slug;

const FLAVOUR_COLOURS: Record<string, string[]> = {
  chocolate: ['brown'],
  'chocolate-truffle': ['brown'],
  'black-forest': ['brown', 'white'],
  'white-forest': ['white'],
  'red-velvet': ['red', 'white'],
  vanilla: ['white', 'pink'],
  butterscotch: ['yellow'],
  strawberry: ['pink'],
  pineapple: ['yellow', 'white'],
  'fresh-fruit': ['white', 'multicolour'],
  coffee: ['brown'],
  mango: ['yellow', 'orange'],
  blueberry: ['purple'],
};

export type CakeArgs = {
  slug: string;
  name: string;
  blurb: string;
  category: string;
  store: string;
  brand?: string;
  flavour: string;
  /** Rupees per pound. */
  perPound: number;
  occasions: string[];
  minPound?: number;
  maxPound?: number;
  images?: ImageSpec[];
  candles?: number;
  message?: string;
  urgent?: boolean;
  readyMade?: boolean;
  eggless?: boolean;
  sameDay?: boolean;
  sale?: number;
  tags?: string[];
  prepHours?: number;
};

/** A configurable cake: price for minPound, a second picture in another style. */
export function cake(a: CakeArgs): ProductSeed {
  const min = a.minPound ?? 1;
  const max = a.maxPound ?? 10;
  const flavour = flavourName(a.flavour);
  const ready = a.readyMade ? ' This one is ready in our chiller and leaves the shop within the hour.' : '';
  return {
    slug: a.slug,
    name: a.name,
    description: `${a.blurb} Made with ${flavour.toLowerCase()} sponge and fresh cream by ${storeName(a.store)}.${ready} The price is for ${min} pound${min === 1 ? '' : 's'}; choose up to ${max} pounds, another flavour, the icing${a.eggless ? ', an eggless sponge' : ''} and a message when you add it to the cart. Keep it refrigerated and enjoy it within 24 hours.`,
    type: 'cake',
    category: a.category,
    store: a.store,
    brand: a.brand,
    flavour: a.flavour,
    price: a.perPound * min,
    sale: a.sale,
    perPound: a.perPound,
    minPound: min,
    maxPound: max,
    prepHours: a.prepHours ?? (a.readyMade ? 1 : 4),
    urgent: a.urgent,
    readyMade: a.readyMade,
    eggless: a.eggless,
    sameDay: a.sameDay ?? true,
    stock: a.readyMade ? 6 : undefined,
    tags: [...new Set([a.flavour, ...(a.tags ?? []), ...(a.eggless ? ['eggless'] : [])])],
    colors: FLAVOUR_COLOURS[a.flavour] ?? [],
    sizes: [],
    occasions: a.occasions,
    images: a.images ?? [
      { kind: 'cake', flavour: a.flavour, style: 'drip', candles: a.candles, message: a.message },
      { kind: 'cake', flavour: a.flavour, style: a.candles ? 'frosted' : 'naked' },
    ],
  };
}

export type ItemArgs = Omit<
  ProductSeed,
  'description' | 'type' | 'prepHours' | 'colors' | 'sizes' | 'tags'
> & {
  blurb: string;
  type?: ProductSeed['type'];
  prepHours?: number;
  colors?: string[];
  sizes?: string[];
  tags?: string[];
  care?: string;
};

/** Any other product: flowers, chocolates, gifts, personalised goods, vehicles, donations. */
export function item(a: ItemArgs): ProductSeed {
  const { blurb, care, ...rest } = a;
  const from = a.type === 'donation' ? `Given through ${storeName(a.store)}.` : `From ${storeName(a.store)}.`;
  return {
    ...rest,
    description: `${blurb} ${from}${care ? ` ${care}` : ''}`,
    type: a.type ?? 'product',
    prepHours: a.prepHours ?? 2,
    colors: a.colors ?? [],
    sizes: a.sizes ?? [],
    tags: a.tags ?? [],
  };
}
