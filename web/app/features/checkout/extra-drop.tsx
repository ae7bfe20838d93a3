import {
  addDays,
  MAX_DELIVERY_DAYS_AHEAD,
  type TAddress,
  type TCartItem,
  todayInKathmandu,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect } from 'react';
import { SelectField } from '~/components/form';
import { Trash2 } from '~/components/icon';
import { addressLabel } from './delivery-logic';
import { DeliveryMethodSlots } from './delivery-method-slots';
import { DeliveryWhen } from './delivery-when';
import { GiftCardFields } from './gift-card-fields';
import type { ExtraDropChoice } from './gift-drops';
import { useDeliveryCharge, useMethodsSlots } from './use-delivery-data';

type Props = {
  n: number;
  drop: ExtraDropChoice;
  lines: TCartItem[];
  /** Lines another person already has: shown, but not to be chosen twice. */
  takenElsewhere: ReadonlySet<string>;
  addresses: TAddress[] | null;
  onChange: (patch: Partial<ExtraDropChoice>) => void;
  onRemove: () => void;
};

/**
 * A further recipient: which lines go to them, their saved address, the day and slot (asked of
 * the server for those lines and that address's area, as for the first recipient), and a card.
 */
export function ExtraDrop({ n, drop, lines, takenElsewhere, addresses, onChange, onRemove }: Props) {
  const maxDate = addDays(todayInKathmandu(), MAX_DELIVERY_DAYS_AHEAD);
  const items = drop.cartItems;
  const key = items.join(',');
  const charge = useDeliveryCharge(items.length ? drop.locationId : null, items, key);
  const firstDate = charge.data?.firstDeliveryDate ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the first possible day changes
  useEffect(() => {
    if (firstDate && (!drop.date || drop.date < firstDate)) onChange({ date: firstDate });
  }, [firstDate]);
  const dateReady = firstDate !== null && drop.date >= firstDate && drop.date <= maxDate;
  const slots = useMethodsSlots(
    items.length ? drop.locationId : null,
    dateReady ? drop.date : null,
    items,
    key,
  );
  // As for the first person: the first method is chosen until the shopper picks another.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per fresh answer
  useEffect(() => {
    const methods = slots.data?.methods ?? [];
    if (methods.length && !methods.some((x) => x.id === drop.methodId)) {
      onChange({ methodId: methods[0].id, methodName: methods[0].name, slotId: null });
    }
  }, [slots.data]);
  const toggle = (id: string, on: boolean) =>
    onChange({ cartItems: on ? [...items, id] : items.filter((x) => x !== id) });
  const options = (addresses ?? []).map((a) => ({ value: String(a.addressId), label: addressLabel(a) }));
  const title = m.gifting_person({ n: String(n) });
  return (
    <fieldset className="space-y-4 rounded-2xl border border-line bg-cream/40 p-4">
      <legend className="sr-only">{title}</legend>
      <div className="flex items-center justify-between gap-3">
        <p className="font-display text-lg font-semibold" aria-hidden="true">
          {title}
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={m.gifting_remove_person({ n: String(n) })}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-danger hover:bg-danger/10"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div>
        <p className="mb-2 text-sm font-semibold text-cocoa">{m.gifting_items_for()}</p>
        <ul className="space-y-1.5">
          {lines.map((l) => {
            const mine = items.includes(l.cartItemId);
            const taken = !mine && takenElsewhere.has(l.cartItemId);
            return (
              <li key={l.cartItemId}>
                <label
                  className={`flex min-h-11 items-center gap-3 ${taken ? 'opacity-50' : 'cursor-pointer'}`}
                >
                  <input
                    type="checkbox"
                    checked={mine}
                    disabled={taken}
                    onChange={(e) => toggle(l.cartItemId, e.target.checked)}
                    className="size-4 accent-berry"
                  />
                  <span className="min-w-0 wrap-anywhere text-cocoa">
                    {l.name}
                    {l.quantity > 1 ? ` × ${l.quantity}` : ''}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </div>
      {options.length === 0 ? (
        <p className="text-sm text-cocoa-soft">{m.gifting_no_other_address()}</p>
      ) : (
        <SelectField
          name={`drop-${drop.key}-address`}
          label={m.gifting_address_for()}
          value={drop.addressId === null ? '' : String(drop.addressId)}
          options={[{ value: '', label: m.gifting_choose_address() }, ...options]}
          onValueChange={(v) => {
            const a = addresses?.find((x) => String(x.addressId) === v);
            onChange(
              a
                ? { addressId: a.addressId, locationId: a.deliveryLocationId, addressLabel: addressLabel(a) }
                : { addressId: null, locationId: null, addressLabel: '' },
            );
          }}
        />
      )}
      {charge.error && <p className="text-sm font-medium text-danger">{charge.error}</p>}
      {drop.locationId !== null && items.length > 0 && !charge.error && (
        <>
          <DeliveryWhen
            date={drop.date}
            firstDate={firstDate}
            maxDate={maxDate}
            onChange={(date) => onChange({ date })}
          />
          <DeliveryMethodSlots
            data={slots.data}
            loading={slots.loading}
            error={slots.error}
            methodId={drop.methodId}
            slotId={drop.slotId}
            onMethod={(me) => onChange({ methodId: me.id, methodName: me.name, slotId: null })}
            onSlot={(s) => onChange({ slotId: s.id, slotLabel: s.label })}
            onRetry={() => onChange({ slotId: null })}
            waitingFor={dateReady ? null : m.checkout_wait_date()}
            namePrefix={`drop-${drop.key}-`}
          />
        </>
      )}
      <GiftCardFields
        name={`drop-${drop.key}-message`}
        message={drop.giftMessage}
        hideSender={drop.hideSender}
        onChange={onChange}
      />
    </fieldset>
  );
}
