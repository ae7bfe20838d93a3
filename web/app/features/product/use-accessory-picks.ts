import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useCart } from '~/features/cart';
import { accessoryToSend, type DeliveryChoice } from './buy-state';

export type AccessoryPicks = {
  isPicked: (productId: string) => boolean;
  toggle: (productId: string) => void;
  count: number;
};

/**
 * Candles, cards and the like ticked on a cake's page. They
 * wait in the cart's list and go in with the cake, in the same add-to-cart call.
 * `offered` is this page's accessory row: only those are counted, kept on the cake's delivery
 * and dropped again when the shopper leaves, so extras never ride along with another cake.
 */
export function useAccessoryPicks(offered: readonly string[], delivery: DeliveryChoice): AccessoryPicks {
  const { accessories } = useCart();
  const latest = useRef(accessories);
  latest.current = accessories;
  const offeredKey = offered.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: offeredKey stands for `offered`
  const own = useMemo(() => new Set(offered), [offeredKey]);

  const picked = useMemo(
    () => new Set(accessories.waiting.filter((a) => own.has(a.id)).map((a) => a.id)),
    [accessories.waiting, own],
  );

  // The extras go where and when the cake goes: a new location or date re-addresses them.
  useEffect(() => {
    const { waiting, replace } = latest.current;
    const date = delivery.date || null;
    for (const a of waiting) {
      if (!own.has(a.id)) continue;
      if (a.deliveryLocationId === delivery.locationId && a.deliveryDate === date) continue;
      replace(a.id, accessoryToSend(a.productId, delivery));
    }
  }, [delivery, own]);

  useEffect(
    () => () => {
      for (const a of latest.current.waiting) if (own.has(a.id)) latest.current.remove(a.id);
    },
    [own],
  );

  const toggle = useCallback(
    (productId: string) => {
      if (picked.has(productId)) accessories.remove(productId);
      else accessories.add(accessoryToSend(productId, delivery));
    },
    [picked, accessories, delivery],
  );

  return { isPicked: (id) => picked.has(id), toggle, count: picked.size };
}
