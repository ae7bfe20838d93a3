import * as Dialog from '@radix-ui/react-dialog';
import { localDigits, type TFilterBox } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { X } from '~/components/icon';
import { FilterFields } from './filter-form';

/** Below 1024 px: the filters in a slide-over, with the number of products they leave. */
export function FilterSheet({
  filterbox,
  kind,
  resultCount,
  onClose,
}: {
  filterbox: TFilterBox;
  kind: string | null;
  resultCount: number;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-cocoa/40 animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(88vw,24rem)] flex-col bg-cream shadow-lifted outline-none">
          <Dialog.Title className="sr-only">{m.catalog_filters()}</Dialog.Title>
          <Dialog.Description className="sr-only">{m.catalog_filters_sheet_description()}</Dialog.Description>
          <div className="flex-1 overflow-y-auto p-5">
            <FilterFields filterbox={filterbox} kind={kind} idPrefix="sheet" />
          </div>
          <div className="border-t border-line bg-white p-4">
            <Dialog.Close className="btn-primary w-full">
              {m.catalog_filters_sheet_show({ count: localDigits(String(resultCount)) })}
            </Dialog.Close>
          </div>
          <Dialog.Close
            aria-label={m.catalog_filters_close()}
            className="absolute top-4 right-4 grid size-9 place-items-center rounded-full bg-white text-cocoa shadow-soft"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
