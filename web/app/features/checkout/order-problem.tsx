import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { buttonClass, FormAlert } from '~/components/form';
import type { PlaceProblem } from './use-place-order';

/**
 * Why the order was not placed, in the server's words, with the one action that fixes it
 * ("slot just filled, coupon used up, stock" at the top of the step, with a way to fix it).
 */
export function OrderProblem({
  problem,
  deliveryUrl,
  onRetry,
  retryReady = true,
  onRemoveCoupon,
}: {
  problem: PlaceProblem;
  deliveryUrl: string;
  onRetry: () => void;
  /** False while the totals are being asked again: "Try again" places the order on the new ones. */
  retryReady?: boolean;
  onRemoveCoupon: () => void;
}) {
  const action = 'secondary';
  return (
    <FormAlert tone="error">
      <p className="font-semibold">{m.checkout_not_placed()}</p>
      <p>{problem.message}</p>
      {problem.fix === 'delivery' && (
        <Link to={deliveryUrl} className={buttonClass(action, '', 'sm')}>
          {m.checkout_change_delivery()}
        </Link>
      )}
      {problem.fix === 'coupon' && (
        <button type="button" onClick={onRemoveCoupon} className={buttonClass(action, '', 'sm')}>
          {m.checkout_remove_coupon_button()}
        </button>
      )}
      {problem.fix === 'cart' && (
        <Link to="/cart" className={buttonClass(action, '', 'sm')}>
          {m.checkout_back_to_cart()}
        </Link>
      )}
      {problem.fix === 'retry' && (
        <button
          type="button"
          onClick={onRetry}
          disabled={!retryReady}
          aria-busy={!retryReady || undefined}
          className={buttonClass(action, '', 'sm')}
        >
          {m.checkout_try_again()}
        </button>
      )}
    </FormAlert>
  );
}
