import { formatPrice, type TDashboardOrderDetail, ZSettleComplaintBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
        ? m.orders_only_left_to_refund({ amount: formatPrice(left) })
        : m.orders_all_already_given_back(),
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
      toast.success(res.message ?? m.orders_complaint_settled());
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
        {m.orders_settle_title({ subject })}
      </h4>
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <TextField
        label={m.orders_amount_to_give_back()}
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder={m.orders_amount_placeholder()}
        hint={m.orders_left_to_refund_hint({ amount: formatPrice(left), number: order.number })}
        {...form.field('refundPaisa')}
      />
      <TextAreaField
        label={m.orders_reason_seen()}
        required
        minRows={2}
        maxRows={5}
        maxLength={500}
        showCount
        placeholder={m.orders_settle_placeholder()}
        {...form.field('reason')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary', '', 'sm')} onClick={onCancel}>
          {m.orders_not_now()}
        </button>
        <SubmitButton size="sm" busy={form.busy} busyLabel={m.orders_settling()}>
          {m.orders_settle_and_refund()}
        </SubmitButton>
      </div>
    </form>
  );
}
