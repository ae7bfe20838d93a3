import * as Dialog from '@radix-ui/react-dialog';
import { DialogPanel } from '~/components/dialog';
import { ReportForm, type ReportTarget } from './report-form';

/** The report dialog, open until the reader closes it. */
export function ReportPanel({
  targetType,
  targetId,
  onClose,
}: {
  targetType: ReportTarget;
  targetId: string;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPanel
        title={`Report this ${targetType}`}
        description="Tell us what is wrong. Our team reads every report; the writer is not told who reported."
      >
        <ReportForm targetType={targetType} targetId={targetId} />
      </DialogPanel>
    </Dialog.Root>
  );
}
