import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { NavLink } from 'react-router';
import { House, LayoutGrid, Search, ShoppingCart } from '~/components/icon';
import { useCartSummary } from '~/features/cart';
import { cartLabel } from './cart-icon';

const ITEMS = [
  { to: '/', label: m.shell_bottom_home(), Icon: House },
  { to: '/categories', label: m.shell_bottom_categories(), Icon: LayoutGrid },
  { to: '/search', label: m.shell_bottom_search(), Icon: Search },
  { to: '/cart', label: m.shell_bottom_cart(), Icon: ShoppingCart },
] as const;

/** The phone-only bottom navigation (Home, categories, search, cart), fixed to the bottom edge. */
export function BottomNav() {
  const { count } = useCartSummary();
  return (
    <nav
      aria-label={m.shell_nav_quick()}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-4">
        {ITEMS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              aria-label={to === '/cart' && count > 0 ? cartLabel(count) : undefined}
              end={to === '/'}
              className={({ isActive }) =>
                `relative flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium ${
                  isActive ? 'text-berry' : 'text-cocoa-soft hover:text-cocoa'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-6" />
              {label}
              {to === '/cart' && count > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 left-1/2 ml-2 min-w-5 rounded-full bg-berry px-1 text-center text-[11px] leading-5 font-semibold text-white"
                >
                  {formatNumber(count)}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
