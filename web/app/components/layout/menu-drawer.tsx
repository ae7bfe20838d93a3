import type { TMenuData } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { lazy, Suspense } from 'react';
import { Menu } from '~/components/icon';
import { useLazyDialog } from '~/lib/use-lazy-dialog';

// The drawer (its links and the dialog library) is fetched when a shopper first reaches for the
// menu button, so pages that never open it do not load it.
const loadPanel = () => import('./menu-drawer-panel');
const MenuDrawerPanel = lazy(() => loadPanel().then((m) => ({ default: m.MenuDrawerPanel })));

/**
 * Below xl (1280 px) the full menu is replaced by a drawer, 75% wide: Home, the categories,
 * the About / Bazaar / Fun groups and the shop's own links, then the account links, because on a
 * phone the drawer is the only place that reaches them.
 */
export function MenuDrawer({ menu }: { menu: TMenuData | null }) {
  const dialog = useLazyDialog(loadPanel);
  return (
    <>
      <button
        {...dialog.buttonProps}
        className="inline-flex h-11 items-center gap-2 rounded-full px-3 font-medium text-cocoa hover:bg-berry-soft hover:text-berry-dark"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="max-[359px]:sr-only">{m.shell_menu()}</span>
      </button>
      {dialog.open && (
        <Suspense fallback={null}>
          <MenuDrawerPanel menu={menu} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
