import type { TReportedItem } from '@upahar/contract';
import { formatDate } from '@upahar/contract';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { CircleCheck, EyeOff, Flag } from '~/components/icon';
import { toast } from '~/components/toast';
import { EmptyState, Pager, pageFromSearch, ReasonDialog } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { dismissItem, fetchReports, hideItem, restoreItem } from './moderation-api';

const KIND = { review: 'Review', question: 'Question', answer: 'Answer', comment: 'Comment' };
const REASON = { spam: 'Spam', abuse: 'Abuse', offensive: 'Offensive', other: 'Other' };
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
        <h1 className={ui.heading}>Moderation</h1>
        <p className={ui.lead}>
          Texts shoppers reported, most reported first. Hide one to take it off the shop (its rating goes with
          it), or dismiss the reports to leave it as it is.
        </p>
      </header>
      <nav aria-label="Which items" className="mt-6 flex gap-2">
        {tab('open', 'Open reports')}
        {tab('hidden', 'Hidden items')}
      </nav>
      <div className="mt-6">
        {items.length === 0 && (
          <EmptyState icon={<CircleCheck aria-hidden="true" className="size-9" />} title="Nothing to look at">
            {view === 'open'
              ? 'No open reports: every reported text has been dealt with.'
              : 'No text is hidden from the shop.'}
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
      toast.success(res.message ?? 'Done');
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
      aria-label={`${kind} by ${item.author ?? 'unknown'}`}
      className="rounded-3xl border border-line bg-white p-5 shadow-soft"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-cream-deep px-2.5 py-0.5 font-semibold text-cocoa">{kind}</span>
        {item.product && (
          <Link to={`/product/${item.product.slug}`} className={ui.link}>
            {item.product.name}
          </Link>
        )}
        {item.author && <span className="text-cocoa-soft">by {item.author}</span>}
        {item.count > 0 && (
          <span className="ml-auto inline-flex items-center gap-1 font-semibold text-danger">
            <Flag aria-hidden="true" className="size-4" />
            {item.count === 1 ? '1 report' : `${item.count} reports`}
          </span>
        )}
      </div>
      <blockquote className="mt-3 rounded-2xl bg-cream px-4 py-3 break-words whitespace-pre-line text-cocoa">
        {item.text ?? <em className="text-cocoa-soft">The text has been deleted by its author.</em>}
      </blockquote>
      {item.reasons.length > 0 && (
        <p className="mt-3 flex flex-wrap gap-2 text-sm">
          {item.reasons.map((r) => (
            <span
              key={r.reason}
              className="rounded-full bg-danger-soft px-2.5 py-0.5 font-medium text-danger"
            >
              {REASON[r.reason]} × {r.count}
            </span>
          ))}
          {item.lastReportedAt && (
            <span className="text-cocoa-soft">last {formatDate(item.lastReportedAt, 'date-time')}</span>
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
          Hidden {formatDate(item.hidden.at, 'date-time')}: {item.hidden.reason}
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
            Restore to the shop
          </button>
        ) : (
          <>
            <ReasonDialog
              trigger={
                <>
                  <EyeOff aria-hidden="true" className="size-4" />
                  Hide
                </>
              }
              triggerClassName={buttonClass('danger', '', 'sm')}
              title={`Hide this ${kind.toLowerCase()}?`}
              description="It leaves the product page at once; you can restore it later from Hidden items."
              label="Reason (kept for the admins)"
              placeholder="e.g. Advertises another shop"
              confirm="Hide it"
              busyLabel="Hiding…"
              onConfirm={async (reason) => {
                try {
                  const res = await hideItem(target, reason);
                  toast.success(res.message ?? 'Hidden');
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
                Dismiss reports
              </button>
            )}
          </>
        )}
      </div>
    </article>
  );
}
