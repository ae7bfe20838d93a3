import { ImageOff } from '~/components/icon';

type Props = {
  src: string | null;
  /** The picture's intrinsic size in px (width = height), for layout before it loads. */
  size: number;
  /** Size and shape, e.g. "size-16 rounded-2xl"; the placeholder takes the same. */
  className: string;
  iconClassName?: string;
  eager?: boolean;
};

/**
 * A square product picture, or a quiet placeholder when the product has none. Decorative
 * (alt=""): the product's name is always written next to it.
 */
export function Thumb({ src, size, className, iconClassName = 'size-6', eager = false }: Props) {
  return src ? (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      className={`bg-cream-deep object-cover ${className}`}
    />
  ) : (
    <span className={`grid place-items-center bg-cream-deep text-cocoa-soft ${className}`}>
      <ImageOff aria-hidden="true" className={iconClassName} />
    </span>
  );
}
