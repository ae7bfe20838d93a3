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
  /** A photo cake: the buyer uploads a picture to print on it. */
  photo?: boolean;
  /** Cakes: what the seller offers (slugs of the shop's flavours and shapes, tier counts, extras). */
  cake?: {
    flavours: string[];
    shapes: string[];
    tiers: number[];
    egglessOption: boolean;
    lessCream: boolean;
  };
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
  /** The recipe is eggless. */
  eggless?: boolean;
  /** The eggless sponge may be chosen for a surcharge (never for an eggless recipe). */
  egglessOption?: boolean;
  /** Flavours offered besides its own: a list, every flavour, or by default its family's. */
  flavours?: string[] | 'all';
  shapes?: string[];
  tiers?: number[];
  lessCream?: boolean;
  sameDay?: boolean;
  sale?: number;
  tags?: string[];
  prepHours?: number;
};

// Bakers offer the flavours their sponge and cream go with, not the whole list: a chocolate
// cake comes in the chocolate family, a fruit cake in the fruit creams, the rest in the classics.
const FAMILIES = [
  ['chocolate', 'chocolate-truffle', 'black-forest', 'white-forest', 'coffee'],
  ['vanilla', 'pineapple', 'strawberry', 'mango', 'fresh-fruit', 'blueberry'],
  ['vanilla', 'chocolate', 'butterscotch', 'pineapple', 'black-forest', 'strawberry'],
];

function offeredFlavours(a: CakeArgs): string[] {
  if (a.flavours === 'all') return FLAVOURS.map((f) => f.slug);
  // A ready-made cake is already baked: it comes as it is.
  const others =
    a.flavours ?? (a.readyMade ? [] : (FAMILIES.find((f) => f.includes(a.flavour)) ?? FAMILIES[2]));
  return [...new Set([a.flavour, ...others])];
}

function cakeChoices(a: CakeArgs, max: number): NonNullable<ProductSeed['cake']> {
  return {
    flavours: offeredFlavours(a),
    shapes: a.shapes ?? (a.readyMade ? ['round'] : ['round', 'square']),
    tiers: a.tiers ?? (a.readyMade || max < 4 ? [1] : [1, 2]),
    egglessOption: !a.eggless && (a.egglessOption ?? false),
    lessCream: a.lessCream ?? !a.readyMade,
  };
}

/** A configurable cake: price for minPound, a second picture in another style. */
export function cake(a: CakeArgs): ProductSeed {
  const min = a.minPound ?? 1;
  const max = a.maxPound ?? 10;
  const flavour = flavourName(a.flavour);
  const ready = a.readyMade ? ' This one is ready in our chiller and leaves the shop within the hour.' : '';
  const choices = cakeChoices(a, max);
  const choose = [
    min < max ? `up to ${max} pounds` : '',
    choices.flavours.length > 1 ? 'another flavour' : '',
    'the icing',
    choices.egglessOption ? 'an eggless sponge' : '',
  ].filter(Boolean);
  return {
    slug: a.slug,
    name: a.name,
    description: `${a.blurb} Made with ${flavour.toLowerCase()} sponge and fresh cream by ${storeName(a.store)}.${ready} The price is for ${min} pound${min === 1 ? '' : 's'}; choose ${choose.join(', ')} and a message when you add it to the cart. Keep it refrigerated and enjoy it within 24 hours.`,
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
    photo: a.category === 'photo-cakes',
    cake: choices,
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
