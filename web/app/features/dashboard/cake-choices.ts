import { type TCakeChoicesBody, type TDashboardCake, ZCakeChoicesBody } from '@upahar/contract';
import { type FieldErrors, validate } from '~/components/form';

// The seller's form for what one cake offers, as plain state: ticks, two weights and extras. The
// contract's schema checks it before saving (the server runs the same one), plus the rules that
// need the cake itself, worded as the server words them.

export type ChoicesForm = {
  flavourIds: number[];
  shapeIds: number[];
  tiers: number[];
  /** As typed: a half-typed "1." stays until it is saved. */
  minPound: string;
  maxPound: string;
  offersEggless: boolean;
  offersLessCream: boolean;
};

export function formOf(cake: TDashboardCake): ChoicesForm {
  const c = cake.choices;
  return {
    flavourIds: [...c.flavourIds],
    shapeIds: [...c.shapeIds],
    tiers: [...c.tiers],
    minPound: String(c.minPound),
    maxPound: String(c.maxPound),
    offersEggless: c.offersEggless,
    offersLessCream: c.offersLessCream,
  };
}

/** Ticks or unticks one value, keeping the list in the order of `order` (the shop's). */
export function toggle(list: number[], value: number, on: boolean, order: number[]): number[] {
  const set = new Set(list);
  if (on) set.add(value);
  else set.delete(value);
  return order.filter((v) => set.has(v));
}

const weight = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The request body, or the first message per field that stops it. */
export function checkChoices(
  form: ChoicesForm,
  cake: TDashboardCake,
): { ok: true; body: TCakeChoicesBody } | { ok: false; errors: FieldErrors } {
  const body: TCakeChoicesBody = {
    ...form,
    minPound: weight(form.minPound),
    maxPound: weight(form.maxPound),
    offersEggless: form.offersEggless && !cake.cake.isEggless,
  };
  const checked = validate(ZCakeChoicesBody, body);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const own = cake.range.flavours.find((f) => f.id === cake.cake.ownFlavourId);
  if (own && !form.flavourIds.includes(own.id) && !errors.flavourIds) {
    errors.flavourIds = `${cake.cake.name} is made in ${own.name}: keep ${own.name} among its flavours`;
  }
  const max = body.maxPound;
  const tooBig = cake.range.tiers.find((t) => form.tiers.includes(t.tiers) && t.minPound > max);
  if (tooBig && !errors.tiers && !errors.maxPound) {
    errors.tiers = `${tooBig.name} need at least ${tooBig.minPound} lb: raise the largest weight or untick it`;
  }
  if (Object.keys(errors).length > 0 || !checked.ok) return { ok: false, errors };
  return { ok: true, body };
}

/** "Chocolate, Vanilla and 4 more" for a card. */
export function shortList(names: string[], shown = 3): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}
