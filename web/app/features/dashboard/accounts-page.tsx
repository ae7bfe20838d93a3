import type { TAdminAccount } from '@upahar/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass, SelectField, TextField, ui } from '~/components/form';
import { Ban, UserRound } from '~/components/icon';
import { toast } from '~/components/toast';
import { useSession } from '~/features/session';
import { errorMessage } from '~/lib/api';
import { fetchAdminAccounts, reinstatePerson, suspendPerson } from './admin-api';
import { EmptyState, ListSkeleton, LoadFailed, when } from './admin-states';
import { AdminsOnly } from './admins-only';
import { pageFromSearch } from './order-moves';
import { Pager } from './pager';
import { ReasonDialog } from './reason-dialog';
import { useStaffLoad } from './use-staff-load';

type Status = 'all' | 'active' | 'suspended';
const STATUSES = [
  { value: 'all', label: 'All accounts' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];
const ROLES = { customer: 'Customer', seller: 'Seller', admin: 'Admin' } as const;

function accountsHref(q: string, status: Status, page = 1) {
  const s = new URLSearchParams();
  if (q) s.set('q', q);
  if (status !== 'all') s.set('status', status);
  if (page > 1) s.set('page', String(page));
  const str = s.toString();
  return str ? `/dashboard/accounts?${str}` : '/dashboard/accounts';
}

/** /dashboard/accounts: find anyone's account; suspend or reinstate it. */
export function DashboardAccountsPage() {
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
      fetchAdminAccounts({ page, status, ...(q ? { q } : {}) }, signal).then((r) => ({
        accounts: r.data.accounts,
        pagination: r.meta?.pagination,
      })),
    [page, q, status],
  );
  const { state, reload } = useStaffLoad(load, admin);

  if (!admin || state.status === 'forbidden') return <AdminsOnly />;
  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(accountsHref(typed.trim(), status));
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>Accounts</h1>
        <p className={ui.lead}>
          Everyone with an account. A suspended account cannot sign in and its public profile is hidden; its
          orders and reviews stay.
        </p>
      </header>
      <form
        aria-label="Find an account"
        onSubmit={search}
        className="mt-6 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      >
        <TextField
          label="Search by name, username, e-mail or phone"
          name="q"
          type="search"
          value={typed}
          maxLength={100}
          onValueChange={setTyped}
          placeholder="e.g. Aarati"
        />
        <SelectField
          label="Status"
          name="status"
          value={status}
          options={STATUSES}
          onValueChange={(v) => navigate(accountsHref(q, v as Status))}
        />
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
      </form>
      <div className="mt-6">
        {state.status === 'loading' && <ListSkeleton label="Loading accounts" />}
        {(state.status === 'error' || state.status === 'missing') && (
          <LoadFailed message={state.status === 'error' ? state.message : 'Not found.'} onRetry={reload} />
        )}
        {state.status === 'ready' && state.data.accounts.length === 0 && (
          <EmptyState icon={<UserRound aria-hidden="true" className="size-9" />} title="No accounts found">
            {q ? `No account matches “${q}”.` : 'No account has this status.'}
          </EmptyState>
        )}
        {state.status === 'ready' && state.data.accounts.length > 0 && (
          <>
            <ul className="space-y-3">
              {state.data.accounts.map((a) => (
                <li key={a.id}>
                  <AccountRow account={a} mine={a.id === user?.id} onDone={reload} />
                </li>
              ))}
            </ul>
            {state.data.pagination && state.data.pagination.totalPages > 1 && (
              <Pager
                current={state.data.pagination.currentPage}
                total={state.data.pagination.totalPages}
                hrefFor={(p) => accountsHref(q, status, p)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function AccountRow({
  account: a,
  mine,
  onDone,
}: {
  account: TAdminAccount;
  mine: boolean;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const reinstate = async () => {
    setBusy(true);
    try {
      const res = await reinstatePerson(a.id);
      toast.success(res.message ?? 'Reinstated');
      onDone();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const contact = [a.email, a.phone].filter(Boolean).join(' · ');
  return (
    <article
      aria-label={a.name}
      className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5 shadow-soft sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <h2 className="flex flex-wrap items-center gap-2 font-display text-lg font-semibold text-cocoa">
          {a.suspended ? (
            a.name
          ) : (
            <Link to={`/user/${a.username}`} className="hover:text-berry">
              {a.name}
            </Link>
          )}
          <span className="rounded-full bg-cream-deep px-2.5 py-0.5 font-sans text-xs font-semibold text-cocoa">
            {ROLES[a.role]}
          </span>
          <span
            className={`rounded-full px-2.5 py-0.5 font-sans text-xs font-semibold ${
              a.suspended ? 'bg-danger-soft text-danger' : 'bg-success-soft text-success'
            }`}
          >
            {a.suspended ? 'Suspended' : 'Active'}
          </span>
        </h2>
        <p className="mt-1 text-sm break-words text-cocoa-soft">
          @{a.username}
          {contact && ` · ${contact}`}
        </p>
        <p className="mt-1 text-sm text-cocoa">Joined {when(a.joinedAt)}</p>
        {a.suspended && (
          <p className="mt-1 text-sm text-danger">
            Since {when(a.suspended.at)}: {a.suspended.reason}
          </p>
        )}
      </div>
      <div className="shrink-0">
        {a.suspended ? (
          <button
            type="button"
            disabled={busy}
            className={buttonClass('secondary', '', 'sm')}
            onClick={reinstate}
          >
            Reinstate
          </button>
        ) : mine || a.role === 'admin' ? (
          <p className="text-sm text-cocoa-soft">{mine ? 'Your account' : 'Admins are not suspended here'}</p>
        ) : (
          <ReasonDialog
            trigger={
              <>
                <Ban aria-hidden="true" className="size-4" />
                Suspend
              </>
            }
            triggerClassName={buttonClass('danger', '', 'sm')}
            title={`Suspend ${a.name}?`}
            description="They are signed out everywhere, cannot sign in again and their public profile is hidden. They are e-mailed the reason."
            label="Reason for them"
            placeholder="e.g. Orders placed and refused again and again"
            confirm="Suspend the account"
            busyLabel="Suspending…"
            onConfirm={async (reason) => {
              try {
                const res = await suspendPerson(a.id, reason);
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
