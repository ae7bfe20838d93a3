import type { ReactNode } from 'react';
import { LoaderCircle } from '~/components/icon';

/**
 * The loading line of a personal page's frame while its route's clientLoader runs the first time
 * (its HydrateFallback): a spinner and what is on its way ("Loading your prizes…").
 */
export function LoadingLine({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-2 text-cocoa-soft ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      {children}
    </p>
  );
}
