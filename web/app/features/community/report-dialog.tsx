import { m } from '@upahar/contract/messages';
import { lazy, Suspense } from 'react';
import { Flag } from '~/components/icon';
import { useLazyDialog } from '~/lib/use-lazy-dialog';
import { actionClass } from './bits';
import type { ReportTarget } from './report-form';

// The dialog and its form (with the validation it brings) load when a reader first reports.
const loadPanel = () => import('./report-panel');
const ReportPanel = lazy(() => loadPanel().then((mod) => ({ default: mod.ReportPanel })));

/** "Report": a small dialog with the reasons; the server thanks once, and again on a repeat. */
export function ReportButton({ targetType, targetId }: { targetType: ReportTarget; targetId: string }) {
  const dialog = useLazyDialog(loadPanel);
  return (
    <>
      <button {...dialog.buttonProps} className={actionClass}>
        <Flag aria-hidden="true" className="size-4" />
        {m.community_report()}
      </button>
      {dialog.open && (
        <Suspense fallback={null}>
          <ReportPanel targetType={targetType} targetId={targetId} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
