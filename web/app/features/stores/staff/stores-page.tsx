import type { TAdminStore } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
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
      title="Stores"
      lead="Every store selling on Upahar. A suspended store's products leave the shop at once; its orders stay here and in Orders."
      noun={{ one: 'store', many: 'stores', a: 'a store' }}
      search={{ label: 'Search by store or owner', placeholder: 'e.g. Annapurna' }}
      noMatch={(q) => `No store or owner matches “${q}”.`}
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
          {s.owner ? `${s.owner.name} · ${s.owner.email}` : 'No owner'}
        </p>
        <p className="mt-1 text-sm text-cocoa">
          {s.productCount === 1 ? '1 product' : `${s.productCount} products`}
          {' · '}
          {s.openOrderCount === 1 ? '1 open order' : `${s.openOrderCount} open orders`}
        </p>
        {s.suspended && (
          <p className="mt-1 text-sm text-danger">
            Since {formatDate(s.suspended.at, 'date-time')}: {s.suspended.reason}
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
            title: `Suspend ${s.name}?`,
            description:
              'Its products leave the shop at once and carts cannot check them out. The owner is e-mailed the reason.',
            label: 'Reason for the owner',
            placeholder: 'e.g. Repeated complaints about late deliveries',
            confirm: 'Suspend the store',
          }}
        />
      </div>
    </article>
  );
}
