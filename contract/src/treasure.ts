import { z } from 'zod';
import { ZProductCard } from './catalog.ts';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';
import { GAME_STATES, ZGamePrize, zAllowance, zGameDescription, zGameTitle, zWhen } from './games.ts';

// The treasure dig: a campaign buries prizes under some of its products. A signed-in shopper
// digs under products a few times in the whole hunt; the first to dig the right one wins that
// treasure. Where a treasure hides is never sent before someone has found it.

export const TREASURE_SPOTS_MAX = 24;

/** Which hunt: the one of a campaign (by slug), or a hunt by its number. */
export const ZTreasureHuntBody = z
  .object({
    campaign: zText().trim().min(1).max(120).optional(),
    huntId: numeric(z.number().int().positive()).optional(),
  })
  .refine((b) => b.campaign || b.huntId, { message: 'Name the campaign or the hunt', path: ['campaign'] });
export type TTreasureHuntBody = z.input<typeof ZTreasureHuntBody>;

export const ZFoundTreasure = z.object({
  productId: z.string(),
  productName: z.string(),
  prizeTitle: z.string(),
  /** The finder's first name only. */
  finder: z.string(),
  foundAt: z.string(),
});
export type TFoundTreasure = z.infer<typeof ZFoundTreasure>;

export const ZTreasureHunt = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  campaign: z.object({ slug: z.string(), name: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(GAME_STATES),
  digsPerUser: z.number().int(),
  spots: z.array(ZProductCard),
  found: z.array(ZFoundTreasure),
  /** Treasures still buried. */
  remaining: z.number().int(),
  /** For a signed-in caller: digs left and the spots already dug; null and [] for a visitor. */
  digsLeft: z.number().int().nullable(),
  dug: z.array(z.string()),
});
export type TTreasureHunt = z.infer<typeof ZTreasureHunt>;
export const ZTreasureHuntResponse = success(z.object({ hunt: ZTreasureHunt }));

/** `treasureId` names the hunt being dug (the game); `productId` the spot. */
export const ZDigBody = z.object({
  treasureId: numeric(z.number({ error: 'Choose a treasure hunt' }).int().positive('Choose a treasure hunt')),
  productId: z.uuid('Choose where to dig'),
});
export type TDigBody = z.input<typeof ZDigBody>;

export const ZDigResult = z.object({
  found: z.boolean(),
  product: ZProductCard,
  prize: ZGamePrize.nullable(),
  digsLeft: z.number().int(),
  remaining: z.number().int(),
});
export type TDigResult = z.infer<typeof ZDigResult>;
export const ZDigResponse = success(ZDigResult);

// The staff's side.

export const ZTreasureBody = z.object({
  productId: z.uuid('Choose the product it hides under'),
  prizeId: numeric(z.number({ error: 'Choose a prize' }).int().positive('Choose a prize')),
});

export const ZStaffTreasureHuntBody = z
  .object({
    campaignId: numeric(z.number({ error: 'Choose a campaign' }).int().positive('Choose a campaign')),
    title: zGameTitle,
    description: zGameDescription,
    startsAt: zWhen('starts'),
    endsAt: zWhen('ends'),
    isPublished: z.boolean().default(false),
    digsPerUser: zAllowance('digs'),
    spotIds: z
      .array(z.uuid('Choose products from the list'))
      .min(2, `Offer 2 to ${TREASURE_SPOTS_MAX} products to dig under`)
      .max(TREASURE_SPOTS_MAX, `Offer 2 to ${TREASURE_SPOTS_MAX} products to dig under`)
      .transform((xs) => [...new Set(xs)]),
    treasures: z.array(ZTreasureBody).min(1, 'Bury at least one treasure').max(TREASURE_SPOTS_MAX),
  })
  .superRefine((b, ctx) => {
    if (new Date(b.endsAt) <= new Date(b.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'It must end after it starts' });
    const spots = new Set(b.spotIds);
    const used = new Set<string>();
    for (const t of b.treasures) {
      if (!spots.has(t.productId))
        ctx.addIssue({
          code: 'custom',
          path: ['treasures'],
          message: 'Bury treasures only under the products offered',
        });
      else if (used.has(t.productId))
        ctx.addIssue({ code: 'custom', path: ['treasures'], message: 'One treasure per product' });
      used.add(t.productId);
    }
  });
export type TStaffTreasureHuntBody = z.input<typeof ZStaffTreasureHuntBody>;

export const ZStaffTreasure = z.object({
  id: z.number().int(),
  productId: z.string(),
  productName: z.string(),
  prizeId: z.number().int(),
  prizeTitle: z.string(),
  finder: z.object({ name: z.string(), email: z.string() }).nullable(),
  foundAt: z.string().nullable(),
});

export const ZStaffTreasureHuntSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  campaign: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  isPublished: z.boolean(),
  state: z.enum(GAME_STATES),
  treasures: z.number().int(),
  found: z.number().int(),
  digs: z.number().int(),
});
export type TStaffTreasureHuntSummary = z.infer<typeof ZStaffTreasureHuntSummary>;

export const ZStaffTreasureHunt = ZStaffTreasureHuntSummary.extend({
  description: z.string(),
  digsPerUser: z.number().int(),
  spots: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
  buried: z.array(ZStaffTreasure),
});
export type TStaffTreasureHunt = z.infer<typeof ZStaffTreasureHunt>;

export const ZStaffTreasureHuntsResponse = success(
  z.object({
    hunts: z.array(ZStaffTreasureHuntSummary),
    /** For the campaign picker. */
    campaigns: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  }),
);
export const ZStaffTreasureHuntResponse = success(z.object({ hunt: ZStaffTreasureHunt }));
