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
  const what = [
    p.eggless ? 'eggless' : '',
    names.flavour ? names.flavour.toLowerCase() : '',
    p.pound ? `${p.pound} lb` : '',
    'cake',
    names.occasion ? `for ${names.occasion}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const budget = p.budget && Number(p.budget) > 0 ? Number(p.budget) : null;
  let sentence = `No ${what}`;
  sentence += names.location ? ` can reach ${names.location}` : ' is available';
  if (names.date) sentence += ` on ${names.date}`;
  if (budget !== null) sentence += ` for under ${formatBudget(budget)}`;
  const tips = [
    names.date ? 'a later date' : '',
    budget !== null ? 'a higher budget' : '',
    !names.date && !budget && (p.flavour || p.occasion || p.pound || p.eggless) ? 'fewer choices' : '',
  ].filter(Boolean);
  if (tips.length === 0) tips.push(names.location ? 'another area nearby' : 'fewer choices');
  return `${sentence} — try ${tips.join(' or ')}.`;
}
