import type { TReportedItem } from '@upahar/contract';
import { formatDate, formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { CircleCheck, EyeOff, Flag } from '~/components/icon';
import { toast } from '~/components/toast';
import { EmptyState, Pager, pageFromSearch, ReasonDialog } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { dismissItem, fetchReports, hideItem, restoreItem } from './moderation-api';

const KIND = {
  review: m.community_kind_review(),
  question: m.community_kind_question(),
  answer: m.community_kind_answer(),
  comment: m.community_kind_comment(),
};
const HIDE_TITLE = {
  review: m.community_mod_hide_review(),
  question: m.community_mod_hide_question(),
  answer: m.community_mod_hide_answer(),
  comment: m.community_mod_hide_comment(),
};
const REASON = {
  spam: m.community_short_spam(),
  abuse: m.community_short_abuse(),
  offensive: m.community_short_offensive(),
  other: m.community_short_other(),
};
type View = 'open' | 'hidden';

/** The moderation route's clientLoader: the open reports or the hidden items, a page at a time. */
export async function loadReports(search: URLSearchParams, signal: AbortSignal) {
  const view: View = search.get('view') === 'hidden' ? 'hidden' : 'open';
  const r = await fetchReports({ page: pageFromSearch(search.get('page')), view }, signal);
  return { view, items: r.data.items, pagination: r.meta?.pagination };
}

/** /dashboard/moderation: reported texts, one card per item, and the items admins hid. */
export function DashboardModerationPage({
  view,
  items,
  pagination,
}: Awaited<ReturnType<typeof loadReports>>) {
  const { revalidate } = useRevalidator();
  const reload = () => revalidate();
  const hrefFor = (v: View, p = 1) => {
    const q = new URLSearchParams();
    if (v === 'hidden') q.set('view', 'hidden');
    if (p > 1) q.set('page', String(p));
    const s = q.toString();
    return s ? `/dashboard/moderation?${s}` : '/dashboard/moderation';
  };

  const tab = (v: View, label: string) => (
    <Link
      to={hrefFor(v)}
      aria-current={view === v ? 'page' : undefined}
      className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${
        view === v ? 'bg-cocoa text-white' : 'bg-white text-cocoa ring-1 ring-line hover:bg-cream'
      }`}
    >
      {label}
    </Link>
  );
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.community_mod_title()}</h1>
        <p className={ui.lead}>{m.community_mod_lead()}</p>
      </header>
      <nav aria-label={m.community_mod_which()} className="mt-6 flex gap-2">
        {tab('open', m.community_mod_open())}
        {tab('hidden', m.community_mod_hidden())}
      </nav>
      <div className="mt-6">
        {items.length === 0 && (
          <EmptyState
            icon={<CircleCheck aria-hidden="true" className="size-9" />}
            title={m.community_mod_nothing()}
          >
            {view === 'open' ? m.community_mod_no_open() : m.community_mod_no_hidden()}
          </EmptyState>
        )}
        {items.length > 0 && (
          <>
            <ul className="space-y-4">
              {items.map((item) => (
                <li key={`${item.targetType}:${item.targetId}`}>
                  <ReportCard item={item} onDone={reload} />
                </li>
              ))}
            </ul>
            {pagination && pagination.totalPages > 1 && (
              <Pager
                current={pagination.currentPage}
                total={pagination.totalPages}
                hrefFor={(p) => hrefFor(view, p)}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}

function ReportCard({ item, onDone }: { item: TReportedItem; onDone: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const target = { type: item.targetType, id: item.targetId };
  const run = async (action: () => Promise<{ message?: string }>) => {
    setBusy(true);
    try {
      const res = await action();
      toast.success(res.message ?? m.community_mod_done());
      await onDone();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const kind = KIND[item.targetType];
  return (
    <article
      aria-label={m.community_mod_by({ kind, author: item.author ?? m.community_mod_unknown() })}
      className="rounded-3xl border border-line bg-white p-5 shadow-soft"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-cream-deep px-2.5 py-0.5 font-semibold text-cocoa">{kind}</span>
        {item.product && (
          <Link to={`/product/${item.product.slug}`} className={ui.link}>
            {item.product.name}
          </Link>
        )}
        {item.author && (
          <span className="text-cocoa-soft">{m.community_mod_by_author({ author: item.author })}</span>
        )}
        {item.count > 0 && (
          <span className="ml-auto inline-flex items-center gap-1 font-semibold text-danger">
            <Flag aria-hidden="true" className="size-4" />
            {m.community_mod_reports({ count: formatNumber(item.count) })}
          </span>
        )}
      </div>
      <blockquote className="mt-3 rounded-2xl bg-cream px-4 py-3 break-words whitespace-pre-line text-cocoa">
        {item.text ?? <em className="text-cocoa-soft">{m.community_mod_deleted()}</em>}
      </blockquote>
      {item.reasons.length > 0 && (
        <p className="mt-3 flex flex-wrap gap-2 text-sm">
          {item.reasons.map((r) => (
            <span
              key={r.reason}
              className="rounded-full bg-danger-soft px-2.5 py-0.5 font-medium text-danger"
            >
              {REASON[r.reason]} × {formatNumber(r.count)}
            </span>
          ))}
          {item.lastReportedAt && (
            <span className="text-cocoa-soft">
              {m.community_mod_last({ date: formatDate(item.lastReportedAt, 'date-time') })}
            </span>
          )}
        </p>
      )}
      {item.details.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-cocoa-soft">
          {item.details.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two reporters may write the same words
            <li key={i}>“{d}”</li>
          ))}
        </ul>
      )}
      {item.hidden && (
        <p className="mt-3 text-sm text-cocoa">
          <EyeOff aria-hidden="true" className="mr-1 inline size-4" />
          {m.community_mod_hidden_on({
            date: formatDate(item.hidden.at, 'date-time'),
            reason: item.hidden.reason,
          })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {item.hidden ? (
          <button
            type="button"
            disabled={busy}
            className={buttonClass('secondary', '', 'sm')}
            onClick={() => run(() => restoreItem(target))}
          >
            {m.community_mod_restore()}
          </button>
        ) : (
          <>
            <ReasonDialog
              trigger={
                <>
                  <EyeOff aria-hidden="true" className="size-4" />
                  {m.community_mod_hide()}
                </>
              }
              triggerClassName={buttonClass('danger', '', 'sm')}
              title={HIDE_TITLE[item.targetType]}
              description={m.community_mod_hide_description()}
              label={m.community_mod_reason()}
              placeholder={m.community_mod_reason_placeholder()}
              confirm={m.community_mod_hide_it()}
              busyLabel={m.community_mod_hiding()}
              onConfirm={async (reason) => {
                try {
                  const res = await hideItem(target, reason);
                  toast.success(res.message ?? m.community_mod_hidden_toast());
                  await onDone();
                  return null;
                } catch (e) {
                  return errorMessage(e);
                }
              }}
            />
            {item.count > 0 && (
              <button
                type="button"
                disabled={busy}
                className={buttonClass('secondary', '', 'sm')}
                onClick={() => run(() => dismissItem(target))}
              >
                {m.community_mod_dismiss()}
              </button>
            )}
          </>
        )}
      </div>
    </article>
  );
}
