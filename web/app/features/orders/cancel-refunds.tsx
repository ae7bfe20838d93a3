import type { TOrderPart } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { usePrice } from '~/features/currency';
import { refundMethodName } from './cancel-quote';

/** What a cancelled part gives back: how much, where it goes, whether it was made, and the fee kept. */
export function CancelRefundLine({ part }: { part: Pick<TOrderPart, 'refund'> }) {
  const price = usePrice();
  const r = part.refund;
  if (!r) return null;
  const amount = price(r.amountPaisa);
  const method = refundMethodName(r.method);
  return (
    <div data-testid="cancel-refund" className="space-y-0.5">
      {r.amountPaisa > 0 && (
        <p className="font-semibold">
          {r.method === 'wallet'
            ? m.cancel_refund_line_done_wallet({ amount })
            : r.status === 'done'
              ? m.cancel_refund_line_done({ amount, method })
              : m.cancel_refund_line_to_do({ amount, method })}
        </p>
      )}
      {r.feePaisa > 0 && <p>{m.cancel_refund_line_fee({ fee: price(r.feePaisa) })}</p>}
    </div>
  );
}

/** The refunds of an order's cancelled parts, in its payment card; nothing when there are none. */
export function CancelRefunds({ parts }: { parts: TOrderPart[] }) {
  const withRefund = parts.filter((p) => p.refund);
  if (withRefund.length === 0) return null;
  return (
    <div className="space-y-2 rounded-2xl bg-cream-deep/60 px-4 py-3 text-sm text-cocoa">
      {withRefund.map((p) => (
        <div key={p.partId}>
          {parts.length > 1 && <p className="text-cocoa-soft">{p.storeName}</p>}
          <CancelRefundLine part={p} />
        </div>
      ))}
    </div>
  );
}
