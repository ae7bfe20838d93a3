import type { TStoreInfo } from '@upahar/contract';
import { formatTimeRange, todayInKathmandu, weekdayName } from '@upahar/contract';
import { Clock, MapPin, Phone, Store } from '~/components/icon';
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
              alt={`${store.name} logo`}
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
            <span>
              {store.productCount} {store.productCount === 1 ? 'product' : 'products'}
            </span>
          </div>
        </div>
        <FollowButton store={store} className="shrink-0 sm:pb-1" />
      </div>
      {!compact && store.description && <p className="mt-4 max-w-3xl text-cocoa-soft">{store.description}</p>}
      {!compact && store.openingHours && <OpeningHours hours={store.openingHours} />}
    </header>
  );
}

/** Today's day of the week in Kathmandu, 0 for Sunday. */
const kathmanduWeekday = () => new Date(`${todayInKathmandu()}T00:00:00Z`).getUTCDay();

/** Today's hours at a glance; the whole week on opening. */
function OpeningHours({ hours }: { hours: NonNullable<TStoreInfo['openingHours']> }) {
  const today = kathmanduWeekday();
  const text = (h: (typeof hours)[number]) => (h ? formatTimeRange(h.opens, h.closes) : 'Closed');
  return (
    <details className="mt-4 max-w-md rounded-2xl border border-line bg-white px-4 py-3 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold text-cocoa">
        <Clock aria-hidden="true" className="size-4 text-berry" />
        <span suppressHydrationWarning>Today: {text(hours[today])}</span>
      </summary>
      <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-y-1 text-cocoa">
        {hours.map((h, i) => (
          <div key={weekdayName(i)} className="contents">
            <dt className="text-cocoa-soft">{weekdayName(i)}</dt>
            <dd>{text(h)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
