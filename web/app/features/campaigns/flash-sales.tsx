import { formatNumber, type TFlashSale } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { Countdown } from '~/components/countdown';
import { ImageOff, Zap } from '~/components/icon';
import { productPath } from '~/components/layout/link-target';
import { Price } from '~/features/currency';

const LABEL: Record<TFlashSale['state'], string> = {
  upcoming: m.campaigns_starts_in(),
  running: m.campaigns_ends_in(),
  sold_out: m.campaigns_state_sold_out(),
  ended: m.campaigns_state_ended(),
};

/** A flash sale: its price against the usual one, a countdown to its start or end, what is left. */
function FlashSaleCard({ sale, now }: { sale: TFlashSale; now: number }) {
  // A sale counting down to its start opens on the page when the countdown ends; the server
  // decides the price again when the shopper adds it and checks out.
  const [state, setState] = useState(sale.state);
  const left = Math.max(0, sale.stock - sale.sold);
  const soldShare = Math.min(100, Math.round((sale.sold / sale.stock) * 100));
  const href = productPath(sale.product.slug);
  return (
    <article className="flex gap-4 rounded-2xl border border-line bg-white p-4 shadow-soft">
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {sale.product.image ? (
          <img
            src={sale.product.image}
            alt=""
            width={112}
            height={112}
            className="size-24 rounded-xl object-cover sm:size-28"
          />
        ) : (
          <span className="grid size-24 place-items-center rounded-xl bg-cream text-cocoa-soft sm:size-28">
            <ImageOff aria-hidden="true" className="size-8" />
          </span>
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold leading-snug">
          <Link to={href} className="hover:text-berry hover:underline">
            {sale.product.name}
          </Link>
        </h3>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <Price paisa={sale.price} className="text-lg font-bold text-berry" />
          <s className="text-sm text-cocoa-soft">
            <span className="sr-only">{m.campaigns_usual_price()}</span>
            <Price paisa={sale.listPrice} />
          </s>
        </p>
        <p className="mt-1 text-sm text-cocoa-soft">
          {LABEL[state]}
          {state === 'upcoming' && (
            <>
              {' '}
              <Countdown
                until={sale.startsAt}
                now={now}
                onEnd={() => setState(left > 0 ? 'running' : 'sold_out')}
                className="font-semibold text-cocoa"
              />
            </>
          )}
          {state === 'running' && (
            <>
              {' '}
              <Countdown
                until={sale.endsAt}
                now={now}
                onEnd={() => setState('ended')}
                className="font-semibold text-cocoa"
              />
            </>
          )}
        </p>
        <div className="mt-2" aria-hidden="true">
          <div className="h-2 overflow-hidden rounded-full bg-berry-soft">
            <div className="h-full rounded-full bg-berry" style={{ width: `${soldShare}%` }} />
          </div>
        </div>
        <p className="mt-1 text-xs text-cocoa-soft">
          {m.campaigns_sale_left({
            left: formatNumber(left),
            stock: formatNumber(sale.stock),
            limit: formatNumber(sale.perCustomerLimit),
          })}
        </p>
        {state === 'running' && (
          <Link to={href} className="btn-primary mt-3 inline-flex min-h-11 items-center gap-1 text-sm">
            <Zap aria-hidden="true" className="size-4" /> {m.campaigns_buy_at_price()}
          </Link>
        )}
      </div>
    </article>
  );
}

export function FlashSales({ sales, now }: { sales: TFlashSale[]; now: number }) {
  if (sales.length === 0) return null;
  return (
    <section aria-labelledby="flash-title" className="py-6">
      <h2 id="flash-title" className="flex items-center gap-2 text-xl font-bold">
        <Zap aria-hidden="true" className="size-5 text-berry" /> {m.campaigns_flash_sale()}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {sales.map((s) => (
          <li key={s.id}>
            <FlashSaleCard sale={s} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}
