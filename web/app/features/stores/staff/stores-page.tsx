import type { TAdminStore } from '@upahar/contract';
import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { Store } from '~/components/icon';
import { listApiQuery, StateBadge, SuspendOrReinstate, SuspensionPage } from '~/features/staff-shell';
import { fetchAdminStores, reinstateOne, suspendOne } from './stores-admin-api';

const BASE = '/dashboard/stores';

/** The stores route's clientLoader: the page of stores the address's search and status ask for. */
export const loadAdminStores = (search: URLSearchParams, signal: AbortSignal) =>
  fetchAdminStores(listApiQuery(search), signal).then((r) => ({
    items: r.data.stores,
    pagination: r.meta?.pagination,
  }));

/** /dashboard/stores: every store with its owner and products; suspend or reinstate. */
export function DashboardStoresPage(loaded: Awaited<ReturnType<typeof loadAdminStores>>) {
  return (
    <SuspensionPage
      {...loaded}
      base={BASE}
      title={m.stores_admin_title()}
      lead={m.stores_admin_lead()}
      noun={{ one: m.stores_admin_noun_one(), many: m.stores_admin_noun_many(), a: m.stores_admin_noun_a() }}
      search={{ label: m.stores_admin_search_label(), placeholder: m.stores_admin_search_placeholder() }}
      noMatch={(q) => m.stores_admin_no_match({ query: q })}
      icon={<Store aria-hidden="true" className="size-9" />}
      row={(s, onDone) => <StoreRow store={s} onDone={onDone} />}
    />
  );
}

function StoreRow({ store: s, onDone }: { store: TAdminStore; onDone: () => void }) {
  return (
    <article
      aria-label={s.name}
      className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5 shadow-soft sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 className="flex flex-wrap items-center gap-2 font-display text-lg font-semibold text-cocoa">
          {s.suspended ? (
            s.name
          ) : (
            <Link to={`/store/${s.slug}`} className="hover:text-berry">
              {s.name}
            </Link>
          )}
          <StateBadge suspended={s.suspended !== null} />
        </h2>
        <p className="mt-1 text-sm break-words text-cocoa-soft">
          {s.owner ? `${s.owner.name} · ${s.owner.email}` : m.stores_admin_no_owner()}
        </p>
        <p className="mt-1 text-sm text-cocoa">
          {m.stores_admin_products({ count: formatNumber(s.productCount) })}
          {' · '}
          {m.stores_admin_open_orders({ count: formatNumber(s.openOrderCount) })}
        </p>
        {s.suspended && (
          <p className="mt-1 text-sm text-danger">
            {m.stores_admin_suspended_since({
              date: formatDate(s.suspended.at, 'date-time'),
              reason: s.suspended.reason,
            })}
          </p>
        )}
      </div>
      <div className="shrink-0">
        <SuspendOrReinstate
          suspended={s.suspended !== null}
          reinstate={() => reinstateOne(s.id)}
          suspend={(reason) => suspendOne(s.id, reason)}
          onDone={onDone}
          dialog={{
            title: m.stores_admin_suspend_title({ name: s.name }),
            description: m.stores_admin_suspend_description(),
            label: m.stores_admin_suspend_reason(),
            placeholder: m.stores_admin_suspend_placeholder(),
            confirm: m.stores_admin_suspend_confirm(),
          }}
        />
      </div>
    </article>
  );
}
