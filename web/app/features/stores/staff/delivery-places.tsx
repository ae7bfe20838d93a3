import { DELIVERY_RADIUS_KM, formatNumber, type TDeliveryLocation } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { loadDeliveryLocations } from '~/features/delivery';
import { errorMessage } from '~/lib/api';

/** The shop's delivery places for the store page's loader, or the words of why they did not come. */
export const loadPlaces = (): Promise<TDeliveryLocation[] | string> =>
  loadDeliveryLocations().then(
    (d) => d.deliveryLocations,
    (e) => errorMessage(e),
  );

/**
 * The places a store delivers to, grouped by district. None ticked: the store delivers by
 * distance from its address, as the shop always has.
 */
export function DeliveryPlaces({
  all,
  chosen,
  onChange,
  error,
}: {
  /** The places to tick from, or why they could not be loaded (the rest of the form still saves). */
  all: TDeliveryLocation[] | string;
  chosen: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  error?: string;
}) {
  const places = typeof all === 'string' ? null : all;
  const problem = typeof all === 'string' ? all : null;
  const districts = [...new Set((places ?? []).map((p) => p.district))];
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <fieldset className="rounded-2xl border border-line p-4">
      <legend className="px-1 text-sm font-semibold text-cocoa">{m.stores_places_legend()}</legend>
      <p className="text-sm text-cocoa-soft">
        {chosen.size === 0
          ? m.stores_places_none({ km: formatNumber(DELIVERY_RADIUS_KM) })
          : m.stores_places_some({ count: formatNumber(chosen.size) })}
      </p>
      {problem && <p className="mt-2 text-sm text-danger">{problem}</p>}
      {districts.map((d) => (
        <div key={d} className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-cocoa-soft uppercase">{d}</p>
          <ul className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-3">
            {(places ?? [])
              .filter((p) => p.district === d)
              .map((p) => (
                <li key={p.id}>
                  <label className="flex items-center gap-2 text-sm text-cocoa">
                    <input
                      type="checkbox"
                      checked={chosen.has(p.id)}
                      onChange={(e) => toggle(p.id, e.target.checked)}
                    />
                    {p.name}
                  </label>
                </li>
              ))}
          </ul>
        </div>
      ))}
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
