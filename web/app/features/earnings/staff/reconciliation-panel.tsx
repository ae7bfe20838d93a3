import type { TReconciliation } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { FormAlert } from '~/components/form';
import { LoadFailed } from '~/features/staff-shell';
import { money } from './earnings-format';

function Line({
  label,
  paisa,
  strong,
  sub,
}: {
  label: ReactNode;
  paisa: number;
  strong?: boolean;
  sub?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-1.5 ${sub ? 'pl-4 text-sm text-cocoa-soft' : 'text-cocoa'} ${
        strong ? 'border-t border-line pt-2 font-semibold' : ''
      }`}
    >
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{money(paisa)}</dd>
    </div>
  );
}

/**
 * The books checked against each other: what customers paid for delivered parts, less what
 * stores' riders kept and what was refunded, against what stores are owed, were paid and what
 * the shop kept. Any difference means an entry is missing or wrong.
 */
export function ReconciliationPanel({
  books,
  onRetry,
}: {
  /** The books, or why they could not be read (the page above them still shows). */
  books: TReconciliation | string;
  onRetry: () => void;
}) {
  return (
    <section
      aria-labelledby="books-heading"
      className="rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id="books-heading" className="font-display text-lg font-semibold text-cocoa">
        {m.earnings_books_heading()}
      </h2>
      <div className="mt-4">
        {typeof books === 'string' ? <LoadFailed message={books} onRetry={onRetry} /> : <Books r={books} />}
      </div>
    </section>
  );
}

function Books({ r }: { r: TReconciliation }) {
  const kept = r.receivedPaisa - r.refundedPaisa;
  const accounted = r.owedToStoresPaisa + r.paidOutPaisa + r.shopIncome.totalPaisa;
  const i = r.shopIncome;
  return (
    <div className="space-y-5">
      {r.differencePaisa === 0 ? (
        <FormAlert tone="success">
          <p className="font-semibold">{m.earnings_books_agree()}</p>
          <p>{m.earnings_books_agree_text()}</p>
        </FormAlert>
      ) : (
        <FormAlert tone="error">
          <p className="font-semibold">{m.earnings_books_off({ amount: money(r.differencePaisa) })}</p>
          <p>{m.earnings_books_off_text({ kept: money(kept), accounted: money(accounted) })}</p>
        </FormAlert>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-cocoa-soft uppercase">
            {m.earnings_money_in()}
          </h3>
          <dl className="mt-2">
            <Line label={m.earnings_paid_by_customers()} paisa={r.paidByCustomersPaisa} />
            <Line label={m.earnings_cash_kept_by_stores()} paisa={-r.cashHeldByStoresPaisa} />
            <Line label={m.earnings_received_by_upahar()} paisa={r.receivedPaisa} strong />
            <Line label={m.earnings_refunded_after_delivery()} paisa={-r.refundedPaisa} />
            <Line label={m.earnings_kept()} paisa={kept} strong />
          </dl>
        </div>
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-cocoa-soft uppercase">
            {m.earnings_where_it_went()}
          </h3>
          <dl className="mt-2">
            <Line label={m.earnings_owed_to_stores_now()} paisa={r.owedToStoresPaisa} />
            <Line label={m.earnings_paid_out_to_stores()} paisa={r.paidOutPaisa} />
            <Line label={m.earnings_upahar_income()} paisa={i.totalPaisa} />
            <Line sub label={m.earnings_commission()} paisa={i.commissionPaisa} />
            <Line sub label={m.earnings_delivery_charges()} paisa={i.deliveryPaisa} />
            <Line sub label={m.earnings_payment_charges()} paisa={i.methodPaisa} />
            <Line sub label={m.earnings_funded_by_shop()} paisa={i.fundedPaisa} />
            <Line sub label={m.earnings_reversed_after_delivery()} paisa={i.reversedPaisa} />
            <Line label={m.earnings_accounted_for()} paisa={accounted} strong />
          </dl>
        </div>
      </div>
    </div>
  );
}
