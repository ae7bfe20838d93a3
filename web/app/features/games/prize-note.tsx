import type { TGamePrize } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { ui } from '~/components/form';
import { usePrice } from '~/features/currency';

/** What a spin or a dig gave: the code to use at checkout, or the credit added to the wallet. */
export function PrizeNote({ prize }: { prize: TGamePrize }) {
  const price = usePrice();
  return (
    <div className="space-y-1">
      <p className="font-semibold">{m.games_you_won({ prize: prize.title })}</p>
      {prize.code && (
        <p>
          {m.games_your_code()}{' '}
          <code className="rounded-lg bg-white px-2 py-0.5 font-mono font-semibold tracking-wider text-cocoa">
            {prize.code}
          </code>{' '}
          {m.games_enter_at_checkout()}
        </p>
      )}
      {prize.credit !== null && <p>{m.games_credit_added({ amount: price(prize.credit) })}</p>}
      <p>
        <Link to="/profile/prizes" className={ui.link}>
          {m.games_see_prizes()}
        </Link>
      </p>
    </div>
  );
}
