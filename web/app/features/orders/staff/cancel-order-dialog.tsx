import { m } from '@upahar/contract/messages';
import { buttonClass } from '~/components/form/styles';
import { Ban } from '~/components/icon';
import { ReasonDialog } from '~/features/staff-shell';
import { cancelReasonError, NOTE_MAX } from './order-moves';

type Props = {
  number: string;
  /** The note typed on the card so far becomes the starting reason. */
  initialReason: string;
  busy: boolean;
  disabled: boolean;
  describedBy: string;
  /** Resolves to null when the server cancelled the order, else its message. */
  onConfirm: (reason: string) => Promise<string | null>;
};

/**
 * "Cancel order" cannot be undone and the customer is e-mailed, so it asks for a reason (shown
 * on their timeline) and a second, explicit confirmation.
 */
export function CancelOrderDialog({ number, initialReason, busy, disabled, describedBy, onConfirm }: Props) {
  return (
    <ReasonDialog
      trigger={
        <>
          <Ban aria-hidden="true" className="size-4" />
          {m.orders_cancel_order()}
        </>
      }
      // A quiet text button: the way forward is the order's main action, cancelling is the exception.
      triggerClassName={buttonClass('quiet', 'text-danger hover:bg-danger-soft active:bg-danger-soft', 'sm')}
      title={m.orders_cancel_order_title({ number })}
      description={m.orders_cancel_irreversible()}
      label={m.orders_reason_for_customer()}
      placeholder={m.orders_cancel_reason_placeholder()}
      keepLabel={m.orders_keep_the_order()}
      confirm={m.orders_yes_cancel()}
      busyLabel={m.orders_cancelling()}
      initialReason={initialReason}
      validate={cancelReasonError}
      maxLength={NOTE_MAX}
      busy={busy}
      disabled={disabled}
      describedBy={describedBy}
      onConfirm={onConfirm}
    />
  );
}
