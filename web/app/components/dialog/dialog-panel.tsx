import * as Dialog from '@radix-ui/react-dialog';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { X } from '~/components/icon';

const WIDTH = { md: 'max-w-md', lg: 'max-w-lg' } as const;

type Props = {
  title: ReactNode;
  description: ReactNode;
  /** md for a short choice or form, lg when a longer text is typed. */
  width?: keyof typeof WIDTH;
  children: ReactNode;
};

/**
 * The window of a modal dialog: overlay, a centred panel that scrolls when it is taller than the
 * screen, the title with a close button, and the description. It goes inside the caller's
 * Dialog.Root, beside its Dialog.Trigger, so each dialog keeps its own open state and button.
 */
export function DialogPanel({ title, description, width = 'md', children }: Props) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-cocoa/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <Dialog.Content
        className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-lifted ${WIDTH[width]}`}
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title className="font-display text-xl font-semibold text-cocoa">{title}</Dialog.Title>
          <Dialog.Close
            aria-label={m.common_close()}
            className="-mt-1 -mr-2 inline-flex size-10 items-center justify-center rounded-full hover:bg-berry-soft"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="mt-1 text-sm text-cocoa-soft">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
