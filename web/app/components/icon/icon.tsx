import spriteUrl from 'virtual:upahar/icon-sprite';
import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Width and height in pixels (24 by default); classes such as `size-5` override it. */
  size?: number | string;
  strokeWidth?: number | string;
};

export type IconComponent = ((props: IconProps) => React.JSX.Element) & { displayName?: string };

const LABELLING = ['aria-label', 'aria-labelledby', 'role'] as const;

/**
 * A lucide icon drawn from the shared sprite: the page holds one `<use>` per icon instead of
 * its paths, and the sprite file, fetched once and cached for a year, holds each drawing once.
 * How lucide draws (24 px, no fill, a round 2 px stroke in the text colour) comes from the
 * `.lucide` rule of the stylesheet rather than from attributes repeated on every icon; `size`
 * and `strokeWidth`, when given, are attributes, so size and fill classes still win over them.
 * Like lucide's own components, an icon nobody labelled is hidden from screen readers.
 */
export function icon(name: string): IconComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon when icons.ts loads, never while rendering
  function Icon({ size, strokeWidth, className, ...rest }: IconProps) {
    const labelled = LABELLING.some((key) => rest[key] !== undefined);
    return (
      <svg
        width={size}
        height={size}
        strokeWidth={strokeWidth}
        aria-hidden={labelled ? undefined : 'true'}
        className={className ? `lucide ${className}` : 'lucide'}
        {...rest}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
