import type { ReactNode } from 'react';

/**
 * Phones: the total and the step's main button stay in reach above the bottom navigation
 * (the bottom bar, hidden from md) while the summary itself sits below the form.
 */
export function StickyBar({
  label,
  amount,
  children,
}: {
  label: string;
  amount: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-white/95 px-4 py-3 shadow-lifted backdrop-blur md:bottom-0 md:pb-[calc(0.75rem+env(safe-area-inset-bottom))] lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="text-xs text-cocoa-soft">{label}</p>
          <p className="text-lg font-semibold tabular-nums text-cocoa">{amount}</p>
        </div>
        <div className="shrink-0">{children}</div>
      </div>
    </div>
  );
}

/** Room at the end of the page so the sticky bar never hides the last field. */
export const STICKY_BAR_SPACER = 'pb-28 lg:pb-0';
