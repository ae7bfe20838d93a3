/** A profile picture, or the name's first letter on a soft circle when there is none. */
export function Avatar({ name, src, size = 'md' }: { name: string; src: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-24 text-4xl sm:size-28' : 'size-11 text-lg';
  if (src)
    return (
      <img
        src={src}
        alt=""
        width={320}
        height={320}
        className={`${box} shrink-0 rounded-full border border-line bg-cream-deep object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${box} grid shrink-0 place-items-center rounded-full bg-berry-soft font-display font-semibold text-berry-dark`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
