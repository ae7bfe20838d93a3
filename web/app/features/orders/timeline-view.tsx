import type { TOrderDetail } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Ban, Check } from '~/components/icon';
import type { OrderViewer } from './order-format';
import { actorLabel, buildTimeline, type TimelineStep } from './timeline';

const DOT: Record<TimelineStep['state'], string> = {
  done: 'bg-success text-white',
  current: 'bg-berry text-white ring-4 ring-berry-soft',
  upcoming: 'border-2 border-line bg-white',
  cancelled: 'bg-danger text-white ring-4 ring-danger-soft',
};

const STATE_TEXT: Record<TimelineStep['state'], string> = {
  done: m.orders_state_done(),
  current: m.orders_state_current(),
  upcoming: m.orders_state_upcoming(),
  cancelled: m.orders_state_cancelled(),
};

// The store reads the timeline inside an order card beside other blocks, so its steps are
// tighter and a note is quoted as the words of whoever moved the order.
const LOOK: Record<
  OrderViewer,
  { step: string; line: string; dot: string; icon: string; body: string; meta: string; note: string }
> = {
  customer: {
    step: 'gap-4 pb-6',
    line: 'top-8 left-[0.9375rem]',
    dot: 'size-8',
    icon: 'size-4',
    body: 'pt-1',
    meta: 'text-sm',
    note: 'mt-1 text-sm',
  },
  staff: {
    step: 'gap-3 pb-4',
    line: 'top-7 left-[0.8125rem]',
    dot: 'size-7',
    icon: 'size-3.5',
    body: 'pt-0.5 text-sm',
    meta: '',
    note: 'mt-0.5',
  },
};

/**
 * Placed → confirmed → being prepared → out for delivery → delivered, or cancelled.
 * The customer's order page and the store's dashboard show the same steps; the viewer
 * decides who "You" is.
 */
export function TimelineView({
  order,
  viewer = 'customer',
  seller,
}: {
  order: Pick<TOrderDetail, 'status' | 'timeline'>;
  viewer?: OrderViewer;
  /** How the customer's timeline names the seller ("the bakery"); the shop's plain word without. */
  seller?: string;
}) {
  const steps = buildTimeline(order.status, order.timeline);
  const look = LOOK[viewer];
  return (
    <ol className="relative">
      {steps.map((s, i) => {
        const last = i === steps.length - 1;
        return (
          <li
            key={s.status}
            className={`relative flex last:pb-0 ${look.step}`}
            aria-current={s.state === 'current' ? 'step' : undefined}
          >
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute bottom-0 w-0.5 ${look.line} ${s.state === 'done' ? 'bg-success' : 'bg-line'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 grid shrink-0 place-items-center rounded-full ${look.dot} ${DOT[s.state]}`}
            >
              {s.state === 'cancelled' ? (
                <Ban className={look.icon} />
              ) : s.state === 'upcoming' ? null : (
                <Check className={look.icon} />
              )}
            </span>
            <div className={`min-w-0 ${look.body}`}>
              <p
                className={`font-semibold ${s.state === 'upcoming' ? 'text-cocoa-soft' : s.state === 'cancelled' ? 'text-danger' : 'text-cocoa'}`}
              >
                {s.label}
                <span className="sr-only">{m.orders_state_wrap({ state: STATE_TEXT[s.state] })}</span>
              </p>
              {(s.at || s.actor) && (
                <p className={`text-cocoa-soft ${look.meta}`}>
                  {s.at && <time dateTime={s.at}>{formatDate(s.at, 'date-time', { bs: true })}</time>}
                  {s.at && s.actor && ' · '}
                  {s.actor && actorLabel(s.actor, viewer, seller)}
                </p>
              )}
              {s.note && (
                <p className={`wrap-anywhere text-cocoa ${look.note}`}>
                  {viewer === 'staff' ? `“${s.note}”` : s.note}
                </p>
              )}
              {s.later.map((e) => (
                <div key={`${e.at} ${e.note}`} className={`border-l-2 border-caramel pl-3 ${look.note}`}>
                  <p className={`text-cocoa-soft ${look.meta}`}>
                    <time dateTime={e.at}>{formatDate(e.at, 'date-time', { bs: true })}</time> ·{' '}
                    {actorLabel(e.actor, viewer, seller)}
                  </p>
                  <p className="wrap-anywhere text-cocoa">{e.note}</p>
                </div>
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
