import { m } from '@upahar/contract/messages';
import { type ReactNode, useState } from 'react';
import { FormAlert, SubmitButton, ui } from '~/components/form';
import { errorMessage } from '~/lib/api';

/**
 * The "Decide" card of an application under review (to sell, to be an influencer): approving at
 * one click, with why it failed when it did, beside the buttons that open a form for a note.
 * Without `approveLabel` there is nothing to approve (it already is).
 */
export function DecideSection(o: {
  approveLabel?: string;
  approve: () => Promise<unknown>;
  buttons: ReactNode;
  children: ReactNode;
}) {
  const [approving, setApproving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function approve() {
    setApproving(true);
    setProblem(null);
    try {
      await o.approve();
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setApproving(false);
    }
  }
  return (
    <section className={`${ui.card} mt-6`} aria-labelledby="decide">
      <h2 id="decide" className="font-display text-xl font-semibold text-cocoa">
        {m.dashboard_decide()}
      </h2>
      <p className={`${ui.hint} mt-1`}>{m.dashboard_decide_hint()}</p>
      {problem && (
        <div className="mt-3">
          <FormAlert tone="error">{problem}</FormAlert>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {o.approveLabel && (
          <SubmitButton
            type="button"
            busy={approving}
            busyLabel={m.dashboard_approving()}
            onClick={() => void approve()}
          >
            {o.approveLabel}
          </SubmitButton>
        )}
        {o.buttons}
      </div>
      {o.children}
    </section>
  );
}
