// Results of actions show as toasts 10 px from the top. One store per page, outside
// React, so any code (a context, an event handler) can announce without a hook.

export type ToastTone = 'success' | 'error' | 'info';
type ToastAction = { label: string; to: string };
export type Toast = { id: number; tone: ToastTone; text: string; action?: ToastAction };
export type ToastOptions = { action?: ToastAction; durationMs?: number };

/** How long a toast stays: errors a little longer, they usually ask the shopper to do something. */
export const TOAST_DURATION_MS: Record<ToastTone, number> = { success: 4000, info: 4000, error: 7000 };
/** More than this and the oldest goes: a burst of clicks must not cover the page. */
export const TOAST_MAX = 3;

type Timer = ReturnType<typeof setTimeout>;

export function createToastStore(
  schedule: (fn: () => void, ms: number) => Timer | number = (fn, ms) => setTimeout(fn, ms),
) {
  let toasts: Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };

  const dismiss = (id: number) => {
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  };

  const push = (tone: ToastTone, text: string, opts: ToastOptions = {}): number => {
    const id = nextId++;
    // The same message twice in a row (a double click) shows once, with a fresh timer.
    const rest = toasts.filter((t) => !(t.text === text && t.tone === tone));
    toasts = [...rest, { id, tone, text, ...(opts.action ? { action: opts.action } : {}) }].slice(-TOAST_MAX);
    emit();
    schedule(() => dismiss(id), opts.durationMs ?? TOAST_DURATION_MS[tone]);
    return id;
  };

  return {
    list: () => toasts,
    push,
    dismiss,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const toastStore = createToastStore();

/** toast.success('Added to your cart', { action: { label: 'View cart', to: '/cart' } }) */
export const toast = {
  success: (text: string, opts?: ToastOptions) => toastStore.push('success', text, opts),
  error: (text: string, opts?: ToastOptions) => toastStore.push('error', text, opts),
  info: (text: string, opts?: ToastOptions) => toastStore.push('info', text, opts),
  dismiss: (id: number) => toastStore.dismiss(id),
};
