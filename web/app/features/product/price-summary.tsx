import { localDigits, type TCakeOptions, type TDeal } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { AlertCircle, Loader2 } from '~/components/icon';
import { usePrice } from '~/features/currency';
import { dealPrice } from './buy-state';
import { type CakeChoice, describeChoice } from './configurator-state';
import type { useCakePrice } from './use-cake-price';

type SummaryProps = {
  choice: CakeChoice;
  options: TCakeOptions;
  quote: ReturnType<typeof useCakePrice>['quote'];
  fallback: number;
  /** A campaign deal running on the cake: its price is the one shown, the server's struck through. */
  deal?: TDeal | null;
  loading: boolean;
  error: string | null;
};

/** The server's answer: price, what it is made of, and why a choice cannot be made. */
export function PriceSummary({
  choice,
  options,
  quote,
  fallback,
  deal = null,
  loading,
  error,
}: SummaryProps) {
  const price = usePrice();
  // The figures are always the server's for one configuration: while a choice is refused, the
  // last possible one stays on screen, labelled as such, never a total the server did not make.
  const qty = quote?.quantity ?? 1;
  const label =
    error && quote
      ? m.product_last_possible_price()
      : qty > 1
        ? m.product_total_for({ count: localDigits(String(qty)) })
        : m.product_price();
  // The cart takes a running deal off the server's price for the choice, unit by unit.
  const unit = quote ? quote.price : fallback;
  const charged = dealPrice(unit, qty, deal);
  const each = dealPrice(unit, 1, deal).total;
  return (
    <div className="mt-6 rounded-2xl bg-cream p-4">
      <div aria-live="polite" className="empty:hidden">
        {error && (
          <p className="mb-3 flex items-start gap-2 rounded-xl bg-danger-soft p-3 text-sm font-medium text-danger">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        )}
      </div>
      <p className="text-sm text-cocoa-soft">{describeChoice(choice, options)}</p>
      {choice.message.trim() && (
        <p className="mt-1 text-sm text-cocoa-soft">
          {m.product_cake_message({ message: choice.message.trim() })}
        </p>
      )}
      <div className="mt-3 flex items-end justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-cocoa-soft uppercase">{label}</p>
          <p
            data-testid="cake-price"
            className={`font-display text-3xl font-semibold transition-opacity ${loading || error ? 'opacity-75' : ''}`}
          >
            {charged.was !== null && (
              <span className="mr-2 text-lg font-normal text-cocoa-soft line-through">
                <span className="sr-only">{m.product_was()} </span>
                {price(charged.was)}
              </span>
            )}
            {price(deal ? charged.total : quote ? quote.total : fallback)}
          </p>
          {/* Not "each" when a flash sale prices only some of them. */}
          {quote && qty > 1 && charged.total === each * qty && (
            <p className="text-sm text-cocoa-soft">
              {m.product_each({ price: price(deal ? each : quote.price) })}
            </p>
          )}
        </div>
        {loading && (
          <span className="flex items-center gap-1.5 text-sm text-cocoa-soft">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {m.product_updating_price()}
          </span>
        )}
      </div>
      {quote && quote.breakdown.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="font-medium text-berry">{m.product_price_breakdown()}</summary>
          <dl className="mt-2 space-y-1">
            {quote.breakdown.map((line) => (
              <div key={line.label} className="flex justify-between gap-3">
                <dt className="text-cocoa-soft">{line.label}</dt>
                <dd className="tabular-nums">{price(line.amount)}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      <p className="mt-3 text-xs text-cocoa-soft">{m.product_delivery_charged()}</p>
    </div>
  );
}
