import { formatNumber, formatOccasionDay, occasionName, type TGiftLink } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { Gift, ShoppingCart } from '~/components/icon';
import { errorMessage } from '~/lib/api';
import { fillCart } from './reminders-api';

/**
 * /gifts/:token, a reminder's one-tap link: the occasion and the gift's items, and one button that
 * puts them in the cart (a visitor logs in first and comes back here). `onFilled` gets what went
 * in and what was left out, to refresh the cart and go to it.
 */
export function GiftPage({
  gift,
  token,
  isLoggedIn,
  loginHref,
  onFilled,
}: {
  gift: TGiftLink;
  token: string;
  isLoggedIn: boolean;
  loginHref: string;
  onFilled: (result: { added: number; skipped: { name: string; reason: string }[] }) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const occasion = occasionName(gift).toLowerCase();
  const sellable = gift.items.filter((i) => i.available);
  const fill = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await fillCart(token);
      await onFilled(res.data);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <section className="rounded-3xl border border-line bg-gradient-to-br from-berry-soft via-white to-cream-deep p-6 shadow-soft sm:p-8">
        <p className="flex items-center gap-2 text-sm font-semibold text-berry-dark">
          <Gift aria-hidden="true" className="size-5" />
          {gift.fromLastGift ? m.occasions_gift_last() : m.occasions_gift_suggested()}
        </p>
        <h1 className="mt-2 font-display text-2xl font-semibold tracking-tight text-cocoa sm:text-3xl">
          {m.occasions_gift_title({ name: gift.personName, occasion })}
        </h1>
        <p className="mt-1 text-cocoa-soft">
          {m.occasions_gift_on({ date: formatOccasionDay(gift.date, gift.calendar) })}
        </p>
      </section>
      <ul aria-label={m.occasions_gift_meta()} className="mt-6 grid gap-3">
        {gift.items.map((i) => (
          <li
            key={i.productId}
            className={`flex items-center gap-3 rounded-2xl border border-line bg-white p-3 ${i.available ? '' : 'opacity-70'}`}
          >
            {i.image ? (
              <img
                src={i.image}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-xl object-cover"
              />
            ) : (
              <span className="size-16 shrink-0 rounded-xl bg-cream-deep" />
            )}
            <div className="min-w-0 flex-1">
              <Link
                to={`/product/${i.slug}`}
                className="font-semibold break-words text-cocoa hover:underline"
              >
                {i.name}
              </Link>
              <p className="text-sm text-cocoa-soft">
                {m.occasions_gift_quantity({ count: formatNumber(i.quantity) })}
              </p>
              {!i.available && (
                <p className="text-sm font-medium text-danger">{m.occasions_gift_unavailable()}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-3">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        {sellable.length === 0 ? (
          <p className={ui.lead}>
            {m.occasions_gift_none()}{' '}
            <Link to="/" className={ui.link}>
              {m.checkout_continue_shopping()}
            </Link>
          </p>
        ) : isLoggedIn ? (
          <button
            type="button"
            className={buttonClass('primary', 'w-full sm:w-auto')}
            disabled={busy}
            onClick={() => void fill()}
          >
            <ShoppingCart aria-hidden="true" className="size-4" />
            {m.occasions_gift_fill()}
          </button>
        ) : (
          <Link to={loginHref} className={buttonClass('primary', 'w-full sm:w-auto')}>
            {m.occasions_gift_login()}
          </Link>
        )}
      </div>
    </div>
  );
}
