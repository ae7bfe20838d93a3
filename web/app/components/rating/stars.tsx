import { Star } from '~/components/icon';

const BOX = { xs: 'size-3.5', sm: 'size-4', md: 'size-5' } as const;

/**
 * Five read-only stars filled to the nearest half. One image to assistive technology, named by
 * `label` (by default "4.5 out of 5 stars"), so the stars are not read out one by one.
 */
export function Stars({
  value,
  size = 'sm',
  label = `${value.toFixed(1)} out of 5 stars`,
}: {
  value: number;
  size?: keyof typeof BOX;
  label?: string;
}) {
  const box = BOX[size];
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className="inline-flex" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((i) => {
        const fill = rounded >= i ? 1 : rounded >= i - 0.5 ? 0.5 : 0;
        return (
          <span key={i} className={`relative ${box}`}>
            <Star aria-hidden="true" className={`absolute inset-0 ${box} text-caramel/50`} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star aria-hidden="true" className={`${box} fill-caramel text-caramel`} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
