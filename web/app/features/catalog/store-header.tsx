import {
  dayHoursText,
  kathmanduWeekday,
  localDigits,
  openState,
  openStateText,
  type TStoreInfo,
  weekdayName,
  weekdayNames,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { ChevronDown, Clock, MapPin, Phone, Store } from '~/components/icon';
import { useShopNow } from '~/components/layout/shell-data';
import { FollowButton } from '~/features/follows';
import { RatingStars } from './rating-stars';

/** A store's banner, logo, address, phone and rating (store page and its products page). */
export function StoreHeader({ store, compact = false }: { store: TStoreInfo; compact?: boolean }) {
  return (
    <header className="pt-4 pb-6">
      {!compact && (
        <div className="aspect-[3/1] overflow-hidden rounded-3xl bg-gradient-to-br from-berry-soft to-cream-deep sm:aspect-[5/1]">
          {store.banner && (
            <img src={store.banner} alt="" width={1280} height={256} className="size-full object-cover" />
          )}
        </div>
      )}
      <div
        className={`flex flex-col gap-4 sm:flex-row sm:items-end ${compact ? '' : '-mt-10 px-4 sm:-mt-12 sm:px-6'}`}
      >
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-2xl border-4 border-cream bg-white shadow-soft sm:size-24">
          {store.logo ? (
            <img
              src={store.logo}
              alt={m.catalog_store_logo({ name: store.name })}
              width={96}
              height={96}
              className="size-full object-cover"
            />
          ) : (
            <Store aria-hidden="true" className="size-10 text-berry" />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="font-display text-3xl font-semibold sm:text-4xl">{store.name}</h1>
          <div className="mt-1 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-cocoa-soft">
            <RatingStars rating={store.rating} count={store.ratingCount} />
            <span className="flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {[store.address, store.city].filter(Boolean).join(', ')}
            </span>
            {store.phone && (
              <a
                href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
                className="flex items-center gap-1 hover:text-berry"
              >
                <Phone aria-hidden="true" className="size-4" />
                {store.phone}
              </a>
            )}
            <span>{m.catalog_product_count({ count: localDigits(String(store.productCount)) })}</span>
          </div>
        </div>
        <FollowButton store={store} className="shrink-0 sm:pb-1" />
      </div>
      {!compact && store.description && <p className="mt-4 max-w-3xl text-cocoa-soft">{store.description}</p>}
      {!compact && store.openingHours && <OpeningHours hours={store.openingHours} />}
    </header>
  );
}

/**
 * Open or closed now (Kathmandu time) at a glance; the whole week on opening. Drawn for the
 * moment the page was rendered and then for the visitor's own clock (useShopNow), so a store page
 * served from a cache still tells the truth. Each day's hours stay on one line; a narrow screen
 * gets the short day names.
 */
function OpeningHours({ hours }: { hours: NonNullable<TStoreInfo['openingHours']> }) {
  const now = new Date(useShopNow());
  const state = openState(hours, now);
  const today = kathmanduWeekday(now);
  return (
    <details className="group mt-4 w-full max-w-md rounded-2xl border border-line bg-white text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2.5 font-semibold text-cocoa [&::-webkit-details-marker]:hidden">
        <Clock
          aria-hidden="true"
          className={`size-4 shrink-0 ${state.open ? 'text-success' : 'text-berry'}`}
        />
        <span data-testid="open-state" className="min-w-0 flex-1">
          {openStateText(state)}
        </span>
        <span className="flex shrink-0 items-center gap-1 text-xs font-medium text-cocoa-soft">
          {m.catalog_store_hours()}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 border-t border-line px-4 py-3 text-cocoa">
        {weekdayNames().map((day, i) => (
          <div key={day} className={`contents ${i === today ? 'font-semibold text-berry-dark' : ''}`}>
            <dt className={i === today ? '' : 'text-cocoa-soft'}>
              <span className="sm:hidden">{weekdayName(i, { short: true })}</span>
              <span className="max-sm:hidden">{day}</span>
              {i === today && <span className="sr-only"> {m.catalog_store_today()}</span>}
            </dt>
            <dd className="whitespace-nowrap tabular-nums">{dayHoursText(hours[i])}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
