import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { buttonClass, SubmitButton } from '~/components/form';

/** A question under the thing it is about, with a danger "Yes" and "Keep it" (withdraw, remove). */
export function InlineConfirm({
  question,
  yes,
  busyLabel,
  busy,
  onYes,
  onKeep,
  className = '',
}: {
  question: ReactNode;
  yes: string;
  busyLabel: string;
  busy: boolean;
  onYes: () => void;
  onKeep: () => void;
  className?: string;
}) {
  return (
    <div className={`rounded-2xl border border-danger/25 bg-danger-soft/50 p-4 ${className}`}>
      <p className="text-sm text-cocoa">{question}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <SubmitButton type="button" variant="danger" busy={busy} busyLabel={busyLabel} onClick={onYes}>
          {yes}
        </SubmitButton>
        <button type="button" className={buttonClass('secondary')} onClick={onKeep}>
          {m.careers_keep_it()}
        </button>
      </div>
    </div>
  );
}
