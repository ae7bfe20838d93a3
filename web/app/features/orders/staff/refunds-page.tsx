import * as Dialog from '@radix-ui/react-dialog';
import { formatDate, type TRefundRow, ZRefundDoneBody } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { type ReactNode, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { DialogPanel } from '~/components/dialog';
import { buttonClass, FormAlert, SubmitButton, TextField, ui, useForm } from '~/components/form';
import { RotateCcw } from '~/components/icon';
import { toast } from '~/components/toast';
import { usePrice } from '~/features/currency';
import { EmptyState } from '~/features/staff-shell';
import { refundMethodName } from '../cancel-quote';
import { fetchRefunds, markRefundDone } from './refunds-api';

type View = 'to_do' | 'done';

/** The refunds route's clientLoader: the tab in the address (?view=done), and its refunds. */
export async function loadStaffRefunds(search: URLSearchParams, signal: AbortSignal) {
  const view: View = search.get('view') === 'done' ? 'done' : 'to_do';
  return { view, refunds: await fetchRefunds(view, signal) };
}

export function RefundsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>{m.cancel_refunds_title()}</h1>
        <p className={ui.lead}>{m.cancel_refunds_lead()}</p>
      </header>
      {children}
    </div>
  );
}

export const DashboardRefundsLoading = () => (
  <RefundsFrame>
    <div role="status" className="mt-6 h-48 animate-pulse rounded-3xl bg-cream-deep">
      <span className="sr-only">{m.cancel_quote_loading()}</span>
    </div>
  </RefundsFrame>
);

/** /dashboard/refunds: refunds to make through eSewa or Khalti, and those already given. */
export function DashboardRefundsPage({ view, refunds }: Awaited<ReturnType<typeof loadStaffRefunds>>) {
  const { revalidate } = useRevalidator();
  const tabs = [
    { view: 'to_do' as const, label: m.cancel_refunds_to_do(), to: '/dashboard/refunds' },
    { view: 'done' as const, label: m.cancel_refunds_done(), to: '/dashboard/refunds?view=done' },
  ];
  return (
    <section aria-labelledby="refunds-heading" className="mt-6">
      <h2 id="refunds-heading" className="sr-only">
        {m.cancel_refunds_title()}
      </h2>
      <nav aria-label={m.cancel_refunds_title()} className="flex gap-2">
        {tabs.map((t) => (
          <Link
            key={t.view}
            to={t.to}
            aria-current={view === t.view ? 'page' : undefined}
            className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${
              view === t.view ? 'bg-cocoa text-white' : 'bg-white text-cocoa ring-1 ring-line hover:bg-cream'
            }`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      <div className="mt-4">
        {refunds.length === 0 ? (
          <EmptyState
            icon={<RotateCcw aria-hidden="true" className="size-9" />}
            title={m.cancel_refunds_title()}
          >
            {view === 'to_do' ? m.cancel_refunds_none_to_do() : m.cancel_refunds_none_done()}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
            {refunds.map((r) => (
              <RefundRow key={r.id} refund={r} onDone={() => void revalidate()} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function RefundRow({ refund: r, onDone }: { refund: TRefundRow; onDone: () => void }) {
  const price = usePrice();
  return (
    <li
      data-testid="refund-row"
      className="grid gap-3 p-4 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:p-5"
    >
      <div className="min-w-0">
        <p className="font-semibold text-cocoa">
          <Link to={`/dashboard/orders?q=${encodeURIComponent(r.orderNumber)}`} className={ui.link}>
            {r.partNumber}
          </Link>{' '}
          · {r.storeName}
        </p>
        <p className="text-sm text-cocoa-soft">
          {r.customerName} · {m.cancel_refunds_age()}{' '}
          <time dateTime={r.createdAt}>{formatDate(r.createdAt, 'relative')}</time>
          {r.feePaisa > 0 && <> · {m.cancel_refunds_fee_kept({ fee: price(r.feePaisa) })}</>}
        </p>
        {r.status === 'done' && r.reference && (
          <p className="text-sm text-cocoa-soft">
            {m.cancel_refunds_by({ name: r.doneByName ?? '—', reference: r.reference })}
          </p>
        )}
      </div>
      <p className="text-lg font-semibold tabular-nums text-cocoa">
        {price(r.amountPaisa)}{' '}
        <span className="text-sm font-normal text-cocoa-soft">{refundMethodName(r.method)}</span>
      </p>
      {r.status === 'to_do' ? (
        <MarkDoneDialog refund={r} onDone={onDone} />
      ) : (
        <span className="text-sm font-semibold text-success">{m.cancel_status_done()}</span>
      )}
    </li>
  );
}

function MarkDoneDialog({ refund, onDone }: { refund: TRefundRow; onDone: () => void }) {
  const price = usePrice();
  const [open, setOpen] = useState(false);
  const form = useForm({ reference: '' });
  const method = refundMethodName(refund.method);
  const onSubmit = form.submit(
    ZRefundDoneBody,
    (v) => v,
    async (body) => {
      await markRefundDone(refund.id, body.reference);
      toast.success(m.cancel_refunds_marked());
      setOpen(false);
      onDone();
    },
  );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('primary', '', 'sm')}>
        {m.cancel_refunds_mark_done()}
      </Dialog.Trigger>
      <DialogPanel
        title={m.cancel_refunds_mark_title({ amount: price(refund.amountPaisa), method })}
        description={m.cancel_refunds_mark_text({ method })}
      >
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          {form.alert && <FormAlert tone={form.alert.tone}>{form.alert.text}</FormAlert>}
          <TextField
            label={m.cancel_refunds_reference()}
            required
            maxLength={100}
            {...form.field('reference')}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClass('secondary')}>{m.common_cancel()}</Dialog.Close>
            <SubmitButton busy={form.busy} busyLabel={m.cancel_terms_saving()}>
              {m.cancel_refunds_mark_done()}
            </SubmitButton>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
