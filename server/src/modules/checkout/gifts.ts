import { and, asc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { giftOffers } from '../../db/schema/checkout.ts';
import { firstImage } from '../cart/index.ts';
import { onSale } from '../catalog/index.ts';
import { products } from '../catalog/tables.ts';

// The free gifts an order's subtotal unlocks (the cart's gifts). A gift is a product like any
// other: when it keeps stock, each order takes one, and an order whose gift ran out goes ahead
// without it rather than being refused (the shopper did not ask for it).

export type UnlockedGift = {
  productId: string;
  storeId: number;
  name: string;
  slug: string;
  image: string | null;
  stock: number | null;
};

/** Active gift offers of active products whose threshold `subtotal` reaches, cheapest first. */
export async function unlockedGifts(tx: Tx, subtotal: number): Promise<UnlockedGift[]> {
  const rows = await tx
    .select({
      productId: products.id,
      storeId: products.storeId,
      name: products.name,
      slug: products.slug,
      image: firstImage(),
      stock: products.stock,
    })
    .from(giftOffers)
    .innerJoin(products, eq(products.id, giftOffers.productId))
    .where(and(eq(giftOffers.isActive, true), onSale, lte(giftOffers.minSubtotalPaisa, subtotal)))
    .orderBy(asc(giftOffers.minSubtotalPaisa), asc(giftOffers.id));
  // Two offers of one product give it once: one unit taken, one line, one unit back on cancel.
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.productId) && seen.add(r.productId));
}
