import { formatDate, formatNumber, formatPrice, type TOrderPart } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { MessageSquareWarning } from '~/components/icon';
import { usePrice } from '~/features/currency';
import { DeliveryProofView } from './delivery-proof';
import type { OrderViewer } from './order-format';
import type { TComplaint } from './orders-api';

// The contract sends the status as text; these are the server's values today (open, in_review,
// resolved). Anything new is shown as it comes rather than hidden.
const STATUS: Record<string, { label: string; tone: string }> = {
  open: {
    label: m.orders_complaint_received(),
    tone: 'bg-cream-deep text-cocoa ring-1 ring-caramel ring-inset',
  },
  in_review: { label: m.orders_complaint_in_review(), tone: 'bg-berry-soft text-berry-dark' },
  resolved: { label: m.orders_complaint_resolved(), tone: 'bg-success-soft text-success' },
};

type Props = {
  complaints: readonly TComplaint[];
  /** The customer reads "you"; staff read about the customer, in rupees, with their own actions. */
  viewer?: OrderViewer;
  /** Staff: what may be done with one complaint (settle it, mark it). */
  actions?: (complaint: TComplaint) => ReactNode;
  /** Staff: names the part a complaint was settled on when it is another store's. */
  otherPart?: (partId: string) => string | null;
  /** The order's parts, for the proof a complaint about a delivery points to. */
  parts?: readonly TOrderPart[];
};

/** The delivery a complaint is about, with its proof beside it when the viewer may see it. */
function AboutDelivery({ partId, parts }: { partId: string; parts: readonly TOrderPart[] }) {
  const part = parts.find((p) => p.partId === partId);
  return (
    <div className="mt-3 rounded-xl border border-line bg-white p-3" data-testid="complaint-proof">
      <p className="mb-2 text-sm font-semibold text-cocoa">
        {m.proof_complaint_about({ part: part?.number ?? m.orders_another_part() })}
      </p>
      {part?.proof && <DeliveryProofView proof={part.proof} />}
    </div>
  );
}

/** The complaints filed for this order, oldest first, with their pictures and where they stand. */
export function ComplaintList({ complaints, viewer = 'customer', actions, otherPart, parts = [] }: Props) {
  const price = usePrice();
  if (complaints.length === 0) return null;
  const staff = viewer === 'staff';
  return (
    <ul className="space-y-3" aria-label={staff ? m.orders_complaints_staff() : m.orders_your_complaints()}>
      {complaints.map((c) => {
        const status = STATUS[c.status] ?? {
          label: c.status.replace(/_/g, ' '),
          tone: 'bg-cream-deep text-cocoa',
        };
        return (
          <li key={c.id} className="rounded-2xl border border-line bg-cream/60 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="flex min-w-0 items-start gap-2 font-semibold text-cocoa">
                <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
                <span className="wrap-anywhere">{c.subject}</span>
              </p>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.tone}`}>
                {status.label}
              </span>
            </div>
            <p className="mt-1 text-xs text-cocoa-soft">
              {m.orders_filed()}
              <time dateTime={c.createdAt}>{formatDate(c.createdAt, 'date-time')}</time>
            </p>
            <p className="mt-2 wrap-anywhere whitespace-pre-line text-sm text-cocoa">{c.message}</p>
            {c.images.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2">
                {c.images.map((src, i) => (
                  <li key={src}>
                    <a
                      href={src}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block overflow-hidden rounded-xl border border-line"
                    >
                      <img
                        src={src}
                        alt={m.orders_attached_image({
                          subject: c.subject,
                          n: formatNumber(i + 1),
                          count: formatNumber(c.images.length),
                        })}
                        width={72}
                        height={72}
                        loading="lazy"
                        className="size-18 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {c.proofPartId && <AboutDelivery partId={c.proofPartId} parts={parts} />}
            <Settlement
              complaint={c}
              staff={staff}
              price={staff ? formatPrice : price}
              otherPart={c.settledPartId ? (otherPart?.(c.settledPartId) ?? null) : null}
            />
            {actions?.(c)}
          </li>
        );
      })}
    </ul>
  );
}

/** How a resolved complaint ended: the money given back and the reason, or the note without money. */
function Settlement({
  complaint: c,
  staff,
  price,
  otherPart,
}: {
  complaint: TComplaint;
  staff: boolean;
  price: (paisa: number) => string;
  otherPart: string | null;
}) {
  if (c.status !== 'resolved' || (c.refundPaisa === null && !c.settlement)) return null;
  const back =
    c.refundPaisa === null
      ? null
      : staff
        ? otherPart
          ? m.orders_settled_staff_part({ amount: price(c.refundPaisa), part: otherPart })
          : m.orders_settled_staff({ amount: price(c.refundPaisa) })
        : m.orders_settled_customer({ amount: price(c.refundPaisa) });
  return (
    <div className="mt-3 rounded-xl bg-success-soft/60 px-3 py-2 text-sm text-cocoa">
      {back && <p className="font-semibold">{back}</p>}
      {c.settlement && (
        <p className="wrap-anywhere">
          {back ? m.orders_why() : ''}
          {c.settlement}
        </p>
      )}
    </div>
  );
}
