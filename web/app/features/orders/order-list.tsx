import type { TOrderCard, TPagination } from '@upahar/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ShoppingBag } from '~/components/icon';
import { OrderCard, OrderCardSkeleton } from './order-card';
import { Pager } from './pager';

type Props = { page: number; orders: TOrderCard[]; pagination: TPagination | null };

/** /profile/orders: the customer's orders, newest first, 10 a page (GET order-listing?page). */
export function OrderList({ page, orders, pagination }: Props) {
  const total = pagination?.total ?? orders.length;
  return (
    <OrderListFrame
      lead={
        total > 0
          ? `${total} ${total === 1 ? 'order' : 'orders'}, newest first`
          : 'Every cake and gift you have ordered, and where it is now.'
      }
    >
      {orders.length === 0 && page === 1 && <EmptyOrders />}
      {orders.length === 0 && page > 1 && (
        <div className="space-y-4">
          <FormAlert tone="info">There are no orders on page {page}.</FormAlert>
          <Link to="/profile/orders" className={buttonClass('secondary')}>
            Go to the first page
          </Link>
        </div>
      )}
      {orders.length > 0 && (
        <>
          <ul className="space-y-4">
            {orders.map((o, i) => (
              <li key={o.orderId}>
                <OrderCard order={o} eager={i < 2} />
              </li>
            ))}
          </ul>
          {pagination && (
            <div className="mt-8">
              <Pager
                current={pagination.currentPage}
                total={pagination.totalPages}
                hrefFor={(p) => (p === 1 ? '/profile/orders' : `/profile/orders?page=${p}`)}
              />
            </div>
          )}
        </>
      )}
    </OrderListFrame>
  );
}

/** What the list shows while the customer's orders are on their way. */
export function OrderListLoading() {
  return (
    <OrderListFrame lead="Every cake and gift you have ordered, and where it is now.">
      <div className="space-y-4" role="status">
        <span className="sr-only">Loading your orders</span>
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <OrderCardSkeleton key={i} />
        ))}
      </div>
    </OrderListFrame>
  );
}

function OrderListFrame({ lead, children }: { lead: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={ui.heading}>Your orders</h1>
          <p className={ui.lead}>{lead}</p>
        </div>
        <Link to="/profile" className={`${ui.link} text-sm`}>
          Back to your profile
        </Link>
      </div>
      <div className="mt-6">{children}</div>
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
