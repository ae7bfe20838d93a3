import { formatNumber, ORDER_STATUS_LABEL, type TOrderStatus } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { CookingPot } from '~/components/icon';
import { useSession } from '~/features/session';
import { ListSearch, Pager } from '~/features/staff-shell';
import { pageFromSearch } from '~/lib/route-data';
import { DashboardOrderCard } from './order-card';
import { ordersHref, statusFromSearch } from './order-moves';
import { fetchDashboardOrders, type TDashboardOrder } from './staff-orders-api';
import { StatusFilter } from './status-filter';

type Filters = { status: TOrderStatus | undefined; page: number; q: string };

const filtersOf = (params: URLSearchParams): Filters => ({
  status: statusFromSearch(params.get('status')),
  page: pageFromSearch(params.get('page')),
  q: (params.get('q') ?? '').trim(),
});

/** One page of orders for the ?status=, ?q= and ?page= of an address: what the route's clientLoader gives. */
export async function loadDashboardOrders(params: URLSearchParams, signal: AbortSignal) {
  const { page, status, q } = filtersOf(params);
  const res = await fetchDashboardOrders(page, status, q, signal);
  return { orders: res.data.orders, pagination: res.meta?.pagination ?? null };
}

/** The orders route's HydrateFallback: the list's grey cards. */
export function DashboardOrdersLoading() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="h-10 w-64 max-w-full animate-pulse rounded-full bg-cream-deep" />
      <div className="mt-6">
        <ListSkeleton />
      </div>
    </div>
  );
}

/** /dashboard/orders: the orders a seller's stores received (an admin: all), 10 a page. */
export function DashboardOrdersPage({ orders, pagination }: Awaited<ReturnType<typeof loadDashboardOrders>>) {
  const { user } = useSession();
  const [params] = useSearchParams();
  const { status, page, q } = filtersOf(params);
  // A move answers with the whole order: that one card changes in place, the rest stay put (an
  // order that left the filtered status stays visible until the next load, so it does not vanish
  // under the store owner's cursor). A new answer from the loader starts afresh.
  const [moved, setMoved] = useState<{ for: TDashboardOrder[]; orders: Map<string, TDashboardOrder> }>(
    () => ({ for: orders, orders: new Map() }),
  );
  const changed = moved.for === orders ? moved.orders : new Map<string, TDashboardOrder>();
  const replace = (order: TDashboardOrder) =>
    setMoved({ for: orders, orders: new Map(changed).set(order.partId, order) });
  const shown = orders.map((o) => changed.get(o.partId) ?? o);
  const total = pagination?.total ?? orders.length;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={ui.heading}>{m.orders_to_fulfil()}</h1>
          <p className={ui.lead}>
            {user?.role === 'admin' ? m.orders_staff_lead_admin() : m.orders_staff_lead_seller()}
          </p>
        </div>
        {total > 0 && (
          <p className="text-sm font-medium text-cocoa-soft" aria-live="polite">
            {status
              ? m.orders_staff_count_status({
                  count: formatNumber(total),
                  status: ORDER_STATUS_LABEL[status].toLowerCase(),
                })
              : m.orders_staff_count({ count: formatNumber(total) })}
          </p>
        )}
      </header>

      <div className="mt-6 space-y-4">
        <StatusFilter current={status} q={q} />
        <div className="sm:max-w-md">
          <ListSearch
            id="orders-search"
            label={m.orders_search_label()}
            placeholder={m.orders_search_placeholder()}
            q={q}
            keep={{ status: status ?? null }}
          />
        </div>
      </div>

      <div className="mt-6">
        {shown.length === 0 && <EmptyOrders filtered={status !== undefined || page > 1 || q !== ''} q={q} />}
        {shown.length > 0 && (
          <>
            <ul className="space-y-4">
              {shown.map((o) => (
                <li key={o.partId}>
                  <DashboardOrderCard order={o} onChange={replace} />
                </li>
              ))}
            </ul>
            {pagination && pagination.totalPages > 1 && (
              <Pager
                current={pagination.currentPage}
                total={pagination.totalPages}
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
      <span className="sr-only">{m.orders_loading_staff()}</span>
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
      <h2 className="mt-5 font-display text-2xl font-semibold">{m.orders_none_here()}</h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">
        {filtered
          ? q
            ? m.orders_no_match({ q })
            : m.orders_nothing_matches_filter()
          : m.orders_empty_staff()}
      </p>
      {filtered && (
        <Link to={ordersHref(undefined)} className={buttonClass('secondary', 'mt-6')}>
          {m.orders_show_all()}
        </Link>
      )}
    </div>
  );
}
