import { formatNumber, type TDeal } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { Countdown } from '~/components/countdown';
import { Timer, Zap } from '~/components/icon';

/**
 * Under a product's price while a campaign offer or flash sale prices it: which one, until when,
 * and (flash sales) how many are left at that price.
 */
export function DealNote({ deal, now, isCake }: { deal: TDeal; now: number; isCake: boolean }) {
  const flash = deal.kind === 'flash';
  return (
    <div className="rounded-2xl border border-berry/30 bg-berry-soft px-4 py-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-berry">
        {flash ? (
          <Zap aria-hidden="true" className="size-4" />
        ) : (
          <Timer aria-hidden="true" className="size-4" />
        )}
        {flash
          ? m.campaigns_flash_sale_in()
          : deal.percentOff !== null
            ? m.campaigns_percent_off_in({ percent: formatNumber(deal.percentOff) })
            : m.campaigns_price_in()}{' '}
        <Link to={`/campaign/${encodeURIComponent(deal.campaign.slug)}`} className="underline">
          {deal.campaign.name}
        </Link>
      </p>
      <p className="mt-1 text-cocoa">
        {m.campaigns_ends_in()} <Countdown until={deal.endsAt} now={now} className="font-semibold" />
        {flash && deal.left !== null && (
          <>
            {' · '}
            {m.campaigns_deal_left({
              left: formatNumber(deal.left),
              limit: formatNumber(deal.perCustomerLimit ?? 0),
            })}
          </>
        )}
      </p>
      {isCake && <p className="mt-1 text-cocoa-soft">{m.campaigns_cake_saving()}</p>}
    </div>
  );
}
