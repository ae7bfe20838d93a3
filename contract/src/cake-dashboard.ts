import { z } from 'zod';
import { POUND_MAX, POUND_MIN, POUND_STEP } from './cake-rules.ts';
import { numeric } from './common.ts';
import { success } from './envelope.ts';

// The seller's side of the cake configurator: which of the shop's flavours, shapes, tiers and
// extras each of their cakes offers, and in which weights. A seller sees and changes the cakes of
// the stores they own, an admin every cake; any other cake answers 404.

export const CAKES_PER_PAGE = 20;

export const ZDashboardCakesQuery = z.object({
  page: numeric(z.number().int().min(1).max(10_000)).default(1),
});

export const ZDashboardCakeCard = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  storeName: z.string(),
  isActive: z.boolean(),
  /** The recipe is eggless. */
  isEggless: z.boolean(),
  minPound: z.number(),
  maxPound: z.number(),
  flavourCount: z.number().int(),
  /** Names of the shapes it comes in, in the shop's order. */
  shapes: z.array(z.string()),
});
export type TDashboardCakeCard = z.infer<typeof ZDashboardCakeCard>;
export const ZDashboardCakesResponse = success(z.object({ cakes: z.array(ZDashboardCakeCard) }));

export const ZCakeIdParams = z.object({ id: z.uuid('Choose one of your cakes') });

const ZHalfPound = (what: string) =>
  z
    .number({ error: `Enter the ${what} weight in pounds` })
    .min(POUND_MIN, `The ${what} weight is at least ${POUND_MIN} lb`)
    .max(POUND_MAX, `The ${what} weight is at most ${POUND_MAX} lb`)
    .refine((n) => Number.isInteger(n / POUND_STEP), 'Use half pounds: 1, 1.5, 2 and so on');

const ids = (message: string) =>
  z
    .array(z.number().int().positive().max(2_147_483_647), { error: message })
    .min(1, message)
    .max(200)
    .transform((xs) => [...new Set(xs)]);

/** The seller's choices for one cake; the same rules run in the browser before saving. */
export const ZCakeChoicesBody = z
  .object({
    /** The flavour the cake is made in, pictured with and priced with: one of flavourIds. */
    ownFlavourId: z
      .number({ error: 'Choose the flavour the cake is made in' })
      .int()
      .positive('Choose the flavour the cake is made in')
      .max(2_147_483_647),
    flavourIds: ids('Choose at least one flavour'),
    shapeIds: ids('Choose at least one shape'),
    /** None: the cake comes iced the way its baker makes it, with no icing to choose. */
    icingTypeIds: z
      .array(z.number().int().positive().max(2_147_483_647))
      .max(200)
      .transform((xs) => [...new Set(xs)]),
    /** Each tier's taller heights too, at the shop's price per inch; else its first height only. */
    offersTaller: z.boolean(),
    /** Tier counts (1 = a single tier). */
    tiers: z
      .array(z.number().int().min(1).max(10), { error: 'Choose at least one number of tiers' })
      .min(1, 'Choose at least one number of tiers')
      .max(10)
      .transform((xs) => [...new Set(xs)].sort((a, b) => a - b)),
    minPound: ZHalfPound('smallest'),
    maxPound: ZHalfPound('largest'),
    offersEggless: z.boolean(),
    offersLessCream: z.boolean(),
  })
  .refine((b) => b.minPound <= b.maxPound, {
    path: ['maxPound'],
    message: 'The largest weight cannot be below the smallest',
  })
  .refine((b) => b.flavourIds.includes(b.ownFlavourId), {
    path: ['flavourIds'],
    message: 'Keep the flavour the cake is made in among its flavours',
  });
export type TCakeChoicesBody = z.input<typeof ZCakeChoicesBody>;
export type TCakeChoices = z.output<typeof ZCakeChoicesBody>;

export const ZDashboardCake = z.object({
  cake: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    storeName: z.string(),
    isActive: z.boolean(),
    isEggless: z.boolean(),
    /** The flavour it is made in and pictured with: always offered. */
    ownFlavourId: z.number().int().nullable(),
    /** Paisa at the smallest weight. */
    price: z.number().int(),
  }),
  choices: z.object({
    /** Null only for a cake that was never given one: the form asks for it. */
    ownFlavourId: z.number().int().nullable(),
    flavourIds: z.array(z.number().int()),
    shapeIds: z.array(z.number().int()),
    icingTypeIds: z.array(z.number().int()),
    offersTaller: z.boolean(),
    tiers: z.array(z.number().int()),
    minPound: z.number(),
    maxPound: z.number(),
    offersEggless: z.boolean(),
    offersLessCream: z.boolean(),
  }),
  /** Everything the shop makes, to choose from. */
  range: z.object({
    /** The shop's prices, in paisa: a seller sees what each choice would add. */
    flavours: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        colour: z.string(),
        icingColour: z.string(),
        pricePerPound: z.number().int(),
      }),
    ),
    icingTypes: z.array(
      z.object({ id: z.number().int(), name: z.string(), pricePerPound: z.number().int() }),
    ),
    shapes: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
    tiers: z.array(
      z.object({
        tiers: z.number().int(),
        name: z.string(),
        minPound: z.number(),
        heights: z.array(z.number().int()),
      }),
    ),
    poundMin: z.number(),
    poundMax: z.number(),
    poundStep: z.number(),
    egglessSurchargePercent: z.number(),
  }),
});
export type TDashboardCake = z.infer<typeof ZDashboardCake>;
export const ZDashboardCakeResponse = success(ZDashboardCake);
