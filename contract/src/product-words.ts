// The words around what the shop sells. A cake is baked by bakers; flowers are arranged by
// florists; a mug or a hamper is neither. Every sentence that names the thing bought or who makes
// it takes its words from here, by the kind of product (or the kinds of an order's lines), so a
// bouquet is never "freshly baked". Plain values: pages use them without loading the schemas.

export type TProductKind = 'cake' | 'flowers' | 'gift' | 'other';

/**
 * The kind of a product for the words about it: its type says cake (and car or donation); a
 * product's category says flowers; anything else sold as a present is a gift. The category kinds
 * are the database's (cake, flowers, chocolates, gifts, personalised, automobiles, donations, other).
 */
export function productKind(type: string, categoryKind?: string | null): TProductKind {
  if (type === 'cake') return 'cake';
  if (type === 'automobile' || type === 'donation') return 'other';
  if (categoryKind === 'automobiles' || categoryKind === 'donations') return 'other';
  if (categoryKind === 'flowers') return 'flowers';
  return 'gift';
}

export type ProductWords = {
  /** "this cake", "these flowers": the thing on its own page. */
  this: string;
  /** "cake", "flowers": the thing in a sentence about an order of it. */
  noun: string;
  /** "it", or "them" for flowers. */
  pronoun: string;
  /** Who prepares it, one person: "the baker". */
  maker: string;
  /** Who prepares it, as people of the trade ("bakers"); null where no trade fits. */
  makers: string | null;
  /** Where it is prepared: "the bakery". */
  place: string;
  /** Before "ready 4 hours after you order". */
  madeForYou: string;
};

const WORDS: Record<TProductKind, ProductWords> = {
  cake: {
    this: 'this cake',
    noun: 'cake',
    pronoun: 'it',
    maker: 'the baker',
    makers: 'bakers',
    place: 'the bakery',
    madeForYou: 'Freshly baked for you',
  },
  flowers: {
    this: 'these flowers',
    noun: 'flowers',
    pronoun: 'them',
    maker: 'the florist',
    makers: 'florists',
    place: 'the florist',
    madeForYou: 'Freshly arranged for you',
  },
  gift: {
    this: 'this gift',
    noun: 'gift',
    pronoun: 'it',
    maker: 'the shop',
    makers: 'gift makers',
    place: 'the shop',
    madeForYou: 'Made for you',
  },
  other: {
    this: 'this product',
    noun: 'order',
    pronoun: 'it',
    maker: 'the shop',
    makers: null,
    place: 'the shop',
    madeForYou: 'Prepared for you',
  },
};

export const productWords = (kind: TProductKind): ProductWords => WORDS[kind];

/** "A", "A and B", "A, B and C". */
const joined = (words: readonly string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/**
 * The words for an order or a cart of several lines: those of its one kind when every line is
 * of it, else the shop's plain words ("the shop", "order").
 */
export function orderWords(kinds: readonly TProductKind[]) {
  const distinct = [...new Set(kinds)];
  const one = distinct.length === 1 ? WORDS[distinct[0] as TProductKind] : WORDS.other;
  const makers = distinct.map((k) => WORDS[k].makers).filter((m): m is string => m !== null);
  return {
    ...one,
    /** "Our bakers are on it", "Our bakers and florists are on it", or "We are on it". */
    onIt: makers.length > 0 ? `Our ${joined(makers)} are on it` : 'We are on it',
    hasCake: distinct.includes('cake'),
    onlyCakes: distinct.length === 1 && distinct[0] === 'cake',
  };
}
