import { formatCountdown, ORDER_STATUS_LABEL, type TOrderUndo } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useId, useMemo, useState } from 'react';
import { SubmitButton } from '~/components/form';
import { RotateCcw } from '~/components/icon';
import { undoLabel } from './order-moves';

type Props = {
  undo: TOrderUndo;
  busy: boolean;
  disabled: boolean;
  onUndo: () => void;
};

/**
 * "Undo" for the step just taken, with the time left to take it back. The server counts the
 * seconds, so the deadline is set from when its answer arrived, not from the phone's clock (which
 * may be wrong); the button goes once the time is up.
 */
export function UndoStepButton({ undo, busy, disabled, onUndo }: Props) {
  const deadline = useMemo(() => Date.now() + undo.secondsLeft * 1000, [undo]);
  const [left, setLeft] = useState(undo.secondsLeft);
  const hintId = useId();
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  if (left <= 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <SubmitButton
        type="button"
        variant="secondary"
        size="sm"
        busy={busy}
        busyLabel={m.orders_taking_back()}
        disabled={disabled}
        aria-describedby={hintId}
        onClick={onUndo}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {undoLabel(undo.from)}
      </SubmitButton>
      <p id={hintId} className="text-sm text-cocoa-soft">
        {m.orders_back_to_left({
          status: ORDER_STATUS_LABEL[undo.to].toLowerCase(),
          time: formatCountdown(left),
        })}
      </p>
    </div>
  );
}
