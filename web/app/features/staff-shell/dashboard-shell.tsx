import { m } from '@upahar/contract/messages';
import { type ReactNode, useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogOut, Store } from '~/components/icon';
import { useHeaderSession } from '~/components/layout/header-links';
import { Logo } from '~/components/layout/logo';
import { SkipLink } from '~/components/layout/skip-link';
import { LoadingNotice, useFreshUser, useSession } from '~/features/session';
import { groupId, sectionGroups } from './dashboard-sections';
import { DashboardSectionsBar } from './dashboard-sections-sheet';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-medium whitespace-nowrap ${
    isActive ? 'bg-berry-soft text-berry-dark' : 'text-cocoa hover:bg-cream'
  }`;

/** A section in the side column stretches across it, so the whole row is the link. */
const sectionClass = (state: { isActive: boolean }) => `${navClass(state)} w-full`;

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
  // The side column scrolls when it is taller than the screen: keep the page's own section in
  // view. Again once the admin's sections appear, which wait for the session to be known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the page or the sections change
  useEffect(() => {
    document
      .querySelector(`nav[aria-label="${m.dashboard_nav_label()}"] [aria-current="page"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, admin]);
  const groups = sectionGroups(admin);
  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <SkipLink />
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <div className="mr-auto flex items-center gap-3">
            <Logo />
            <span className="rounded-full bg-cocoa px-2.5 py-0.5 text-xs font-semibold text-white">
              {admin ? m.dashboard_admin_badge() : m.dashboard_seller_badge()}
            </span>
          </div>
          <Link to="/" className={navClass({ isActive: false })}>
            <Store aria-hidden="true" className="size-4" />
            {m.dashboard_visit_shop()}
          </Link>
          {isLoggedIn && (
            <button type="button" onClick={() => void logout()} className={navClass({ isActive: false })}>
              <LogOut aria-hidden="true" className="size-4" />
              {m.dashboard_sign_out()}
            </button>
          )}
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row lg:gap-4 lg:px-4">
        {/* Below 1024 px a bar names the page's section and opens a sheet of them all; wider,
            they stand in a column of named groups beside the page, which keeps its full height. */}
        <DashboardSectionsBar groups={groups} />
        <nav
          aria-label={m.dashboard_nav_label()}
          className="sticky top-0 hidden max-h-dvh w-56 shrink-0 flex-col gap-4 self-start overflow-y-auto py-6 lg:flex"
        >
          {groups.map((g) => (
            <div key={g.title}>
              <p
                id={groupId(g)}
                className="px-3 pb-1 text-xs font-semibold tracking-wide text-cocoa-soft uppercase"
              >
                {g.title}
              </p>
              <ul aria-labelledby={groupId(g)} className="flex flex-col gap-0.5">
                {g.sections.map(({ to, label, Icon }) => (
                  <li key={to}>
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
