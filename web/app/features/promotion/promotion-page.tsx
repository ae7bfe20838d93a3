import { formatPrice, REFERRAL_MIN_ORDER_PAISA, type TPromotion } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
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
        <span className="sr-only">{m.promotion_loading()}</span>
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
        <h1 className={ui.heading}>{m.promotion_title()}</h1>
        <p className={ui.lead}>{m.promotion_lead({ amount: formatPrice(REFERRAL_MIN_ORDER_PAISA) })}</p>
      </header>
      {children}
    </div>
  );
}

function Invite({ data }: { data: TPromotion }) {
  const each = formatPrice(data.creditPerFriend);
  const copy = async (text: string, copied: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied);
    } catch {
      toast.error(m.promotion_copy_blocked());
    }
  };
  const message = m.promotion_share_message({ amount: each, link: data.link });
  return (
    <>
      <section
        aria-labelledby="invite-title"
        className="mt-6 rounded-3xl border border-line bg-white p-5 shadow-soft sm:p-6"
      >
        <h2 id="invite-title" className="flex items-center gap-2 font-display text-xl font-semibold">
          <Gift aria-hidden="true" className="size-5 text-berry" /> {m.promotion_up_to({ amount: each })}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr]">
          <div>
            <dt className="text-sm font-semibold text-cocoa-soft">{m.promotion_your_code()}</dt>
            <dd className="mt-1 flex items-center gap-2">
              <span className="rounded-xl bg-cream px-3 py-2 font-mono text-lg font-semibold tracking-widest">
                {data.code}
              </span>
              <button
                type="button"
                className={buttonClass('secondary', '', 'sm')}
                onClick={() => copy(data.code, m.promotion_code_copied())}
              >
                <Copy aria-hidden="true" className="size-4" /> {m.promotion_copy()}
                <span className="sr-only">{m.promotion_the_code()}</span>
              </button>
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-sm font-semibold text-cocoa-soft">{m.promotion_your_link()}</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 rounded-xl bg-cream px-3 py-2 text-sm break-all">
                {data.link}
              </span>
              <button
                type="button"
                className={buttonClass('primary', '', 'sm')}
                onClick={() => copy(data.link, m.promotion_link_copied())}
              >
                <Copy aria-hidden="true" className="size-4" /> {m.promotion_copy_link()}
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
            <Share2 aria-hidden="true" className="size-4" /> {m.promotion_share_whatsapp()}
            <span className="sr-only">{m.promotion_new_tab()}</span>
          </a>
          <a
            href={`viber://forward?text=${encodeURIComponent(message)}`}
            className={`${ui.link} inline-flex items-center gap-1.5`}
          >
            <Share2 aria-hidden="true" className="size-4" /> {m.promotion_share_viber()}
          </a>
        </p>
        <InviteRules data={data} />
      </section>

      <FriendsList data={data} />
    </>
  );
}
