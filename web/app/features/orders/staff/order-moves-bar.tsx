import { daysEarly, earlyText } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef } from 'react';
import { FormAlert, SubmitButton, TextField } from '~/components/form';
import { ArrowRight, CalendarClock } from '~/components/icon';
import { useSession } from '~/features/session';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DeliverDialog } from './deliver-dialog';
import { CANCEL_LEFT_TO_OTHERS, cancelLeftToOthers, NOTE_MAX, nextMoves } from './order-moves';
import type { TDashboardOrder } from './staff-orders-api';
import { UndoStepButton } from './undo-step-button';
import type { useOrderCard } from './use-order-card';

/** When the part last went out for delivery, once its detail has been loaded. */
function wentOutAt(card: ReturnType<typeof useOrderCard>): string | null {
  if (card.detail.status !== 'ready') return null;
  return card.detail.order.timeline.findLast((e) => e.status === 'out_for_delivery')?.at ?? null;
}

type Props = {
  order: TDashboardOrder;
  card: ReturnType<typeof useOrderCard>;
  /** The card's heading, which names the order for every button here. */
  headingId: string;
};

/**
 * The foot of an order card: the note for the customer, the next steps (delivering asks first),
 * cancelling, a warning when a step comes before the order's day, and taking the last step back
 * while it may be.
 */
export function OrderMovesBar({ order, card, headingId }: Props) {
  const moves = nextMoves(order.status, order.mayCancel);
  const forward = moves.filter((mv) => mv.kind === 'forward');
  const canCancel = moves.some((mv) => mv.kind === 'cancel');
  const early = daysEarly(order.deliveryDate);
  const admin = useSession().user?.role === 'admin';
  const movesRef = useRef<HTMLDivElement>(null);
  const lastStatus = useRef(order.status);

  // The clicked button is gone after a move ("Confirm" becomes "Start preparing", a delivery's
  // dialog closes): keep keyboard focus in the card on the next step, never on "Undo", instead of
  // dropping it to the page's start.
  useEffect(() => {
    if (lastStatus.current === order.status) return;
    lastStatus.current = order.status;
    if (!movesRef.current?.contains(document.activeElement) && document.activeElement !== document.body)
      return;
    const next = movesRef.current?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)');
    (next ?? document.getElementById(`${headingId}-toggle`))?.focus();
  }, [order.status, headingId]);

  if (moves.length === 0 && !order.undo) return null;
  return (
    <div className="space-y-3 border-t border-line bg-cream/40 px-4 py-4 sm:px-5">
      {forward.length > 0 && early > 0 && (
        <p className="flex gap-2 rounded-2xl border border-caramel bg-cream-deep px-4 py-2.5 text-sm font-medium text-cocoa">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
          {earlyText(order.deliveryDate, early)}.
        </p>
      )}
      {moves.length > 0 && (
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          {forward.length > 0 && (
            <div className="md:max-w-sm md:flex-1">
              <TextField
                label={m.orders_note_for_customer()}
                optional
                name={`note-${order.partId}`}
                value={card.note}
                onValueChange={card.setNote}
                maxLength={NOTE_MAX}
                placeholder={m.orders_note_placeholder()}
                className="py-2 text-sm"
              />
            </div>
          )}
          <div ref={movesRef} className="flex flex-wrap items-center gap-2 md:ml-auto">
            {forward.map((mv) =>
              mv.to === 'delivered' ? (
                <DeliverDialog
                  key={mv.to}
                  order={order}
                  daysEarly={early}
                  busy={card.busy === mv.to}
                  disabled={card.busy !== null && card.busy !== mv.to}
                  describedBy={headingId}
                  photoOptional={admin}
                  wentOutAt={wentOutAt(card)}
                  onConfirm={card.deliver}
                />
              ) : (
                <SubmitButton
                  key={mv.to}
                  type="button"
                  size="sm"
                  data-move=""
                  busy={card.busy === mv.to}
                  busyLabel={m.orders_saving()}
                  disabled={card.busy !== null && card.busy !== mv.to}
                  aria-describedby={headingId}
                  onClick={() => void card.move(mv.to, card.note)}
                >
                  {mv.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </SubmitButton>
              ),
            )}
            {canCancel && (
              <CancelOrderDialog
                number={order.number}
                initialReason={card.note}
                busy={card.busy === 'cancelled'}
                disabled={card.busy !== null}
                describedBy={headingId}
                onConfirm={(reason) => card.move('cancelled', reason)}
              />
            )}
          </div>
        </div>
      )}
      {order.undo && (
        <UndoStepButton
          undo={order.undo}
          busy={card.busy === 'undo'}
          disabled={card.busy !== null && card.busy !== 'undo'}
          onUndo={() => void card.undo()}
        />
      )}
      {cancelLeftToOthers(order.status, order.mayCancel) && (
        <p className="text-sm text-cocoa-soft">{CANCEL_LEFT_TO_OTHERS}</p>
      )}
      {card.error && <FormAlert tone="error">{card.error}</FormAlert>}
    </div>
  );
}
