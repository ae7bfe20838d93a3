import type { TAuditEntry } from '@upahar/contract';
import { Fragment, useState } from 'react';
import { ChevronDown } from '~/components/icon';
import { when } from './admin-states';

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 2));

/** No status: the write was still running, or the server stopped before it answered. */
function Outcome({ status }: { status: number | null }) {
  const ok = status !== null && status < 400;
  const tone =
    status === null
      ? 'bg-cream text-cocoa-soft'
      : ok
        ? 'bg-success-soft text-success'
        : 'bg-danger-soft text-danger';
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>
      {status === null ? 'Unfinished' : `${ok ? 'Done' : 'Refused'} ${status}`}
    </span>
  );
}

/** The log as a table; each row opens onto its body and before/after. Narrow screens stack it. */
export function AuditTable({ entries }: { entries: TAuditEntry[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const cell = 'px-4 py-3 align-top';
  // Columns that narrow screens fold into the others keep a zero width there instead of being
  // removed, so the details row below spans the same five columns at every width.
  const narrowSm = 'w-0 overflow-hidden p-0 align-top sm:px-4 sm:py-3';
  const narrowLg = 'w-0 overflow-hidden p-0 align-top lg:px-4 lg:py-3';
  return (
    <div className="overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
      <table className="w-full table-fixed text-left text-sm">
        <thead className="bg-cream text-cocoa-soft">
          <tr>
            <th scope="col" className={`${narrowSm} sm:w-44 font-semibold`}>
              <span className="sr-only sm:not-sr-only">When</span>
            </th>
            <th scope="col" className={`${cell} w-[40%] font-semibold sm:w-48`}>
              Who
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              What
            </th>
            <th scope="col" className={`${narrowLg} lg:w-72 font-semibold`}>
              <span className="sr-only lg:not-sr-only">Target</span>
            </th>
            <th scope="col" className={`${cell} w-16 text-right font-semibold sm:w-28`}>
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((e) => {
            const expanded = open === e.id;
            const detailsId = `audit-${e.id}`;
            return (
              <Fragment key={e.id}>
                <tr>
                  <td className={`${narrowSm} text-cocoa`}>
                    <span className="hidden sm:inline">{when(e.createdAt)}</span>
                  </td>
                  <td className={`${cell} text-cocoa [overflow-wrap:anywhere]`}>
                    <span className="mb-1 block text-xs text-cocoa-soft sm:hidden">{when(e.createdAt)}</span>
                    {e.user ? e.user.name : <span className="text-cocoa-soft">Signed out</span>}
                    {e.role && <span className="block text-xs text-cocoa-soft">{e.role}</span>}
                  </td>
                  <td className={`${cell} text-cocoa [overflow-wrap:anywhere]`}>
                    <span className="font-medium">{e.action}</span>
                    <span className="mt-1 block">
                      <Outcome status={e.status} />
                    </span>
                    {e.targetId && (
                      <span className="mt-1 block text-xs text-cocoa-soft lg:hidden">on {e.targetId}</span>
                    )}
                  </td>
                  <td className={`${narrowLg} font-mono text-xs text-cocoa [overflow-wrap:anywhere]`}>
                    <span className="hidden lg:inline">{e.targetId ?? '—'}</span>
                  </td>
                  <td className={`${cell} text-right`}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={detailsId}
                      onClick={() => setOpen(expanded ? null : e.id)}
                      className="inline-flex min-h-9 items-center gap-1 rounded-full px-3 font-semibold text-berry hover:bg-berry-soft focus-visible:outline-2 focus-visible:outline-berry"
                    >
                      <span className="sr-only sm:not-sr-only">{expanded ? 'Hide' : 'Details'}</span>
                      <ChevronDown
                        aria-hidden="true"
                        className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
                      />
                    </button>
                  </td>
                </tr>
                {expanded && (
                  <tr id={detailsId} className="bg-cream/60">
                    <td colSpan={5} className="px-3 py-4 sm:px-4">
                      <EntryDetails entry={e} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function EntryDetails({ entry: e }: { entry: TAuditEntry }) {
  const pre =
    'mt-1 max-h-64 overflow-auto rounded-xl bg-white p-3 font-mono text-xs whitespace-pre-wrap text-cocoa ring-1 ring-line [overflow-wrap:anywhere]';
  return (
    <div className="space-y-4">
      <p className="text-xs text-cocoa-soft [overflow-wrap:anywhere]">
        {e.method} {e.route}
        {e.user && ` · ${e.user.email}`}
      </p>
      {e.changes.map((c) => (
        <section key={`${c.entity}:${c.entityId}`} aria-label={`Change to ${c.entity}`}>
          <h3 className="text-sm font-semibold text-cocoa">
            {c.entity} <span className="font-mono text-xs font-normal break-all">{c.entityId}</span>
          </h3>
          <div className="mt-2 grid gap-3 md:grid-cols-2">
            <div>
              <p className="text-xs font-semibold text-cocoa-soft uppercase">Before</p>
              <pre className={pre}>{json(c.before)}</pre>
            </div>
            <div>
              <p className="text-xs font-semibold text-cocoa-soft uppercase">After</p>
              <pre className={pre}>{json(c.after)}</pre>
            </div>
          </div>
        </section>
      ))}
      <div>
        <p className="text-xs font-semibold text-cocoa-soft uppercase">Request</p>
        <pre className={pre}>{json(e.body)}</pre>
      </div>
    </div>
  );
}
