import { formatNumber, type TOutboxView } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { MailCheck, RotateCcw } from '~/components/icon';
import { toast } from '~/components/toast';
import { EmptyState, pageFromSearch, RecordList } from '~/features/staff-shell';
import { errorMessage } from '~/lib/api';
import { fetchUndelivered, sendAllDeadAgain } from './outbox-api';
import { OutboxCard } from './outbox-card';

const EMPTY: Record<TOutboxView, { title: string; text: string }> = {
  dead: {
    title: m.outbox_dead_empty_title(),
    text: m.outbox_dead_empty_text(),
  },
  failing: {
    title: m.outbox_failing_empty_title(),
    text: m.outbox_failing_empty_text(),
  },
};

const hrefFor = (v: TOutboxView, p = 1) => {
  const q = new URLSearchParams();
  if (v === 'failing') q.set('view', 'failing');
  if (p > 1) q.set('page', String(p));
  const s = q.toString();
  return s ? `/dashboard/outbox?${s}` : '/dashboard/outbox';
};

const viewOf = (params: URLSearchParams): TOutboxView =>
  params.get('view') === 'failing' ? 'failing' : 'dead';

/** The page of messages the address asks for: what the outbox route's clientLoader gives. */
export async function loadOutbox(params: URLSearchParams, signal: AbortSignal) {
  const r = await fetchUndelivered(
    { page: pageFromSearch(params.get('page')), view: viewOf(params) },
    signal,
  );
  return { ...r.data, pagination: r.meta?.pagination };
}

/** /dashboard/outbox: e-mails and texts given up after a day of tries, and those failing now. */
export function DashboardOutboxPage({
  messages,
  counts,
  pagination,
}: Awaited<ReturnType<typeof loadOutbox>>) {
  const [params] = useSearchParams();
  const view = viewOf(params);
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const tab = (v: TOutboxView, label: string) => (
    <Link
      to={hrefFor(v)}
      aria-current={view === v ? 'page' : undefined}
      className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap ${
        view === v ? 'bg-cocoa text-white' : 'bg-white text-cocoa ring-1 ring-line hover:bg-cream'
      }`}
    >
      {label}
      <span className="tabular-nums opacity-80">{formatNumber(counts[v])}</span>
    </Link>
  );
  const resendAll = async () => {
    setBusy(true);
    try {
      toast.success((await sendAllDeadAgain()).message ?? m.outbox_resent_all());
      await revalidate();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.outbox_title()}</h1>
        <p className={ui.lead}>{m.outbox_lead()}</p>
      </header>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <nav aria-label={m.outbox_which_messages()} className="flex gap-2">
          {tab('dead', m.outbox_given_up())}
          {tab('failing', m.outbox_failing_now())}
        </nav>
        {view === 'dead' && counts.dead > 0 && (
          <button
            type="button"
            disabled={busy}
            onClick={resendAll}
            className={buttonClass('primary', 'sm:ml-auto', 'sm')}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {busy ? m.outbox_sending() : m.outbox_send_all_again({ count: formatNumber(counts.dead) })}
          </button>
        )}
      </div>
      <div className="mt-6">
        <RecordList
          items={messages}
          pagination={pagination}
          hrefFor={(p) => hrefFor(view, p)}
          empty={
            <EmptyState icon={<MailCheck aria-hidden="true" className="size-9" />} title={EMPTY[view].title}>
              {EMPTY[view].text}
            </EmptyState>
          }
        >
          {(msg) => <OutboxCard message={msg} onDone={revalidate} />}
        </RecordList>
      </div>
    </div>
  );
}
