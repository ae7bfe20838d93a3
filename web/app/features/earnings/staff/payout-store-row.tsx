import { formatDate, type TPayoutStore } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { ui } from '~/components/form';
import { earningsHref, money, percentOfBp } from './earnings-format';
import { RecordPayoutDialog } from './record-payout-dialog';
import { StoreTermsDialog } from './store-terms-dialog';

function Badge({ store }: { store: TPayoutStore }) {
  const pill = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';
  if (store.terms.heldReason !== null)
    return <span className={`${pill} bg-cream-deep text-cocoa`}>{m.earnings_on_hold()}</span>;
  if (store.due)
    return <span className={`${pill} bg-success-soft text-success`}>{m.earnings_view_due()}</span>;
  if (store.balancePaisa < 0)
    return <span className={`${pill} bg-danger-soft text-danger`}>{m.earnings_badge_owes()}</span>;
  return <span className={`${pill} bg-cream text-cocoa-soft`}>{m.earnings_badge_settled()}</span>;
}

/**
 * One store on the admins' payouts list: a row of columns on a wide screen, a card on a phone,
 * from the same markup; its actions pay it, change its terms or open its ledger.
 */
export function PayoutStoreRow({
  store,
  onChanged,
}: {
  store: TPayoutStore;
  /** A payout or new terms were saved: the list is loaded again. */
  onChanged: () => void;
}) {
  const t = store.terms;
  return (
    <li className="grid gap-x-4 gap-y-2 px-5 py-4 lg:grid-cols-[minmax(0,1fr)_9rem_10rem_auto] lg:items-center">
      <div className="min-w-0">
        <h3 className="font-semibold text-cocoa [overflow-wrap:anywhere]">{store.name}</h3>
        <div className="mt-1">
          <Badge store={store} />
        </div>
      </div>
      <div className="flex items-baseline justify-between gap-3 lg:block lg:text-right">
        <p className="text-sm text-cocoa-soft lg:sr-only">{m.earnings_col_balance()}</p>
        <p className="text-right">
          <span
            className={`block font-semibold tabular-nums ${store.balancePaisa > 0 ? 'text-success' : store.balancePaisa < 0 ? 'text-danger' : 'text-cocoa'}`}
          >
            {money(store.balancePaisa)}
          </span>
          <span className="block text-xs text-cocoa-soft">
            {store.lastPayoutAt
              ? m.earnings_last_paid({ day: formatDate(store.lastPayoutAt, 'day') })
              : m.earnings_never_paid()}
          </span>
        </p>
      </div>
      <p className="text-sm text-cocoa-soft">
        <span className="lg:sr-only">{m.earnings_terms_label()}</span>
        {t.ownRate
          ? m.earnings_terms_rate_own({ percent: percentOfBp(t.commissionBp) })
          : m.earnings_terms_rate({ percent: percentOfBp(t.commissionBp) })}{' '}
        · {t.deliveredBy === 'shop' ? m.earnings_upahar_delivers() : m.earnings_own_riders()}
        {t.heldReason !== null && (
          <span className="mt-0.5 block text-danger [overflow-wrap:anywhere]">
            {m.earnings_held_reason({ reason: t.heldReason })}
          </span>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-2 lg:justify-end">
        <RecordPayoutDialog store={store} onPaid={onChanged} />
        <StoreTermsDialog store={store} onSaved={onChanged} />
        <Link
          to={earningsHref(store.id)}
          className={`${ui.link} text-sm whitespace-nowrap`}
          aria-label={m.earnings_view_earnings_of({ name: store.name })}
        >
          {m.earnings_view_earnings()}
        </Link>
      </div>
    </li>
  );
}
