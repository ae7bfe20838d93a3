import type { TPagination } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buttonClass, SelectField, TextField } from '~/components/form';
import { Ban } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { EmptyState } from './admin-states';
import { Pager, pageFromSearch } from './pager';
import { ReasonDialog } from './reason-dialog';

// What the admin's stores and accounts pages share: a search with a status filter kept in the
// address, and the suspend (with a reason) or reinstate action of each row.

export type SuspensionStatus = 'all' | 'active' | 'suspended';

/** The page's address for a search, a status and a page (the defaults are left out). */
export function listHref(base: string, q: string, status: SuspensionStatus, page = 1) {
  const s = new URLSearchParams();
  if (q) s.set('q', q);
  if (status !== 'all') s.set('status', status);
  if (page > 1) s.set('page', String(page));
  const str = s.toString();
  return str ? `${base}?${str}` : base;
}

/** The page, search and status of an address, bounded as the API takes them. */
function listQueryOf(params: URLSearchParams) {
  const raw = params.get('status');
  return {
    page: pageFromSearch(params.get('page')),
    q: (params.get('q') ?? '').slice(0, 100),
    status: (raw === 'active' || raw === 'suspended' ? raw : 'all') as SuspensionStatus,
  };
}

/** The list's query as the API takes it: the search only when there is one. */
export function listApiQuery(params: URLSearchParams) {
  const { page, q, status } = listQueryOf(params);
  return { page, status, ...(q ? { q } : {}) };
}

/** The page, search and status of the address on screen. */
export function useListQuery() {
  const [params] = useSearchParams();
  return listQueryOf(params);
}

/** The search box and status filter; searching and filtering change the address. */
export function SearchWithStatus(props: {
  base: string;
  formLabel: string;
  label: string;
  placeholder: string;
  allLabel: string;
}) {
  const navigate = useNavigate();
  const { q, status } = useListQuery();
  const [typed, setTyped] = useState(q);
  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(listHref(props.base, typed.trim(), status));
  };
  return (
    <form
      aria-label={props.formLabel}
      onSubmit={search}
      className="mt-6 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <TextField
        label={props.label}
        name="q"
        type="search"
        value={typed}
        maxLength={100}
        onValueChange={setTyped}
        placeholder={props.placeholder}
      />
      <SelectField
        label={m.dashboard_status()}
        name="status"
        value={status}
        options={[
          { value: 'all', label: props.allLabel },
          { value: 'active', label: m.dashboard_status_active() },
          { value: 'suspended', label: m.dashboard_status_suspended() },
        ]}
        onValueChange={(v) => navigate(listHref(props.base, q, v as SuspensionStatus))}
      />
      <button type="submit" className={buttonClass('primary')}>
        {m.dashboard_search()}
      </button>
    </form>
  );
}

/** A row's action: "Reinstate" when suspended, else "Suspend" asking for the reason. */
export function SuspendOrReinstate(props: {
  suspended: boolean;
  reinstate: () => Promise<{ message?: string | null }>;
  suspend: (reason: string) => Promise<{ message?: string | null }>;
  onDone: () => void;
  dialog: { title: string; description: string; label: string; placeholder: string; confirm: string };
}): ReactNode {
  const [busy, setBusy] = useState(false);
  if (props.suspended) {
    const reinstate = async () => {
      setBusy(true);
      try {
        toast.success((await props.reinstate()).message ?? m.dashboard_reinstated());
        props.onDone();
      } catch (e) {
        toast.error(errorMessage(e));
      } finally {
        setBusy(false);
      }
    };
    return (
      <button
        type="button"
        disabled={busy}
        className={buttonClass('secondary', '', 'sm')}
        onClick={reinstate}
      >
        {m.dashboard_reinstate()}
      </button>
    );
  }
  return (
    <ReasonDialog
      trigger={
        <>
          <Ban aria-hidden="true" className="size-4" />
          {m.dashboard_suspend()}
        </>
      }
      triggerClassName={buttonClass('danger', '', 'sm')}
      {...props.dialog}
      busyLabel={m.dashboard_suspending()}
      onConfirm={async (reason) => {
        try {
          toast.success((await props.suspend(reason)).message ?? m.dashboard_suspended_toast());
          props.onDone();
          return null;
        } catch (e) {
          return errorMessage(e);
        }
      }}
    />
  );
}

/** The coloured state beside a row's name. */
export function StateBadge({ suspended }: { suspended: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 font-sans text-xs font-semibold ${
        suspended ? 'bg-danger-soft text-danger' : 'bg-success-soft text-success'
      }`}
    >
      {suspended ? m.dashboard_status_suspended() : m.dashboard_status_active()}
    </span>
  );
}

/** The list under the search: nothing found, or the rows with their pages. */
export function ListBody<T extends { id: string | number }>(props: {
  items: T[];
  pagination?: TPagination;
  empty: { icon: ReactNode; title: string; text: ReactNode };
  hrefFor: (page: number) => string;
  row: (item: T) => ReactNode;
}) {
  const { items, pagination } = props;
  if (items.length === 0)
    return (
      <EmptyState icon={props.empty.icon} title={props.empty.title}>
        {props.empty.text}
      </EmptyState>
    );
  return (
    <>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.id}>{props.row(item)}</li>
        ))}
      </ul>
      {pagination && pagination.totalPages > 1 && (
        <Pager current={pagination.currentPage} total={pagination.totalPages} hrefFor={props.hrefFor} />
      )}
    </>
  );
}
