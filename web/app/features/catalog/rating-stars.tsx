import { formatCount } from '@upahar/contract';
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
  if (count === 0) return <p className="text-xs text-cocoa-soft">No reviews yet</p>;
  const by = hideCount ? '' : ` by ${count} ${count === 1 ? 'person' : 'people'}`;
  const label = `Rated ${rating.toFixed(1)} out of 5${by}`;
  return (
    <p className="card-rating">
      <Stars value={rating} size={size === 'sm' ? 'xs' : 'md'} label={label} />
      <span aria-hidden="true" className="font-medium text-cocoa">
        {hideCount ? rating.toFixed(1) : `${rating.toFixed(1)} (${formatCount(count)})`}
      </span>
    </p>
  );
}
