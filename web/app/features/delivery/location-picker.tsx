import {
  addDays,
  formatDate,
  MAX_DELIVERY_DAYS_AHEAD,
  type TDeliveryLocations,
  todayInKathmandu,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback, useEffect, useId, useState } from 'react';
import { ui } from '~/components/form';
import { CheckCircle2, Loader2, XCircle } from '~/components/icon';
import { usePrice } from '~/features/currency';
import { errorMessage } from '~/lib/api';
import { askAddress, useFetched } from '~/lib/use-fetched';
import type { Eligibility as EligibilityAnswer } from './eligibility';
import { LocationField } from './location-field';
import {
  type LastLocation,
  loadDeliveryLocations,
  readLastLocation,
  rememberLocation,
} from './location-store';

export type DeliveryPick = { location: LastLocation | null; date: string };

type Props = {
  /** With a product, the pick is checked with check-delivery-location-eligibility. */
  productId?: string;
  /** Starting values (e.g. from the URL); otherwise the remembered location is restored. */
  initial?: Partial<DeliveryPick>;
  onChange?: (pick: DeliveryPick) => void;
  /** Form field names, so a plain GET form (the cake finder) submits the pick. */
  fieldNames?: { location: string; date: string };
  dateLabel?: string;
};

/** Where and when, with "Use my location" and an eligibility answer for a product. */
export function LocationPicker({
  productId,
  initial,
  onChange,
  fieldNames,
  dateLabel = m.delivery_date(),
}: Props) {
  const id = useId();
  const [data, setData] = useState<TDeliveryLocations | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [location, setLocation] = useState<LastLocation | null>(initial?.location ?? null);
  const [date, setDate] = useState(initial?.date ?? '');
  const today = todayInKathmandu();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the picker appears
  useEffect(() => {
    loadDeliveryLocations().then(setData, (e) => setLoadError(errorMessage(e)));
    // The last location comes back only if it has not expired (readStored checks).
    if (!initial?.location) {
      const last = readLastLocation();
      if (last) setLocation(last);
    }
  }, []);

  // Report every change to the owner (the finder keeps it in its form).
  // biome-ignore lint/correctness/useExhaustiveDependencies: onChange identity is the caller's
  useEffect(() => onChange?.({ location, date }), [location, date]);

  const pick = useCallback((loc: { id: number; name: string }) => {
    const chosen = { id: loc.id, name: loc.name };
    setLocation(chosen);
    rememberLocation(chosen);
  }, []);

  return (
    // A container: the picker sits in wide columns and in the finder's narrow sidebar alike.
    <div className="@container space-y-3">
      <LocationField locations={data} error={loadError} selected={location} onPick={pick} />
      <div>
        <label htmlFor={`${id}-date`} className={ui.label}>
          {dateLabel} <span className="font-normal text-cocoa-soft">{m.delivery_optional()}</span>
        </label>
        <input
          id={`${id}-date`}
          type="date"
          name={fieldNames?.date}
          min={today}
          max={addDays(today, MAX_DELIVERY_DAYS_AHEAD)}
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          className={`${ui.input} @md:max-w-56`}
        />
      </div>
      {fieldNames && <input type="hidden" name={fieldNames.location} value={location?.id ?? ''} />}
      {productId && location && (
        <Eligibility productId={productId} locationId={location.id} date={date} onPickDate={setDate} />
      )}
    </div>
  );
}

function Eligibility({
  productId,
  locationId,
  date,
  onPickDate,
}: {
  productId: string;
  locationId: number;
  date: string;
  onPickDate: (d: string) => void;
}) {
  const price = usePrice();
  const { data, loading, error } = useFetched<EligibilityAnswer>(
    askAddress('/lookup/delivery-check', { productId, locationId, date }),
    150,
  );
  const stale = data && (data.location.id !== locationId || (date && data.date !== date));

  return (
    <div aria-live="polite" className="min-h-6 text-sm">
      {loading && !data ? (
        <p className="flex items-center gap-2 text-cocoa-soft">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {m.delivery_checking()}
        </p>
      ) : error && !loading ? (
        <p className="flex items-start gap-2 font-medium text-danger">
          <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {error}
        </p>
      ) : data ? (
        <div className={stale || loading ? 'opacity-60' : ''}>
          {data.eligible ? (
            <p className="flex items-start gap-2 font-medium text-success">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {(date ? m.delivery_delivers_on : m.delivery_delivers_from)({
                  area: data.location.name,
                  date: formatDate(date || (data.earliestDate ?? data.date), 'day', { bs: true }),
                  price: price(data.charge),
                })}
              </span>
            </p>
          ) : (
            <div className="flex items-start gap-2 font-medium text-danger">
              <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <div>
                <p>{data.message}</p>
                {data.earliestDate && data.earliestDate !== date && (
                  <button
                    type="button"
                    onClick={() => onPickDate(data.earliestDate ?? '')}
                    className="mt-1 font-semibold text-berry underline-offset-4 hover:underline"
                  >
                    {m.delivery_choose_instead({ date: formatDate(data.earliestDate, 'day') })}
                  </button>
                )}
              </div>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
