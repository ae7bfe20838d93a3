import { formatCount, localDigits } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Stars } from '~/components/rating/stars';

/** The average as stars and a figure, with how many rated it abbreviated (1.2K, 3.4M). */
export function RatingStars({
  rating,
  count,
  size = 'sm',
  hideCount = false,
}: {
  rating: number;
  count: number;
  size?: 'sm' | 'md';
  /** One person's rating (a testimonial): no count to show. */
  hideCount?: boolean;
}) {
  if (count === 0) return <p className="text-xs text-cocoa-soft">{m.catalog_rating_none()}</p>;
  const figure = localDigits(rating.toFixed(1));
  const label = hideCount
    ? m.catalog_rating_label({ rating: figure })
    : m.catalog_rating_label_by({ rating: figure, count: localDigits(String(count)) });
  return (
    <p className="card-rating">
      <Stars value={rating} size={size === 'sm' ? 'xs' : 'md'} label={label} />
      <span aria-hidden="true" className="font-medium text-cocoa">
        {hideCount ? figure : `${figure} (${formatCount(count)})`}
      </span>
    </p>
  );
}
