import { m } from '@upahar/contract/messages';
import { Heart, Loader2 } from '~/components/icon';
import { useWishlist } from './wishlist-context';

type Props = {
  product: { id: string; type: string; name: string };
  /** "icon": the round heart on cards; "full": a labelled button on the product page. */
  variant?: 'icon' | 'full';
  className?: string;
};

/** The wishlist heart: pressed when wished; it changes once the server agrees. */
export function WishButton({ product, variant = 'icon', className = '' }: Props) {
  const { has, busy, toggle } = useWishlist();
  const on = has(product.id);
  const waiting = busy.has(product.id);
  const label = on ? m.wishlist_remove_from() : m.wishlist_add();
  const onClick = () => void toggle({ id: product.id, type: product.type, name: product.name });
  if (variant === 'full') {
    return (
      <button
        type="button"
        aria-pressed={on}
        aria-busy={waiting || undefined}
        onClick={onClick}
        className={`btn-secondary ${on ? 'border-berry text-berry-dark' : ''} ${className}`}
      >
        {waiting ? (
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Heart aria-hidden="true" className={`size-5 ${on ? 'fill-berry text-berry' : ''}`} />
        )}
        <span>{label}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-busy={waiting || undefined}
      aria-label={m.wishlist_button_named({ action: label, name: product.name })}
      title={label}
      onClick={onClick}
      className={`round-btn ${on ? 'border-berry bg-white text-berry' : ''} ${className}`}
    >
      <Heart
        aria-hidden="true"
        className={`size-4 transition ${on ? 'fill-berry' : ''} ${waiting ? 'animate-pulse' : ''}`}
      />
    </button>
  );
}
