import { formatNumber } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useId, useState } from 'react';
import { Star } from '~/components/icon';

const LABELS = [
  m.community_rating_poor(),
  m.community_rating_fair(),
  m.community_rating_good(),
  m.community_rating_very_good(),
  m.community_rating_excellent(),
];

/**
 * The rating picker: a real radio group (arrow keys move between stars, Space/Enter not
 * needed), drawn as stars. The highlighted stars follow the pointer as a preview.
 */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="block text-sm font-medium text-cocoa">{m.community_your_rating()}</legend>
      <div className="mt-1.5 flex items-center gap-3">
        <div className="flex" onPointerLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="group relative cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-berry"
              onPointerEnter={() => setHover(n)}
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="peer sr-only"
              />
              <span className="sr-only">
                {m.community_star_option({ count: formatNumber(n), label: LABELS[n - 1] })}
              </span>
              <Star
                aria-hidden="true"
                className={`size-8 transition-colors ${n <= shown ? 'fill-caramel text-caramel' : 'text-caramel/50'}`}
              />
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm font-medium text-cocoa-soft">
          {shown ? LABELS[shown - 1] : m.community_choose_stars()}
        </span>
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
