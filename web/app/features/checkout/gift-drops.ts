import type { TExtraDrop, TSummaryDrop } from '@upahar/contract';
import { MAX_DROPS } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// Further recipients of one checkout: each takes some of the cart's lines to its own address, day
// and slot, with its own card. The first recipient is the checkout's own choice; every line not
// given to a further one goes there.

export type ExtraDropChoice = {
  /** Stable across renders and reloads, for React and labels. */
  key: string;
  cartItems: string[];
  addressId: number | null;
  locationId: number | null;
  addressLabel: string;
  date: string;
  methodId: number | null;
  slotId: number | null;
  methodName: string;
  slotLabel: string;
  giftMessage: string;
  hideSender: boolean;
};

export const newDrop = (): ExtraDropChoice => ({
  key: Math.random().toString(36).slice(2, 10),
  cartItems: [],
  addressId: null,
  locationId: null,
  addressLabel: '',
  date: '',
  methodId: null,
  slotId: null,
  methodName: '',
  slotLabel: '',
  giftMessage: '',
  hideSender: false,
});

export const canAddDrop = (drops: readonly unknown[], lineCount: number) =>
  drops.length + 1 < MAX_DROPS && drops.length + 1 < lineCount;

/** A change to one drop, clearing what it invalidates (as the first recipient's choice does). */
export function updateDrop(d: ExtraDropChoice, patch: Partial<ExtraDropChoice>): ExtraDropChoice {
  const next = { ...d, ...patch };
  if (patch.locationId !== undefined && patch.locationId !== d.locationId) next.slotId = null;
  if (
    (patch.date !== undefined && patch.date !== d.date) ||
    (patch.methodId !== undefined && patch.methodId !== d.methodId)
  ) {
    if (patch.slotId === undefined) next.slotId = null;
  }
  if (patch.cartItems !== undefined) next.slotId = patch.slotId ?? null;
  if (next.slotId === null) next.slotLabel = '';
  return next;
}

/** Why a drop cannot be ordered yet, or null when it is complete. */
function dropMissing(d: ExtraDropChoice, n: number): string | null {
  if (d.cartItems.length === 0) return m.gifting_need_items({ n: String(n) });
  if (d.addressId === null) return m.gifting_need_address({ n: String(n) });
  if (!d.date || d.methodId === null || d.slotId === null) return m.gifting_need_slot({ n: String(n) });
  return null;
}

export const dropsMissing = (drops: readonly ExtraDropChoice[]): string | null =>
  drops.map((d, i) => dropMissing(d, i + 2)).find((x) => x !== null) ?? null;

/** The lines the first recipient gets: those no further drop took. */
export const firstDropItems = (all: readonly string[], drops: readonly ExtraDropChoice[]) => {
  const taken = new Set(drops.flatMap((d) => d.cartItems));
  return all.filter((id) => !taken.has(id));
};

export const summaryDrops = (drops: readonly ExtraDropChoice[]): TSummaryDrop[] =>
  drops.flatMap((d) =>
    d.cartItems.length > 0 && d.locationId !== null
      ? [{ cartItems: d.cartItems, locationId: d.locationId, deliveryMethodId: d.methodId ?? undefined }]
      : [],
  );

export const placeDrops = (drops: readonly ExtraDropChoice[]): TExtraDrop[] | null => {
  if (dropsMissing(drops) !== null) return null;
  return drops.map((d) => ({
    cartItems: d.cartItems,
    addressId: d.addressId as number,
    deliveryMethodId: d.methodId as number,
    timeSlotId: d.slotId as number,
    deliveryDate: d.date,
    giftMessage: d.giftMessage.trim(),
    hideSender: d.hideSender,
  }));
};

/** Drops as kept in sessionStorage, checked field by field (it may hold anything). */
export function readDrops(raw: unknown): ExtraDropChoice[] {
  if (!Array.isArray(raw)) return [];
  const str = (x: unknown, max = 300) => (typeof x === 'string' ? x.slice(0, max) : '');
  const int = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) && x > 0 ? x : null);
  return raw.slice(0, MAX_DROPS - 1).flatMap((v) => {
    if (!v || typeof v !== 'object') return [];
    const d = v as Record<string, unknown>;
    return [
      {
        key: str(d.key, 20) || newDrop().key,
        cartItems: Array.isArray(d.cartItems)
          ? d.cartItems.filter((x): x is string => typeof x === 'string').slice(0, 100)
          : [],
        addressId: int(d.addressId),
        locationId: int(d.locationId),
        addressLabel: str(d.addressLabel, 200),
        date: typeof d.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d.date) ? d.date : '',
        methodId: int(d.methodId),
        slotId: int(d.slotId),
        methodName: str(d.methodName, 200),
        slotLabel: str(d.slotLabel, 200),
        giftMessage: str(d.giftMessage),
        hideSender: d.hideSender === true,
      },
    ];
  });
}
