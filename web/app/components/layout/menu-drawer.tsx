import type { TMenuData } from '@upahar/contract';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Menu } from '~/components/icon';
import { useReturnFocus } from '~/lib/use-return-focus';

// The drawer (its links and the dialog library) is fetched when a shopper first reaches for the
// menu button, so pages that never open it do not load it.
const loadPanel = () => import('./menu-drawer-panel');
const MenuDrawerPanel = lazy(() => loadPanel().then((m) => ({ default: m.MenuDrawerPanel })));

/**
 * Below xl (1280 px) the full menu is replaced by a drawer, 75% wide: Home, the categories,
 * the About / Bazaar / Fun groups, Blog and Vacancies, then the account links, because on a
 * phone the drawer is the only place that reaches them.
 */
export function MenuDrawer({ menu }: { menu: TMenuData | null }) {
  const [open, setOpen] = useState(false);
  const [button, returnFocus] = useReturnFocus();
  const close = useCallback(() => {
    setOpen(false);
    returnFocus();
  }, [returnFocus]);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        // A finger on the button or a focus on it starts the download before the tap ends.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="inline-flex h-11 items-center gap-2 rounded-full px-3 font-medium text-cocoa hover:bg-berry-soft hover:text-berry-dark"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="max-[359px]:sr-only">Menu</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MenuDrawerPanel menu={menu} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
