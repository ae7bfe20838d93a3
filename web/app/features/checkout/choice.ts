import { DEFAULT_LOCATION_ADDRESS, PAYMENT_METHODS, type TPaymentMethodId } from '@upahar/contract';
import { type ExtraDropChoice, readDrops } from './gift-drops';

// Checkout flow state: deliveryMethod, deliveryDate, deliveryTime (the slot),
// shippingAddress, locationAddress (default 11) and the payment method. It is kept in
// sessionStorage while the tab lives so Back, a reload or a failed order loses nothing.

export type CheckoutChoice = {
  locationId: number | null;
  locationName: string;
  date: string;
  methodId: number | null;
  slotId: number | null;
  addressId: number | null;
  paymentMethod: TPaymentMethodId | null;
  useCredit: boolean;
  /** Words for the step-3 recap, saved with the ids they describe and cleared with them. */
  methodName: string;
  slotLabel: string;
  addressLabel: string;
  /** The first recipient's card. */
  giftMessage: string;
  hideSender: boolean;
  /** Further recipients, each with some of the lines. */
  drops: ExtraDropChoice[];
};

export const EMPTY_CHOICE: CheckoutChoice = {
  locationId: null,
  locationName: '',
  date: '',
  methodId: null,
  slotId: null,
  addressId: null,
  paymentMethod: null,
  useCredit: false,
  methodName: '',
  slotLabel: '',
  addressLabel: '',
  giftMessage: '',
  hideSender: false,
  drops: [],
};

export const CHOICE_STORAGE_KEY = 'upahar.checkout.choice';

/** Everything step 2 must settle before payment. */
export const deliveryChosen = (c: CheckoutChoice): boolean =>
  c.locationId !== null && c.date !== '' && c.methodId !== null && c.slotId !== null && c.addressId !== null;

/**
 * A change to one field, with what it invalidates: another location clears the address and the
 * slot; another date or method clears the slot (slots belong to a method on a date).
 */
export function updateChoice(c: CheckoutChoice, patch: Partial<CheckoutChoice>): CheckoutChoice {
  const next = { ...c, ...patch };
  if (patch.locationId !== undefined && patch.locationId !== c.locationId) {
    if (patch.addressId === undefined) next.addressId = null;
    if (patch.slotId === undefined) next.slotId = null;
  }
  if (
    (patch.date !== undefined && patch.date !== c.date) ||
    (patch.methodId !== undefined && patch.methodId !== c.methodId)
  ) {
    if (patch.slotId === undefined) next.slotId = null;
  }
  // A label never outlives its id (a recap must not name a slot that is no longer chosen).
  if (next.methodId === null) next.methodName = '';
  if (next.slotId === null) next.slotLabel = '';
  if (next.addressId === null) next.addressLabel = '';
  return next;
}

/**
 * The location to start with: the one chosen earlier in this checkout, else the last one the
 * shopper picked anywhere (kept 72 days), else the one a cart line was added for, else
 * the default locationAddress 11 when that location exists.
 */
export function initialLocation<L extends { id: number; name: string }>(opts: {
  chosen: { id: number } | null;
  last: { id: number } | null;
  lineLocationIds: readonly (number | null)[];
  /** Active delivery locations; a remembered id that is no longer among them is skipped. */
  locations: readonly L[];
}): L | null {
  const { chosen, last, lineLocationIds, locations } = opts;
  const ids = [chosen?.id, last?.id, ...lineLocationIds, DEFAULT_LOCATION_ADDRESS];
  for (const id of ids) {
    const hit = id == null ? undefined : locations.find((l) => l.id === id);
    if (hit) return hit;
  }
  return null;
}

/** The date to start with: the stored or line date when it is still possible, else the first. */
export function initialDate(
  wanted: readonly (string | null | undefined)[],
  firstDeliveryDate: string,
  maxDate: string,
): string {
  for (const d of wanted) if (d && d >= firstDeliveryDate && d <= maxDate) return d;
  return firstDeliveryDate;
}

export function readChoice(storage: Pick<Storage, 'getItem'> | null = sessionStore()): CheckoutChoice {
  try {
    const raw = storage?.getItem(CHOICE_STORAGE_KEY);
    if (!raw) return EMPTY_CHOICE;
    const v = JSON.parse(raw) as Partial<CheckoutChoice>;
    const str = (x: unknown) => (typeof x === 'string' ? x.slice(0, 200) : '');
    const int = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) && x > 0 ? x : null);
    return {
      locationId: int(v.locationId),
      locationName: typeof v.locationName === 'string' ? v.locationName : '',
      date: typeof v.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v.date) ? v.date : '',
      methodId: int(v.methodId),
      slotId: int(v.slotId),
      addressId: int(v.addressId),
      paymentMethod: PAYMENT_METHODS.find((m) => m === v.paymentMethod) ?? null,
      useCredit: v.useCredit === true,
      methodName: str(v.methodName),
      slotLabel: str(v.slotLabel),
      addressLabel: str(v.addressLabel),
      giftMessage: str(v.giftMessage).slice(0, 300),
      hideSender: v.hideSender === true,
      drops: readDrops(v.drops),
    };
  } catch {
    return EMPTY_CHOICE;
  }
}

export function writeChoice(
  c: CheckoutChoice,
  storage: Pick<Storage, 'setItem'> | null = sessionStore(),
): void {
  try {
    storage?.setItem(CHOICE_STORAGE_KEY, JSON.stringify(c));
  } catch {
    // Without storage the choice lives only in memory; the page still works.
  }
}

/** After an order is placed the next checkout starts fresh (the location is remembered elsewhere). */
export function clearChoice(storage: Pick<Storage, 'removeItem'> | null = sessionStore()): void {
  try {
    storage?.removeItem(CHOICE_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
