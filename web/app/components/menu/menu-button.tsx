import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';

// The open list's code (its keys, focus and items) comes the first time a menu is about to open:
// every card of a list has a menu button, and most shoppers never open one.
const loadList = () => import('./menu-list');
const MenuList = lazy(() => loadList().then((m) => ({ default: m.MenuList })));

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

/**
 * A button opening a short list of actions, following the WAI-ARIA menu button pattern: Enter,
 * Space or a click open it with focus on the first action, arrow up on the last; the arrow keys,
 * Home and End move; Escape closes it and gives focus back to the button; Tab, a click outside or
 * choosing an action closes it. It is drawn in a few lines rather than with a menu library because
 * every card of every list has one, and the list itself is only drawn (and its code fetched) once
 * it opens.
 */
export function MenuButton({ label, children, actions, className = '', menuClassName = '' }: Props) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  const closeToButton = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    setOpen(e.key === 'ArrowUp' ? 'last' : 'first');
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
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        className={className}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MenuList
            id={id}
            label={label}
            open={open}
            actions={actions}
            button={button}
            menuClassName={menuClassName}
            setOpen={setOpen}
            closeToButton={closeToButton}
          />
        </Suspense>
      )}
    </>
  );
}
