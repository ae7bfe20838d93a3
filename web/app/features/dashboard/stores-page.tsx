import type { TAdminStore } from '@upahar/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass, SelectField, TextField, ui } from '~/components/form';
import { Ban, Store } from '~/components/icon';
import { toast } from '~/components/toast';
import { useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { fetchAdminStores, reinstateOne, suspendOne } from './admin-api';
import { EmptyState, ListSkeleton, LoadFailed, when } from './admin-states';
import { AdminsOnly } from './admins-only';
import { pageFromSearch } from './order-moves';
import { Pager } from './pager';
import { ReasonDialog } from './reason-dialog';
import { useStaffLoad } from './use-staff-load';

type Status = 'all' | 'active' | 'suspended';
const STATUSES = [
  { value: 'all', label: 'All stores' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

function storesHref(q: string, status: Status, page = 1) {
  const s = new URLSearchParams();
  if (q) s.set('q', q);
  if (status !== 'all') s.set('status', status);
  if (page > 1) s.set('page', String(page));
  const str = s.toString();
  return str ? `/dashboard/stores?${str}` : '/dashboard/stores';
}

/** /dashboard/stores: every store with its owner and products; suspend or reinstate. */
export function DashboardStoresPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(params.get('page'));
  const q = (params.get('q') ?? '').slice(0, 100);
  const raw = params.get('status');
  const status: Status = raw === 'active' || raw === 'suspended' ? raw : 'all';
  const [typed, setTyped] = useState(q);
  const admin = user?.role === 'admin';
  const load = useCallback(
    (signal: AbortSignal) =>
      fetchAdminStores({ page, status, ...(q ? { q } : {}) }, signal).then((r) => ({
        stores: r.data.stores,
        pagination: r.meta?.pagination,
      })),
    [page, q, status],
  );
  const { state, reload } = useStaffLoad(load, admin);

  if (!admin || state.status === 'forbidden') return <AdminsOnly />;
  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(storesHref(typed.trim(), status));
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>Stores</h1>
        <p className={ui.lead}>
          Every store selling on Upahar. A suspended store's products leave the shop at once; its orders stay
          here and in Orders.
        </p>
      </header>
      <form
        aria-label="Find a store"
        onSubmit={search}
        className="mt-6 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <TextField
          label="Search by store or owner"
          name="q"
          type="search"
          value={typed}
          maxLength={100}
          onValueChange={setTyped}
          placeholder="e.g. Annapurna"
        />
        <SelectField
          label="Status"
          name="status"
          value={status}
          options={STATUSES}
          onValueChange={(v) => navigate(storesHref(q, v as Status))}
        />
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
      </form>
      <div className="mt-6">
        {state.status === 'loading' && <ListSkeleton label="Loading stores" />}
        {(state.status === 'error' || state.status === 'missing') && (
          <LoadFailed message={state.status === 'error' ? state.message : 'Not found.'} onRetry={reload} />
        )}
        {state.status === 'ready' && state.data.stores.length === 0 && (
          <EmptyState icon={<Store aria-hidden="true" className="size-9" />} title="No stores found">
            {q ? `No store or owner matches “${q}”.` : 'No store has this status.'}
          </EmptyState>
        )}
        {state.status === 'ready' && state.data.stores.length > 0 && (
          <>
            <ul className="space-y-3">
              {state.data.stores.map((s) => (
                <li key={s.id}>
                  <StoreRow store={s} onDone={reload} />
                </li>
              ))}
            </ul>
            {state.data.pagination && state.data.pagination.totalPages > 1 && (
              <Pager
                current={state.data.pagination.currentPage}
                total={state.data.pagination.totalPages}
                hrefFor={(p) => storesHref(q, status, p)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function StoreRow({ store: s, onDone }: { store: TAdminStore; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const reinstate = async () => {
    setBusy(true);
    try {
      const res = await reinstateOne(s.id);
      toast.success(res.message ?? 'Reinstated');
      onDone();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article
      aria-label={s.name}
      className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5 shadow-soft sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 className="flex flex-wrap items-center gap-2 font-display text-lg font-semibold text-cocoa">
          {s.suspended ? (
            s.name
          ) : (
            <Link to={`/store/${s.slug}`} className="hover:text-berry">
              {s.name}
            </Link>
          )}
          <span
            className={`rounded-full px-2.5 py-0.5 font-sans text-xs font-semibold ${
              s.suspended ? 'bg-danger-soft text-danger' : 'bg-success-soft text-success'
            }`}
          >
            {s.suspended ? 'Suspended' : 'Active'}
          </span>
        </h2>
        <p className="mt-1 text-sm break-words text-cocoa-soft">
          {s.owner ? `${s.owner.name} · ${s.owner.email}` : 'No owner'}
        </p>
        <p className="mt-1 text-sm text-cocoa">
          {s.productCount === 1 ? '1 product' : `${s.productCount} products`}
          {' · '}
          {s.openOrderCount === 1 ? '1 open order' : `${s.openOrderCount} open orders`}
        </p>
        {s.suspended && (
          <p className="mt-1 text-sm text-danger">
            Since {when(s.suspended.at)}: {s.suspended.reason}
          </p>
        )}
      </div>
      <div className="shrink-0">
        {s.suspended ? (
          <button
            type="button"
            disabled={busy}
            className={buttonClass('secondary', '', 'sm')}
            onClick={reinstate}
          >
            Reinstate
          </button>
        ) : (
          <ReasonDialog
            trigger={
              <>
                <Ban aria-hidden="true" className="size-4" />
                Suspend
              </>
            }
            triggerClassName={buttonClass('danger', '', 'sm')}
            title={`Suspend ${s.name}?`}
            description="Its products leave the shop at once and carts cannot check them out. The owner is e-mailed the reason."
            label="Reason for the owner"
            placeholder="e.g. Repeated complaints about late deliveries"
            confirm="Suspend the store"
            busyLabel="Suspending…"
            onConfirm={async (reason) => {
              try {
                const res = await suspendOne(s.id, reason);
                toast.success(res.message ?? 'Suspended');
                onDone();
                return null;
              } catch (e) {
                return errorMessage(e);
              }
            }}
          />
        )}
      </div>
    </article>
  );
}
