import { formatNumber, type TOrderCard, type TPagination } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
      lead={total > 0 ? m.orders_list_lead({ count: formatNumber(total) }) : m.orders_list_lead_empty()}
    >
      {orders.length === 0 && page === 1 && <EmptyOrders />}
      {orders.length === 0 && page > 1 && (
        <div className="space-y-4">
          <FormAlert tone="info">{m.orders_no_orders_on_page({ page: formatNumber(page) })}</FormAlert>
          <Link to="/profile/orders" className={buttonClass('secondary')}>
            {m.orders_first_page()}
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
    <OrderListFrame lead={m.orders_list_lead_empty()}>
      <div className="space-y-4" role="status">
        <span className="sr-only">{m.orders_loading_orders()}</span>
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
          <h1 className={ui.heading}>{m.orders_your_orders()}</h1>
          <p className={ui.lead}>{lead}</p>
        </div>
        <Link to="/profile" className={`${ui.link} text-sm`}>
          {m.orders_back_to_profile()}
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
      <h2 className="mt-5 font-display text-2xl font-semibold">{m.orders_no_orders()}</h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">{m.orders_no_orders_text()}</p>
      <Link to="/category/cakes" className={buttonClass('primary', 'mt-6')}>
        {m.orders_shop_cakes()}
      </Link>
    </div>
  );
}
