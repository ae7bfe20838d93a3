import { localDigits, type TCakeOptions, type TCakePhoto } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// Pure state of the cake configurator (the cake options of the add request). The server prices
// every choice; these helpers only build the choices and the question sent to it.

export type CakeChoice = {
  pound: number;
  tier: number;
  height: number;
  flavorId: number | null;
  icingType: string | null;
  shape: string | null;
  eggless: boolean;
  lessCream: boolean;
  message: string;
  quantity: number;
  /** A photo cake's picture, as the server cut it for this size and shape; null until added. */
  photo: TCakePhoto | null;
};

/** Pounds from min to max in `step`s (0.5 lb), computed in tenths so 0.1 + 0.2 never happens. */
export function poundSteps(min: number, max: number, step = 0.5): number[] {
  if (!(min > 0) || !(max >= min) || !(step > 0)) return min > 0 ? [min] : [];
  const lo = Math.round(min * 10);
  const hi = Math.round(max * 10);
  const st = Math.max(1, Math.round(step * 10));
  const out: number[] = [];
  for (let t = lo; t <= hi && out.length < 400; t += st) out.push(t / 10);
  return out;
}

/** The heights a tier count is baked in; empty when the tier is unknown. */
export function heightsForTier(options: Pick<TCakeOptions, 'tiers'>, tiers: number): number[] {
  return options.tiers.find((t) => t.tiers === tiers)?.heights ?? [];
}

/** The first of `rows` with the least surcharge: the choice already in the cake's price. */
const plainest = <T>(rows: T[], surcharge: (row: T) => number) =>
  rows.reduce<T | undefined>((a, r) => (a === undefined || surcharge(r) < surcharge(a) ? r : a), undefined);

/**
 * The cake as pictured and as listed: its own flavour (when it is offered: anything not offered
 * is refused by the server), else the choice in each kind that costs nothing extra, its fewest
 * tiers at their first height, and no extras, so the first price shown is the listed one.
 */
export function defaultChoice(o: TCakeOptions, productMinPound?: number | null): CakeChoice {
  const tier = o.tiers[0];
  const own = o.flavours.find((f) => f.id === o.defaultFlavourId);
  return {
    pound: productMinPound ?? o.minPound,
    tier: tier?.tiers ?? 1,
    height: tier?.heights[0] ?? 0,
    flavorId: (own ?? plainest(o.flavours, (f) => f.surchargePerPound))?.id ?? null,
    icingType: plainest(o.icingTypes, (i) => i.surchargePerPound)?.slug ?? null,
    shape: plainest(o.shapes, (s) => s.surcharge)?.slug ?? null,
    eggless: false,
    lessCream: false,
    message: '',
    quantity: 1,
    photo: null,
  };
}

/**
 * A new tier brings its own heights: keep the chosen height when the new tier offers it, else
 * take its first. The pound is never changed: a tier that needs more cake is explained by the
 * server's message instead (invalid combinations are explained, not silently fixed).
 */
export function chooseTier(choice: CakeChoice, o: Pick<TCakeOptions, 'tiers'>, tiers: number): CakeChoice {
  const heights = heightsForTier(o, tiers);
  const height = heights.includes(choice.height) ? choice.height : (heights[0] ?? choice.height);
  return { ...choice, tier: tiers, height };
}

/** Moves the pound one step up or down inside the allowed range. */
export function stepPound(choice: CakeChoice, steps: number[], direction: 1 | -1): CakeChoice {
  if (steps.length === 0) return choice;
  const i = steps.findIndex((p) => p >= choice.pound);
  const at = i === -1 ? steps.length - 1 : i;
  const exact = steps[at] === choice.pound;
  const next = direction === 1 ? (exact ? at + 1 : at) : at - 1;
  const pound = steps[Math.min(steps.length - 1, Math.max(0, next))] ?? choice.pound;
  return { ...choice, pound };
}

/** ZProductPriceQuery as sent: flags as 0/1, options not offered left out. */
export type PriceQuery = {
  productId: string;
  pound: number;
  tier: number;
  height?: number;
  flavorId?: number;
  icingType?: string;
  shape?: string;
  eggless: '0' | '1';
  lessCream: '0' | '1';
};

/** The product-price query for a choice. */
export function priceQuery(productId: string, c: CakeChoice): PriceQuery {
  const q: PriceQuery = {
    productId,
    pound: c.pound,
    tier: c.tier,
    eggless: c.eggless ? '1' : '0',
    lessCream: c.lessCream ? '1' : '0',
  };
  if (c.height > 0) q.height = c.height;
  if (c.flavorId !== null) q.flavorId = c.flavorId;
  if (c.icingType) q.icingType = c.icingType;
  if (c.shape) q.shape = c.shape;
  return q;
}

/** "2 lb", "1.5 lb". */
export const poundLabel = (pound: number) =>
  m.product_pound({ pound: localDigits(Number.isInteger(pound) ? String(pound) : pound.toFixed(1)) });

/** One line a person can read back: "2 lb · 2 tiers, 6 in · Heart · Chocolate · Eggless". */
export function describeChoice(c: CakeChoice, o: TCakeOptions): string {
  const tier = o.tiers.find((t) => t.tiers === c.tier);
  const parts = [
    poundLabel(c.pound),
    [
      tier?.name ?? m.product_tier_fallback({ count: localDigits(String(c.tier)) }),
      c.height > 0 ? m.product_inches({ height: localDigits(String(c.height)) }) : '',
    ]
      .filter(Boolean)
      .join(', '),
    o.shapes.find((s) => s.slug === c.shape)?.name,
    o.flavours.find((f) => f.id === c.flavorId)?.name,
    o.icingTypes.find((i) => i.slug === c.icingType)?.name,
    c.eggless ? m.product_eggless() : '',
    c.lessCream ? m.product_less_cream() : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** What the drawing of the configured cake needs: shape, tiers and the flavour's colours. */
export type CakeLook = { shape: string; tiers: number; sponge: string; icing: string };

const FALLBACK_COLOURS = { colour: '#f3dca4', icingColour: '#fff7e6' };

export function cakeLook(c: CakeChoice, o: TCakeOptions): CakeLook {
  const flavour = o.flavours.find((f) => f.id === c.flavorId) ?? FALLBACK_COLOURS;
  return { shape: c.shape ?? 'round', tiers: c.tier, sponge: flavour.colour, icing: flavour.icingColour };
}

/**
 * Whether the photos still show the cake as chosen: its first shape, its own flavour and its
 * fewest tiers. Anything else, and the page shows a drawing of the choice instead.
 */
export function looksAsPictured(c: CakeChoice, o: TCakeOptions): boolean {
  const d = defaultChoice(o);
  return c.shape === d.shape && c.flavorId === d.flavorId && c.tier === d.tier;
}

/** "A heart-shaped, two-tier Red Velvet cake": the drawing's text for screen readers. */
export function lookLabel(c: CakeChoice, o: TCakeOptions): string {
  const shape = o.shapes.find((s) => s.slug === c.shape)?.name.toLowerCase();
  const tier = c.tier > 1 ? m.product_look_tiers({ count: localDigits(String(c.tier)) }) : '';
  const flavour = o.flavours.find((f) => f.id === c.flavorId)?.name;
  const words = [shape ? m.product_look_shaped({ shape }) : '', tier].filter(Boolean).join(', ');
  return m
    .product_look_label({ description: `${words ? `${words} ` : ''}${flavour ?? ''}` })
    .replace(/\s+/g, ' ')
    .trim();
}
