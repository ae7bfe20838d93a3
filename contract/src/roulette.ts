import { z } from 'zod';
import { numeric, zText } from './common.ts';
import { success } from './envelope.ts';
import { GAME_STATES, ZGamePrize, zAllowance, zGameDescription, zGameTitle, zWhen } from './games.ts';

// The roulette: staff define a wheel of slices (a prize with its stock, or "try again"); a
// signed-in shopper spins it a few times per Kathmandu day and the server decides where it stops.

/** Both name "the wheel running now": the header links to one or the other by sign-in state. */
export const CURRENT_ROULETTE_SLUGS = ['latest', 'test-your-luck'] as const;
export const isCurrentRouletteSlug = (slug: string) =>
  (CURRENT_ROULETTE_SLUGS as readonly string[]).includes(slug);

export const ROULETTE_SEGMENTS_MIN = 2;
export const ROULETTE_SEGMENTS_MAX = 12;

/** One slice as everyone sees it: the weights and stock stay with the staff. */
export const ZRouletteSegment = z.object({
  index: z.number().int(),
  label: z.string(),
  colour: z.string(),
  isPrize: z.boolean(),
});
export type TRouletteSegment = z.infer<typeof ZRouletteSegment>;

export const ZRoulette = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(GAME_STATES),
  spinsPerDay: z.number().int(),
  segments: z.array(ZRouletteSegment),
});
export type TRoulette = z.infer<typeof ZRoulette>;

export const ZRouletteParams = z.object({
  id: zText().trim().min(1).max(120),
});
export const ZRouletteResponse = success(z.object({ roulette: ZRoulette }));

/** The signed-in shopper's allowance today; it resets at midnight in Kathmandu (`resetsAt`). */
export const ZRouletteAllowance = z.object({
  spinsLeft: z.number().int(),
  spinsPerDay: z.number().int(),
  resetsAt: z.string(),
});
export type TRouletteAllowance = z.infer<typeof ZRouletteAllowance>;
export const ZRouletteAllowanceResponse = success(ZRouletteAllowance);

/** Where the wheel stopped (the slice's index) and what it gave; `prize` is null on "try again". */
export const ZSpinResult = ZRouletteAllowance.extend({
  spinId: z.number().int(),
  segmentIndex: z.number().int(),
  label: z.string(),
  prize: ZGamePrize.nullable(),
});
export type TSpinResult = z.infer<typeof ZSpinResult>;
export const ZSpinResponse = success(ZSpinResult);

// The staff's side.

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export const ZRouletteSegmentBody = z
  .object({
    label: zText({ error: 'Label the slice' })
      .trim()
      .min(1, 'Label the slice')
      .max(24, 'Keep a slice label under 24 characters'),
    colour: zText().trim().regex(HEX_COLOUR, 'Choose a colour like #f59e0b'),
    prizeId: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        numeric(z.number().int().positive()).nullable(),
      )
      .default(null),
    weight: numeric(
      z
        .number({ error: 'Enter a weight' })
        .int('Enter a whole weight')
        .min(1, 'A weight is 1 to 10000')
        .max(10_000, 'A weight is 1 to 10000'),
    ),
    stock: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        numeric(
          z.number().int('Enter a whole stock').min(0, 'Stock cannot be negative').max(1_000_000),
        ).nullable(),
      )
      .default(null),
  })
  .superRefine((s, ctx) => {
    if (s.prizeId !== null && s.stock === null)
      ctx.addIssue({
        code: 'custom',
        path: ['stock'],
        message: 'Enter how many of this prize the wheel gives',
      });
  });
export type TRouletteSegmentBody = z.input<typeof ZRouletteSegmentBody>;

const RESERVED = new Set<string>(CURRENT_ROULETTE_SLUGS);

export const ZRouletteBody = z
  .object({
    title: zGameTitle,
    slug: zText({ error: 'Give it an address' })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and dashes')
      .max(60, 'Keep the address under 60 characters')
      .refine((s) => !RESERVED.has(s), 'That address is kept for the current wheel; choose another'),
    description: zGameDescription,
    startsAt: zWhen('starts'),
    endsAt: zWhen('ends'),
    isPublished: z.boolean().default(false),
    spinsPerDay: zAllowance('spins a day'),
    segments: z
      .array(ZRouletteSegmentBody)
      .min(ROULETTE_SEGMENTS_MIN, `A wheel has ${ROULETTE_SEGMENTS_MIN} to ${ROULETTE_SEGMENTS_MAX} slices`)
      .max(ROULETTE_SEGMENTS_MAX, `A wheel has ${ROULETTE_SEGMENTS_MIN} to ${ROULETTE_SEGMENTS_MAX} slices`),
  })
  .superRefine((b, ctx) => {
    if (new Date(b.endsAt) <= new Date(b.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'It must end after it starts' });
    // A wheel whose prizes are all gone still has somewhere to stop.
    if (!b.segments.some((s) => s.prizeId === null))
      ctx.addIssue({ code: 'custom', path: ['segments'], message: 'Keep at least one "try again" slice' });
  });
export type TRouletteBody = z.input<typeof ZRouletteBody>;

export const ZStaffRouletteSegment = z.object({
  label: z.string(),
  colour: z.string(),
  prizeId: z.number().int().nullable(),
  prizeTitle: z.string().nullable(),
  weight: z.number().int(),
  stock: z.number().int().nullable(),
  won: z.number().int(),
});
export type TStaffRouletteSegment = z.infer<typeof ZStaffRouletteSegment>;

export const ZStaffRouletteSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  isPublished: z.boolean(),
  state: z.enum(GAME_STATES),
  spins: z.number().int(),
  prizesGiven: z.number().int(),
});
export type TStaffRouletteSummary = z.infer<typeof ZStaffRouletteSummary>;

export const ZStaffRoulette = ZStaffRouletteSummary.extend({
  description: z.string(),
  spinsPerDay: z.number().int(),
  segments: z.array(ZStaffRouletteSegment),
  /** The last 14 Kathmandu days with spins, newest first. */
  days: z.array(z.object({ day: z.string(), spins: z.number().int(), prizes: z.number().int() })),
});
export type TStaffRoulette = z.infer<typeof ZStaffRoulette>;

export const ZStaffRoulettesResponse = success(z.object({ roulettes: z.array(ZStaffRouletteSummary) }));
export const ZStaffRouletteResponse = success(z.object({ roulette: ZStaffRoulette }));
