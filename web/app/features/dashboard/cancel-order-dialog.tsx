import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { DialogPanel } from '~/components/dialog';
import { FormAlert, SubmitButton, TextAreaField } from '~/components/form';
import { buttonClass } from '~/components/form/styles';
import { Ban } from '~/components/icon';
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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    if (next) {
      setReason(initialReason);
      setError(null);
      setRefused(null);
    }
    setOpen(next);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const problem = cancelReasonError(reason);
    setError(problem);
    if (problem) {
      // Keyboard and screen-reader users land on the field that needs them.
      const field = e.currentTarget.elements.namedItem('reason');
      if (field instanceof HTMLTextAreaElement) field.focus();
      return;
    }
    setRefused(null);
    const message = await onConfirm(reason);
    if (message === null) setOpen(false);
    else setRefused(message);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        disabled={disabled}
        aria-describedby={describedBy}
        // A quiet text button: the way forward is the order's main action, cancelling is the exception.
        className={buttonClass('quiet', 'text-danger hover:bg-danger-soft active:bg-danger-soft', 'sm')}
      >
        <Ban aria-hidden="true" className="size-4" />
        Cancel order
      </Dialog.Trigger>
      <DialogPanel
        title={`Cancel order ${number}?`}
        description="This cannot be undone. The customer is e-mailed and sees your reason on their order."
        width="lg"
      >
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          {refused && <FormAlert tone="error">{refused}</FormAlert>}
          <TextAreaField
            label="Reason for the customer"
            name="reason"
            value={reason}
            onValueChange={(v) => {
              setReason(v);
              if (error) setError(cancelReasonError(v));
            }}
            error={error ?? undefined}
            maxLength={NOTE_MAX}
            showCount
            minRows={2}
            maxRows={5}
            required
            placeholder="e.g. We cannot deliver to this area on that day"
          />
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass('secondary', 'whitespace-nowrap')}>
              Keep the order
            </Dialog.Close>
            <SubmitButton variant="danger" className="whitespace-nowrap" busy={busy} busyLabel="Cancelling…">
              Yes, cancel the order
            </SubmitButton>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
