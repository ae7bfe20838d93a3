import { m } from '@upahar/contract/messages';
import { AppError } from '../../lib/errors.ts';
import {
  type CakeProduct,
  DEFAULT_TIER,
  type FlavourRow,
  fmtPound,
  type IcingRow,
  type OptionTables,
  poundRange,
  type ShapeRow,
  type TierRow,
} from './rules.ts';

// What one cake offers: the shop's options (rules.ts) narrowed to the seller's choices for it.
// Pricing, the configurator's options and the cart all ask here, so a flavour, shape, tier or
// extra the cake does not offer is refused the same way everywhere, by name.
//
// The price a seller sets is for the cake at its plainest as offered: its smallest weight, its own
// flavour (else its cheapest offered one), and the cheapest shape, icing and tier it offers. Every
// other choice adds only its difference over that one (`base`), so the cheapest order always costs
// exactly the listed price and listings can sort and filter by that price as stored.

export type CakeOffer = {
  flavours: FlavourRow[];
  /** Empty: the cake offers no icing choice and has no icing line. */
  icingTypes: IcingRow[];
  shapes: ShapeRow[];
  /** Each with only the heights the cake offers: its first alone unless it offers taller cakes. */
  tiers: TierRow[];
  /** The price each kind of option already has in the cake's own price. */
  base: { flavourPerPound: number; icingPerPound: number; shape: number; tier: number };
  /** The eggless sponge as a paid extra: never for a cake whose recipe is eggless already. */
  eggless: boolean;
  lessCream: boolean;
};

const notOffered = (message: string, field: string) =>
  new AppError('not_offered', message, 400, { [field]: [message] });

