import { type ReactNode, useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  Banknote,
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
  MailWarning,
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
  UserRound,
  Users,
  Wallet,
} from '~/components/icon';
import { useHeaderSession } from '~/components/layout/header-links';
import { Logo } from '~/components/layout/logo';
import { SkipLink } from '~/components/layout/skip-link';
import { LoadingNotice, useFreshUser, useSession } from '~/features/session';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap ${
    isActive ? 'bg-berry-soft text-berry-dark' : 'text-cocoa hover:bg-cream'
  }`;

/** A section in the side column stretches across it, so the whole row is the link. */
const sectionClass = (state: { isActive: boolean }) => `${navClass(state)} lg:w-full`;

type Section = { to: string; label: string; Icon: typeof Package };

type Group = { title: string; sections: Section[] };

/** What sellers (and their teams) work on. */
const STORE_GROUP: Group = {
  title: 'Your store',
  sections: [
    { to: '/dashboard/orders', label: 'Orders', Icon: Package },
    { to: '/dashboard/earnings', label: 'Earnings', Icon: Wallet },
    { to: '/dashboard/tickets', label: 'Support tickets', Icon: LifeBuoy },
    { to: '/dashboard/products', label: 'Products', Icon: Gift },
    { to: '/dashboard/cakes', label: 'Cakes', Icon: CakeSlice },
    { to: '/dashboard/store', label: 'Store page', Icon: Store },
    { to: '/dashboard/coupons', label: 'Coupons', Icon: TicketPercent },
    { to: '/dashboard/delivery', label: 'Delivery days', Icon: CalendarClock },
    { to: '/dashboard/team', label: 'Team', Icon: Users },
  ],
};

/** What only the shop's admins look after, by what it is about. */
const ADMIN_GROUPS: Group[] = [
  {
    title: 'Marketplace',
    sections: [
      { to: '/dashboard/applications', label: 'Applications to sell', Icon: ClipboardCheck },
      { to: '/dashboard/stores', label: 'Stores', Icon: Store },
      { to: '/dashboard/payouts', label: 'Payouts', Icon: Banknote },
      { to: '/dashboard/accounts', label: 'Accounts', Icon: UserRound },
      { to: '/dashboard/influencers', label: 'Influencers', Icon: Megaphone },
      { to: '/dashboard/moderation', label: 'Moderation', Icon: Flag },
      { to: '/dashboard/enquiries', label: 'Enquiries', Icon: Inbox },
      { to: '/dashboard/messages', label: 'Messages', Icon: MessagesSquare },
    ],
  },
  {
    title: 'Content',
    sections: [
      { to: '/dashboard/pages', label: 'Pages', Icon: BookOpen },
      { to: '/dashboard/blog', label: 'Blog', Icon: Newspaper },
      { to: '/dashboard/banners', label: 'Banners', Icon: ChartColumn },
      { to: '/dashboard/vacancies', label: 'Vacancies', Icon: Briefcase },
      { to: '/dashboard/job-applications', label: 'Job applications', Icon: FileText },
    ],
  },
  {
    title: 'Offers and games',
    sections: [
      { to: '/dashboard/campaigns', label: 'Campaigns', Icon: PartyPopper },
      { to: '/dashboard/prizes', label: 'Prizes', Icon: Gift },
      { to: '/dashboard/roulettes', label: 'Roulette', Icon: Dices },
      { to: '/dashboard/treasure-hunts', label: 'Treasure hunts', Icon: Shovel },
      { to: '/dashboard/contests', label: 'Contests', Icon: Trophy },
      { to: '/dashboard/quizzes', label: 'Quizzes', Icon: MessageCircleQuestion },
    ],
  },
  {
    title: 'Records',
    sections: [
      { to: '/dashboard/audit', label: 'Audit log', Icon: StickyNote },
      { to: '/dashboard/outbox', label: 'Undelivered messages', Icon: MailWarning },
    ],
  },
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
  // The role is read again on the way into the dashboard (the shell stays while moving between its
  // sections): someone approved to sell since the page loaded is a seller now. Until that answer,
  // a known customer waits instead of being told the page is for store owners.
  const fresh = useFreshUser();
  const waiting = !fresh && user?.role === 'customer';
  // On a phone the row scrolls: keep the page's own section in view (Moderation sits far right).
  // Again once the admin's sections appear, which wait for the session to be known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the page or the sections change
  useEffect(() => {
    document
      .querySelector('nav[aria-label="Dashboard"] [aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, admin]);
  const groups = admin ? [STORE_GROUP, ...ADMIN_GROUPS] : [STORE_GROUP];
  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <SkipLink />
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <div className="mr-auto flex items-center gap-3">
            <Logo />
            <span className="rounded-full bg-cocoa px-2.5 py-0.5 text-xs font-semibold text-white">
              {admin ? 'Admin dashboard' : 'Seller dashboard'}
            </span>
          </div>
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
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row lg:gap-4 lg:px-4">
        {/* Below 1024 px the sections scroll sideways in one row under the header; wider, they
            stand in a column of named groups beside the page, which keeps its full height. */}
        <nav
          aria-label="Dashboard"
          className="flex items-center gap-1 overflow-x-auto border-b border-line bg-white px-4 py-2 lg:sticky lg:top-0 lg:max-h-dvh lg:w-56 lg:shrink-0 lg:flex-col lg:items-stretch lg:gap-4 lg:self-start lg:overflow-y-auto lg:border-b-0 lg:bg-transparent lg:px-0 lg:py-6"
        >
          {groups.map((g) => (
            <div key={g.title} className="contents lg:block">
              <p
                id={groupId(g)}
                className="hidden px-3 pb-1 text-xs font-semibold tracking-wide text-cocoa-soft uppercase lg:block"
              >
                {g.title}
              </p>
              <ul aria-labelledby={groupId(g)} className="contents lg:flex lg:flex-col lg:gap-0.5">
                {g.sections.map(({ to, label, Icon }) => (
                  <li key={to} className="contents lg:block">
                    <NavLink to={to} className={sectionClass}>
                      <Icon aria-hidden="true" className="size-4" />
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {waiting ? <LoadingNotice /> : children}
        </main>
      </div>
    </div>
  );
}

const groupId = (g: Group) => `dashboard-${g.title.toLowerCase().replaceAll(' ', '-')}`;
