import { formatPrice, type TDashboardOrderDetail, ZRefundDeliveredBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
  return checked.success ? null : (checked.error.issues[0]?.message ?? m.orders_say_why_refund());
}

/** What a full refund gives back now: the money not given back yet, and the credit spent on the part. */
export function refundWords(order: Pick<TDashboardOrderDetail, 'total' | 'refundedPaisa' | 'credit'>) {
  const money = Math.max(order.total - order.refundedPaisa, 0);
  const parts = [
    money > 0 ? m.orders_refund_money({ amount: formatPrice(money) }) : '',
    order.credit > 0 ? m.orders_refund_credit({ amount: formatPrice(order.credit) }) : '',
  ].filter(Boolean);
  const text =
    parts.length === 2
      ? m.orders_refund_join({ first: parts[0], second: parts[1] })
      : (parts[0] ?? m.orders_refund_nothing());
  return { money, text };
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
        <GivenBack
          given={formatPrice(order.refundedPaisa)}
          total={order.total}
          full={order.refundedPaisa >= order.total}
        />
      ) : (
        <p className="text-cocoa-soft">{m.orders_nothing_given_back({ text })}</p>
      )}
      {order.mayRefund && (
        <ReasonDialog
          trigger={
            <>
              <RotateCcw aria-hidden="true" className="size-4" />
              {m.orders_refund_this_part()}
            </>
          }
          triggerClassName={buttonClass('danger', '', 'sm')}
          title={m.orders_refund_part_title({ number: order.number })}
          description={
            already
              ? m.orders_refund_text_after({ text, already: formatPrice(order.refundedPaisa) })
              : m.orders_refund_text({ text })
          }
          label={m.orders_reason_seen()}
          placeholder={m.orders_refund_placeholder()}
          keepLabel={m.orders_keep_as_is()}
          confirm={
            money > 0
              ? m.orders_yes_refund_amount({ amount: formatPrice(money) })
              : m.orders_yes_refund_part()
          }
          busyLabel={m.orders_refunding()}
          validate={refundReasonError}
          maxLength={REASON_MAX}
          onConfirm={async (reason) => {
            try {
              const res = await refundPart(order.partId, reason);
              onChanged(res.data.order);
              toast.success(res.message ?? m.orders_part_refunded_toast({ number: order.number }));
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

/** "Rs 500 of Rs 2,000 was given back…", the amount given back in bold wherever the language puts it. */
function GivenBack({ given, total, full }: { given: string; total: number; full: boolean }) {
  const words = { given: '\u0000', total: formatPrice(total) };
  const [before, after] = (full ? m.orders_given_back_full(words) : m.orders_given_back_of(words)).split(
    '\u0000',
  );
  return (
    <p className="text-cocoa">
      {before}
      <span className="font-semibold">{given}</span>
      {after}
    </p>
  );
}
