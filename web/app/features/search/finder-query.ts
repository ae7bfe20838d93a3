import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// The cake finder's URL: every choice is a query parameter, so a result can be
// shared and is rendered on the server. Only these keys go to find-cakes; empty ones are dropped.
const FINDER_KEYS = ['occasion', 'flavour', 'pound', 'budget', 'eggless', 'locationId', 'date'] as const;
type FinderKey = (typeof FINDER_KEYS)[number];
/** The choices as the URL carries them; eggless is only ever "1" (asked for) or left out. */
export type FinderParams = Partial<Record<Exclude<FinderKey, 'eggless'>, string>> & { eggless?: '1' };

export function readFinderParams(sp: URLSearchParams): FinderParams {
  const out: FinderParams = {};
  for (const key of FINDER_KEYS) {
    const v = sp.get(key)?.trim();
    if (!v) continue;
    // A checkbox sends "on" or "1"; anything else means not asked for.
    if (key === 'eggless') {
      if (v === '1' || v === 'on' || v === 'true') out.eggless = '1';
      continue;
    }
    out[key] = v.slice(0, 100);
  }
  return out;
}

export const hasCriteria = (p: FinderParams) => Object.keys(p).length > 0;

/** The finder URL for these choices (empty ones left out, fixed key order). */
export function finderHref(p: FinderParams): string {
  const sp = new URLSearchParams();
  for (const key of FINDER_KEYS) if (p[key]) sp.set(key, p[key] as string);
  const qs = sp.toString();
  return `/find-cakes${qs ? `?${qs}` : ''}`;
}

/** A weight in pounds as the page's language writes it, with the digits after the point it has. */
export const poundNumber = (n: number) =>
  formatNumber(n, { decimals: (String(n).split('.')[1] ?? '').length });

type Names = {
  location?: string | null;
  occasion?: string | null;
  flavour?: string | null;
  date?: string | null;
};

/**
 * Why nothing matched, in the shopper's terms, with what to change:
 * "No cake can reach Kirtipur on Sun 23 Nov for under Rs 1,000 — try a later date or a higher budget."
 */
export function explainNoCakes(
  p: FinderParams,
  names: Names,
  formatBudget: (rupees: number) => string,
): string {
  const kind = [
    p.eggless ? m.search_explain_eggless() : '',
    names.flavour ? names.flavour.toLowerCase() : '',
    p.pound ? m.search_explain_pound({ pound: p.pound }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const what = names.occasion
    ? m.search_explain_cake_for({ kind, occasion: names.occasion })
    : m.search_explain_cake({ kind });
  const budget = p.budget && Number(p.budget) > 0 ? Number(p.budget) : null;
  const conditions = [
    names.date ? m.search_explain_on_date({ date: names.date }) : '',
    budget !== null ? m.search_explain_under_budget({ budget: formatBudget(budget) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const tips = [
    names.date ? m.search_explain_later_date() : '',
    budget !== null ? m.search_explain_higher_budget() : '',
    !names.date && !budget && (p.flavour || p.occasion || p.pound || p.eggless)
      ? m.search_explain_fewer_choices()
      : '',
  ].filter(Boolean);
  if (tips.length === 0) {
    tips.push(names.location ? m.search_explain_another_area() : m.search_explain_fewer_choices());
  }
  const tip = tips.length > 1 ? m.search_explain_tips_or({ first: tips[0], second: tips[1] }) : tips[0];
  const sentence = names.location
    ? m.search_explain_reach({ what, location: names.location, conditions, tips: tip })
    : m.search_explain_available({ what, conditions, tips: tip });
  // The parts left out (no kind, no conditions) leave doubled or outer spaces behind.
  return sentence.replace(/\s+/g, ' ').trim();
}
