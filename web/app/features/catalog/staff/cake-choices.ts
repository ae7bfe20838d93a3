import { type TCakeChoicesBody, type TDashboardCake, ZCakeChoicesBody } from '@upahar/contract';
import { type FieldErrors, validate } from '~/components/form';

// The seller's form for what one cake offers, as plain state: ticks, two weights and extras. The
// contract's schema checks it before saving (the server runs the same one), plus the rules that
// need the cake itself, worded as the server words them.

export type ChoicesForm = {
  /** '' until the seller picks one (a cake never given its own flavour). */
  ownFlavourId: string;
  flavourIds: number[];
  shapeIds: number[];
  icingTypeIds: number[];
  tiers: number[];
  offersTaller: boolean;
  /** As typed: a half-typed "1." stays until it is saved. */
  minPound: string;
  maxPound: string;
  offersEggless: boolean;
  offersLessCream: boolean;
};

export function formOf(cake: TDashboardCake): ChoicesForm {
  const c = cake.choices;
  return {
    ownFlavourId: c.ownFlavourId === null ? '' : String(c.ownFlavourId),
    flavourIds: [...c.flavourIds],
    shapeIds: [...c.shapeIds],
    icingTypeIds: [...c.icingTypeIds],
    tiers: [...c.tiers],
    offersTaller: c.offersTaller,
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
    ownFlavourId: form.ownFlavourId === '' ? Number.NaN : Number(form.ownFlavourId),
    minPound: weight(form.minPound),
    maxPound: weight(form.maxPound),
    offersEggless: form.offersEggless && !cake.cake.isEggless,
  };
  const checked = validate(ZCakeChoicesBody, body);
  const errors: FieldErrors = checked.ok ? {} : { ...checked.errors };
  const own = cake.range.flavours.find((f) => f.id === body.ownFlavourId);
  // Named here: the contract's own words cannot say which flavour the cake is made in.
  if (own && !form.flavourIds.includes(own.id) && form.flavourIds.length > 0) {
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

/** Picking the cake's own flavour ticks it too: it is always offered. */
export function chooseOwnFlavour(form: ChoicesForm, id: string, order: number[]): ChoicesForm {
  if (id === '') return { ...form, ownFlavourId: id };
  return { ...form, ownFlavourId: id, flavourIds: toggle(form.flavourIds, Number(id), true, order) };
}

/** "Chocolate, Vanilla and 4 more" for a card. */
export function shortList(names: string[], shown = 3): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}
