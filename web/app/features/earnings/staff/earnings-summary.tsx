import { formatDate, type TEarningsSummary, todayInKathmandu } from '@upahar/contract';
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
  const payoutDay = `${today ? 'Today, ' : ''}${formatDate(s.nextPayout.date, 'day')}`;
  return (
    <section aria-label="Your money at a glance" className="mt-6 space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {owes ? (
          <Card label="You owe Upahar" Icon={Wallet} amount={money(-s.balancePaisa)} tone="owe">
            Cash your riders collected, less what you earned on those orders. It is taken from your next
            earnings.
          </Card>
        ) : (
          <Card
            label="Upahar owes you"
            Icon={Wallet}
            amount={money(s.balancePaisa)}
            tone={s.balancePaisa > 0 ? 'good' : 'plain'}
          >
            {s.balancePaisa > 0
              ? 'Earned on delivered orders and not paid out yet.'
              : 'Nothing owed either way right now.'}
          </Card>
        )}
        {held ? (
          <Card label="Next payout" Icon={CalendarClock} amount="On hold" tone="held">
            <span className="font-medium text-danger">On hold: {s.terms.heldReason}</span>
          </Card>
        ) : (
          <Card label="Next payout" Icon={CalendarClock} amount={money(s.nextPayout.amountPaisa)}>
            {s.nextPayout.amountPaisa > 0
              ? payoutDay
              : owes
                ? 'Nothing to pay while you owe Upahar.'
                : `Nothing to pay yet. Payouts are made on Sundays; the next is ${payoutDay}.`}
          </Card>
        )}
        <Card label="This week so far" Icon={ChartColumn} amount={money(s.weekPaisa)}>
          Delivered since Sunday, after commission.
        </Card>
        <Card label="Paid out in total" Icon={Banknote} amount={money(s.paidOutPaisa)}>
          {s.lastPayout
            ? `Last payout ${money(s.lastPayout.amountPaisa)} on ${formatDate(s.lastPayout.createdAt, 'day')}.`
            : 'No payout yet.'}
        </Card>
      </dl>
      <div className="flex flex-col gap-3 rounded-3xl border border-line bg-white p-5 text-sm shadow-soft sm:flex-row sm:gap-8">
        <p className="flex items-start gap-2 text-cocoa">
          <ChartColumn aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
          <span>
            <span className="font-semibold">Commission:</span> {commissionText(s.terms)}
          </span>
        </p>
        <p className="flex items-start gap-2 text-cocoa">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-berry" />
          <span>
            <span className="font-semibold">Delivery:</span>{' '}
            {s.terms.deliveredBy === 'shop'
              ? 'Upahar’s riders deliver your orders.'
              : 'Your own riders: you keep the delivery charge and hold the cash collected.'}
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
      <span className="sr-only">Loading your earnings</span>
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
