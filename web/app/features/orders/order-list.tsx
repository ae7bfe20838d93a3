import type { TOrderCard, TPagination } from '@upahar/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ShoppingBag } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { OrderCard, OrderCardSkeleton } from './order-card';
import { pageFromSearch } from './order-format';
import { fetchOrders } from './orders-api';
import { Pager } from './pager';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; orders: TOrderCard[]; pagination: TPagination | null }
  | { status: 'error'; message: string };

/** /profile/orders: the customer's orders, newest first, 10 a page (GET order-listing?page). */
export function OrderList() {
  const [params] = useSearchParams();
  const page = pageFromSearch(params.get('page'));
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);

  const fetchPage = useCallback((p: number) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLoad({ status: 'loading' });
    fetchOrders(p, controller.signal).then(
      (res) =>
        !controller.signal.aborted &&
        setLoad({ status: 'ready', orders: res.data.orders, pagination: res.meta?.pagination ?? null }),
      (e) => !controller.signal.aborted && setLoad({ status: 'error', message: errorMessage(e) }),
    );
  }, []);
  useEffect(() => {
    fetchPage(page);
    return () => current.current?.abort();
  }, [fetchPage, page]);

  const total = load.status === 'ready' ? (load.pagination?.total ?? load.orders.length) : 0;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={ui.heading}>Your orders</h1>
          <p className={ui.lead}>
            {load.status === 'ready' && total > 0
              ? `${total} ${total === 1 ? 'order' : 'orders'}, newest first`
              : 'Every cake and gift you have ordered, and where it is now.'}
          </p>
        </div>
        <Link to="/profile" className={`${ui.link} text-sm`}>
          Back to your profile
        </Link>
      </div>

      <div className="mt-6">
        {load.status === 'loading' && (
          <div className="space-y-4" role="status">
            <span className="sr-only">Loading your orders</span>
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <OrderCardSkeleton key={i} />
            ))}
          </div>
        )}
        {load.status === 'error' && (
          <div className="space-y-4">
            <FormAlert tone="error">{load.message}</FormAlert>
            <button type="button" className={buttonClass('secondary')} onClick={() => fetchPage(page)}>
              Try again
            </button>
          </div>
        )}
        {load.status === 'ready' && load.orders.length === 0 && page === 1 && <EmptyOrders />}
        {load.status === 'ready' && load.orders.length === 0 && page > 1 && (
          <div className="space-y-4">
            <FormAlert tone="info">There are no orders on page {page}.</FormAlert>
            <Link to="/profile/orders" className={buttonClass('secondary')}>
              Go to the first page
            </Link>
          </div>
        )}
        {load.status === 'ready' && load.orders.length > 0 && (
          <>
            <ul className="space-y-4">
              {load.orders.map((o, i) => (
                <li key={o.orderId}>
                  <OrderCard order={o} eager={i < 2} />
                </li>
              ))}
            </ul>
            {load.pagination && (
              <div className="mt-8">
                <Pager
                  current={load.pagination.currentPage}
                  total={load.pagination.totalPages}
                  hrefFor={(p) => (p === 1 ? '/profile/orders' : `/profile/orders?page=${p}`)}
                />
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function EmptyOrders() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
        <ShoppingBag aria-hidden="true" className="size-9" />
      </span>
      <h2 className="mt-5 font-display text-2xl font-semibold">No orders yet</h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">
        When you order a cake or a gift, you can follow it here from the oven to the doorstep.
      </p>
      <Link to="/category/cakes" className={buttonClass('primary', 'mt-6')}>
        Shop cakes
      </Link>
    </div>
  );
}
