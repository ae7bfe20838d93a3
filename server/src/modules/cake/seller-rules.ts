import type { TCakeChoices } from '@upahar/contract';
import { AppError } from '../../lib/errors.ts';
import { type CakeProduct, fmtPound, type OptionTables, poundRange, type TierRow } from './rules.ts';

// The checks a seller's choices for a cake pass on the server, beyond the contract's own (at
// least one flavour and shape, weights in half pounds within the shop's limits, smallest below
// largest), because they need the shop's tables and the cake itself.

type Problems = Record<string, string[]>;

const lb = (n: number) => `${fmtPound(n)} lb`;

/** A 400 with one message per field a seller has to change, or null when the choices hold. */
export function choicesProblem(
  cake: CakeProduct & { salePricePaisa: number | null },
  tables: OptionTables,
  tierRows: TierRow[],
  c: TCakeChoices,
): AppError | null {
  const problems: Problems = {};
  const add = (field: string, message: string) => {
    problems[field] ??= [];
    problems[field].push(message);
  };

  const flavourIds = new Set(tables.flavours.map((f) => f.id));
  if (cake.flavourId !== null) flavourIds.add(cake.flavourId);
  if (c.flavourIds.some((id) => !flavourIds.has(id))) add('flavourIds', 'Choose flavours from the list');
  // The cake's own flavour is in its price, so it is always offered; a seller may change which
  // flavour that is, but only to one the shop makes now.
  const own = tables.flavours.find((f) => f.id === c.ownFlavourId);
  if (!own && c.ownFlavourId !== cake.flavourId) add('ownFlavourId', 'Choose its own flavour from the list');
  if (!c.flavourIds.includes(c.ownFlavourId)) {
    const name = own?.name ?? 'its own flavour';
    add('flavourIds', `${cake.name} is made in ${name}: keep ${name} among its flavours`);
  }

  const icingIds = new Set(tables.icingTypes.map((i) => i.id));
  if (c.icingTypeIds.some((id) => !icingIds.has(id))) add('icingTypeIds', 'Choose icings from the list');

  const shapeIds = new Set(tables.shapes.map((s) => s.id));
  if (c.shapeIds.some((id) => !shapeIds.has(id))) add('shapeIds', 'Choose shapes from the list');

  const chosen = c.tiers.map((n) => tierRows.find((t) => t.tiers === n));
  if (chosen.some((t) => t === undefined)) add('tiers', 'Choose the number of tiers from the list');
  for (const t of chosen) {
    if (t && t.minPound > c.maxPound) {
      add('tiers', `${t.name} need at least ${lb(t.minPound)}: raise the largest weight or untick it`);
    }
  }
  const lightest = chosen
    .filter((t): t is TierRow => t !== undefined)
    .reduce<TierRow | undefined>((a, t) => (a && a.minPound <= t.minPound ? a : t), undefined);
  if (lightest && lightest.minPound > c.minPound && lightest.minPound <= c.maxPound) {
    add(
      'minPound',
      `${lightest.name} need at least ${lb(lightest.minPound)}: make the smallest weight ${lb(lightest.minPound)} or more, or offer a single tier as well`,
    );
  }

  if (c.offersEggless && cake.isEggless) {
    add('offersEggless', `${cake.name} is eggless by recipe: there is no eggless extra to offer`);
  }

  const fields = Object.keys(problems);
  if (fields.length === 0) return null;
  const first = problems[fields[0]][0];
  return new AppError('invalid_choices', first, 400, problems);
}

/**
 * The price columns after the smallest weight moves: a cake's price is for its smallest weight,
 * so moving that weight moves the price by the per-pound price, and every weight still costs what
 * it did. A cake priced without a per-pound price keeps the one it was priced with until now.
 */
export function repriceForNewMinimum(
  cake: Pick<
    CakeProduct,
    'minPound' | 'maxPound' | 'pricePaisa' | 'sellingPricePaisa' | 'pricePerPoundPaisa'
  > & {
    salePricePaisa: number | null;
  },
  minPound: number,
) {
  const { min } = poundRange(cake);
  if (minPound === min) return {};
  const perPound = cake.pricePerPoundPaisa ?? Math.round(cake.sellingPricePaisa / min);
  const delta = Math.round(perPound * (minPound - min));
  return {
    pricePerPoundPaisa: perPound,
    pricePaisa: Math.max(0, cake.pricePaisa + delta),
    salePricePaisa: cake.salePricePaisa === null ? null : Math.max(0, cake.salePricePaisa + delta),
  };
}
