import { ORDER_STATUS_LABEL, type TOrderDetail, type TOrderStatus } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { OrderViewer } from './order-format';

// Order statuses: placed → confirmed → being prepared → out for delivery → delivered, or
// cancelled. The timeline shows every step of that path: the reached ones with their time and
// who moved the order, the rest still to come; a cancelled order ends in a red cancelled step.

type TEvent = TOrderDetail['timeline'][number];
type TimelineState = 'done' | 'current' | 'upcoming' | 'cancelled';
export type TimelineStep = {
  status: TOrderStatus;
  label: string;
  state: TimelineState;
  at: string | null;
  actor: TEvent['actor'] | null;
  note: string;
  /** What happened later at this step, in order (a refund or a settled complaint after delivery). */
  later: Pick<TEvent, 'at' | 'actor' | 'note'>[];
};

const ORDER_FLOW: readonly TOrderStatus[] = [
  'placed',
  'confirmed',
  'preparing',
  'out_for_delivery',
  'delivered',
];

// The customer's timeline says "You" and names the seller by what it sells ("The bakery", "The
// florist", "The shop"); the store owner reads it the other way round.
const ACTOR_LABEL: Record<OrderViewer, Record<TEvent['actor'], string>> = {
  customer: {
    customer: m.orders_actor_you(),
    seller: m.orders_actor_the_shop(),
    admin: m.orders_actor_upahar(),
    system: m.orders_actor_automatically(),
  },
  staff: {
    customer: m.orders_actor_customer(),
    seller: m.orders_actor_store(),
    admin: m.orders_actor_upahar_admin(),
    system: m.orders_actor_automatically(),
  },
};
export const actorLabel = (
  actor: TEvent['actor'],
  viewer: OrderViewer = 'customer',
  /** The customer's word for the seller: "the bakery" for an order of cakes. */
  seller?: string,
) =>
  viewer === 'customer' && actor === 'seller' && seller
    ? `${seller[0]?.toUpperCase()}${seller.slice(1)}`
    : ACTOR_LABEL[viewer][actor];

export function buildTimeline(status: TOrderStatus, events: readonly TEvent[]): TimelineStep[] {
  // The first event of each status is when it was reached; a repeated one with a note is
  // something that happened later at that step. A store may take its last step back: the steps
  // after the one it returned to are reached again later, so only their new times count, and the
  // step back itself is told at the step it returned to.
  const first = new Map<TOrderStatus, TEvent>();
  const later = new Map<TOrderStatus, TEvent[]>();
  const addLater = (e: TEvent) => later.set(e.status, [...(later.get(e.status) ?? []), e]);
  let furthest = -1;
  for (const e of [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) {
    const at = ORDER_FLOW.indexOf(e.status);
    if (at >= 0 && at < furthest) {
      for (const undone of ORDER_FLOW.slice(at + 1)) {
        first.delete(undone);
        later.delete(undone);
      }
      furthest = at;
    }
    furthest = Math.max(furthest, at);
    if (!first.has(e.status)) first.set(e.status, e);
    else if (e.note) addLater(e);
  }
  const cancelled = status === 'cancelled';
  // How far along the flow the order got: its own status, or (cancelled) the last step with an event.
  let reached = ORDER_FLOW.indexOf(status);
  if (cancelled) {
    reached = 0;
    ORDER_FLOW.forEach((s, i) => {
      if (first.has(s)) reached = i;
    });
  }
  const step = (s: TOrderStatus, state: TimelineState): TimelineStep => {
    const e = first.get(s);
    return {
      status: s,
      label: ORDER_STATUS_LABEL[s],
      state,
      at: state === 'upcoming' ? null : (e?.at ?? null),
      actor: state === 'upcoming' ? null : (e?.actor ?? null),
      note: state === 'upcoming' ? '' : (e?.note ?? ''),
      later:
        state === 'upcoming' ? [] : (later.get(s) ?? []).map(({ at, actor, note }) => ({ at, actor, note })),
    };
  };
  if (cancelled) {
    return [...ORDER_FLOW.slice(0, reached + 1).map((s) => step(s, 'done')), step('cancelled', 'cancelled')];
  }
  return ORDER_FLOW.map((s, i) => step(s, i < reached ? 'done' : i === reached ? 'current' : 'upcoming'));
}
