import { formatPrice, REFERRAL_MIN_ORDER_PAISA, type TPromotion } from '@upahar/contract';
import type { ReactNode } from 'react';
import { buttonClass, ui } from '~/components/form';
import { Copy, Gift, Share2 } from '~/components/icon';
import { toast } from '~/components/toast';
import { FriendsList } from './friends-list';
import { InviteRules } from './invite-rules';

/** /profile/promotion: the shopper's invite code and link, what it earned and who joined. */
export function PromotionPage({ promotion }: { promotion: TPromotion }) {
  return (
    <PromotionFrame>
      <Invite data={promotion} />
    </PromotionFrame>
  );
}

/** What the page shows while the shopper's invite is on its way. */
export function PromotionLoading() {
  return (
    <PromotionFrame>
      <div role="status" className="mt-6 space-y-4">
        <span className="sr-only">Loading your invite</span>
        <div className="h-44 animate-pulse rounded-3xl bg-cream-deep" />
        <div className="h-28 animate-pulse rounded-3xl bg-cream-deep" />
      </div>
    </PromotionFrame>
  );
}

function PromotionFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className={ui.heading}>Invite friends</h1>
        <p className={ui.lead}>
          Share your link. When a friend who joins with it has an order of{' '}
          {formatPrice(REFERRAL_MIN_ORDER_PAISA)} or more delivered and paid, you both get credit for your
          next orders.
        </p>
      </header>
      {children}
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
  const message = `Order cakes and gifts on Upahar with my invite and we both get up to ${each} credit: ${data.link}`;
  return (
    <>
      <section
        aria-labelledby="invite-title"
        className="mt-6 rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
      >
        <h2 id="invite-title" className="flex items-center gap-2 font-display text-xl font-semibold">
          <Gift aria-hidden="true" className="size-5 text-berry" /> Up to {each} for you and for each friend
        </h2>
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
        <InviteRules data={data} />
      </section>

      <FriendsList data={data} />
    </>
  );
}
