import { cancelTermText, type TCancellationQuote, type TRefundMethod } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useState } from 'react';
import { FormAlert } from '~/components/form';
import { usePrice } from '~/features/currency';
import { errorMessage } from '~/lib/api';
import { fetchCancelQuote } from './orders-api';

// What cancelling costs now, shown in the cancellation dialog before the shopper confirms. The
// fee shown is sent with the cancellation, which the server refuses if the fee has changed.

export type QuoteState = { quote: TCancellationQuote | null; error: string | null };

/** Asks the server for the quote while the dialog is open; `key` asks again after a refusal. */
export function useCancelQuote(orderId: string, partId: string | undefined, key: number): QuoteState {
  const [state, setState] = useState<QuoteState>({ quote: null, error: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the trigger for asking again
  useEffect(() => {
    const abort = new AbortController();
    setState({ quote: null, error: null });
    fetchCancelQuote(orderId, partId, abort.signal).then(
      (quote) => setState({ quote, error: null }),
      (e) => !abort.signal.aborted && setState({ quote: null, error: errorMessage(e) }),
    );
    return () => abort.abort();
  }, [orderId, partId, key]);
  return state;
}

const METHOD_NAME: Record<TRefundMethod, () => string> = {
  wallet: m.cancel_method_wallet,
  esewa: m.cancel_method_esewa,
  khalti: m.cancel_method_khalti,
  test: m.checkout_method_test,
};
export const refundMethodName = (method: TRefundMethod) => METHOD_NAME[method]();

/** The term of each part, and what the shopper pays and gets back. */
export function QuoteView({ state }: { state: QuoteState }) {
  const price = usePrice();
  if (state.error) return <FormAlert tone="error">{state.error}</FormAlert>;
  const q = state.quote;
  if (!q)
    return (
      <p role="status" className="text-sm text-cocoa-soft">
        {m.cancel_quote_loading()}
      </p>
    );
  return (
    <div
      data-testid="cancel-quote"
      className="space-y-2 rounded-2xl bg-cream-deep/60 px-4 py-3 text-sm text-cocoa"
    >
      <ul className="space-y-1">
        {q.parts.map((p) => (
          <li key={p.partId}>
            {q.parts.length > 1 && <span className="font-semibold">{p.storeName}: </span>}
            {cancelTermText(p)}
          </li>
        ))}
      </ul>
      {q.paidPaisa === 0 ? (
        <p>{m.cancel_quote_nothing_paid()}</p>
      ) : (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-2">
          <dt>{m.cancel_quote_paid()}</dt>
          <dd className="text-right tabular-nums">{price(q.paidPaisa)}</dd>
          <dt>{m.cancel_quote_fee()}</dt>
          <dd className="text-right font-semibold tabular-nums text-danger">{price(q.feePaisa)}</dd>
          <dt className="font-semibold">{m.cancel_quote_refund()}</dt>
          <dd className="text-right font-semibold tabular-nums">{price(q.refundPaisa)}</dd>
        </dl>
      )}
      {q.paidPaisa > 0 && q.feePaisa === 0 && <p>{m.cancel_quote_free_now()}</p>}
    </div>
  );
}

/** Where the refund goes: the wallet at once, or back the way it was paid; nothing when only one way. */
export function RefundChoice({
  quote,
  value,
  onChange,
}: {
  quote: TCancellationQuote;
  value: string;
  onChange: (v: 'wallet' | 'original') => void;
}) {
  const original = quote.refundTo.find((r) => r !== 'wallet');
  if (!original) return null;
  const options = [
    { value: 'wallet' as const, label: m.cancel_refund_to_wallet() },
    {
      value: 'original' as const,
      label: m.cancel_refund_to_original({ method: refundMethodName(original) }),
    },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-cocoa">{m.cancel_refund_to()}</legend>
      {options.map((o) => (
        <label
          key={o.value}
          className="flex cursor-pointer items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3 text-sm has-[:checked]:border-berry"
        >
          <input
            type="radio"
            name="refundTo"
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            className="size-4 accent-berry"
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
