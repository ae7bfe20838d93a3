import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { buttonClass, FormAlert } from '~/components/form';

/** A list's loading placeholder: `rows` grey cards with a name for screen readers. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          className="animate-pulse space-y-3 rounded-3xl border border-line bg-white p-5 shadow-soft"
        >
          <div className="h-4 w-1/3 rounded-full bg-cream-deep" />
          <div className="h-4 w-3/4 rounded-full bg-cream-deep" />
        </div>
      ))}
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-4">
      <FormAlert tone="error">{message}</FormAlert>
      <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
        {m.dashboard_try_again()}
      </button>
    </div>
  );
}

/** Nothing to list; `action`, when what is listed can be added, adds the first one right here. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
      <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">{icon}</span>
      <h2 className="mt-5 font-display text-2xl font-semibold text-cocoa">{title}</h2>
      <p className="mt-2 max-w-sm text-cocoa-soft">{children}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
