import type { TAuditAction } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass, SelectField, TextField, ui } from '~/components/form';
import { StickyNote } from '~/components/icon';
import { EmptyState, Pager, pageFromSearch } from '~/features/staff-shell';
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
    { value: '', label: m.audit_every_action() },
    ...actions.map((a) => ({ value: a.id, label: a.label })),
  ];
  if (chosen && !actions.some((a) => a.id === chosen))
    options.push({ value: chosen, label: m.audit_containing({ text: chosen }) });
  return options;
}

/** The filters of an address, each bounded or left out as the API takes it. */
function filtersOf(params: URLSearchParams): Filters {
  const date = (k: string) => {
    const v = params.get(k) ?? '';
    return DATE_RE.test(v) ? v : '';
  };
  return {
    user: (params.get('user') ?? '').slice(0, 100),
    action: (params.get('action') ?? '').slice(0, 100),
    from: date('from'),
    to: date('to'),
  };
}

/** The audit route's clientLoader: the page of entries the address's filters ask for. */
export async function loadAuditLog(search: URLSearchParams, signal: AbortSignal) {
  const applied = filtersOf(search);
  const query = Object.fromEntries(Object.entries(applied).filter(([, v]) => v));
  const r = await fetchAuditLog({ page: pageFromSearch(search.get('page')), ...query }, signal);
  return { applied, entries: r.data.entries, actions: r.data.actions, pagination: r.meta?.pagination };
}

/** /dashboard/audit: every dashboard write, newest first, with filters. Admins only. */
export function DashboardAuditPage({
  applied,
  entries,
  actions,
  pagination,
}: Awaited<ReturnType<typeof loadAuditLog>>) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState<Filters>(applied);
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
        <h1 className={ui.heading}>{m.audit_title()}</h1>
        <p className={ui.lead}>{m.audit_lead()}</p>
      </header>
      <form
        onSubmit={apply}
        aria-label={m.audit_filter_log()}
        className="mt-6 grid gap-3 rounded-3xl border border-line bg-white p-4 shadow-soft sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem_auto] lg:items-end"
      >
        <TextField label={m.audit_user()} maxLength={100} {...field('user')} />
        <SelectField
          label={m.audit_action()}
          {...field('action')}
          options={actionOptions(actions, typed.action)}
        />
        <TextField label={m.audit_from()} type="date" {...field('from')} />
        <TextField label={m.audit_to()} type="date" {...field('to')} />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <button type="submit" className={buttonClass('primary')}>
            {m.audit_filter()}
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
              {m.audit_clear()}
            </button>
          )}
        </div>
      </form>
      <div className="mt-6">
        {entries.length === 0 && (
          <EmptyState
            icon={<StickyNote aria-hidden="true" className="size-9" />}
            title={m.audit_nothing_recorded()}
          >
            {filtered ? m.audit_no_match() : m.audit_no_change_yet()}
          </EmptyState>
        )}
        {entries.length > 0 && (
          <>
            <AuditTable entries={entries} />
            {pagination && pagination.totalPages > 1 && (
              <Pager
                current={pagination.currentPage}
                total={pagination.totalPages}
                hrefFor={(p) => auditHref(applied, p)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
