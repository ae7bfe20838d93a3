import { SELLER_COMMISSION_PERCENT } from '@upahar/contract';
import { Link } from 'react-router';
import { buttonClass, ui } from '~/components/form';
import { Banknote, CalendarCheck, Package, Sparkles, Store, Truck, Wallet } from '~/components/icon';
import { useSession } from '~/features/session';
import { InterestForm } from './interest-form';

const REASONS = [
  {
    Icon: Sparkles,
    title: 'Customers who want gifts',
    text: 'People across the valley and abroad order birthday cakes, flowers and gifts on Upahar every day.',
  },
  {
    Icon: Store,
    title: 'Your own store page',
    text: 'Your products under your name, with your reviews and ratings, and a dashboard for your orders.',
  },
  {
    Icon: CalendarCheck,
    title: 'Orders with a day and a slot',
    text: 'Every order arrives with its delivery date and time slot, so you know when to bake and pack.',
  },
] as const;

const POLICY = [
  {
    Icon: Banknote,
    title: 'Fees',
    points: [
      'No sign-up fee and no monthly fee.',
      `Upahar keeps ${SELLER_COMMISSION_PERCENT} % of each delivered order (the items, not the delivery charge).`,
      'Cancelled or refunded orders cost you nothing.',
    ],
  },
  {
    Icon: Truck,
    title: 'Delivery',
    points: [
      'You choose the places in Kathmandu, Lalitpur and Bhaktapur you deliver to.',
      'You prepare each order and deliver it in the slot the customer chose, and mark it delivered in your dashboard.',
      'The delivery charge the customer pays is passed on to you in full.',
    ],
  },
  {
    Icon: Wallet,
    title: 'Payouts',
    points: [
      'Paid weekly, every Sunday, for the orders delivered in the week before.',
      'To your bank account or your eSewa account, in your business name.',
      'A statement by e-mail lists every order and the commission kept.',
    ],
  },
] as const;

const STEPS = [
  'Tell us about your business: name, PAN or VAT number, address and where you deliver.',
  'Upload your registration certificate (a PDF or a photo).',
  'Our team checks it within two working days, or asks you for what is missing.',
  'Once approved, your store opens and orders come to your dashboard.',
] as const;

/** /sell-at-ug: why and how to sell on Upahar, with a short form for questions. */
export function SellInfoPage() {
  const { user } = useSession();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-berry uppercase">Sell on Upahar</p>
        <h1 className="mt-2 font-display text-3xl font-semibold text-cocoa sm:text-4xl">
          Bring your cakes and gifts to the whole valley
        </h1>
        <p className={ui.lead}>
          Bakeries, florists and gift makers in Kathmandu, Lalitpur and Bhaktapur sell on Upahar. You make and
          deliver; we bring the customers, take the payments and pay you every week.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/be-a-seller" className={buttonClass('primary')}>
            Apply to sell
          </Link>
          <a href="#ask" className={buttonClass('secondary')}>
            Ask us first
          </a>
        </div>
      </header>

      <section aria-labelledby="why" className="mt-12">
        <h2 id="why" className="font-display text-2xl font-semibold text-cocoa">
          Why sell on Upahar
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
          Fees, delivery and payouts
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
            How to start
          </h2>
          <ol className="mt-4 space-y-3">
            {STEPS.map((s, i) => (
              <li key={s} className="flex gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-berry-soft text-sm font-semibold text-berry-dark">
                  {i + 1}
                </span>
                <span className="text-cocoa">{s}</span>
              </li>
            ))}
          </ol>
          {user ? (
            <div className="mt-6 rounded-2xl bg-cream p-4">
              <p className="text-cocoa">
                You are signed in as <strong>{user.name}</strong>: go straight to the application.
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Link to="/be-a-seller" className={buttonClass('primary', '', 'sm')}>
                  Start your application
                </Link>
                <Link to="/profile/businesses" className={buttonClass('secondary', '', 'sm')}>
                  Your businesses
                </Link>
              </div>
            </div>
          ) : (
            <p className="mt-6 text-cocoa-soft">
              You apply with your Upahar account.{' '}
              <Link to="/login?referrer=%2Fbe-a-seller" className={ui.link}>
                Log in
              </Link>{' '}
              or{' '}
              <Link to="/register?referrer=%2Fbe-a-seller" className={ui.link}>
                create an account
              </Link>{' '}
              to begin.
            </p>
          )}
        </section>

        <section id="ask" aria-labelledby="ask-heading" className={`${ui.card} scroll-mt-24`}>
          <h2 id="ask-heading" className="font-display text-2xl font-semibold text-cocoa">
            Questions? Tell us about you
          </h2>
          <p className={`${ui.hint} mt-1 mb-4`}>
            Our seller team calls or writes back within two working days.
          </p>
          <InterestForm />
        </section>
      </div>
    </div>
  );
}
