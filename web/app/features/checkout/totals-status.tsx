import { m } from '@upahar/contract/messages';
import { buttonClass, FormAlert } from '~/components/form';
import { Loader2, RefreshCw } from '~/components/icon';
import { Price } from '~/features/currency';
import type { SummaryState } from './summary-box';

// How the order's totals stand while a change is being priced: being updated, could not be
// updated (with a way to ask again), or the server's figure. The step's main button waits for
// the figure, so nobody continues or pays on a total that belongs to an earlier choice.

/** The totals can be acted on: the server's summary of exactly the current choice. */
export const totalsReady = (s: SummaryState, updating: boolean): boolean =>
  s.summary !== null && s.error === null && !updating;

export function UpdatingTotals({ className = '' }: { className?: string }) {
  return (
    <p className={`flex items-center gap-2 text-sm font-medium text-cocoa-soft ${className}`}>
      <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin" /> {m.checkout_updating_totals()}
    </p>
  );
}

/** The summary of the current choice could not be had: why, and "Try again". No old figures. */
export function TotalsFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <FormAlert tone="error">
      <p>
        <span className="font-semibold">{m.checkout_totals_failed()}</span> {message}
      </p>
      <button type="button" onClick={onRetry} className={buttonClass('secondary', '', 'sm')}>
        <RefreshCw aria-hidden="true" className="size-4" /> {m.checkout_try_again()}
      </button>
    </FormAlert>
  );
}

/** The phone's sticky total: the figure, or what is happening to it, beside the step's button. */
export function StickyTotal({ state, updating }: { state: SummaryState; updating: boolean }) {
  if (state.error) {
    return (
      <span className="flex flex-wrap items-baseline gap-x-2 text-sm font-medium text-danger">
        {m.checkout_not_updated()}
        <button
          type="button"
          onClick={state.retry}
          className="inline-flex items-center gap-1 text-berry underline underline-offset-2"
        >
          <RefreshCw aria-hidden="true" className="size-3.5 self-center" /> {m.checkout_try_again()}
        </button>
      </span>
    );
  }
  if (updating || !state.summary) {
    // The summary beside the form announces it; this copy is for the eyes.
    return (
      <span className="flex items-center gap-1.5 text-sm font-medium text-cocoa-soft">
        <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin" /> {m.checkout_updating_totals()}
      </span>
    );
  }
  return <Price paisa={state.summary.total} />;
}
