import type { TAuditEntry } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Fragment, type ReactNode, useState } from 'react';
import { ChevronDown } from '~/components/icon';

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
      {status === null ? m.audit_unfinished() : ok ? m.audit_done() : m.audit_refused()}
    </span>
  );
}

/** The thing a write was about: by name where the shop knows it, else the kind and its number. */
function targetText(e: TAuditEntry) {
  if (e.target) return e.target.name;
  return e.targetId ? `#${e.targetId}` : null;
}

/**
 * The log as a table: who, did what, to which named thing, and when; each row opens onto what
 * changed, field by field. Narrow screens fold the time into the person's cell.
 */
export function AuditTable({ entries }: { entries: TAuditEntry[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const cell = 'px-4 py-3 align-top';
  // The time's column keeps a zero width on narrow screens instead of being removed, so the
  // details row below spans the same four columns at every width.
  const narrowSm = 'w-0 overflow-hidden p-0 align-top sm:px-4 sm:py-3';
  return (
    <div className="overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
      <table className="w-full table-fixed text-left text-sm">
        <thead className="bg-cream text-cocoa-soft">
          <tr>
            <th scope="col" className={`${narrowSm} font-semibold sm:w-44`}>
              <span className="sr-only sm:not-sr-only">{m.audit_when()}</span>
            </th>
            <th scope="col" className={`${cell} w-[36%] font-semibold sm:w-48`}>
              {m.audit_who()}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {m.audit_did_what()}
            </th>
            <th scope="col" className={`${cell} w-16 text-right font-semibold sm:w-28`}>
              <span className="sr-only">{m.audit_details()}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((e) => {
            const expanded = open === e.id;
            const detailsId = `audit-${e.id}`;
            const target = targetText(e);
            return (
              <Fragment key={e.id}>
                <tr>
                  <td className={`${narrowSm} text-cocoa`}>
                    <span className="hidden sm:inline">{formatDate(e.createdAt, 'date-time')}</span>
                  </td>
                  <td className={`${cell} text-cocoa [overflow-wrap:break-word]`}>
                    <span className="mb-1 block text-xs text-cocoa-soft sm:hidden">
                      {formatDate(e.createdAt, 'date-time')}
                    </span>
                    {e.user ? e.user.name : <span className="text-cocoa-soft">{m.audit_signed_out()}</span>}
                    {e.role && <span className="block text-xs text-cocoa-soft">{e.role}</span>}
                  </td>
                  <td className={`${cell} text-cocoa [overflow-wrap:break-word]`}>
                    <span className="font-medium">{e.actionLabel}</span>
                    {target && (
                      <span className="mt-0.5 block">
                        {e.target && <span className="text-cocoa-soft">{capital(e.target.kind)}: </span>}
                        {target}
                      </span>
                    )}
                    <span className="mt-1 block">
                      <Outcome status={e.status} />
                    </span>
                  </td>
                  <td className={`${cell} text-right`}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={detailsId}
                      aria-label={
                        target
                          ? m.audit_details_of_target({ action: e.actionLabel, target })
                          : m.audit_details_of({ action: e.actionLabel })
                      }
                      onClick={() => setOpen(expanded ? null : e.id)}
                      className="inline-flex min-h-9 items-center gap-1 rounded-full px-3 font-semibold text-berry hover:bg-berry-soft focus-visible:outline-2 focus-visible:outline-berry"
                    >
                      <span aria-hidden="true" className="hidden sm:inline">
                        {expanded ? m.audit_hide() : m.audit_details()}
                      </span>
                      <ChevronDown
                        aria-hidden="true"
                        className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
                      />
                    </button>
                  </td>
                </tr>
                {expanded && (
                  <tr id={detailsId} className="bg-cream/60">
                    <td colSpan={4} className="px-3 py-4 sm:px-4">
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

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function FieldRows({ rows }: { rows: { field: string; text: ReactNode }[] }) {
  return (
    <dl className="mt-2 divide-y divide-line rounded-xl bg-white ring-1 ring-line">
      {rows.map((r) => (
        <div key={r.field} className="grid gap-1 px-3 py-2 sm:grid-cols-[12rem_1fr] sm:gap-3">
          <dt className="font-medium text-cocoa-soft">{r.field}</dt>
          <dd className="text-cocoa [overflow-wrap:anywhere]">{r.text}</dd>
        </div>
      ))}
    </dl>
  );
}

function EntryDetails({ entry: e }: { entry: TAuditEntry }) {
  const pre =
    'mt-1 max-h-64 overflow-auto rounded-xl bg-white p-3 font-mono text-xs whitespace-pre-wrap text-cocoa ring-1 ring-line [overflow-wrap:anywhere]';
  const withFields = e.changes.filter((c) => c.fields.length > 0);
  return (
    <div className="space-y-4 text-sm">
      <p className="text-cocoa">
        <span className="font-semibold">{e.user ? e.user.name : m.audit_signed_out()}</span>
        {e.user && <span className="text-cocoa-soft"> ({e.user.email})</span>} ·{' '}
        {formatDate(e.createdAt, 'date-time')}
        {e.status !== null && e.status >= 400 && m.audit_refused_nothing_changed()}
      </p>
      {withFields.map((c) => (
        <section key={`${c.entity}:${c.entityId}`} aria-label={m.audit_what_changed({ name: c.entityLabel })}>
          <h3 className="font-semibold text-cocoa">{m.audit_what_changed({ name: c.entityLabel })}</h3>
          <FieldRows
            rows={c.fields.map((f) => ({
              field: f.field,
              text: (
                <>
                  <span className="text-cocoa-soft">{f.before}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only">{m.audit_became()}</span>
                  <span className="font-medium">{f.after}</span>
                </>
              ),
            }))}
          />
        </section>
      ))}
      {withFields.length === 0 && e.status !== null && e.status < 400 && (
        <p className="text-cocoa-soft">{m.audit_no_field_changed()}</p>
      )}
      {e.sent.length > 0 && (
        <section aria-label={m.audit_what_was_sent()}>
          <h3 className="font-semibold text-cocoa">{m.audit_what_was_sent()}</h3>
          <FieldRows rows={e.sent.map((f) => ({ field: f.field, text: f.value }))} />
        </section>
      )}
      <details className="text-xs text-cocoa-soft">
        <summary className="cursor-pointer font-semibold">{m.audit_technical_details()}</summary>
        <p className="mt-2 [overflow-wrap:anywhere]">
          {e.action} · {e.method} {e.route}
          {e.targetId && m.audit_tech_id({ id: e.targetId })}
          {e.status !== null && m.audit_tech_status({ status: String(e.status) })}
        </p>
        {e.changes.map((c) => (
          <div key={`${c.entity}:${c.entityId}`} className="mt-2 grid gap-3 md:grid-cols-2">
            <div>
              <p className="font-semibold uppercase">{m.audit_before({ entity: c.entity })}</p>
              <pre className={pre}>{json(c.before)}</pre>
            </div>
            <div>
              <p className="font-semibold uppercase">{m.audit_after()}</p>
              <pre className={pre}>{json(c.after)}</pre>
            </div>
          </div>
        ))}
        <p className="mt-2 font-semibold uppercase">{m.audit_request()}</p>
        <pre className={pre}>{json(e.body)}</pre>
      </details>
    </div>
  );
}
