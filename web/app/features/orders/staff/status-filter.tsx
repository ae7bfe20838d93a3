import type { TOrderStatus } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FILTERS, ordersHref } from './order-moves';

/**
 * All / Placed / … as links that set ?status (and drop ?page): the filter is part of the
 * address, so reload, back and a shared link keep it. Links with aria-current, not ARIA tabs,
 * because each one loads a different list.
 */
export function StatusFilter({ current, q }: { current: TOrderStatus | undefined; q: string }) {
  const activeRef = useRef<HTMLAnchorElement>(null);
  // At 390 px the row scrolls sideways: bring the chosen filter ("Cancelled") into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the filter changes
  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav
      aria-label={m.orders_filter_by_status()}
      className="-mx-4 scroll-px-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex w-max gap-2 pr-4 pb-1 sm:w-auto sm:flex-wrap sm:pr-0">
        {FILTERS.map(({ status, label }) => {
          const active = status === current;
          return (
            <li key={label}>
              <Link
                to={ordersHref(status, 1, q)}
                ref={active ? activeRef : undefined}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry ${
                  active
                    ? 'bg-cocoa text-cream'
                    : 'border border-line bg-white text-cocoa hover:border-berry/50 hover:text-berry-dark'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
