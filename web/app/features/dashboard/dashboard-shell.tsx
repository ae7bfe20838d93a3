import { type ReactNode, useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  BookOpen,
  Briefcase,
  CakeSlice,
  CalendarClock,
  ChartColumn,
  ClipboardCheck,
  Dices,
  FileText,
  Flag,
  Gift,
  Inbox,
  LifeBuoy,
  LogOut,
  Megaphone,
  MessageCircleQuestion,
  MessagesSquare,
  Newspaper,
  Package,
  PartyPopper,
  Shovel,
  StickyNote,
  Store,
  TicketPercent,
  Trophy,
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

type Section = { to: string; label: string; Icon: typeof Package };

/** What sellers (and their teams) work on. */
const SECTIONS: Section[] = [
  { to: '/dashboard/orders', label: 'Orders', Icon: Package },
  { to: '/dashboard/tickets', label: 'Support tickets', Icon: LifeBuoy },
  { to: '/dashboard/products', label: 'Products', Icon: Gift },
  { to: '/dashboard/cakes', label: 'Cakes', Icon: CakeSlice },
  { to: '/dashboard/store', label: 'Store page', Icon: Store },
  { to: '/dashboard/coupons', label: 'Coupons', Icon: TicketPercent },
  { to: '/dashboard/delivery', label: 'Delivery days', Icon: CalendarClock },
  { to: '/dashboard/team', label: 'Team', Icon: Users },
];

/** What only the shop's admins look after. */
const ADMIN_SECTIONS: Section[] = [
  { to: '/dashboard/applications', label: 'Applications to sell', Icon: ClipboardCheck },
  { to: '/dashboard/enquiries', label: 'Enquiries', Icon: Inbox },
  { to: '/dashboard/vacancies', label: 'Vacancies', Icon: Briefcase },
  { to: '/dashboard/job-applications', label: 'Job applications', Icon: FileText },
  { to: '/dashboard/influencers', label: 'Influencers', Icon: Megaphone },
  { to: '/dashboard/quizzes', label: 'Quizzes', Icon: MessageCircleQuestion },
  { to: '/dashboard/messages', label: 'Messages', Icon: MessagesSquare },
  { to: '/dashboard/pages', label: 'Pages', Icon: BookOpen },
  { to: '/dashboard/moderation', label: 'Moderation', Icon: Flag },
  { to: '/dashboard/stores', label: 'Stores', Icon: Store },
  { to: '/dashboard/blog', label: 'Blog', Icon: Newspaper },
  { to: '/dashboard/prizes', label: 'Prizes', Icon: Gift },
  { to: '/dashboard/banners', label: 'Banners', Icon: ChartColumn },
  { to: '/dashboard/roulettes', label: 'Roulette', Icon: Dices },
  { to: '/dashboard/treasure-hunts', label: 'Treasure hunts', Icon: Shovel },
  { to: '/dashboard/campaigns', label: 'Campaigns', Icon: PartyPopper },
  { to: '/dashboard/contests', label: 'Contests', Icon: Trophy },
  { to: '/dashboard/audit', label: 'Audit log', Icon: StickyNote },
];

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
            {[...SECTIONS, ...(admin ? ADMIN_SECTIONS : [])].map(({ to, label, Icon }) => (
              <NavLink key={to} to={to} className={navClass}>
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </NavLink>
            ))}
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
