import type { TMenuData } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Search } from '~/components/icon';
import { useMediaQuery } from '~/lib/use-media-query';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MenuDrawer } from './menu-drawer';
import { MiniCart } from './mini-cart';

// The menu row and its menu library load only where the row shows, from 1280 px; so do the
// account links beside the logo (below that width they are in the drawer).
const HeaderMenus = lazy(() => import('./header-menus').then((m) => ({ default: m.HeaderMenus })));
const AccountLinks = lazy(() => import('./account-links').then((m) => ({ default: m.AccountLinks })));

const iconLink =
  'inline-flex size-11 items-center justify-center rounded-full text-cocoa transition-colors hover:bg-berry-soft hover:text-berry-dark';

/**
 * The header. On xl screens: logo, account links, search and cart on top and the full menu
 * row below. Below xl the menu row becomes the drawer; logo, search and cart stay visible.
 */
export function Header({ menu }: { menu: TMenuData | null }) {
  // The page as sent has the row; once live, a narrower screen drops it (the drawer has the links).
  const wide = useMediaQuery('(min-width: 1280px)', true);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-5">
        <div className="xl:hidden">
          <MenuDrawer menu={menu} />
        </div>
        <Logo className="mr-auto" />
        <nav aria-label={m.shell_nav_account()} className="hidden xl:block">
          {wide && (
            <Suspense fallback={null}>
              <AccountLinks menu={menu} />
            </Suspense>
          )}
        </nav>
        <LanguageSwitch className="hidden h-11 items-center gap-1.5 rounded-full px-3 text-[15px] font-semibold text-cocoa hover:bg-berry-soft hover:text-berry-dark sm:inline-flex" />
        <Link to="/search" className={iconLink} aria-label={m.shell_search()}>
          <Search aria-hidden="true" className="size-6" />
        </Link>
        <MiniCart />
      </div>
      <div className="hidden border-t border-line/70 xl:block">
        <div className="mx-auto max-w-7xl px-5 py-1.5">
          {wide && (
            <Suspense fallback={null}>
              <HeaderMenus menu={menu} />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
