import * as Dialog from '@radix-ui/react-dialog';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { buttonClass, SubmitButton } from '~/components/form';

/** Asks before something that cannot be undone at a click (deleting a comment, blocking someone). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel = m.common_deleting(),
  busy,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-cocoa/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-lifted"
        >
          <Dialog.Title className="font-display text-xl font-semibold text-cocoa">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-cocoa-soft">{description}</Dialog.Description>
          {error && (
            <p role="alert" className="mt-3 text-sm font-medium text-danger">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass('secondary')}>{m.common_cancel()}</Dialog.Close>
            <SubmitButton
              type="button"
              variant="danger"
              busy={busy}
              busyLabel={busyLabel}
              onClick={onConfirm}
            >
              {confirmLabel}
            </SubmitButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
