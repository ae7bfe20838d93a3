import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense, useState } from 'react';
import { DialogPanel } from '~/components/dialog';
import { Flag } from '~/components/icon';
import { actionClass } from './bits';
import type { ReportTarget } from './report-form';

// The form (and the validation it brings) is fetched when a reader first opens a report.
const ReportForm = lazy(() => import('./report-form').then((m) => ({ default: m.ReportForm })));

/** "Report": a small dialog with the reasons; the server thanks once, and again on a repeat. */
export function ReportButton({ targetType, targetId }: { targetType: ReportTarget; targetId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={actionClass}>
        <Flag aria-hidden="true" className="size-4" />
        Report
      </Dialog.Trigger>
      <DialogPanel
        title={`Report this ${targetType}`}
        description="Tell us what is wrong. Our team reads every report; the writer is not told who reported."
      >
        {open && (
          <Suspense fallback={<p className="mt-5 text-sm text-cocoa-soft">Loading…</p>}>
            <ReportForm targetType={targetType} targetId={targetId} />
          </Suspense>
        )}
      </DialogPanel>
    </Dialog.Root>
  );
}
