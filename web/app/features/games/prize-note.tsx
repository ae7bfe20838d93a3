import type { TGamePrize } from '@upahar/contract';
import { Link } from 'react-router';
import { ui } from '~/components/form';
import { usePrice } from '~/features/currency';

/** What a spin or a dig gave: the code to use at checkout, or the credit added to the wallet. */
export function PrizeNote({ prize }: { prize: TGamePrize }) {
  const price = usePrice();
  return (
    <div className="space-y-1">
      <p className="font-semibold">You won {prize.title}!</p>
      {prize.code && (
        <p>
          Your code:{' '}
          <code className="rounded-lg bg-white px-2 py-0.5 font-mono font-semibold tracking-wider text-cocoa">
            {prize.code}
          </code>{' '}
          (enter it at checkout)
        </p>
      )}
      {prize.credit !== null && <p>{price(prize.credit)} has been added to your wallet.</p>}
      <p>
        <Link to="/profile/prizes" className={ui.link}>
          See all your prizes
        </Link>
      </p>
    </div>
  );
}
