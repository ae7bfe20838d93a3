import * as Dialog from '@radix-ui/react-dialog';
import { m } from '@upahar/contract/messages';
import { DialogPanel } from '~/components/dialog';
import { ReportForm, type ReportTarget } from './report-form';

const REPORT_TITLES: Record<ReportTarget, string> = {
  review: m.community_report_title_review(),
  question: m.community_report_title_question(),
  answer: m.community_report_title_answer(),
  comment: m.community_report_title_comment(),
};

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
      <DialogPanel title={REPORT_TITLES[targetType]} description={m.community_report_description()}>
        <ReportForm targetType={targetType} targetId={targetId} />
      </DialogPanel>
    </Dialog.Root>
  );
}
