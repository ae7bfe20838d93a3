import type { TAuditAction } from '@upahar/contract';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buttonClass, SelectField, TextField, ui } from '~/components/form';
import { StickyNote } from '~/components/icon';
import {
  EmptyState,
  ForbiddenScreen,
  ListSkeleton,
  LoadFailed,
  Pager,
  pageFromSearch,
  useStaffLoad,
} from '~/features/staff-shell';
import { fetchAuditLog } from './audit-api';
import { AuditTable } from './audit-table';

const FILTERS = ['user', 'action', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function auditHref(f: Filters, page = 1) {
  const s = new URLSearchParams();
  for (const k of FILTERS) if (f[k]) s.set(k, f[k]);
  if (page > 1) s.set('page', String(page));
  const str = s.toString();
  return str ? `/dashboard/audit?${str}` : '/dashboard/audit';
}

/** Every action by its label; an action typed into an older link stays choosable as it was. */
function actionOptions(actions: TAuditAction[], chosen: string) {
  const options = [
    { value: '', label: 'Every action' },
    ...actions.map((a) => ({ value: a.id, label: a.label })),
  ];
  if (chosen && !actions.some((a) => a.id === chosen))
    options.push({ value: chosen, label: `Containing “${chosen}”` });
  return options;
}

/** /dashboard/audit: every dashboard write, newest first, with filters. Admins only. */
export function DashboardAuditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFromSearch(params.get('page'));
  const date = (k: string) => {
    const v = params.get(k) ?? '';
    return DATE_RE.test(v) ? v : '';
  };
  const applied: Filters = {
    user: (params.get('user') ?? '').slice(0, 100),
    action: (params.get('action') ?? '').slice(0, 100),
    from: date('from'),
    to: date('to'),
  };
  const key = auditHref(applied, page);
  const [typed, setTyped] = useState<Filters>(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address holds every filter
  const load = useCallback(
    (signal: AbortSignal) => {
      const query = Object.fromEntries(Object.entries(applied).filter(([, v]) => v));
      return fetchAuditLog({ page, ...query }, signal).then((r) => ({
        entries: r.data.entries,
        actions: r.data.actions,
        pagination: r.meta?.pagination,
      }));
    },
    [key],
  );
  const { state, reload } = useStaffLoad(load, true);
  // The list of actions comes with each page; the last one known stays while the next loads.
  const actions = useRef<TAuditAction[]>([]);
  if (state.status === 'ready') actions.current = state.data.actions;

  if (state.status === 'forbidden') return <ForbiddenScreen />;
  const apply = (e: FormEvent) => {
    e.preventDefault();
    navigate(auditHref({ ...typed, user: typed.user.trim(), action: typed.action.trim() }));
  };
  const field = (k: keyof Filters) => ({
    name: k,
    value: typed[k],
    onValueChange: (v: string) => setTyped((t) => ({ ...t, [k]: v })),
  });
  const filtered = FILTERS.some((k) => applied[k]);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>Audit log</h1>
        <p className={ui.lead}>
          Every change made through the dashboard, newest first: who, what, when, and what it changed.
          Passwords and tokens are never kept.
        </p>
      </header>
      <form
        onSubmit={apply}
        aria-label="Filter the log"
        className="mt-6 grid gap-3 rounded-3xl border border-line bg-white p-4 shadow-soft sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem_auto] lg:items-end"
      >
        <TextField label="User (name or e-mail)" maxLength={100} {...field('user')} />
        <SelectField
          label="Action"
          {...field('action')}
          options={actionOptions(actions.current, typed.action)}
        />
        <TextField label="From" type="date" {...field('from')} />
        <TextField label="To" type="date" {...field('to')} />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <button type="submit" className={buttonClass('primary')}>
            Filter
          </button>
          {filtered && (
            <button
              type="button"
              className={buttonClass('quiet')}
              onClick={() => {
                const none = { user: '', action: '', from: '', to: '' };
                setTyped(none);
                navigate(auditHref(none));
              }}
            >
              Clear
            </button>
          )}
        </div>
      </form>
      <div className="mt-6">
        {state.status === 'loading' && <ListSkeleton label="Loading the audit log" />}
        {(state.status === 'error' || state.status === 'missing') && (
          <LoadFailed message={state.status === 'error' ? state.message : 'Not found.'} onRetry={reload} />
        )}
        {state.status === 'ready' && state.data.entries.length === 0 && (
          <EmptyState icon={<StickyNote aria-hidden="true" className="size-9" />} title="Nothing recorded">
            {filtered
              ? 'No change matches these filters.'
              : 'No change has been made through the dashboard yet.'}
          </EmptyState>
        )}
        {state.status === 'ready' && state.data.entries.length > 0 && (
          <>
            <AuditTable entries={state.data.entries} />
            {state.data.pagination && state.data.pagination.totalPages > 1 && (
              <Pager
                current={state.data.pagination.currentPage}
                total={state.data.pagination.totalPages}
                hrefFor={(p) => auditHref(applied, p)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
