import { formatPrice, type TPromotion } from '@upahar/contract';
import { Link } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { Copy, Gift, Share2, Users } from '~/components/icon';
import { toast } from '~/components/toast';
import { useLoad } from '~/lib/use-load';
import { fetchPromotion } from './promotion-api';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kathmandu',
  });

/** /profile/promotion: the shopper's invite code and link, what it earned and who joined. */
export function PromotionPage() {
  const { state, reload } = useLoad(fetchPromotion);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>Invite friends</h1>
        <p className={ui.lead}>
          Share your link. When a friend who joins with it gets their first order delivered, you both get
          credit for your next orders.
        </p>
      </header>
      {state.status === 'loading' && (
        <div role="status" className="mt-6 space-y-4">
          <span className="sr-only">Loading your invite</span>
          <div className="h-44 animate-pulse rounded-3xl bg-cream-deep" />
          <div className="h-28 animate-pulse rounded-3xl bg-cream-deep" />
        </div>
      )}
      {state.status === 'error' && (
        <div className="mt-6 space-y-4">
          <FormAlert tone="error">{state.message}</FormAlert>
          <button type="button" className={buttonClass('secondary')} onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {state.status === 'ready' && <Invite data={state.data} />}
    </div>
  );
}

function Invite({ data }: { data: TPromotion }) {
  const each = formatPrice(data.creditPerFriend);
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(`${what} copied`);
    } catch {
      toast.error('Copying is blocked in this browser: select the text and copy it yourself');
    }
  };
  const message = `Order cakes and gifts on Upahar with my invite and we both get ${each} credit: ${data.link}`;
  const rewarded = data.people.filter((p) => p.status === 'rewarded').length;
  return (
    <>
      <section
        aria-labelledby="invite-title"
        className="mt-6 rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
      >
        <h2 id="invite-title" className="flex items-center gap-2 font-display text-xl font-semibold">
          <Gift aria-hidden="true" className="size-5 text-berry" /> {each} for you, {each} for each friend
        </h2>
        <p className="mt-2 text-sm text-cocoa-soft">
          Credit is added once per friend, when their first order is delivered, and taken off your next order
          at checkout.
        </p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr]">
          <div>
            <dt className="text-sm font-semibold text-cocoa-soft">Your code</dt>
            <dd className="mt-1 flex items-center gap-2">
              <span className="rounded-xl bg-cream px-3 py-2 font-mono text-lg font-semibold tracking-widest">
                {data.code}
              </span>
              <button
                type="button"
                className={buttonClass('secondary', '', 'sm')}
                onClick={() => copy(data.code, 'Code')}
              >
                <Copy aria-hidden="true" className="size-4" /> Copy
                <span className="sr-only"> the code</span>
              </button>
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-sm font-semibold text-cocoa-soft">Your link</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 rounded-xl bg-cream px-3 py-2 text-sm break-all">
                {data.link}
              </span>
              <button
                type="button"
                className={buttonClass('primary', '', 'sm')}
                onClick={() => copy(data.link, 'Link')}
              >
                <Copy aria-hidden="true" className="size-4" /> Copy link
              </button>
            </dd>
          </div>
        </dl>
        <p className="mt-4 flex flex-wrap gap-3 text-sm">
          <a
            href={`https://wa.me/?text=${encodeURIComponent(message)}`}
            target="_blank"
            rel="noreferrer"
            className={`${ui.link} inline-flex items-center gap-1.5`}
          >
            <Share2 aria-hidden="true" className="size-4" /> Share on WhatsApp
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <a
            href={`viber://forward?text=${encodeURIComponent(message)}`}
            className={`${ui.link} inline-flex items-center gap-1.5`}
          >
            <Share2 aria-hidden="true" className="size-4" /> Share on Viber
          </a>
        </p>
      </section>

      <section
        aria-labelledby="friends-title"
        className="mt-6 rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="friends-title" className="flex items-center gap-2 font-display text-xl font-semibold">
            <Users aria-hidden="true" className="size-5 text-berry" /> Friends who joined
          </h2>
          <p className="text-sm text-cocoa-soft">
            Earned: <strong className="text-cocoa">{formatPrice(data.earned)}</strong>
            {rewarded > 0 && ` from ${rewarded} ${rewarded === 1 ? 'friend' : 'friends'}`}
          </p>
        </div>
        {data.people.length === 0 ? (
          <p className="mt-3 text-cocoa-soft">
            Nobody has joined with your link yet. Send it to someone with a birthday coming up.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {data.people.map((p) => (
              <li
                key={`${p.name}-${p.joinedAt}`}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
              >
                <span>
                  <span className="font-semibold">{p.name}</span>
                  <span className="text-sm text-cocoa-soft"> · joined {day(p.joinedAt)}</span>
                </span>
                {p.status === 'rewarded' && p.rewardedAt ? (
                  <span className="rounded-full bg-success-soft px-3 py-1 text-sm font-semibold text-success">
                    You earned {formatPrice(data.creditPerFriend)} on {day(p.rewardedAt)}
                  </span>
                ) : (
                  <span className="rounded-full bg-cream px-3 py-1 text-sm text-cocoa-soft">
                    Waiting for their first delivery
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 text-sm">
          <Link to="/cart" className={ui.link}>
            Spend your credit at checkout
          </Link>
        </p>
      </section>
    </>
  );
}
