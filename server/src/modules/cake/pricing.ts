import { EGGLESS_SURCHARGE_PERCENT, type TCakePrice } from '@upahar/contract';
import {
  checkExtras,
  chosenFlavour,
  chosenIcing,
  chosenShape,
  flavourSurcharge,
  icingSurcharge,
  offerOf,
  shapeSurcharge,
  tierProblem,
  tierSurcharge,
} from './offer.ts';
import {
  assertCake,
  bad,
  type CakeChoice,
  type CakeProduct,
  checkPound,
  fmtPound,
  type OptionTables,
  poundRange,
  type TierRow,
} from './rules.ts';

// The one pricing rule for cakes (prices are computed on the server only). The
// cake finder repeats it in SQL (finder-sql.ts); a test keeps the two equal.
//   base price at minPound (sale price when on sale)
// + pricePerPound for every pound above minPound
// + (chosen flavour's per-pound price - the one in the cake's price, never below 0) x pounds
// + (chosen icing's per-pound price - the cheapest offered icing's) x pounds
// + each of shape and tier: its price - the cheapest offered one's (offer.ts says why)
// + height price per inch above the tier's first height
// + eggless: EGGLESS_SURCHARGE_PERCENT of all the above;   less cream: free.
// Each line is rounded to whole paisa on its own, so SQL and JavaScript agree.
// Only what the cake offers can be priced (offer.ts); anything else is a 400 that names it.

const pounds = (n: number) => `${fmtPound(n)} ${n === 1 ? 'pound' : 'pounds'}`;

/** Prices one cake, or throws 400 with the reason the combination cannot be made. */
export function priceCake(
  p: CakeProduct,
  tables: OptionTables,
  choice: CakeChoice,
): Omit<TCakePrice, 'currency'> {
  assertCake(p);
  const offer = offerOf(p, tables);
  const { min } = poundRange(p);
  const pound = choice.pound ?? min;
  checkPound(p, pound);
  const tiers = choice.tier ?? offer.tiers[0]?.tiers ?? 1;
  const problem = tierProblem(p, tables, tiers, choice.height, pound);
  if (problem) throw bad(problem.message, problem.field);
  // The tier as this cake offers it (its heights narrowed); tierProblem has checked it is offered.
  const tier = offer.tiers.find((t) => t.tiers === tiers) as TierRow;
  const height = choice.height ?? tier.heights[0] ?? 4;

  const flavour = chosenFlavour(p, tables, offer, choice.flavorId);
  const icing = chosenIcing(p, tables, offer, choice.icingType);
  const shape = chosenShape(p, tables, offer, choice.shape);
  checkExtras(p, offer, choice);

  const perPound = p.pricePerPoundPaisa ?? Math.round(p.sellingPricePaisa / min);
  const extra = pound - min;
  const lines: { label: string; amount: number }[] = [
    { label: `${p.name} (${pounds(min)})`, amount: p.sellingPricePaisa },
  ];
  if (extra > 0) lines.push({ label: `${pounds(extra)} more`, amount: Math.round(perPound * extra) });
  if (flavour && flavour.id !== p.flavourId) {
    lines.push({
      label: `${flavour.name} flavour`,
      amount: Math.round(flavourSurcharge(offer, flavour) * pound),
    });
  }
  if (icing)
    lines.push({ label: `${icing.name} icing`, amount: Math.round(icingSurcharge(offer, icing) * pound) });
  if (shape) lines.push({ label: `${shape.name} shape`, amount: shapeSurcharge(offer, shape) });
  if (tiers > 1 || tier.pricePaisa > 0) lines.push({ label: tier.name, amount: tierSurcharge(offer, tier) });
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
