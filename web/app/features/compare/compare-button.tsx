import { Check, GitCompareArrows } from '~/components/icon';
import { useCompare } from './use-compare';

type Props = { productId: string; productName?: string; variant?: 'icon' | 'full'; className?: string };

/**
 * Adds a product to the comparison, or takes it out again (a toggle, so a duplicate cannot be
 * added from here; useCompare().add refuses one with a message).
 */
export function CompareButton({ productId, productName, variant = 'icon', className = '' }: Props) {
  const { has, add, remove } = useCompare();
  const on = has(productId);
  const label = on
    ? `Remove${productName ? ` ${productName}` : ''} from comparison`
    : `Add${productName ? ` ${productName}` : ''} to comparison`;
  const onClick = () => (on ? remove(productId) : add(productId));
  if (variant === 'full') {
    return (
      <button
        type="button"
        aria-pressed={on}
        onClick={onClick}
        className={`btn-secondary ${on ? 'border-berry text-berry-dark' : ''} ${className}`}
      >
        {on ? (
          <Check aria-hidden="true" className="size-5" />
        ) : (
          <GitCompareArrows aria-hidden="true" className="size-5" />
        )}
        {on ? 'In comparison' : 'Compare'}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      title={on ? 'In comparison' : 'Compare'}
      onClick={onClick}
      className={`round-btn ${on ? 'border-berry bg-berry text-white' : ''} ${className}`}
    >
      {on ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <GitCompareArrows aria-hidden="true" className="size-4" />
      )}
    </button>
  );
}
