import * as Dialog from '@radix-ui/react-dialog';
import { MODERATION_REASON_MAX } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DialogPanel } from '~/components/dialog';
import { buttonClass, FormAlert, SubmitButton, TextAreaField } from '~/components/form';

type Props = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  triggerClassName: string;
  title: string;
  description: string;
  label: string;
  placeholder: string;
  confirm: string;
  busyLabel: string;
  /** Resolves to null when the server did it, else its message. */
  onConfirm: (reason: string) => Promise<string | null>;
  /** The close button's words. */
  keepLabel?: string;
  /** What the field starts with each time the dialog opens. */
  initialReason?: string;
  /** Why the reason cannot be sent, or null. */
  validate?: (reason: string) => string | null;
  maxLength?: number;
  /** Busy from outside (the page's own move in flight) as well as while confirming here. */
  busy?: boolean;
  disabled?: boolean;
  describedBy?: string;
  /** The confirming button's look: danger for what cannot be undone (the default). */
  confirmVariant?: 'danger' | 'primary';
};

const reasonError = (v: string) => (v.trim().length < 3 ? m.dashboard_reason_too_short() : null);

/**
 * An action that needs a written reason (cancelling an order, hiding a text, suspending a
 * store), confirmed twice: opening the dialog, then its button.
 */
export function ReasonDialog(p: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const busy = sending || p.busy === true;
  const check = p.validate ?? reasonError;

  function onOpenChange(next: boolean) {
    if (next) {
      setReason(p.initialReason ?? '');
      setError(null);
      setRefused(null);
    }
    setOpen(next);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const problem = check(reason);
    setError(problem);
    if (problem) {
      // Keyboard and screen-reader users land on the field that needs them.
      const field = e.currentTarget.elements.namedItem('reason');
      if (field instanceof HTMLTextAreaElement) field.focus();
      return;
    }
    setSending(true);
    setRefused(null);
    const message = await p.onConfirm(reason.trim());
    setSending(false);
    if (message === null) setOpen(false);
    else setRefused(message);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={p.triggerClassName} disabled={p.disabled} aria-describedby={p.describedBy}>
        {p.trigger}
      </Dialog.Trigger>
      <DialogPanel title={p.title} description={p.description} width="lg">
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          {refused && <FormAlert tone="error">{refused}</FormAlert>}
          <TextAreaField
            label={p.label}
            name="reason"
            value={reason}
            onValueChange={(v) => {
              setReason(v);
              if (error) setError(check(v));
            }}
            error={error ?? undefined}
            maxLength={p.maxLength ?? MODERATION_REASON_MAX}
            showCount
            minRows={2}
            maxRows={5}
            required
            placeholder={p.placeholder}
          />
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass('secondary', 'whitespace-nowrap')}>
              {p.keepLabel ?? m.dashboard_go_back()}
            </Dialog.Close>
            <SubmitButton
              variant={p.confirmVariant ?? 'danger'}
              className="whitespace-nowrap"
              busy={busy}
              busyLabel={p.busyLabel}
            >
              {p.confirm}
            </SubmitButton>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
