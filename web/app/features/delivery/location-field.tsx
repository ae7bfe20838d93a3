import type { TDeliveryLocations } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useCallback } from 'react';
import { ui } from '~/components/form';
import { Crosshair, Loader2 } from '~/components/icon';
import { LocationCombobox } from './location-combobox';
import { type GpsFix, useGpsLocation } from './use-gps-location';

type Area = { id: number; name: string };

type Props = {
  locations: TDeliveryLocations | null;
  /** Why the list could not be loaded, shown with the field. */
  error: string | null;
  selected: Area | null;
  onPick: (area: Area) => void;
};

/**
 * "Deliver to": the searchable area list with "Use my location" beside it, and what went wrong
 * finding the position. Its row follows the nearest `@container` (the caller's), because it sits
 * in wide columns and in the cake finder's narrow sidebar alike.
 */
export function LocationField({ locations, error, selected, onPick }: Props) {
  const gps = useGpsLocation(
    useCallback((fix: GpsFix) => onPick({ id: fix.location.id, name: fix.location.name }), [onPick]),
  );
  return (
    <>
      <div className="grid gap-3 @md:grid-cols-[1fr_auto] @md:items-end">
        <LocationCombobox
          label={m.delivery_deliver_to()}
          locations={locations?.deliveryLocations ?? null}
          alias={locations?.alias ?? {}}
          selected={selected}
          onSelect={(loc) => onPick({ id: loc.id, name: loc.name })}
          error={error}
        />
        <button
          type="button"
          onClick={gps.locate}
          disabled={gps.busy}
          className="btn-secondary min-h-11 text-sm"
        >
          {gps.busy ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Crosshair aria-hidden="true" className="size-4" />
          )}
          {m.delivery_use_my_location()}
        </button>
      </div>
      {gps.error && (
        <p role="alert" className={ui.error}>
          {gps.error}
        </p>
      )}
    </>
  );
}
