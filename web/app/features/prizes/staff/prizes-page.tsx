import { formatNumber, formatPrice, PRIZE_KIND_LABEL, type TPrize } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Plus, Trophy } from '~/components/icon';
import { EmptyState } from '~/features/staff-shell';
import { PrizeForm } from './prize-form';
import { PrizeTabs } from './prize-tabs';
import { fetchPrizes } from './prizes-api';

/** What a prize gives, in a line. */
function prizeValue(p: TPrize) {
  if (p.kind === 'credit') return m.prizes_staff_credit({ amount: formatPrice(p.credit ?? 0) });
  if (p.kind === 'product')
    return m.prizes_staff_one_free({ product: p.product?.name ?? m.prizes_staff_product() });
  const off =
    p.couponType === 'percent'
      ? m.prizes_staff_percent_off({ value: formatNumber(p.couponValue ?? 0) })
      : m.prizes_staff_amount_off({ amount: formatPrice(p.couponValue ?? 0) });
  return p.minSubtotal > 0 ? m.prizes_staff_orders_from({ off, amount: formatPrice(p.minSubtotal) }) : off;
}

/** Every prize: what the prizes route's clientLoader gives. */
export async function loadStaffPrizes(signal: AbortSignal) {
  return { prizes: await fetchPrizes(signal) };
}

/** /dashboard/prizes: the prizes games and contests hand out, made and changed here. */
export function DashboardPrizesPage({ prizes }: Awaited<ReturnType<typeof loadStaffPrizes>>) {
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<TPrize | 'new' | null>(null);
  const saved = async () => {
    await revalidate();
    setEditing(null);
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>{m.prizes_staff_title()}</h1>
          <p className={ui.lead}>{m.prizes_staff_lead()}</p>
        </div>
        {editing === null && (
          <button type="button" className={buttonClass('primary')} onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {m.prizes_staff_new()}
          </button>
        )}
      </header>
      <div className="mt-6">
        <PrizeTabs current="prizes" />
      </div>
      {editing !== null && (
        <section
          aria-label={m.prizes_staff_prize()}
          className="mt-6 rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
        >
          <PrizeForm
            key={editing === 'new' ? 'new' : editing.id}
            prize={editing === 'new' ? null : editing}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}
      <div className="mt-6">
        {prizes.length === 0 && (
          <EmptyState
            icon={<Trophy aria-hidden="true" className="size-9" />}
            title={m.prizes_staff_none()}
            action={
              editing === null && (
                <button type="button" className={buttonClass('primary')} onClick={() => setEditing('new')}>
                  <Plus aria-hidden="true" className="size-4" />
                  {m.prizes_staff_new()}
                </button>
              )
            }
          >
            {m.prizes_staff_none_lead()}
          </EmptyState>
        )}
        {prizes.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2">
            {prizes.map((p) => (
              <li key={p.id}>
                <PrizeCard prize={p} onEdit={() => setEditing(p)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function PrizeCard({ prize: p, onEdit }: { prize: TPrize; onEdit: () => void }) {
  return (
    <article
      aria-label={p.title}
      className="flex h-full flex-col gap-2 rounded-3xl border border-line bg-white p-5 shadow-soft"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-display text-lg font-semibold break-words text-cocoa">{p.title}</h2>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${p.isActive ? 'bg-success-soft text-success' : 'bg-cream-deep text-cocoa'}`}
        >
          {p.isActive ? m.prizes_staff_active() : m.prizes_staff_retired()}
        </span>
      </div>
      <p className="text-sm text-cocoa-soft">
        {PRIZE_KIND_LABEL[p.kind]} · {prizeValue(p)}
        {p.kind !== 'credit' && ` · valid ${p.validDays} days`}
      </p>
      <p className="text-sm font-semibold text-cocoa">
        Won {p.awarded} {p.awarded === 1 ? 'time' : 'times'}
      </p>
      <div className="mt-auto pt-2">
        <button
          type="button"
          className={buttonClass('secondary', '', 'sm')}
          onClick={onEdit}
          aria-label={m.prizes_staff_change_title({ title: p.title })}
        >
          {m.prizes_staff_change()}
        </button>
      </div>
    </article>
  );
}
