import { z } from 'zod';
import { numeric } from './common.ts';
import { success } from './envelope.ts';

// The accessories a seller offers with one of their cakes, in their order. While a cake has
// none, the shop offers every accessory on sale beside it, the cake's own store first.

/** The most accessories one cake offers: a shelf's worth, no more. */
export const MAX_CAKE_ACCESSORIES = 12;
export const ACCESSORY_CANDIDATES_PER_PAGE = 12;

export const ZCakeAccessory = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  storeName: z.string(),
  /** Paisa. */
  price: z.number().int(),
  /** Still shown to shoppers: live, its store open and still tagged as an accessory. */
  onSale: z.boolean(),
});
export type TCakeAccessory = z.infer<typeof ZCakeAccessory>;

export const ZCakeAccessories = z.object({ accessories: z.array(ZCakeAccessory) });
export type TCakeAccessories = z.infer<typeof ZCakeAccessories>;
export const ZCakeAccessoriesResponse = success(ZCakeAccessories);

export const ZCakeAccessoriesBody = z.object({
  ids: z
    .array(z.uuid('Choose accessories from the list'), { error: 'Send the chosen accessories as a list' })
    .max(MAX_CAKE_ACCESSORIES, `A cake offers at most ${MAX_CAKE_ACCESSORIES} accessories`),
});
export type TCakeAccessoriesBody = z.infer<typeof ZCakeAccessoriesBody>;

export const ZAccessoryCandidatesQuery = z.object({
  q: z.string().trim().max(100, 'Search with at most 100 characters').optional(),
  page: numeric(z.number().int().min(1).max(10_000)).default(1),
});
export const ZAccessoryCandidatesResponse = success(ZCakeAccessories);
