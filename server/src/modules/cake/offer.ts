import { AppError } from '../../lib/errors.ts';
import {
  type CakeProduct,
  DEFAULT_TIER,
  type FlavourRow,
  fmtPound,
  type OptionTables,
  poundRange,
  type ShapeRow,
  type TierRow,
} from './rules.ts';

// What one cake offers: the shop's options (rules.ts) narrowed to the seller's choices for it.
// Pricing, the configurator's options and the cart all ask here, so a flavour, shape, tier or
// extra the cake does not offer is refused the same way everywhere, by name.

export type CakeOffer = {
  flavours: FlavourRow[];
  shapes: ShapeRow[];
  tiers: TierRow[];
  /** The eggless sponge as a paid extra: never for a cake whose recipe is eggless already. */
  eggless: boolean;
  lessCream: boolean;
};

export const notOffered = (message: string, field: string) =>
  new AppError('not_offered', message, 400, { [field]: [message] });

const pounds = (n: number) => `${fmtPound(n)} ${n === 1 ? 'pound' : 'pounds'}`;
const orList = (xs: string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`;

export const tierRow = (tables: OptionTables, tiers: number) =>
  tables.tiers.find((t) => t.tiers === tiers) ?? (tiers === 1 ? DEFAULT_TIER : undefined);

/** A cake with no tier chosen at all is a single-tier cake. */
const offeredTierCounts = (p: CakeProduct) => (p.offeredTiers.length > 0 ? p.offeredTiers : [1]);

/** Tiers the cake is offered in whose least weight fits under the cake's greatest. */
export function tiersFor(p: CakeProduct, tables: OptionTables): TierRow[] {
  const { max } = poundRange(p);
  const rows = tables.tiers.some((t) => t.tiers === 1) ? tables.tiers : [DEFAULT_TIER, ...tables.tiers];
  const offered = offeredTierCounts(p);
  return rows.filter((t) => offered.includes(t.tiers) && t.minPound <= max);
}

export function offerOf(p: CakeProduct, tables: OptionTables): CakeOffer {
  return {
    flavours: tables.flavours.filter((f) => p.offeredFlavourIds.includes(f.id)),
    shapes: tables.shapes.filter((s) => p.offeredShapeIds.includes(s.id)),
    tiers: tiersFor(p, tables),
    eggless: p.offersEggless && !p.isEggless,
    lessCream: p.offersLessCream,
  };
}

/** "two tiers" from "Two tiers": the tier's own name inside a sentence. */
const tierWords = (row: TierRow) => row.name.charAt(0).toLowerCase() + row.name.slice(1);

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
  if (!offeredTierCounts(p).includes(tiers)) {
    return { message: `${p.name} does not come in ${tierWords(row)}`, field: 'tier', minPound: null };
  }
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

/**
 * The flavour a choice names, or else the cake's own (none for a cake without one: it is priced
 * as listed). Throws 400 naming a flavour the shop has but this cake does not offer.
 */
export function chosenFlavour(p: CakeProduct, tables: OptionTables, offer: CakeOffer, flavorId?: number) {
  if (flavorId === undefined) return tables.flavours.find((f) => f.id === p.flavourId);
  const flavour = tables.flavours.find((f) => f.id === flavorId);
  if (!flavour) throw notOffered('This flavour is not available for this cake', 'flavorId');
  if (!offer.flavours.includes(flavour)) {
    throw notOffered(`${p.name} does not come in ${flavour.name} flavour`, 'flavorId');
  }
  return flavour;
}

/** The shape a choice names (by slug), or the first the cake offers. */
export function chosenShape(p: CakeProduct, tables: OptionTables, offer: CakeOffer, slug?: string) {
  if (!slug) return offer.shapes[0];
  const shape = tables.shapes.find((s) => s.slug === slug);
  if (!shape) throw notOffered('This shape is not available for this cake', 'shape');
  if (!offer.shapes.includes(shape))
    throw notOffered(`${p.name} does not come in ${shape.name} shape`, 'shape');
  return shape;
}

/** The eggless and less-cream extras: refused by name when the cake does not offer them. */
export function checkExtras(
  p: CakeProduct,
  offer: CakeOffer,
  choice: { eggless: boolean; lessCream: boolean },
) {
  if (choice.eggless && p.isEggless) {
    throw notOffered(`${p.name} is eggless already: there is no eggless extra to add`, 'eggless');
  }
  if (choice.eggless && !offer.eggless) throw notOffered(`${p.name} cannot be made eggless`, 'eggless');
  if (choice.lessCream && !offer.lessCream) {
    throw notOffered(`${p.name} cannot be made with less cream`, 'lessCream');
  }
}
