import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Check } from '~/components/icon';

export type MenuAction = {
  label: string;
  icon?: ReactNode;
  /** Set for an on/off action (a checkbox item): its label stays, the state is said and ticked. */
  checked?: boolean;
  onSelect: () => void;
};

type Props = {
  /** The button's accessible name; it names the menu too. */
  label: string;
  /** What the button shows, usually an icon. */
  children: ReactNode;
  actions: MenuAction[];
  className?: string;
  /** Where the list opens, relative to the nearest positioned ancestor. */
  menuClassName?: string;
};

const ITEM =
  'flex min-h-10 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium whitespace-nowrap text-cocoa hover:bg-berry-soft focus-visible:bg-berry-soft';

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
];

/**
 * A button opening a short list of actions, following the WAI-ARIA menu button pattern: Enter,
 * Space or a click open it with focus on the first action, arrow up on the last; the arrow keys,
 * Home and End move; Escape closes it and gives focus back to the button; Tab, a click outside or
 * choosing an action closes it. It is drawn in a few lines rather than with a menu library because
 * every card of every list has one, and the list itself is only drawn while open.
 */
export function MenuButton({ label, children, actions, className = '', menuClassName = '' }: Props) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const list = itemsOf(menu.current);
    (open === 'last' ? list[list.length - 1] : list[0])?.focus();
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    setOpen(e.key === 'ArrowUp' ? 'last' : 'first');
  };

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
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={!!open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(open ? false : 'first')}
        onKeyDown={onButtonKey}
        className={className}
      >
        {children}
      </button>
      {open && (
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
              <button
                key={a.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={select}
                className={ITEM}
              >
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
      )}
    </>
  );
}
