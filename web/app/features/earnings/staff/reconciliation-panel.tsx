import type { TReconciliation } from '@upahar/contract';
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
        Do the books agree?
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
          <p className="font-semibold">The books agree.</p>
          <p>
            Every paisa customers paid for delivered orders is owed to a store, paid out, or Upahar’s own.
          </p>
        </FormAlert>
      ) : (
        <FormAlert tone="error">
          <p className="font-semibold">The books are off by {money(r.differencePaisa)}.</p>
          <p>
            Upahar kept {money(kept)} of what customers paid, but what stores are owed, were paid and Upahar’s
            income add up to {money(accounted)}. An entry is missing or wrong: do not pay out more until it is
            found.
          </p>
        </FormAlert>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-cocoa-soft uppercase">Money in</h3>
          <dl className="mt-2">
            <Line label="Customers paid for delivered parts" paisa={r.paidByCustomersPaisa} />
            <Line label="Cash kept by stores’ own riders" paisa={-r.cashHeldByStoresPaisa} />
            <Line label="Received by Upahar" paisa={r.receivedPaisa} strong />
            <Line label="Refunded after delivery" paisa={-r.refundedPaisa} />
            <Line label="Kept" paisa={kept} strong />
          </dl>
        </div>
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-cocoa-soft uppercase">Where it went</h3>
          <dl className="mt-2">
            <Line label="Owed to stores now" paisa={r.owedToStoresPaisa} />
            <Line label="Paid out to stores" paisa={r.paidOutPaisa} />
            <Line label="Upahar’s income" paisa={i.totalPaisa} />
            <Line sub label="Commission" paisa={i.commissionPaisa} />
            <Line sub label="Delivery charges" paisa={i.deliveryPaisa} />
            <Line sub label="Payment charges" paisa={i.methodPaisa} />
            <Line sub label="Funded by the shop (coupons, credit, campaigns)" paisa={i.fundedPaisa} />
            <Line sub label="Reversed after delivery" paisa={i.reversedPaisa} />
            <Line label="Accounted for" paisa={accounted} strong />
          </dl>
        </div>
      </div>
    </div>
  );
}
