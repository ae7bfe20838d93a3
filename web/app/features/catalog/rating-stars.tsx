import { formatCount } from '@upahar/contract';
import { Star } from 'lucide-react';

/** Five stars filled to the nearest half, with the count abbreviated (SPEC 9: K, M, B, T). */
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
  const star = size === 'sm' ? 'size-3.5' : 'size-5';
  if (count === 0) return <p className="text-xs text-cocoa-soft">No reviews yet</p>;
  const rounded = Math.round(rating * 2) / 2;
  return (
    <p className="flex items-center gap-1 text-xs text-cocoa-soft">
      <span className="sr-only">
        Rated {rating.toFixed(1)} out of 5
        {hideCount ? '' : ` by ${count} ${count === 1 ? 'person' : 'people'}`}
      </span>
      <span aria-hidden="true" className="flex">
        {[1, 2, 3, 4, 5].map((i) => {
          const fill = rounded >= i ? 1 : rounded >= i - 0.5 ? 0.5 : 0;
          return (
            <span key={i} className={`relative ${star}`}>
              <Star className={`absolute inset-0 ${star} text-caramel/50`} />
              {fill > 0 && (
                <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                  <Star className={`${star} fill-caramel text-caramel`} />
                </span>
              )}
            </span>
          );
        })}
      </span>
      <span aria-hidden="true" className="font-medium text-cocoa">
        {rating.toFixed(1)}
      </span>
      {!hideCount && <span aria-hidden="true">({formatCount(count)})</span>}
    </p>
  );
}
