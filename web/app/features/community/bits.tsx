import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass, FormAlert } from '~/components/form';
import { LoaderCircle, LogIn } from '~/components/icon';
import { loginUrlFor } from '~/features/session';

/** Writing needs a login; the visitor comes back to this page afterwards. */
export function LoginPrompt({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  return (
    <Link to={loginUrlFor(pathname + search + hash)} className={buttonClass('secondary', '', 'sm')}>
      <LogIn aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

export function SectionHeading({ id, title, count }: { id: string; title: string; count?: number }) {
  return (
    <h2 id={id} className="font-display text-2xl font-semibold text-cocoa">
      {title}
      {count !== undefined && count > 0 && (
        <span className="ml-2 align-middle font-sans text-base font-medium text-cocoa-soft">({count})</span>
      )}
    </h2>
  );
}

/** Grey lines in the shape of the list while it loads. */
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-5">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex animate-pulse gap-3">
          <span className="size-10 shrink-0 rounded-full bg-cream-deep" />
          <div className="flex-1 space-y-2 pt-1">
            <span className="block h-3.5 w-40 rounded bg-cream-deep" />
            <span className="block h-3 w-full max-w-xl rounded bg-cream-deep" />
            <span className="block h-3 w-3/4 max-w-md rounded bg-cream-deep" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line bg-cream/60 px-6 py-8 text-center text-cocoa-soft">
      <span aria-hidden="true" className="text-caramel">
        {icon}
      </span>
      <p className="max-w-sm">{children}</p>
    </div>
  );
}

/** Later pages append below what is already shown. */
export function LoadMore({
  onClick,
  busy,
  error,
  children,
}: {
  onClick: () => void;
  busy: boolean;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 pt-2">
      {error && (
        <FormAlert tone="error" className="w-full">
          {error}
        </FormAlert>
      )}
      <button
        type="button"
        onClick={onClick}
        aria-busy={busy || undefined}
        disabled={busy}
        className={buttonClass('secondary', 'min-w-48')}
      >
        {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        {busy ? m.community_loading() : children}
      </button>
    </div>
  );
}

/** A quiet text button for actions inside a review or comment (Reply, Delete, Report). */
export const actionClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-cocoa-soft hover:bg-berry-soft hover:text-berry-dark';
