import type { TCakeOptions, TDeal, TProductDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useState } from 'react';
import type { DeliveryPick } from '~/features/delivery';
import {
  type CartBodyPart,
  cartBody,
  clampQuantity,
  type DeliveryChoice,
  dealPrice,
  maxQuantity,
  NO_DELIVERY_CHOICE,
  soldOnline,
  unavailableReason,
} from './buy-state';
import type { CakeState } from './cake-configurator';
import { type CakeChoice, defaultChoice, describeChoice } from './configurator-state';
import { type AccessoryPicks, useAccessoryPicks } from './use-accessory-picks';

const CAKE_NOT_POSSIBLE = m.product_cake_not_possible();

export type Purchase = {
  /** For the configurator's onChange (a stable setter). */
  setCake: (state: CakeState) => void;
  /** For the delivery picker's onChange (stable). */
  onPick: (pick: DeliveryPick) => void;
  /** Quantity of a product without a configurator (a cake's lives in the configurator). */
  quantity: number;
  setQuantity: (n: number) => void;
  max: number;
  /** What Add to cart sends, read when it is pressed. */
  getBody: () => CartBodyPart;
  disabledReason: string | null;
  /** The price to show beside the buttons (the server's for a cake), as the cart will charge it
   * under a running deal, and for how many. */
  total: number;
  /** What the same would cost without the deal (or the product's usual price), struck through. */
  was: number | null;
  count: number;
  /** The server is pricing a newer choice: the total above belongs to the one before. */
  repricing: boolean;
  /** "2 lb · Chocolate · Eggless": the cake as configured, said again beside the buttons. */
  cakeSummary: string | null;
  /** The cake as configured (the gallery draws it once it differs from the photos). */
  cakeChoice: CakeChoice | null;
  /** Extras ticked to go with the cake; null when the page offers none. */
  extras: AccessoryPicks | null;
  /** The server's refusals of the last add by field, shown beside those fields. */
  refused: Record<string, string[]>;
  setRefused: (errors: Record<string, string[]>) => void;
};

/**
 * Everything the product page knows about what the shopper wants to buy: the
 * configured cake, the quantity, where and when, and the extras ticked to go with the cake.
 */
export function usePurchase(
  p: TProductDetail,
  cakeOptions: TCakeOptions | null,
  preview: boolean,
  deal: TDeal | null = null,
): Purchase {
  // Starts at the configurator's default, so a click before its first report still sends a cake.
  const [cake, setCake] = useState<CakeState | null>(() =>
    cakeOptions
      ? { choice: defaultChoice(cakeOptions, p.minPound), total: null, error: null, loading: false }
      : null,
  );
  const [delivery, setDelivery] = useState<DeliveryChoice>(NO_DELIVERY_CHOICE);
  const [quantity, setQuantity] = useState(1);
  const [refused, setRefused] = useState<Record<string, string[]>>({});
  const max = maxQuantity(p);

  const onPick = useCallback((pick: DeliveryPick) => {
    const next = { locationId: pick.location?.id ?? null, date: pick.date };
    setDelivery((d) => (d.locationId === next.locationId && d.date === next.date ? d : next));
  }, []);

  const unavailable = unavailableReason(p, preview);
  // Extras only go with a cake that can be bought now (not sold out, not an owner's preview).
  const offersExtras = p.type === 'cake' && soldOnline(p) && !unavailable && p.accessories.length > 0;
  const extras = useAccessoryPicks(offersExtras ? p.accessories.map((a) => a.id) : [], delivery);

  const count = cake ? cake.choice.quantity : clampQuantity(quantity, max);
  // Until the server has priced a cake, the figure is one cake at its listed price.
  const units = cake && cake.total === null ? 1 : count;
  // Not a cake: the catalogue price times the quantity, as the cart's line total is made. A cake's
  // total is the server's price for the choice, before any campaign deal.
  const full = cake ? (cake.total ?? p.price) : p.price * count;
  const priced = dealPrice(Math.round(full / units), units, deal);
  // As the headline does, a product's own "was" price is struck through too (a cake's is for its
  // smallest size only, so not beside a configured cake).
  const usual = cake ? 0 : (p.originalPrice ?? 0) * count;
  const was = Math.max(priced.was ?? 0, usual);
  return {
    setCake,
    onPick,
    quantity,
    setQuantity: (n) => setQuantity(clampQuantity(n, max)),
    max,
    getBody: () => cartBody({ cake: cake?.choice ?? null, quantity, delivery, max }),
    disabledReason: unavailable ?? (cake?.error ? CAKE_NOT_POSSIBLE : null),
    total: priced.total,
    was: was > priced.total ? was : null,
    count: units,
    repricing: cake?.loading ?? false,
    cakeSummary: cake && cakeOptions ? describeChoice(cake.choice, cakeOptions) : null,
    cakeChoice: cake?.choice ?? null,
    extras: offersExtras ? extras : null,
    refused,
    setRefused,
  };
}
