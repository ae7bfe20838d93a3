import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { Check } from '~/components/icon';
import type { MenuAction } from './menu-button';

const ITEM =
  'flex min-h-10 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium whitespace-nowrap text-cocoa hover:bg-berry-soft focus-visible:bg-berry-soft';

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
];

/**
 * The open list of a menu button: focus on its first (or last) action, arrows, Home and End to
 * move, Escape, Tab or a click outside to close. Loaded the first time a menu opens.
 */
export function MenuList({
  id,
  label,
  open,
  actions,
  button,
  menuClassName,
  setOpen,
  closeToButton,
}: {
  id: string;
  label: string;
  open: 'first' | 'last';
  actions: MenuAction[];
  button: RefObject<HTMLButtonElement | null>;
  menuClassName: string;
  setOpen: (open: false) => void;
  closeToButton: () => void;
}) {
  const menu = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the button and setOpen are fixed for the list's life
  useEffect(() => {
    const list = itemsOf(menu.current);
    (open === 'last' ? list[list.length - 1] : list[0])?.focus();
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const list = itemsOf(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: list.length - 1,
    };
    const to = moves[e.key];
    if (to !== undefined) {
      e.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    } else if (e.key === 'Escape') {
      // Only this menu closes, not a dialog or drawer around it.
      e.preventDefault();
      e.stopPropagation();
      closeToButton();
    }
  };

  // Tab (or anything else) taking focus out of the list closes it, after focus has moved on, so
  // the next element is the one after the button.
  const onMenuBlur = (e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (!next || (!menu.current?.contains(next) && next !== button.current)) setOpen(false);
  };

  return (
    <div
      ref={menu}
      id={id}
      role="menu"
      aria-label={label}
      onKeyDown={onMenuKey}
      onBlur={onMenuBlur}
      className={`z-20 min-w-36 animate-menu-in rounded-xl border border-line bg-white p-1 shadow-lifted ${menuClassName}`}
    >
      {actions.map((a) => {
        const select = () => {
          closeToButton();
          a.onSelect();
        };
        const content = (
          <>
            {a.icon}
            <span className="flex-1">{a.label}</span>
            {a.checked && <Check aria-hidden="true" className="size-4 text-berry" />}
          </>
        );
        return a.checked === undefined ? (
          <button key={a.label} type="button" role="menuitem" tabIndex={-1} onClick={select} className={ITEM}>
            {content}
          </button>
        ) : (
          <button
            key={a.label}
            type="button"
            role="menuitemcheckbox"
            aria-checked={a.checked}
            tabIndex={-1}
            onClick={select}
            className={ITEM}
          >
            {content}
          </button>
        );
      })}
    </div>
  );
}
