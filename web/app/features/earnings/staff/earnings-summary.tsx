import { formatDate, type TEarningsSummary, todayInKathmandu } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Banknote, CalendarClock, ChartColumn, Truck, Wallet } from '~/components/icon';
import { commissionText, money } from './earnings-format';

type Tone = 'plain' | 'good' | 'owe' | 'held';

const TONE: Record<Tone, string> = {
  plain: 'text-cocoa',
  good: 'text-success',
  owe: 'text-danger',
  held: 'text-cocoa-soft',
};

function Card(p: { label: string; Icon: typeof Wallet; amount: string; tone?: Tone; children: ReactNode }) {
  return (
    <div className="rounded-3xl border border-line bg-white p-4 shadow-soft sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-semibold text-cocoa-soft">
        <p.Icon aria-hidden="true" className="size-4 text-berry" />
        {p.label}
      </dt>
      <dd className="mt-2">
        <span
          className={`block font-display text-xl font-semibold tabular-nums sm:text-2xl ${TONE[p.tone ?? 'plain']}`}
        >
          {p.amount}
        </span>
        <span className="mt-1 block text-sm leading-snug text-cocoa-soft">{p.children}</span>
      </dd>
    </div>
  );
}

/** The store's balance, next payout, this week and payouts so far, and the terms it earns on. */
export function EarningsSummary({ summary: s }: { summary: TEarningsSummary }) {
  const owes = s.balancePaisa < 0;
  const held = s.terms.heldReason !== null;
  const today = s.nextPayout.date === todayInKathmandu();
  const day = formatDate(s.nextPayout.date, 'day');
  const payoutDay = today ? m.earnings_today_day({ day }) : day;
  return (
    <section aria-label={m.earnings_at_a_glance()} className="mt-6 space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {owes ? (
          <Card label={m.earnings_you_owe()} Icon={Wallet} amount={money(-s.balancePaisa)} tone="owe">
            {m.earnings_you_owe_text()}
          </Card>
        ) : (
          <Card
            label={m.earnings_owes_you()}
            Icon={Wallet}
            amount={money(s.balancePaisa)}
            tone={s.balancePaisa > 0 ? 'good' : 'plain'}
          >
            {s.balancePaisa > 0 ? m.earnings_owes_you_text() : m.earnings_nothing_owed()}
          </Card>
        )}
        {held ? (
          <Card
            label={m.earnings_next_payout()}
            Icon={CalendarClock}
            amount={m.earnings_on_hold()}
            tone="held"
          >
            <span className="font-medium text-danger">
              {m.earnings_on_hold_reason({ reason: s.terms.heldReason ?? '' })}
            </span>
          </Card>
        ) : (
          <Card
            label={m.earnings_next_payout()}
            Icon={CalendarClock}
            amount={money(s.nextPayout.amountPaisa)}
          >
            {s.nextPayout.amountPaisa > 0
              ? payoutDay
              : owes
                ? m.earnings_nothing_while_owing()
                : m.earnings_nothing_to_pay_yet({ day: payoutDay })}
          </Card>
        )}
        <Card label={m.earnings_this_week()} Icon={ChartColumn} amount={money(s.weekPaisa)}>
          {m.earnings_this_week_text()}
        </Card>
        <Card label={m.earnings_paid_out_total()} Icon={Banknote} amount={money(s.paidOutPaisa)}>
          {s.lastPayout
            ? m.earnings_last_payout({
                amount: money(s.lastPayout.amountPaisa),
                day: formatDate(s.lastPayout.createdAt, 'day'),
              })
            : m.earnings_no_payout_yet()}
        </Card>
      </dl>
      <div className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5 text-sm shadow-soft sm:flex-row sm:gap-8">
        <p className="flex items-start gap-2 text-cocoa">
          <ChartColumn aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
          <span>
            <span className="font-semibold">{m.earnings_commission_label()}</span> {commissionText(s.terms)}
          </span>
        </p>
        <p className="flex items-start gap-2 text-cocoa">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
          <span>
            <span className="font-semibold">{m.earnings_delivery_label()}</span>{' '}
            {s.terms.deliveredBy === 'shop' ? m.earnings_delivery_shop() : m.earnings_delivery_store()}
          </span>
        </p>
      </div>
    </section>
  );
}

/** Four grey cards and the terms' strip while the summary loads. */
export function EarningsSummarySkeleton() {
  return (
    <div role="status" className="mt-6 space-y-4">
      <span className="sr-only">{m.earnings_loading_earnings()}</span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {['balance', 'next', 'week', 'paid'].map((k) => (
          <div key={k} className="h-32 animate-pulse rounded-3xl border border-line bg-white p-5 shadow-soft">
            <div className="h-4 w-2/3 rounded-full bg-cream-deep" />
            <div className="mt-4 h-6 w-1/2 rounded-full bg-cream-deep" />
          </div>
        ))}
      </div>
      <div className="h-16 animate-pulse rounded-3xl bg-cream-deep" />
    </div>
  );
}
