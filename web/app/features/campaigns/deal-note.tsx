import type { TDeal } from '@upahar/contract';
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
        {flash ? 'Flash sale' : deal.percentOff !== null ? `${deal.percentOff}% off` : 'Campaign price'} in{' '}
        <Link to={`/campaign/${encodeURIComponent(deal.campaign.slug)}`} className="underline">
          {deal.campaign.name}
        </Link>
      </p>
      <p className="mt-1 text-cocoa">
        Ends in <Countdown until={deal.endsAt} now={now} className="font-semibold" />
        {flash && deal.left !== null && (
          <>
            {' · '}
            {deal.left} left, at most {deal.perCustomerLimit} per customer
          </>
        )}
      </p>
      {isCake && (
        <p className="mt-1 text-cocoa-soft">
          The saving is taken off the price of the size and options you choose, in your cart.
        </p>
      )}
    </div>
  );
}