const pounds = (n: number) => `${fmtPound(n)} ${n === 1 ? 'pound' : 'pounds'}`;
const orList = (xs: string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`;

const tierRow = (tables: OptionTables, tiers: number) =>
  tables.tiers.find((t) => t.tiers === tiers) ?? (tiers === 1 ? DEFAULT_TIER : undefined);

/** A cake with no tier chosen at all is a single-tier cake. */
const offeredTierCounts = (p: CakeProduct) => (p.offeredTiers.length > 0 ? p.offeredTiers : [1]);

/** Tiers the cake is offered in whose least weight fits under the cake's greatest. */
function tiersFor(p: CakeProduct, tables: OptionTables): TierRow[] {
  const { max } = poundRange(p);
  const rows = tables.tiers.some((t) => t.tiers === 1) ? tables.tiers : [DEFAULT_TIER, ...tables.tiers];
  const offered = offeredTierCounts(p);
  return rows.filter((t) => offered.includes(t.tiers) && t.minPound <= max);
}

/** The heights a cake is baked in for one tier row: its first only, unless it offers taller. */
const heightsOf = (p: Pick<CakeProduct, 'offersTaller'>, row: TierRow) =>
  p.offersTaller ? row.heights : row.heights.slice(0, 1);

const least = (xs: number[]) => (xs.length === 0 ? 0 : Math.min(...xs));

/** The cheapest of `rows` by `price`, the first in display order on a tie. */
const cheapest = <T>(rows: T[], price: (row: T) => number) =>
  rows.reduce<T | undefined>((a, r) => (a === undefined || price(r) < price(a) ? r : a), undefined);

export function offerOf(p: CakeProduct, tables: OptionTables): CakeOffer {
  const flavours = tables.flavours.filter((f) => p.offeredFlavourIds.includes(f.id));
  const icingTypes = tables.icingTypes.filter((i) => p.offeredIcingIds.includes(i.id));
  const shapes = tables.shapes.filter((s) => p.offeredShapeIds.includes(s.id));
  const tiers = tiersFor(p, tables).map((t) => ({ ...t, heights: heightsOf(p, t) }));
  const own = flavours.find((f) => f.id === p.flavourId);
  return {
    flavours,
    icingTypes,
    shapes,
    tiers,
    base: {
      flavourPerPound: own ? own.pricePerPoundPaisa : least(flavours.map((f) => f.pricePerPoundPaisa)),
      icingPerPound: least(icingTypes.map((i) => i.pricePerPoundPaisa)),
      shape: least(shapes.map((s) => s.pricePaisa)),
      tier: least(tiers.map((t) => t.pricePaisa)),
    },
    eggless: p.offersEggless && !p.isEggless,
    lessCream: p.offersLessCream,
  };
}

/** What a flavour adds per pound over the one in the cake's price (never below 0). */
export const flavourSurcharge = (offer: CakeOffer, f: FlavourRow) =>
  Math.max(0, f.pricePerPoundPaisa - offer.base.flavourPerPound);
export const icingSurcharge = (offer: CakeOffer, i: IcingRow) =>
  Math.max(0, i.pricePerPoundPaisa - offer.base.icingPerPound);
export const shapeSurcharge = (offer: CakeOffer, s: ShapeRow) => Math.max(0, s.pricePaisa - offer.base.shape);
export const tierSurcharge = (offer: CakeOffer, t: TierRow) => Math.max(0, t.pricePaisa - offer.base.tier);

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
  const heights = heightsOf(p, row);
  if (height !== undefined && !heights.includes(height)) {
    if (heights.length === 1) {
      const message = `${p.name} is baked ${heights[0]} inches tall: it does not come in other heights`;
      return { message, field: 'height', minPound: row.minPound };
    }
    const list = orList(heights.map(String));
    return { message: `${label} can be ${list} inches tall`, field: 'height', minPound: row.minPound };
  }
  return null;
}

/**
 * The flavour a choice names, or else the cake's own when offered, else its cheapest (none for a
 * cake offering no flavour: it is priced as listed). Throws 400 naming a flavour the shop has but
 * this cake does not offer.
 */
export function chosenFlavour(p: CakeProduct, tables: OptionTables, offer: CakeOffer, flavorId?: number) {
  if (flavorId === undefined) {
    return (
      offer.flavours.find((f) => f.id === p.flavourId) ??
      cheapest(offer.flavours, (f) => f.pricePerPoundPaisa)
    );
  }
  const flavour = tables.flavours.find((f) => f.id === flavorId);
  if (!flavour) throw notOffered(m.errors_cake_flavour_unavailable(), 'flavorId');
  if (!offer.flavours.includes(flavour)) {
    throw notOffered(m.errors_cake_no_flavour({ cake: p.name, flavour: flavour.name }), 'flavorId');
  }
  return flavour;
}

/** The icing a choice names (by slug), or the cheapest the cake offers; none when it offers none. */
export function chosenIcing(p: CakeProduct, tables: OptionTables, offer: CakeOffer, slug?: string) {
  if (!slug) return cheapest(offer.icingTypes, (i) => i.pricePerPoundPaisa);
  const icing = tables.icingTypes.find((i) => i.slug === slug);
  if (!icing) throw notOffered(m.errors_cake_icing_unavailable(), 'icingType');
  if (!offer.icingTypes.includes(icing)) {
    throw notOffered(
      offer.icingTypes.length === 0
        ? m.errors_cake_iced_by_baker({ cake: p.name })
        : m.errors_cake_no_icing({ cake: p.name, icing: icing.name }),
      'icingType',
    );
  }
  return icing;
}

/** The shape a choice names (by slug), or the cheapest the cake offers. */
export function chosenShape(p: CakeProduct, tables: OptionTables, offer: CakeOffer, slug?: string) {
  if (!slug) return cheapest(offer.shapes, (s) => s.pricePaisa);
  const shape = tables.shapes.find((s) => s.slug === slug);
  if (!shape) throw notOffered(m.errors_cake_shape_unavailable(), 'shape');
  if (!offer.shapes.includes(shape))
    throw notOffered(m.errors_cake_no_shape({ cake: p.name, shape: shape.name }), 'shape');
  return shape;
}

/** The eggless and less-cream extras: refused by name when the cake does not offer them. */
export function checkExtras(
  p: CakeProduct,
  offer: CakeOffer,
  choice: { eggless: boolean; lessCream: boolean },
) {
  if (choice.eggless && p.isEggless) {
    throw notOffered(m.errors_cake_eggless_already({ cake: p.name }), 'eggless');
  }
  if (choice.eggless && !offer.eggless)
    throw notOffered(m.errors_cake_no_eggless({ cake: p.name }), 'eggless');
  if (choice.lessCream && !offer.lessCream) {
    throw notOffered(m.errors_cake_no_less_cream({ cake: p.name }), 'lessCream');
  }
}
