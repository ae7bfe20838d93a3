import { EGGLESS_SURCHARGE_PERCENT, POUND_STEP, type TCakePrice } from '@upahar/contract';
import { AppError } from '../../lib/errors.ts';

// The one pricing rule for cakes (prices are computed on the server only). The
// cake finder repeats it in SQL (finder-sql.ts); a test keeps the two equal.
//   base price at minPound (sale price when on sale)
// + pricePerPound for every pound above minPound
// + (chosen flavour's per-pound price - the cake's own flavour's, never below 0) x pounds
// + icing per-pound price x pounds
// + shape price + tier price + height price per inch above the tier's first height
// + eggless: EGGLESS_SURCHARGE_PERCENT of all the above;   less cream: free.
// Each line is rounded to whole paisa on its own, so SQL and JavaScript agree.

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
  isEggless: boolean;
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
/** Active rows of the option tables, each in display order. */
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
export const DEFAULT_MAX_POUND = 10;

const bad = (message: string, field: string) =>
  new AppError('invalid_cake', message, 400, { [field]: [message] });

export const fmtPound = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const pounds = (n: number) => `${fmtPound(n)} ${n === 1 ? 'pound' : 'pounds'}`;
const orList = (xs: string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`;

export function assertCake(p: { type: string }) {
  if (p.type !== 'cake') throw new AppError('not_a_cake', 'Only cakes can be configured', 400);
}

export function poundRange(p: Pick<CakeProduct, 'minPound' | 'maxPound'>) {
  const min = p.minPound === null ? 1 : Number(p.minPound);
  const max = p.maxPound === null ? Math.max(min, DEFAULT_MAX_POUND) : Number(p.maxPound);
  return { min, max };
}

export const tierRow = (tables: OptionTables, tiers: number) =>
  tables.tiers.find((t) => t.tiers === tiers) ?? (tiers === 1 ? DEFAULT_TIER : undefined);

/** Tiers a cake can be made in: those whose minimum pound fits under the cake's maximum. */
export function tiersFor(p: CakeProduct, tables: OptionTables): TierRow[] {
  const { max } = poundRange(p);
  const rows = tables.tiers.some((t) => t.tiers === 1) ? tables.tiers : [DEFAULT_TIER, ...tables.tiers];
  return rows.filter((t) => t.minPound <= max);
}

/** The tier and height check (check-tier?id&tier&height): null when fine, else what to change. */
export function tierProblem(
  p: CakeProduct,
  tables: OptionTables,
  tiers: number,
  height?: number,
  pound?: number,
) {
  const { max } = poundRange(p);
  const row = tierRow(tables, tiers);
  const label = `A ${tiers}-tier cake`;
  if (!row) return { message: `This cake cannot be made in ${tiers} tiers`, field: 'tier', minPound: null };
  if (row.minPound > max) {
    return {
      message: `${label} needs at least ${pounds(row.minPound)}, and this cake can be made up to ${pounds(max)}`,
      field: 'tier',
      minPound: row.minPound,
    };
  }
  if (pound !== undefined && pound < row.minPound) {
    return {
      message: `${label} needs at least ${pounds(row.minPound)}`,
      field: 'pound',
      minPound: row.minPound,
    };
  }
  if (height !== undefined && !row.heights.includes(height)) {
    const list = orList(row.heights.map(String));
    return { message: `${label} can be ${list} inches tall`, field: 'height', minPound: row.minPound };
  }
  return null;
}

export function checkPound(p: CakeProduct, pound: number) {
  const { min, max } = poundRange(p);
  if (pound < min || pound > max || !Number.isInteger(pound / POUND_STEP)) {
    throw bad(`Choose between ${fmtPound(min)} and ${fmtPound(max)} pounds, in half pounds`, 'pound');
  }
}

/** Per-pound surcharge of `flavour` over the cake's own flavour (never below 0). */
export function flavourSurcharge(p: CakeProduct, tables: OptionTables, flavour: FlavourRow) {
  const own = tables.flavours.find((f) => f.id === p.flavourId);
  return Math.max(0, flavour.pricePerPoundPaisa - (own?.pricePerPoundPaisa ?? 0));
}

/** Prices one cake, or throws 400 with the reason the combination cannot be made. */
export function priceCake(
  p: CakeProduct,
  tables: OptionTables,
  choice: CakeChoice,
): Omit<TCakePrice, 'currency'> {
  assertCake(p);
  const { min } = poundRange(p);
  const pound = choice.pound ?? min;
  checkPound(p, pound);
  const tiers = choice.tier ?? 1;
  const problem = tierProblem(p, tables, tiers, choice.height, pound);
  if (problem) throw bad(problem.message, problem.field);
  const tier = tierRow(tables, tiers) as TierRow;
  const height = choice.height ?? tier.heights[0] ?? 4;

  const flavourId = choice.flavorId ?? p.flavourId;
  const flavour = flavourId === null ? undefined : tables.flavours.find((f) => f.id === flavourId);
  if (choice.flavorId !== undefined && !flavour)
    throw bad('This flavour is not available for this cake', 'flavorId');
  const icing = choice.icingType
    ? tables.icingTypes.find((i) => i.slug === choice.icingType)
    : tables.icingTypes[0];
  if (choice.icingType && !icing) throw bad('This icing is not available for this cake', 'icingType');
  const shape = choice.shape ? tables.shapes.find((s) => s.slug === choice.shape) : tables.shapes[0];
  if (choice.shape && !shape) throw bad('This shape is not available for this cake', 'shape');
  if (choice.eggless && !p.isEggless) throw bad('This cake cannot be made eggless', 'eggless');

  const perPound = p.pricePerPoundPaisa ?? Math.round(p.sellingPricePaisa / min);
  const extra = pound - min;
  const lines: { label: string; amount: number }[] = [
    { label: `${p.name} (${pounds(min)})`, amount: p.sellingPricePaisa },
  ];
  if (extra > 0) lines.push({ label: `${pounds(extra)} more`, amount: Math.round(perPound * extra) });
  if (flavour && flavour.id !== p.flavourId) {
    lines.push({
      label: `${flavour.name} flavour`,
      amount: Math.round(flavourSurcharge(p, tables, flavour) * pound),
    });
  }
  if (icing)
    lines.push({ label: `${icing.name} icing`, amount: Math.round(icing.pricePerPoundPaisa * pound) });
  if (shape) lines.push({ label: `${shape.name} shape`, amount: shape.pricePaisa });
  if (tiers > 1 || tier.pricePaisa > 0) lines.push({ label: tier.name, amount: tier.pricePaisa });
  const baseHeight = tier.heights[0] ?? height;
  if (height > baseHeight) {
    lines.push({
      label: `Taller cake (${height} in)`,
      amount: (height - baseHeight) * tier.heightPricePerInchPaisa,
    });
  }
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  if (choice.eggless) {
    lines.push({
      label: `Eggless (${EGGLESS_SURCHARGE_PERCENT}%)`,
      amount: Math.round((subtotal * EGGLESS_SURCHARGE_PERCENT) / 100),
    });
  }
  if (choice.lessCream) lines.push({ label: 'Less cream', amount: 0 });

  return {
    productId: p.id,
    pound,
    tier: tiers,
    height,
    flavorId: flavour?.id ?? null,
    icingType: icing?.slug ?? null,
    shape: shape?.slug ?? null,
    eggless: choice.eggless,
    lessCream: choice.lessCream,
    price: lines.reduce((s, l) => s + l.amount, 0),
    breakdown: lines.filter((l) => l.amount !== 0 || l.label === 'Less cream' || l === lines[0]),
  };
}
