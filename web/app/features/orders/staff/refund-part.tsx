import { formatPrice, type TDashboardOrderDetail, ZRefundDeliveredBody } from '@upahar/contract';
import { buttonClass } from '~/components/form';
import { RotateCcw } from '~/components/icon';
import { toast } from '~/components/toast';
import { ReasonDialog } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { refundPart } from './staff-orders-api';

// Amounts in NPR whatever currency the visitor picked: refunds and stores are paid in rupees.

type Props = { order: TDashboardOrderDetail; onChanged: (order: TDashboardOrderDetail) => void };

const REASON_MAX = 500;

/** The first message the contract gives for the reason, or null when it may be sent. */
export function refundReasonError(reason: string): string | null {
  const checked = ZRefundDeliveredBody.shape.reason.safeParse(reason);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Say why the part is refunded');
}

/** What a full refund gives back now: the money not given back yet, and the credit spent on the part. */
export function refundWords(order: Pick<TDashboardOrderDetail, 'total' | 'refundedPaisa' | 'credit'>) {
  const money = Math.max(order.total - order.refundedPaisa, 0);
  const parts = [
    money > 0 ? `${formatPrice(money)} to the customer` : '',
    order.credit > 0 ? `${formatPrice(order.credit)} of credit back to their account` : '',
  ].filter(Boolean);
  return { money, text: parts.length > 0 ? parts.join(' and ') : 'nothing more in money' };
}

/**
 * Money given back after delivery, on a delivered part's page: what was given back so far (the
 * store sees it too, as its earnings changed) and, for admins, "Refund this part" in full.
 */
export function MoneyBack({ order, onChanged }: Props) {
  if (!order.mayRefund && order.refundedPaisa === 0) return null;
  const { money, text } = refundWords(order);
  const already = order.refundedPaisa > 0;
  return (
    <div className="space-y-3">
      {already ? (
        <p className="text-cocoa">
          <span className="font-semibold">{formatPrice(order.refundedPaisa)}</span> of{' '}
          {formatPrice(order.total)} was given back to the customer after delivery
          {order.refundedPaisa >= order.total ? ' (refunded in full)' : ''}. The timeline and the complaints
          say why.
        </p>
      ) : (
        <p className="text-cocoa-soft">
          Delivered, and nothing given back. A refund returns {text}, and reverses the store’s earnings for
          this part.
        </p>
      )}
      {order.mayRefund && (
        <ReasonDialog
          trigger={
            <>
              <RotateCcw aria-hidden="true" className="size-4" />
              Refund this part
            </>
          }
          triggerClassName={buttonClass('danger', '', 'sm')}
          title={`Refund part ${order.number}?`}
          description={`This gives back ${text}${already ? `, after the ${formatPrice(order.refundedPaisa)} already given back` : ''}. The store’s earnings for this part are reversed and the customer is e-mailed your reason. It cannot be undone.`}
          label="Reason (the customer and the store see it)"
          placeholder="e.g. It arrived crushed and could not be used"
          keepLabel="Keep it as it is"
          confirm={money > 0 ? `Yes, refund ${formatPrice(money)}` : 'Yes, refund the part'}
          busyLabel="Refunding…"
          validate={refundReasonError}
          maxLength={REASON_MAX}
          onConfirm={async (reason) => {
            try {
              const res = await refundPart(order.partId, reason);
              onChanged(res.data.order);
              toast.success(res.message ?? `Part ${order.number} is refunded`);
              return null;
            } catch (e) {
              return errorMessage(e);
            }
          }}
        />
      )}
    </div>
  );
}
