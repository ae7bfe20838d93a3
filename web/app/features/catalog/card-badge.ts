import { localDigits } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

type BadgeFacts = { price: number; originalPrice: number | null; isEggless: boolean; isUrgent: boolean };

export type CardBadge = { text: string; tone: string };

/** Whole percent saved, 0 when the product is not on sale. */
export function percentOff(p: Pick<BadgeFacts, 'price' | 'originalPrice'>): number {
  return p.originalPrice && p.originalPrice > p.price ? Math.round((1 - p.price / p.originalPrice) * 100) : 0;
}

/**
 * The one badge a card's picture carries (more would cover the cake), the most useful first:
 * 1. "Eggless": a need, not a wish (many shoppers eat no eggs), and nothing else on the card says it;
 * 2. "20% off": the struck-through price beside the price says it too, so it comes second;
 * 3. "Urgent": can be had within hours.
 * "Same day" is left to the product page and the listings' filter: most cakes have it, so on a
 * card it would tell one cake from another only rarely.
 */
export function cardBadge(p: BadgeFacts): CardBadge | null {
  if (p.isEggless) return { text: m.catalog_badge_eggless(), tone: 'bg-success-soft text-success' };
  const off = percentOff(p);
  if (off > 0)
    return { text: m.catalog_badge_off({ percent: localDigits(String(off)) }), tone: 'bg-berry text-white' };
  if (p.isUrgent) return { text: m.catalog_badge_urgent(), tone: 'bg-cocoa text-white' };
  return null;
}
