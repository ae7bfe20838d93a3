import type { TCartGift } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Gift, PartyPopper } from '~/components/icon';
import { usePrice } from '~/features/currency';

/** Free gifts the cart unlocks at a subtotal: the ones won, and how far the next ones are. */
export function CartGifts({ gifts }: { gifts: readonly TCartGift[] }) {
  const price = usePrice();
  if (gifts.length === 0) return null;
  return (
    <section aria-labelledby="gifts-title" className="rounded-3xl border border-line bg-white p-4 sm:p-5">
      <h2 id="gifts-title" className="flex items-center gap-2 font-display text-lg font-semibold">
        <Gift aria-hidden="true" className="size-5 text-berry" /> {m.cart_free_gifts()}
      </h2>
      <ul className="mt-3 space-y-3">
        {gifts.map((g) => {
          const progress =
            g.minSubtotal > 0 ? Math.min(100, ((g.minSubtotal - g.missing) / g.minSubtotal) * 100) : 100;
          return (
            <li key={g.id} className="flex items-center gap-3">
              {g.image ? (
                <img
                  src={g.image}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded-xl bg-cream-deep object-cover"
                />
              ) : (
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-berry-soft text-berry">
                  <Gift aria-hidden="true" className="size-5" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                {g.unlocked ? (
                  <p className="flex items-center gap-1.5 text-sm font-semibold text-success">
                    <PartyPopper aria-hidden="true" className="size-4" />
                    {m.cart_gift_won({ name: g.name })}
                  </p>
                ) : (
                  <p className="text-sm text-cocoa">
                    <AddMore amount={price(g.missing)} name={g.name} />
                  </p>
                )}
                {g.title && g.title !== g.name && <p className="text-xs text-cocoa-soft">{g.title}</p>}
                <div
                  className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-cream-deep"
                  role="progressbar"
                  aria-label={m.cart_gift_progress({ name: g.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(progress)}
                >
                  <div
                    className={`h-full rounded-full ${g.unlocked ? 'bg-success' : 'bg-berry'}`}
                    style={{ width: `${progress}%` }}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "Add Rs 500 more for a free candle", the amount in bold wherever the language puts it. */
function AddMore({ amount, name }: { amount: string; name: string }) {
  const [before, after] = m.cart_gift_add_more({ amount: '\u0000', name }).split('\u0000');
  return (
    <>
      {before}
      <strong className="font-semibold">{amount}</strong>
      {after}
    </>
  );
}
