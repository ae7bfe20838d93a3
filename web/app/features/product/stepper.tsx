import { m } from '@upahar/contract/messages';
import { useId } from 'react';
import { Minus, Plus } from '~/components/icon';

type Props = {
  label: string;
  value: string;
  onDecrease: () => void;
  onIncrease: () => void;
  canDecrease: boolean;
  canIncrease: boolean;
  hint?: string;
  /** Tighter spacing, for the buy card that sticks to the bottom on phones. */
  compact?: boolean;
};

/**
 * − value + with the value announced as it changes. The hint ("1 lb to 10 lb") describes the
 * group instead of joining its name, so a screen reader says "Weight" and then the range.
 */
export function Stepper({
  label,
  value,
  onDecrease,
  onIncrease,
  canDecrease,
  canIncrease,
  hint,
  compact = false,
}: Props) {
  const id = useId();
  const btn = `grid ${compact ? 'size-9' : 'size-10'} place-items-center rounded-full border border-line bg-white text-cocoa hover:border-berry disabled:cursor-not-allowed disabled:opacity-40`;
  return (
    <fieldset aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined}>
      <p className={`${compact ? 'mb-1' : 'mb-2'} text-sm`}>
        <span id={`${id}-label`} className="font-semibold text-cocoa">
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className="ml-2 text-cocoa-soft">
            {hint}
          </span>
        )}
      </p>
      <div className={`flex items-center ${compact ? 'gap-2' : 'gap-3'}`}>
        <button
          type="button"
          onClick={onDecrease}
          disabled={!canDecrease}
          aria-label={m.product_stepper_less({ label: label.toLowerCase() })}
          className={btn}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <output
          aria-live="polite"
          className={`${compact ? 'min-w-10' : 'min-w-16'} text-center text-lg font-semibold tabular-nums`}
        >
          {value}
        </output>
        <button
          type="button"
          onClick={onIncrease}
          disabled={!canIncrease}
          aria-label={m.product_stepper_more({ label: label.toLowerCase() })}
          className={btn}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </fieldset>
  );
}
