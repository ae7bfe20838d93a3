import spriteUrl from 'virtual:upahar/icon-sprite';
import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Width and height in pixels (24 by default); classes such as `size-5` override it. */
  size?: number | string;
  strokeWidth?: number | string;
};

export type IconComponent = ((props: IconProps) => React.JSX.Element) & { displayName?: string };

const LABELLING = ['aria-label', 'aria-labelledby', 'role'] as const;

/**
 * A lucide icon drawn from the shared sprite: the page holds one `<use>` per icon instead of
 * its paths, and the sprite file, fetched once and cached for a year, holds each drawing once.
 * Like lucide's own components, an icon nobody labelled is hidden from screen readers.
 */
export function icon(name: string): IconComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon when icons.ts loads, never while rendering
  function Icon({ size = 24, strokeWidth = 2, className, ...rest }: IconProps) {
    const labelled = LABELLING.some((key) => rest[key] !== undefined);
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : 'true'}
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        {...rest}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
