import { formatPrice, type TDashboardOrderDetail, ZSettleComplaintBody } from '@upahar/contract';
import { buttonClass, FormAlert, SubmitButton, TextAreaField, TextField, useForm } from '~/components/form';
import { toast } from '~/components/toast';
import { paisaOf } from '~/features/staff-shell';
import { settlePartComplaint } from './staff-orders-api';

type Props = {
  order: TDashboardOrderDetail;
  complaintId: number;
  subject: string;
  onSettled: (order: TDashboardOrderDetail) => void;
  onCancel: () => void;
};

/** The contract's body, and never more than is left of what the customer paid for the part. */
export const settleSchema = (left: number) =>
  ZSettleComplaintBody.extend({
    refundPaisa: ZSettleComplaintBody.shape.refundPaisa.max(
      left,
      left > 0
        ? `Only ${formatPrice(left)} is left to refund on this part`
        : 'Everything paid for this part has already been given back',
    ),
  });

/**
 * Settles one complaint in the customer's favour on this part: an amount in rupees (at most what
 * is left to refund) and the reason, which the customer and the store both see.
 */
export function SettleComplaintForm({ order, complaintId, subject, onSettled, onCancel }: Props) {
  const left = Math.max(order.total - order.refundedPaisa, 0);
  const form = useForm({ refundPaisa: '', reason: '' });
  const onSubmit = form.submit(
    settleSchema(left),
    (v) => ({ refundPaisa: paisaOf(v.refundPaisa), reason: v.reason }),
    async (body) => {
      const res = await settlePartComplaint(order.partId, complaintId, body);
      toast.success(res.message ?? 'Complaint settled');
      onSettled(res.data.order);
    },
  );
  const id = `settle-${complaintId}`;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={id}
      className="mt-3 space-y-3 rounded-xl border border-line bg-white p-3"
    >
      <h4 id={id} className="font-semibold text-cocoa">
        Settle “{subject}” in the customer’s favour
      </h4>
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextField
        label="Amount to give back (Rs)"
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder="e.g. 500"
        hint={`${formatPrice(left)} is left to refund on part ${order.number}. The store is charged this amount.`}
        {...form.field('refundPaisa')}
      />
      <TextAreaField
        label="Reason (the customer and the store see it)"
        required
        minRows={2}
        maxRows={5}
        maxLength={500}
        showCount
        placeholder="e.g. The icing had melted; half the price back"
        {...form.field('reason')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary', '', 'sm')} onClick={onCancel}>
          Not now
        </button>
        <SubmitButton size="sm" busy={form.busy} busyLabel="Settling…">
          Settle and refund
        </SubmitButton>
      </div>
    </form>
  );
}
