import { type TDeliveryCharge, type TDeliveryLocations, todayInKathmandu } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Loader2, RefreshCw, Truck, XCircle } from '~/components/icon';
import { usePrice } from '~/features/currency';
import { deliveredOn, LocationField } from '~/features/delivery';

type Props = {
  locations: TDeliveryLocations | null;
  locationsError: string | null;
  selected: { id: number; name: string } | null;
  onPick: (loc: { id: number; name: string }) => void;
  charge: { data: TDeliveryCharge | null; loading: boolean; error: string | null };
  /** Asks for the charge again: a refusal may have been a passing one (network, a cart still loading). */
  onRetryCharge: () => void;
  /** The delivery date chosen below, once it is one the area can have; the box speaks of it. */
  date: string | null;
};

/** Where the order goes: a searchable area list, "Use my location", and the area's charge. */
export function DeliveryWhere({
  locations,
  locationsError,
  selected,
  onPick,
  charge,
  onRetryCharge,
  date,
}: Props) {
  const price = usePrice();
  // The server's duration words the earliest day; once a day is chosen the box follows it.
  const when = date ? deliveredOn(date, todayInKathmandu()) : (charge.data?.duration ?? '');

  return (
    // A container: the area row lays itself out by the width of this step, not of the window.
    <div className="@container space-y-3">
      <LocationField locations={locations} error={locationsError} selected={selected} onPick={onPick} />
      <div aria-live="polite" className="min-h-6 text-sm">
        {selected && charge.error && !charge.loading ? (
          <div role="alert" className="flex flex-wrap items-start gap-x-3 gap-y-1 font-medium text-danger">
            <p className="flex items-start gap-2">
              <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {charge.error}
            </p>
            <button
              type="button"
              onClick={onRetryCharge}
              className="inline-flex items-center gap-1 text-berry underline-offset-2 hover:underline"
            >
              <RefreshCw aria-hidden="true" className="size-3.5" /> {m.checkout_try_again()}
            </button>
          </div>
        ) : charge.data ? (
          <div className="flex items-start gap-2 rounded-2xl bg-cream px-3 py-2 text-cocoa">
            <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
            <p>
              <span className="font-medium">
                {charge.data.chargeInfo ||
                  m.checkout_delivery_to_from({
                    area: charge.data.locationName,
                    price: price(charge.data.minMethodCharge),
                  })}
              </span>
              {when && (
                <span data-testid="area-when" className="block text-cocoa-soft">
                  {when}
                </span>
              )}
            </p>
          </div>
        ) : selected && charge.loading ? (
          <p className="flex items-center gap-2 text-cocoa-soft">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />{' '}
            {m.checkout_checking_delivery({ area: selected.name })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
