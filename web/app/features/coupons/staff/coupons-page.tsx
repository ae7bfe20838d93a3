import {
  COUPON_STATE_LABEL,
  COUPON_STATES,
  formatDate,
  formatNumber,
  formatPrice,
  type TCouponState,
  type TStoreCoupon,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';

const NONE_IN: Record<TCouponState, string> = {
  active: m.coupons_none_active(),
  scheduled: m.coupons_none_scheduled(),
  paused: m.coupons_none_paused(),
  expired: m.coupons_none_expired(),
  used_up: m.coupons_none_used_up(),
};

import { Link, useRevalidator } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Plus, TicketPercent } from '~/components/icon';
import { useSession } from '~/features/session';
import { fetchMyStores, Pager, pageFromSearch } from '~/features/staff-shell';
import { CouponForm } from './coupon-form';
import { fetchCoupons } from './coupons-api';

const stateOf = (s: string | null) =>
  (COUPON_STATES as readonly string[]).includes(s ?? '') ? (s as TCouponState) : undefined;
const hrefFor = (state: TCouponState | undefined, page = 1) => {
  const q = new URLSearchParams();
  if (state) q.set('state', state);
  if (page > 1) q.set('page', String(page));
  return `/dashboard/coupons${q.size ? `?${q}` : ''}`;
};

/**
 * The coupons route's clientLoader: the coupons of the address's state and page, and the stores
 * whose coupons the person makes (its owner and managers, not its packers).
 */
export async function loadStaffCoupons(search: URLSearchParams, signal: AbortSignal) {
  const state = stateOf(search.get('state'));
  const page = pageFromSearch(search.get('page'));
  const [list, stores] = await Promise.all([fetchCoupons(page, state, signal), fetchMyStores(signal)]);
  return {
    state,
    coupons: list.data.coupons,
    pagination: list.meta?.pagination,
    stores: stores.filter((s) => s.role !== 'packer'),
  };
}

/** /dashboard/coupons: a store's own coupons, made and changed here, by state. */
export function DashboardCouponsPage({
  state,
  coupons,
  pagination,
  stores,
}: Awaited<ReturnType<typeof loadStaffCoupons>>) {
  const { user } = useSession();
  const admin = user?.role === 'admin';
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<TStoreCoupon | 'new' | null>(null);
  const saved = async () => {
    await revalidate();
    setEditing(null);
  };
  const canAdd = stores.length > 0 || admin;
  // An empty list offers the new coupon itself, so the header does not offer it twice.
  const empty = coupons.length === 0;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className={ui.heading}>{m.coupons_title()}</h1>
          <p className={ui.lead}>{m.coupons_lead()}</p>
        </div>
        {canAdd && !empty && editing === null && (
          <button type="button" className={buttonClass('primary')} onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {m.coupons_new()}
          </button>
        )}
      </header>
      {editing !== null && (
        <section
          aria-label={m.coupons_coupon()}
          className="mt-6 rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
        >
          <CouponForm
            key={editing === 'new' ? 'new' : editing.id}
            coupon={editing === 'new' ? null : editing}
            stores={stores}
            admin={admin}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </section>
      )}
      <nav aria-label={m.coupons_filter()} className="mt-6 flex flex-wrap gap-2">
        {[undefined, ...COUPON_STATES].map((s) => (
          <Link
            key={s ?? 'all'}
            to={hrefFor(s)}
            aria-current={s === state ? 'page' : undefined}
            preventScrollReset
            className={`inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${
              s === state
                ? 'bg-cocoa text-cream'
                : 'border border-line bg-white text-cocoa hover:text-berry-dark'
            }`}
          >
            {s ? COUPON_STATE_LABEL[s] : m.coupons_all()}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        {coupons.length === 0 && (
          <div className="flex flex-col items-center gap-4 rounded-3xl border border-line bg-white p-6 text-center shadow-soft">
            <p className="text-cocoa-soft">{state ? NONE_IN[state] : m.coupons_none()}</p>
            {canAdd && editing === null && (
              <button type="button" className={buttonClass('primary')} onClick={() => setEditing('new')}>
                <Plus aria-hidden="true" className="size-4" />
                {m.coupons_new()}
              </button>
            )}
          </div>
        )}
        {coupons.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2">
            {coupons.map((c) => (
              <li key={c.id}>
                <CouponCard coupon={c} onEdit={() => setEditing(c)} />
              </li>
            ))}
          </ul>
        )}
        {pagination && pagination.totalPages > 1 && (
          <Pager
            current={pagination.currentPage}
            total={pagination.totalPages}
            hrefFor={(p) => hrefFor(state, p)}
          />
        )}
      </div>
    </div>
  );
}

function CouponCard({ coupon: c, onEdit }: { coupon: TStoreCoupon; onEdit: () => void }) {
  const off =
    c.type === 'percent'
      ? `${m.coupons_percent_off({ value: formatNumber(c.value) })}${c.maxDiscount ? m.coupons_at_most({ amount: formatPrice(c.maxDiscount) }) : ''}`
      : m.coupons_amount_off({ amount: formatPrice(c.value) });
  const dates = [
    c.startsOn && m.coupons_from({ date: formatDate(c.startsOn, 'day') }),
    c.endsOn && m.coupons_until({ date: formatDate(c.endsOn, 'day') }),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article
      aria-label={m.coupons_coupon_code({ code: c.code })}
      className="flex h-full flex-col gap-2 rounded-3xl border border-line bg-white p-5 shadow-soft"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-center gap-2 font-mono text-lg font-semibold tracking-wide text-cocoa">
          <TicketPercent aria-hidden="true" className="size-5 text-berry" />
          {c.code}
        </p>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${c.state === 'active' ? 'bg-success-soft text-success' : 'bg-cream-deep text-cocoa'}`}
        >
          {COUPON_STATE_LABEL[c.state]}
        </span>
      </div>
      <p className="font-semibold text-cocoa">{off}</p>
      {c.description && <p className="text-sm text-cocoa-soft">{c.description}</p>}
      <p className="text-sm text-cocoa-soft">
        {c.storeName ?? m.coupons_whole_shop()}
        {c.minSubtotal > 0 && m.coupons_orders_from({ amount: formatPrice(c.minSubtotal) })}
        {dates && ` · ${dates}`}
      </p>
      <p className="text-sm text-cocoa-soft">
        {m.coupons_used({ count: formatNumber(c.usedCount) })}
        {c.usageLimit !== null ? m.coupons_of_limit({ limit: formatNumber(c.usageLimit) }) : ''}
        {m.coupons_times_per_shopper({ count: formatNumber(c.perUserLimit) })}
      </p>
      <div className="mt-auto pt-2">
        <button
          type="button"
          className={buttonClass('secondary', '', 'sm')}
          onClick={onEdit}
          aria-label={m.coupons_change_coupon({ code: c.code })}
        >
          {m.coupons_change()}
        </button>
      </div>
    </article>
  );
}
