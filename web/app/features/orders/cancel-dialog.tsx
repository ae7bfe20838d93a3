import * as Dialog from '@radix-ui/react-dialog';
import { orderWords, type TOrderDetail, type TOrderPart, ZCancellationBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { DialogPanel } from '~/components/dialog';
import { FormAlert, SelectField, SubmitButton, TextAreaField, useForm } from '~/components/form';
import { buttonClass } from '~/components/form/styles';
import { toast } from '~/components/toast';
import { usePrice } from '~/features/currency';
import { ApiError, errorMessage } from '~/lib/api';
import { QuoteView, RefundChoice, useCancelQuote } from './cancel-quote';
import { cancellationReasons, requestCancellation } from './orders-api';

type Props = {
  order: Pick<TOrderDetail, 'orderId' | 'number' | 'paymentStatus' | 'items'>;
  /** One store's part of an order several stores deliver; without it the whole order. */
  part?: Pick<TOrderPart, 'partId' | 'number' | 'storeName' | 'paymentStatus'>;
  /** The server answers with the whole order after the change: the page shows it at once. */
  onCancelled: (order: TOrderDetail) => void;
  /**
   * The order moved on meanwhile (409): the page fetches it again so its buttons are right, and
   * shows the server's message itself, because this dialog disappears with the button.
   */
  onStale: (message: string) => void;
};

/** "Request cancellation": a required reason from the list and an optional comment. */
export function CancelDialog({ order, part, onCancelled, onStale }: Props) {
  const [open, setOpen] = useState(false);
  const paid = (part ?? order).paymentStatus === 'paid';
  const { place } = orderWords(
    order.items.filter((i) => !part || i.partId === part.partId).map((i) => i.kind),
  );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={part ? buttonClass('secondary', '', 'sm') : buttonClass('danger', 'w-full')}>
        {part ? m.orders_cancel_this_part() : m.orders_request_cancellation()}
      </Dialog.Trigger>
      <DialogPanel
        title={
          part
            ? m.orders_cancel_part_title({ store: part.storeName })
            : m.orders_cancel_order_title({ number: order.number })
        }
        description={
          <>
            {part
              ? m.orders_cancel_part_text({ store: part.storeName, number: part.number })
              : m.orders_cancel_order_text({ place })}
            {paid && m.orders_cancel_paid_refund()}
          </>
        }
      >
        {open && (
          <CancelForm
            orderId={order.orderId}
            partId={part?.partId}
            keepLabel={part ? m.orders_keep_part() : m.orders_keep_order()}
            place={place}
            onDone={(o) => {
              setOpen(false);
              onCancelled(o);
            }}
            onStale={onStale}
          />
        )}
      </DialogPanel>
    </Dialog.Root>
  );
}

function CancelForm({
  orderId,
  partId,
  keepLabel,
  place,
  onDone,
  onStale,
}: {
  orderId: string;
  partId: string | undefined;
  keepLabel: string;
  /** Who prepares what is cancelled: "the bakery". */
  place: string;
  onDone: (order: TOrderDetail) => void;
  onStale: (message: string) => void;
}) {
  // Asked again after a refusal, so the fee the shopper now confirms is the current one.
  const [asked, setAsked] = useState(0);
  const quoteState = useCancelQuote(orderId, partId, asked);
  const quote = quoteState.quote;
  const form = useForm({ reasonId: '', comment: '', refundTo: 'original' }, (e) => {
    // The server's words ("…already being prepared and can no longer be cancelled", "the fee is
    // now …") are the ones to show. A changed fee is shown again here to confirm; anything else
    // refreshes the page behind so it stops offering the button.
    const message = errorMessage(e);
    if (e instanceof ApiError && e.status === 409) {
      if (e.errors?.expectedFeePaisa) setAsked((n) => n + 1);
      else onStale(message);
    }
    return message;
  });
  const reasons = cancellationReasons();
  const price = usePrice();
  const onSubmit = form.submit(
    ZCancellationBody,
    (v) => ({
      orderId,
      partId,
      reasonId: v.reasonId === '' ? undefined : v.reasonId,
      comment: v.comment,
      expectedFeePaisa: quote?.feePaisa ?? 0,
      refundTo: v.refundTo === 'wallet' ? 'wallet' : 'original',
    }),
    async (body) => {
      const res = await requestCancellation({
        orderId,
        partId,
        reasonId: body.reasonId,
        comment: body.comment,
        expectedFeePaisa: body.expectedFeePaisa,
        refundTo: body.refundTo,
      });
      toast.success(res.message ?? m.orders_cancelled_toast());
      onDone(res.data.order);
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      <QuoteView state={quoteState} />
      {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
      <SelectField
        label={m.orders_reason_label()}
        options={[
          { value: '', label: m.orders_choose_reason() },
          ...reasons.map((r) => ({ value: String(r.id), label: r.reason })),
        ]}
        required
        {...form.field('reasonId')}
      />
      <TextAreaField
        label={m.orders_comment()}
        optional
        maxLength={500}
        showCount
        minRows={2}
        maxRows={5}
        placeholder={m.orders_comment_placeholder({ place })}
        {...form.field('comment')}
      />
      {quote && (
        <RefundChoice
          quote={quote}
          value={form.values.refundTo}
          onChange={(v) => form.setValue('refundTo', v)}
        />
      )}
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClass('secondary')}>{keepLabel}</Dialog.Close>
        <SubmitButton
          variant="danger"
          busy={form.busy}
          busyLabel={m.orders_cancelling()}
          disabled={!quote?.canCancel}
        >
          {quote && quote.feePaisa > 0
            ? m.cancel_confirm_fee({ fee: price(quote.feePaisa) })
            : m.orders_request_cancellation()}
        </SubmitButton>
      </div>
    </form>
  );
}
