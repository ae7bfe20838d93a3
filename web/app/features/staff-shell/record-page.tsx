import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert, LoadFailed, ui } from '~/components/form';
import { ArrowLeft } from '~/components/icon';
import { ForbiddenScreen } from './section-gate';
import type { StaffLoad } from './use-staff-load';

/**
 * The frame of a staff page about one record (an application, a quiz, an influencer): the way
 * back to the list, and the record once loaded, or why it is not there.
 */
export function StaffRecordPage<T>(p: {
  back: string;
  backLabel: string;
  loading: string;
  missing: string;
  state: StaffLoad<T>;
  reload: () => void;
  children: (data: T) => ReactNode;
}) {
  const { state } = p;
  if (state.status === 'forbidden') return <ForbiddenScreen />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={p.back} className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {p.backLabel}
      </Link>
      {state.status === 'loading' && (
        <p role="status" className="mt-6 text-cocoa-soft">
          {p.loading}
        </p>
      )}
      {state.status === 'missing' && (
        <div className="mt-6">
          <FormAlert tone="error">{p.missing}</FormAlert>
        </div>
      )}
      {state.status === 'error' && (
        <div className="mt-6 space-y-4">
          <LoadFailed message={state.message} onRetry={p.reload} />
        </div>
      )}
      {state.status === 'ready' && p.children(state.data)}
    </div>
  );
}
