import { localDigits, POUND_STEP } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { AppError } from '../../lib/errors.ts';

// The shapes cake pricing works on and the rules that need no option table: weights and the
// cake check. What a single cake offers is in offer.ts, the price itself in pricing.ts.

export type CakeProduct = {
  id: string;
  name: string;
  type: string;
  pricePaisa: number;
  sellingPricePaisa: number;
  pricePerPoundPaisa: number | null;
  minPound: number | null;
  maxPound: number | null;
  flavourId: number | null;
  /** The recipe is eggless. */
  isEggless: boolean;
  /** The seller's choices for this cake (offer.ts). */
  offersEggless: boolean;
  offersLessCream: boolean;
  offeredTiers: number[];
  /** Each tier's other heights too, not only its first. */
  offersTaller: boolean;
  offeredFlavourIds: number[];
  offeredShapeIds: number[];
  offeredIcingIds: number[];
};

export type FlavourRow = {
  id: number;
  slug: string;
  name: string;
  colour: string;
  icingColour: string;
  pricePerPoundPaisa: number;
};
export type IcingRow = { id: number; slug: string; name: string; pricePerPoundPaisa: number };
export type ShapeRow = { id: number; slug: string; name: string; image: string | null; pricePaisa: number };
export type TierRow = {
  tiers: number;
  name: string;
  minPound: number;
  pricePaisa: number;
  heights: number[];
  heightPricePerInchPaisa: number;
};
/** Active rows of the shop's option tables, each in display order. */
export type OptionTables = {
  flavours: FlavourRow[];
  icingTypes: IcingRow[];
  shapes: ShapeRow[];
  tiers: TierRow[];
};

export type CakeChoice = {
  pound?: number;
  tier?: number;
  height?: number;
  flavorId?: number;
  icingType?: string;
  shape?: string;
  eggless: boolean;
  lessCream: boolean;
};

/** A single tier is always possible, even before an admin fills the tiers table. */
export const DEFAULT_TIER: TierRow = {
  tiers: 1,
  name: 'Single tier',
  minPound: POUND_STEP,
  pricePaisa: 0,
  heights: [4],
  heightPricePerInchPaisa: 0,
};
const DEFAULT_MAX_POUND = 10;

export const bad = (message: string, field: string) =>
  new AppError('invalid_cake', message, 400, { [field]: [message] });

export const fmtPound = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function assertCake(p: { type: string }) {
  if (p.type !== 'cake') throw new AppError('not_a_cake', m.errors_catalog_only_cakes(), 400);
}

export function poundRange(p: Pick<CakeProduct, 'minPound' | 'maxPound'>) {
  const min = p.minPound === null ? 1 : Number(p.minPound);
  const max = p.maxPound === null ? Math.max(min, DEFAULT_MAX_POUND) : Number(p.maxPound);
  return { min, max };
}

export function checkPound(p: CakeProduct, pound: number) {
  const { min, max } = poundRange(p);
  if (pound < min || pound > max || !Number.isInteger(pound / POUND_STEP)) {
    throw bad(
      m.errors_cake_pounds_between({ min: localDigits(fmtPound(min)), max: localDigits(fmtPound(max)) }),
      'pound',
    );
  }
}
