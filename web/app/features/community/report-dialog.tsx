import { lazy, Suspense, useCallback, useState } from 'react';
import { Flag } from '~/components/icon';
import { useReturnFocus } from '~/lib/use-return-focus';
import { actionClass } from './bits';
import type { ReportTarget } from './report-form';

// The dialog and its form (with the validation it brings) load when a reader first reports.
const loadPanel = () => import('./report-panel');
const ReportPanel = lazy(() => loadPanel().then((m) => ({ default: m.ReportPanel })));

/** "Report": a small dialog with the reasons; the server thanks once, and again on a repeat. */
export function ReportButton({ targetType, targetId }: { targetType: ReportTarget; targetId: string }) {
  const [open, setOpen] = useState(false);
  const [button, returnFocus] = useReturnFocus();
  const close = useCallback(() => {
    setOpen(false);
    returnFocus();
  }, [returnFocus]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={actionClass}
      >
        <Flag aria-hidden="true" className="size-4" />
        Report
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportPanel targetType={targetType} targetId={targetId} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
