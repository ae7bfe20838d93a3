// The words around what the shop sells. A cake is baked by bakers; flowers are arranged by
// florists; a mug or a hamper is neither. Every sentence that names the thing bought or who makes
// it takes its words from here, by the kind of product (or the kinds of an order's lines), so a
// bouquet is never "freshly baked". Plain values: pages use them without loading the schemas.
import { m } from '@upahar/contract/messages';

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

// Built per call, not kept: on the server each call may be for a request in another language.
function wordsOf(kind: TProductKind): ProductWords {
  switch (kind) {
    case 'cake':
      return {
        this: m.product_words_cake_this(),
        noun: m.product_words_cake_noun(),
        pronoun: m.product_words_cake_pronoun(),
        maker: m.product_words_cake_maker(),
        makers: m.product_words_cake_makers(),
        place: m.product_words_cake_place(),
        madeForYou: m.product_words_cake_made_for_you(),
      };
    case 'flowers':
      return {
        this: m.product_words_flowers_this(),
        noun: m.product_words_flowers_noun(),
        pronoun: m.product_words_flowers_pronoun(),
        maker: m.product_words_flowers_maker(),
        makers: m.product_words_flowers_makers(),
        place: m.product_words_flowers_place(),
        madeForYou: m.product_words_flowers_made_for_you(),
      };
    case 'gift':
      return {
        this: m.product_words_gift_this(),
        noun: m.product_words_gift_noun(),
        pronoun: m.product_words_gift_pronoun(),
        maker: m.product_words_gift_maker(),
        makers: m.product_words_gift_makers(),
        place: m.product_words_gift_place(),
        madeForYou: m.product_words_gift_made_for_you(),
      };
    default:
      return {
        this: m.product_words_other_this(),
        noun: m.product_words_other_noun(),
        pronoun: m.product_words_other_pronoun(),
        maker: m.product_words_other_maker(),
        makers: null,
        place: m.product_words_other_place(),
        madeForYou: m.product_words_other_made_for_you(),
      };
  }
}

export const productWords = (kind: TProductKind): ProductWords => wordsOf(kind);

/** "A", "A and B", "A, B and C". */
const joined = (words: readonly string[]) =>
  words.length <= 1
    ? words.join('')
    : m.product_words_and({ first: words.slice(0, -1).join(', '), last: words[words.length - 1] ?? '' });

/**
 * The words for an order or a cart of several lines: those of its one kind when every line is
 * of it, else the shop's plain words ("the shop", "order").
 */
export function orderWords(kinds: readonly TProductKind[]) {
  const distinct = [...new Set(kinds)];
  const one = wordsOf(distinct.length === 1 ? (distinct[0] as TProductKind) : 'other');
  const makers = distinct.map((k) => wordsOf(k).makers).filter((w): w is string => w !== null);
  return {
    ...one,
    /** "Our bakers are on it", "Our bakers and florists are on it", or "We are on it". */
    onIt:
      makers.length > 0 ? m.product_words_on_it({ makers: joined(makers) }) : m.product_words_we_are_on_it(),
    hasCake: distinct.includes('cake'),
    onlyCakes: distinct.length === 1 && distinct[0] === 'cake',
  };
}
