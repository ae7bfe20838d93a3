import { formatNumber, SELLER_COMMISSION_PERCENT } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Banknote, CalendarCheck, Package, Sparkles, Store, Truck, Wallet } from '~/components/icon';
import { useSession } from '~/features/session';
import { InterestForm } from './interest-form';

const REASONS = [
  {
    Icon: Sparkles,
    title: m.selling_reason_gifts(),
    text: m.selling_reason_gifts_text(),
  },
  {
    Icon: Store,
    title: m.selling_reason_page(),
    text: m.selling_reason_page_text(),
  },
  {
    Icon: CalendarCheck,
    title: m.selling_reason_slot(),
    text: m.selling_reason_slot_text(),
  },
] as const;

const POLICY = [
  {
    Icon: Banknote,
    title: m.selling_policy_fees(),
    points: [
      m.selling_fees_1(),
      m.selling_fees_2({ percent: formatNumber(SELLER_COMMISSION_PERCENT) }),
      m.selling_fees_3(),
    ],
  },
  {
    Icon: Truck,
    title: m.selling_policy_delivery(),
    points: [m.selling_delivery_1(), m.selling_delivery_2(), m.selling_delivery_3()],
  },
  {
    Icon: Wallet,
    title: m.selling_policy_payouts(),
    points: [m.selling_payouts_1(), m.selling_payouts_2(), m.selling_payouts_3()],
  },
] as const;

const STEPS = [m.selling_how_1(), m.selling_how_2(), m.selling_how_3(), m.selling_how_4()] as const;

/** /sell-at-ug: why and how to sell on Upahar, with a short form for questions. */
export function SellInfoPage() {
  const { user } = useSession();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-berry uppercase">
          {m.selling_sell_on_upahar()}
        </p>
        <h1 className="mt-2 font-display text-3xl font-semibold text-cocoa sm:text-4xl">
          {m.selling_info_title()}
        </h1>
        <p className={ui.lead}>{m.selling_info_lead()}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/be-a-seller" className={buttonClass('primary')}>
            {m.selling_apply_to_sell()}
          </Link>
          <a href="#ask" className={buttonClass('secondary')}>
            {m.selling_ask_first()}
          </a>
        </div>
      </header>

      <section aria-labelledby="why" className="mt-12">
        <h2 id="why" className="font-display text-2xl font-semibold text-cocoa">
          {m.selling_why_sell()}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {REASONS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-3xl border border-line bg-white p-6 shadow-soft">
              <Icon aria-hidden="true" className="size-7 text-berry" />
              <h3 className="mt-3 text-lg font-semibold text-cocoa">{title}</h3>
              <p className="mt-1 text-cocoa-soft">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="policy" className="mt-12">
        <h2 id="policy" className="font-display text-2xl font-semibold text-cocoa">
          {m.selling_fees_delivery_payouts()}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {POLICY.map(({ Icon, title, points }) => (
            <article key={title} className="rounded-3xl border border-line bg-white p-6 shadow-soft">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-cocoa">
                <Icon aria-hidden="true" className="size-6 text-berry" />
                {title}
              </h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-cocoa-soft marker:text-berry">
                {points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <div className="mt-12 grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="steps" className={ui.card}>
          <h2 id="steps" className="flex items-center gap-2 font-display text-2xl font-semibold text-cocoa">
            <Package aria-hidden="true" className="size-6 text-berry" />
            {m.selling_how_to_start()}
          </h2>
          <ol className="mt-4 space-y-3">
            {STEPS.map((s, i) => (
              <li key={s} className="flex gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-berry-soft text-sm font-semibold text-berry-dark">
                  {formatNumber(i + 1)}
                </span>
                <span className="text-cocoa">{s}</span>
              </li>
            ))}
          </ol>
          {user ? (
            <div className="mt-6 rounded-2xl bg-cream p-4">
              <p className="text-cocoa">
                {m.selling_signed_in_as()}
                <strong>{user.name}</strong>
                {m.selling_signed_in_as_end()}
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Link to="/be-a-seller" className={buttonClass('primary', '', 'sm')}>
                  {m.selling_start_application()}
                </Link>
                <Link to="/profile/businesses" className={buttonClass('secondary', '', 'sm')}>
                  {m.selling_your_businesses()}
                </Link>
              </div>
            </div>
          ) : (
            <p className="mt-6 text-cocoa-soft">
              {m.selling_apply_with_account()}{' '}
              <Link to="/login?referrer=%2Fbe-a-seller" className={ui.link}>
                {m.selling_log_in()}
              </Link>{' '}
              {m.selling_or()}{' '}
              <Link to="/register?referrer=%2Fbe-a-seller" className={ui.link}>
                {m.selling_create_account()}
              </Link>{' '}
              {m.selling_to_begin()}
            </p>
          )}
        </section>

        <section id="ask" aria-labelledby="ask-heading" className={`${ui.card} scroll-mt-24`}>
          <h2 id="ask-heading" className="font-display text-2xl font-semibold text-cocoa">
            {m.selling_questions()}
          </h2>
          <p className={`${ui.hint} mt-1 mb-4`}>{m.selling_team_calls_back()}</p>
          <InterestForm />
        </section>
      </div>
    </div>
  );
}
