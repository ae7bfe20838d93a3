import { type ReactNode, useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  CakeSlice,
  CalendarClock,
  ClipboardCheck,
  Flag,
  Gift,
  LogOut,
  Package,
  StickyNote,
  Store,
  TicketPercent,
  Users,
} from '~/components/icon';
import { useHeaderSession } from '~/components/layout/header-links';
import { Logo } from '~/components/layout/logo';
import { SkipLink } from '~/components/layout/skip-link';
import { useSession } from '~/features/session';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap ${
    isActive ? 'bg-berry-soft text-berry-dark' : 'text-cocoa hover:bg-cream'
  }`;

/**
 * The frame of the store owner's and admin's pages: their own header with the dashboard's
 * sections, a way back to the shop and sign-out; none of the shopper's menus, cart or games.
 */
export function DashboardShell({ children }: { children: ReactNode }) {
  const { isLoggedIn, logout } = useHeaderSession();
  const { user } = useSession();
  const admin = user?.role === 'admin';
  const { pathname } = useLocation();
  // On a phone the row scrolls: keep the page's own section in view (Moderation sits far right).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the page changes
  useEffect(() => {
    document
      .querySelector('nav[aria-label="Dashboard"] [aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <SkipLink />
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <div className="mr-auto flex items-center gap-3">
            <Logo />
            <span className="rounded-full bg-cocoa px-2.5 py-0.5 text-xs font-semibold text-white">
              {admin ? 'Admin dashboard' : 'Seller dashboard'}
            </span>
          </div>
          {/* On a phone the sections scroll sideways in one row instead of stacking five rows high. */}
          <nav
            aria-label="Dashboard"
            className="-mx-4 flex w-[calc(100%+2rem)] items-center gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:w-auto sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
          >
            <NavLink to="/dashboard/orders" className={navClass}>
              <Package aria-hidden="true" className="size-4" />
              Orders
            </NavLink>
            <NavLink to="/dashboard/products" className={navClass}>
              <Gift aria-hidden="true" className="size-4" />
              Products
            </NavLink>
            <NavLink to="/dashboard/cakes" className={navClass}>
              <CakeSlice aria-hidden="true" className="size-4" />
              Cakes
            </NavLink>
            <NavLink to="/dashboard/store" className={navClass}>
              <Store aria-hidden="true" className="size-4" />
              Store page
            </NavLink>
            <NavLink to="/dashboard/coupons" className={navClass}>
              <TicketPercent aria-hidden="true" className="size-4" />
              Coupons
            </NavLink>
            <NavLink to="/dashboard/delivery" className={navClass}>
              <CalendarClock aria-hidden="true" className="size-4" />
              Delivery days
            </NavLink>
            <NavLink to="/dashboard/team" className={navClass}>
              <Users aria-hidden="true" className="size-4" />
              Team
            </NavLink>
            {admin && (
              <>
                <NavLink to="/dashboard/applications" className={navClass}>
                  <ClipboardCheck aria-hidden="true" className="size-4" />
                  Applications
                </NavLink>
                <NavLink to="/dashboard/moderation" className={navClass}>
                  <Flag aria-hidden="true" className="size-4" />
                  Moderation
                </NavLink>
                <NavLink to="/dashboard/stores" className={navClass}>
                  <Store aria-hidden="true" className="size-4" />
                  Stores
                </NavLink>
                <NavLink to="/dashboard/audit" className={navClass}>
                  <StickyNote aria-hidden="true" className="size-4" />
                  Audit log
                </NavLink>
              </>
            )}
            <Link to="/" className={navClass({ isActive: false })}>
              <Store aria-hidden="true" className="size-4" />
              Visit the shop
            </Link>
            {isLoggedIn && (
              <button type="button" onClick={() => void logout()} className={navClass({ isActive: false })}>
                <LogOut aria-hidden="true" className="size-4" />
                Sign out
              </button>
            )}
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
