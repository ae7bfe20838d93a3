import { useCallback, useRef, useState } from 'react';

/**
 * A dialog whose code loads when first wanted, opened by a button of ours rather than by the
 * dialog library's own trigger. Spread `buttonProps` on the button and render the dialog while
 * `open`, calling `close` when it closes:
 * - pointing at or focusing the button starts the download, so it is usually done by the tap;
 * - on close focus goes back to the button, after the dialog has let go of it (its focus trap
 *   would otherwise pull it back in); the library gives focus back only to its own trigger.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    setTimeout(() => ref.current?.focus(), 0);
  }, []);
  const preload = () => void load();
  const buttonProps = {
    ref,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onClick: () => setOpen(true),
    onPointerEnter: preload,
    onFocus: preload,
  };
  return { open, close, buttonProps };
}
