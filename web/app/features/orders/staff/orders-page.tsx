import { ORDER_STATUS_LABEL } from '@upahar/contract';
import { Link, useSearchParams } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { CookingPot } from '~/components/icon';
import { useSession } from '~/features/session';
import { ForbiddenScreen, ListSearch, Pager, pageFromSearch } from '~/features/staff-shell';
import { DashboardOrderCard } from './order-card';
import { ordersHref, statusFromSearch } from './order-moves';
import { StatusFilter } from './status-filter';
import { useDashboardOrders } from './use-dashboard-orders';

/** /dashboard/orders: the orders a seller's stores received (an admin: all), 10 a page. */
export function DashboardOrdersPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const status = statusFromSearch(params.get('status'));
  const page = pageFromSearch(params.get('page'));
  const q = (params.get('q') ?? '').trim();
  const { load, reload, replace } = useDashboardOrders(page, status, q, true);

  if (load.status === 'forbidden') return <ForbiddenScreen />;

  const total = load.status === 'ready' ? (load.pagination?.total ?? load.orders.length) : null;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={ui.heading}>Orders to fulfil</h1>
          <p className={ui.lead}>
            {user?.role === 'admin'
              ? 'Every order in the shop, newest first.'
              : 'Orders your stores received, newest first.'}{' '}
            The customer is e-mailed at every step.
          </p>
        </div>
        {total !== null && total > 0 && (
          <p className="text-sm font-medium text-cocoa-soft" aria-live="polite">
            {total} {status ? ORDER_STATUS_LABEL[status].toLowerCase() : ''}{' '}
            {total === 1 ? 'order' : 'orders'}
          </p>
        )}
      </header>

      <div className="mt-6 space-y-4">
        <StatusFilter current={status} q={q} />
        <div className="sm:max-w-md">
          <ListSearch
            id="orders-search"
            label="Search orders by number or customer"
            placeholder="Order number or customer"
            q={q}
            keep={{ status: status ?? null }}
          />
        </div>
      </div>

      <div className="mt-6">
        {load.status === 'loading' && <ListSkeleton />}
        {load.status === 'error' && (
          <div className="space-y-4">
            <FormAlert tone="error">{load.message}</FormAlert>
            <button type="button" className={buttonClass('secondary')} onClick={reload}>
              Try again
            </button>
          </div>
        )}
        {load.status === 'ready' && load.orders.length === 0 && (
          <EmptyOrders filtered={status !== undefined || page > 1 || q !== ''} q={q} />
        )}
        {load.status === 'ready' && load.orders.length > 0 && (
          <>
            <ul className="space-y-4">
              {load.orders.map((o) => (
                <li key={o.partId}>
                  <DashboardOrderCard order={o} onChange={replace} />
                </li>
              ))}
            </ul>
            {load.pagination && load.pagination.totalPages > 1 && (
              <Pager
                current={load.pagination.currentPage}
                total={load.pagination.totalPages}
                hrefFor={(p) => ordersHref(status, p, q)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading orders</span>
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="animate-pulse rounded-3xl border border-line bg-white p-5 shadow-soft">
          <div className="flex justify-between gap-4">
            <div className="h-5 w-40 rounded-full bg-cream-deep" />
            <div className="h-5 w-24 rounded-full bg-cream-deep" />
          </div>
          <div className="mt-3 h-4 w-2/3 rounded-full bg-cream-deep" />
          <div className="mt-3 grid gap-2 sm:grid-cols-3">
            <div className="h-4 rounded-full bg-cream-deep" />
            <div className="h-4 rounded-full bg-cream-deep" />
            <div className="h-4 rounded-full bg-cream-deep" />
          </div>
          <div className="mt-5 flex justify-end gap-2">
            <div className="h-9 w-28 rounded-full bg-cream-deep" />
            <div className="h-9 w-28 rounded-full bg-cream-deep" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyOrders({ filtered, q }: { filtered: boolean; q: string }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
        <CookingPot aria-hidden="true" className="size-9" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold">No orders here yet</h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">
        {filtered
          ? q
            ? `No order matches “${q}”. Try the number as printed, or part of the customer’s name.`
            : 'Nothing matches this filter right now.'
          : 'When customers order from your store, their orders appear here, ready to confirm and bake.'}
      </p>
      {filtered && (
        <Link to={ordersHref(undefined)} className={buttonClass('secondary', 'mt-6')}>
          Show all orders
        </Link>
      )}
    </div>
  );
}
