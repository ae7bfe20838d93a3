import {
  formatDate,
  formatPrice,
  PRIZE_KIND_LABEL,
  PRIZE_SOURCE_LABEL,
  type TPrizeAward,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass } from '~/components/form';
import { Copy, Gift, TicketPercent, Wallet } from '~/components/icon';
import { toast } from '~/components/toast';

const KIND_ICON = { coupon: TicketPercent, credit: Wallet, product: Gift } as const;

async function copy(code: string) {
  try {
    await navigator.clipboard.writeText(code);
    toast.success(m.prizes_copied({ code }));
  } catch {
    toast.error(m.prizes_copy_blocked());
  }
}

function CodeState({ prize: p }: { prize: TPrizeAward }) {
  if (p.codeState === 'used') return <span className="text-cocoa-soft">{m.prizes_used()}</span>;
  if (p.codeState === 'expired')
    return (
      <span className="text-danger">
        {p.expiresAt ? m.prizes_expired_on({ date: formatDate(p.expiresAt, 'day') }) : m.prizes_expired()}
      </span>
    );
  return (
    <span className="text-success">
      {p.expiresAt
        ? m.prizes_usable_until({ date: formatDate(p.expiresAt, 'day') })
        : m.prizes_usable_further()}
    </span>
  );
}

/** One prize the shopper won: what, where and when, and how to spend it. */
export function PrizeCard({ prize: p }: { prize: TPrizeAward }) {
  const Icon = KIND_ICON[p.kind];
  const spent = p.codeState === 'used' || p.codeState === 'expired';
  return (
    <article
      aria-label={p.title}
      className={`flex h-full flex-col gap-3 rounded-3xl border border-line bg-white p-5 shadow-soft ${spent ? 'opacity-75' : ''}`}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-berry-soft text-berry">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-lg font-semibold break-words text-cocoa">{p.title}</h2>
          <p className="text-sm text-cocoa-soft">
            {PRIZE_KIND_LABEL[p.kind]} · {PRIZE_SOURCE_LABEL[p.source]}: {p.reason}
          </p>
          <p className="text-sm text-cocoa-soft">
            {m.prizes_won_on()} <time dateTime={p.wonAt}>{formatDate(p.wonAt, 'day')}</time>
          </p>
        </div>
      </div>
      {p.credit !== null && (
        <p className="text-cocoa">
          <span className="font-semibold">{formatPrice(p.credit)}</span> {m.prizes_added_credit()}{' '}
          <Link to="/cart" className="font-semibold text-berry-dark underline-offset-2 hover:underline">
            {m.prizes_spend_at_checkout()}
          </Link>
        </p>
      )}
      {p.product && (
        <p className="text-cocoa">
          {m.prizes_one_free()}{' '}
          <Link
            to={`/product/${p.product.slug}`}
            className="font-semibold text-berry-dark underline-offset-2 hover:underline"
          >
            {p.product.name}
          </Link>{' '}
          {m.prizes_with_code()}
        </p>
      )}
      {p.code && (
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream px-4 py-3">
          <div className="min-w-0">
            <p
              className={`font-mono text-lg font-semibold tracking-wide text-cocoa ${spent ? 'line-through' : ''}`}
            >
              {p.code}
            </p>
            <p className="text-sm">
              <CodeState prize={p} />
            </p>
          </div>
          {!spent && (
            <button
              type="button"
              className={buttonClass('secondary', '', 'sm')}
              onClick={() => copy(p.code ?? '')}
              aria-label={m.prizes_copy_code({ code: p.code })}
            >
              <Copy aria-hidden="true" className="size-4" />
              {m.prizes_copy()}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
