import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';

// Star size per use: a card's small rating, a list's, a product's headline rating.
const STAR = { xs: '0.875rem', sm: '1rem', md: '1.25rem' } as const;

/**
 * Five read-only stars filled to the nearest half. One image to assistive technology, named by
 * `label` (by default "4.5 out of 5 stars"), so the stars are not read out one by one. Two
 * elements whatever the rating: the outline row and, over it, the filled part (app.css `.stars`).
 */
export function Stars({
  value,
  size = 'sm',
  label = m.common_stars_label({ rating: formatNumber(value, { decimals: 1 }) }),
}: {
  value: number;
  size?: keyof typeof STAR;
  label?: string;
}) {
  const rounded = Math.min(5, Math.max(0, Math.round(value * 2) / 2));
  return (
    <span
      className="stars"
      role="img"
      aria-label={label}
      style={{ '--star': STAR[size] } as React.CSSProperties}
    >
      {rounded > 0 && <span style={{ width: `${rounded * 20}%` }} />}
    </span>
  );
}
