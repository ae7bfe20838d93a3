import { m } from '@upahar/contract/messages';
import { Check, GitCompareArrows } from '~/components/icon';
import { useCompare } from './use-compare';

type Props = { productId: string; className?: string };

/**
 * "Compare": adds a product to the comparison, or takes it out again (a toggle, so a duplicate
 * cannot be added from here; useCompare().add refuses one with a message). Cards offer the same
 * toggle in their menu.
 */
export function CompareButton({ productId, className = '' }: Props) {
  const { has, add, remove } = useCompare();
  const on = has(productId);
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => (on ? remove(productId) : add(productId))}
      className={`btn-secondary ${on ? 'border-berry text-berry-dark' : ''} ${className}`}
    >
      {on ? (
        <Check aria-hidden="true" className="size-5" />
      ) : (
        <GitCompareArrows aria-hidden="true" className="size-5" />
      )}
      {on ? m.compare_in_comparison() : m.compare_button()}
    </button>
  );
}
