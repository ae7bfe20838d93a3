import type { TMyStore } from '@upahar/contract';
import { listMyStores } from '@upahar/contract/endpoints';
import { type ReactNode, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { callApi } from '~/lib/browser-api';
import { ForbiddenScreen } from './section-gate';
import { useStaffLoad } from './use-staff-load';

/** The stores the signed-in person works on, with their role in each. */
export const fetchMyStores = (signal?: AbortSignal) =>
  callApi(listMyStores, {}, { signal }).then((r) => r.data.stores);

const ROLE_LABEL: Record<TMyStore['role'], string> = {
  owner: 'You own it',
  admin: 'Admin',
  manager: 'You manage it',
  packer: 'You pack its orders',
};

/**
 * The frame of a dashboard page about one store (team, store page, delivery days): the heading,
 * the stores the user works on (those `include` keeps), a picker kept in ?store when there are
 * several, and the chosen store's content, drawn afresh when the choice changes.
 */
export function StoreScopedPage({
  title,
  lead,
  include = () => true,
  none,
  wide = false,
  children,
}: {
  title: string;
  lead: ReactNode;
  include?: (s: TMyStore) => boolean;
  /** What someone with no such store reads. */
  none: string;
  /** Room for a table (earnings) rather than a form's width. */
  wide?: boolean;
  children: (store: TMyStore) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const load = useCallback((signal: AbortSignal) => fetchMyStores(signal), []);
  const { state, reload } = useStaffLoad(load, true);
  if (state.status === 'forbidden') return <ForbiddenScreen />;
  const stores = state.status === 'ready' ? state.data.filter(include) : [];
  const chosen = stores.find((s) => String(s.id) === params.get('store')) ?? stores[0];
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-6xl' : 'max-w-4xl'} px-4 py-8 sm:px-6 sm:py-12`}>
      <header>
        <h1 className={ui.heading}>{title}</h1>
        <p className={ui.lead}>{lead}</p>
      </header>
      {state.status === 'loading' && <LoadingBlock />}
      {(state.status === 'error' || state.status === 'missing') && (
        <LoadFailed
          message={state.status === 'error' ? state.message : 'Your stores could not be found.'}
          onRetry={reload}
        />
      )}
      {state.status === 'ready' && !chosen && (
        <p className="mt-6 rounded-3xl border border-line bg-white p-6 text-cocoa-soft shadow-soft">{none}</p>
      )}
      {chosen && stores.length > 1 && (
        <label className="mt-6 block max-w-sm text-sm font-semibold text-cocoa">
          Store
          <select
            className="mt-1 block w-full rounded-2xl border border-line bg-white px-3 py-2 font-normal"
            value={chosen.id}
            onChange={(e) => setParams({ store: e.target.value })}
          >
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({ROLE_LABEL[s.role]})
              </option>
            ))}
          </select>
        </label>
      )}
      {chosen && <div key={chosen.id}>{children(chosen)}</div>}
    </div>
  );
}

export function LoadingBlock({ tall = false }: { tall?: boolean }) {
  return (
    <div role="status" className={`mt-6 animate-pulse rounded-3xl bg-cream-deep ${tall ? 'h-96' : 'h-40'}`}>
      <span className="sr-only">Loading</span>
    </div>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mt-6 space-y-4">
      <FormAlert tone="error">{message}</FormAlert>
      <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
