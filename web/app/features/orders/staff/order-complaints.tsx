import type { TDashboardOrderDetail } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { buttonClass, SubmitButton } from '~/components/form';
import { BadgeCheck, Banknote, Search } from '~/components/icon';
import { toast } from '~/components/toast';
import { ComplaintList } from '~/features/orders';
import { ReasonDialog } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { SettleComplaintForm } from './settle-complaint-form';
import { markComplaint } from './staff-orders-api';

type Complaint = TDashboardOrderDetail['complaints'][number];
type Props = {
  order: TDashboardOrderDetail;
  /** Admins settle and mark complaints; a store reads them and the settlements it is charged. */
  admin: boolean;
  onChanged: (order: TDashboardOrderDetail) => void;
};

/** The order's complaints with their pictures and settlements; an admin's actions under each. */
export function OrderComplaints({ order, admin, onChanged }: Props) {
  const [settling, setSettling] = useState<number | null>(null);
  const otherPart = (partId: string) =>
    partId === order.partId
      ? null
      : (order.parts.find((p) => p.partId === partId)?.number ?? m.orders_another_part());
  return (
    <ComplaintList
      complaints={order.complaints}
      viewer="staff"
      otherPart={otherPart}
      parts={order.parts}
      actions={
        admin
          ? (c) =>
              c.status === 'resolved' ? null : settling === c.id ? (
                <SettleComplaintForm
                  order={order}
                  complaintId={c.id}
                  subject={c.subject}
                  onCancel={() => setSettling(null)}
                  onSettled={(o) => {
                    setSettling(null);
                    onChanged(o);
                  }}
                />
              ) : (
                <ComplaintActions
                  order={order}
                  complaint={c}
                  onSettle={() => setSettling(c.id)}
                  onChanged={onChanged}
                />
              )
          : undefined
      }
    />
  );
}

function ComplaintActions({
  order,
  complaint: c,
  onSettle,
  onChanged,
}: {
  order: TDashboardOrderDetail;
  complaint: Complaint;
  onSettle: () => void;
  onChanged: (order: TDashboardOrderDetail) => void;
}) {
  const [busy, setBusy] = useState(false);
  const mark = async (status: 'in_review' | 'resolved', note: string) => {
    setBusy(true);
    try {
      const res = await markComplaint(order.partId, c.id, status, note);
      onChanged(res.data.order);
      toast.success(res.message ?? m.orders_complaint_updated());
      return null;
    } catch (e) {
      const message = errorMessage(e);
      toast.error(message);
      return message;
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {order.maySettle ? (
        <button type="button" className={buttonClass('primary', '', 'sm')} onClick={onSettle} disabled={busy}>
          <Banknote aria-hidden="true" className="size-4" />
          {m.orders_settle_favour()}
        </button>
      ) : (
        <p className="text-sm text-cocoa-soft">
          {order.status === 'delivered' ? m.orders_all_given_back() : m.orders_refund_once_delivered()}
        </p>
      )}
      {c.status === 'open' && (
        <SubmitButton
          type="button"
          variant="secondary"
          size="sm"
          busy={busy}
          busyLabel={m.orders_saving()}
          onClick={() => void mark('in_review', '')}
        >
          <Search aria-hidden="true" className="size-4" />
          {m.orders_looking_into_it()}
        </SubmitButton>
      )}
      <ReasonDialog
        trigger={
          <>
            <BadgeCheck aria-hidden="true" className="size-4" />
            {m.orders_resolve_no_refund()}
          </>
        }
        triggerClassName={buttonClass('quiet', '', 'sm')}
        title={m.orders_resolve_title({ subject: c.subject })}
        description={m.orders_resolve_text()}
        label={m.orders_note_for_customer()}
        placeholder={m.orders_resolve_placeholder()}
        confirm={m.orders_resolve_confirm()}
        busyLabel={m.orders_saving()}
        confirmVariant="primary"
        maxLength={500}
        disabled={busy}
        onConfirm={(note) => mark('resolved', note)}
      />
    </div>
  );
}
