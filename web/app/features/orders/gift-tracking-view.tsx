import { formatDate, formatNumber, formatSlot, orderStatusLabel, type TGiftTracking } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { CalendarClock, Check, Gift, MapPin } from '~/components/icon';
import { OrderStatusBadge } from './status-badge';

/**
 * The page a gift's recipient opens from their text: who it is from (or that it is a surprise),
 * the card, the day and time, what is coming and how far it has got. Nothing here costs anything.
 */
export function GiftTrackingView({ gift }: { gift: TGiftTracking }) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <header className="space-y-2 text-center">
        <Gift aria-hidden="true" className="mx-auto size-10 text-berry" />
        <h1 className="font-display text-3xl font-semibold text-cocoa">
          {m.gifting_track_title({ name: gift.receiverName })}
        </h1>
        <p className="text-cocoa-soft">
          {gift.sender ? m.gifting_track_from({ sender: gift.sender }) : m.gifting_track_surprise()}
        </p>
      </header>
      {gift.giftMessage && (
        <figure className="rounded-3xl border border-dashed border-berry/50 bg-white p-6 text-center shadow-soft">
          <blockquote className="font-display text-xl whitespace-pre-line wrap-anywhere text-cocoa">
            {gift.giftMessage}
          </blockquote>
          <figcaption className="mt-2 text-sm text-cocoa-soft">{m.gifting_track_card()}</figcaption>
        </figure>
      )}
      <section
        aria-labelledby="gift-when"
        className="space-y-3 rounded-3xl border border-line bg-white p-5 shadow-soft"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="gift-when" className="font-display text-xl font-semibold">
            {m.gifting_track_when()}
          </h2>
          <OrderStatusBadge status={gift.status} />
        </div>
        <p className="flex items-center gap-2 text-cocoa">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-berry" />
          {formatDate(gift.deliveryDate, 'day', { bs: true })} · {formatSlot(gift.slotLabel)}
        </p>
        <p className="flex items-center gap-2 text-cocoa">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-berry" />
          {gift.locationName}
        </p>
        <ol className="space-y-1.5 border-t border-line pt-3 text-sm">
          {gift.steps.map((s) => (
            <li key={s.status} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-success" />
              <span className="font-medium">{orderStatusLabel(s.status)}</span>
              <span className="text-cocoa-soft">· {formatDate(s.at, 'date-time')}</span>
            </li>
          ))}
        </ol>
      </section>
      <section
        aria-labelledby="gift-what"
        className="rounded-3xl border border-line bg-white p-5 shadow-soft"
      >
        <h2 id="gift-what" className="mb-3 font-display text-xl font-semibold">
          {m.gifting_track_what()}
        </h2>
        <ul className="divide-y divide-line">
          {gift.items.map((i, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered; names may repeat
            <li key={k} className="flex items-center gap-3 py-2">
              {i.image ? (
                <img
                  src={i.image}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 rounded-xl object-cover"
                />
              ) : (
                <span className="grid size-14 place-items-center rounded-xl bg-cream">
                  <Gift aria-hidden="true" className="size-6 text-berry" />
                </span>
              )}
              <span className="min-w-0 wrap-anywhere text-cocoa">
                {formatNumber(i.quantity)} × {i.name}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
