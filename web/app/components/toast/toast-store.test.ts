import { describe, expect, it } from 'vitest';
import { createToastStore, TOAST_DURATION_MS, TOAST_MAX } from './toast-store';

/** A store whose timers the test runs by hand. */
function storeWithTimers() {
  const timers: { fn: () => void; ms: number }[] = [];
  const store = createToastStore((fn, ms) => timers.push({ fn, ms }));
  return { store, timers };
}

describe('the toast store', () => {
  it('keeps at most a few toasts: a burst of clicks does not cover the page', () => {
    const { store } = storeWithTimers();
    for (let i = 1; i <= 5; i++) store.push('success', `Added ${i}`);
    expect(TOAST_MAX).toBe(3);
    expect(store.list().map((t) => t.text)).toEqual(['Added 3', 'Added 4', 'Added 5']);
  });

  it('shows the same message twice in a row once', () => {
    const { store } = storeWithTimers();
    store.push('success', 'Added to your cart');
    store.push('success', 'Added to your cart');
    expect(store.list()).toHaveLength(1);
  });

  it('lets each toast go after its time, errors a little later, and on a close', () => {
    const { store, timers } = storeWithTimers();
    const ok = store.push('success', 'Saved');
    store.push('error', 'Could not save');
    expect(timers.map((t) => t.ms)).toEqual([TOAST_DURATION_MS.success, TOAST_DURATION_MS.error]);
    timers[0]?.fn();
    expect(store.list().map((t) => t.text)).toEqual(['Could not save']);
    store.dismiss(ok);
    store.dismiss(store.list()[0]?.id ?? 0);
    expect(store.list()).toEqual([]);
  });
});
