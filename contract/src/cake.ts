import { z } from 'zod';
import { CAKE_MESSAGE_MAX, CAKE_QUANTITY_MAX, POUND_MAX } from './cake-rules.ts';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';
import { PG_INT_MAX } from './text-rules.ts';

export * from './cake-rules.ts';

// Cake configurator (what a cake is added to the cart with: product id, pound, tier, height, flavor
// id, icing type, eggless, less cream). The server prices every combination, never the client; an invalid
// combination is answered with 400 and a message that says what to change, never silently fixed.

/** A product's UUID or its slug. */
export const ZProductRef = zText().trim().min(1, 'Choose a product').max(200);

/** Query flags arrive as 0/1 (or true/false); JSON bodies may send booleans. */
export const ZFlag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true');

const ZPound = numeric(
  z
    .number({ error: 'Pound must be a number' })
    .positive('Choose a positive number of pounds')
    .max(POUND_MAX, `Choose at most ${POUND_MAX} pounds`),
);

export const ZCakeProductQuery = z.object({ productId: ZProductRef });
export type TCakeProductQuery = z.infer<typeof ZCakeProductQuery>;

// get-min-pound?productId
export const ZGetMinPoundResponse = success(
  z.object({ minPound: z.number(), maxPound: z.number(), step: z.number() }),
);
export type TGetMinPound = z.infer<typeof ZGetMinPoundResponse>['data'];

export const ZCakeShape = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** Added once to the cake's price (paisa). */
  surcharge: z.number().int(),
});
export type TCakeShape = z.infer<typeof ZCakeShape>;

// shapes?productId (productId optional: every active shape)
export const ZShapesQuery = z.object({ productId: ZProductRef.optional() });
export const ZShapesResponse = success(z.object({ shapes: z.array(ZCakeShape) }));

// cake-categories
export const ZCakeCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  url: z.string(),
  productCount: z.number().int(),
});
export const ZCakeCategoriesResponse = success(z.object({ categories: z.array(ZCakeCategory) }));
export type TCakeCategory = z.infer<typeof ZCakeCategory>;

export const ZCakeFlavourOption = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  colour: z.string(),
  icingColour: z.string(),
  /** Paisa per pound over the cake's own flavour (0 for its own and cheaper ones). */
  surchargePerPound: z.number().int(),
});
export const ZIcingTypeOption = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  surchargePerPound: z.number().int(),
});
export const ZTierOption = z.object({
  tiers: z.number().int(),
  name: z.string(),
  minPound: z.number(),
  surcharge: z.number().int(),
  /** Heights in inches this tier count is baked in; the first is included in the price. */
  heights: z.array(z.number().int()),
  /** Paisa for each inch above the first height. */
  surchargePerInch: z.number().int(),
});

// cake-options?productId: everything the configurator shows, in one call.
export const ZCakeOptions = z.object({
  productId: z.string(),
  defaultFlavourId: z.number().int().nullable(),
  flavours: z.array(ZCakeFlavourOption),
  icingTypes: z.array(ZIcingTypeOption),
  shapes: z.array(ZCakeShape),
  tiers: z.array(ZTierOption),
  /** The eggless sponge may be added, for egglessSurchargePercent more. */
  egglessAvailable: z.boolean(),
  /** The recipe is eggless already (then the extra above is never offered). */
  egglessByRecipe: z.boolean(),
  egglessSurchargePercent: z.number(),
  lessCreamAvailable: z.boolean(),
  minPound: z.number(),
  maxPound: z.number(),
  step: z.number(),
  maxMessageLength: z.number().int(),
});
export type TCakeOptions = z.infer<typeof ZCakeOptions>;
export const ZCakeOptionsResponse = success(ZCakeOptions);

// check-tier?id&tier&height: checks a tier and height combination for a cake before pricing it.
export const ZCheckTierQuery = z.object({
  id: ZProductRef,
  tier: numeric(
    z
      .number({ error: 'Tier must be a number' })
      .int('Tier must be a whole number')
      .min(1, 'Choose at least 1 tier')
      .max(10),
  ),
  height: numeric(
    z
      .number({ error: 'Height must be a number' })
      .int('Height must be whole inches')
      .positive('Height must be positive'),
  ).optional(),
});
export const ZCheckTierResponse = success(
  z.object({ valid: z.boolean(), message: z.string(), minPound: z.number().nullable() }),
);
export type TCheckTier = z.infer<typeof ZCheckTierResponse>['data'];

/** Fields shared by product-price (query) and calculate-product-price (body). */
const cakeChoice = {
  productId: ZProductRef,
  /** Defaults to the cake's minimum pound. */
  pound: ZPound.optional(),
  tier: numeric(
    z
      .number({ error: 'Tier must be a number' })
      .int('Tier must be a whole number')
      .min(1, 'Choose at least 1 tier')
      .max(10),
  ).optional(),
  height: numeric(
    z
      .number({ error: 'Height must be a number' })
      .int('Height must be whole inches')
      .positive('Height must be positive'),
  ).optional(),
  /** US spelling, as clients send it. Defaults to the cake's own flavour. */
  flavorId: numeric(
    z
      .number({ error: 'Choose a flavour from the list' })
      .int('Choose a flavour from the list')
      .positive('Choose a flavour from the list')
      .max(PG_INT_MAX, 'Choose a flavour from the list'),
  ).optional(),
  /** Slug of an icing type; defaults to the cheapest. */
  icingType: zText().trim().max(60).optional(),
  /** Slug of a shape; defaults to the cheapest. */
  shape: zText().trim().max(60).optional(),
  eggless: ZFlag,
  lessCream: ZFlag,
};

export const ZProductPriceQuery = z.object(cakeChoice);
export type TProductPriceQuery = z.input<typeof ZProductPriceQuery>;

export const ZCalculateProductPriceBody = z.object({
  ...cakeChoice,
  quantity: numeric(
    z
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(CAKE_QUANTITY_MAX, `Quantity can be at most ${CAKE_QUANTITY_MAX}`),
  ).default(1),
  message: zText()
    .trim()
    .max(CAKE_MESSAGE_MAX, `Keep the message under ${CAKE_MESSAGE_MAX} characters`)
    .default(''),
});
export type TCalculateProductPriceBody = z.input<typeof ZCalculateProductPriceBody>;

export const ZPriceLine = z.object({ label: z.string(), amount: z.number().int() });

/** The configuration the price is for, with every default filled in. Money is paisa. */
export const ZCakePrice = z.object({
  productId: z.string(),
  pound: z.number(),
  tier: z.number().int(),
  height: z.number().int(),
  flavorId: z.number().int().nullable(),
  icingType: z.string().nullable(),
  shape: z.string().nullable(),
  eggless: z.boolean(),
  lessCream: z.boolean(),
  /** Price of one cake. */
  price: z.number().int(),
  currency: z.string(),
  breakdown: z.array(ZPriceLine),
});
export type TCakePrice = z.infer<typeof ZCakePrice>;
export const ZProductPriceResponse = success(ZCakePrice);

export const ZCalculatedPrice = ZCakePrice.extend({
  quantity: z.number().int(),
  message: z.string(),
  /** price times quantity. */
  total: z.number().int(),
});
export type TCalculatedPrice = z.infer<typeof ZCalculatedPrice>;
export const ZCalculateProductPriceResponse = success(ZCalculatedPrice);
