// One look for every form. The account pages and the form pieces share
// these class strings so a change of tone happens in one place.
export const ui = {
  label: 'block text-sm font-medium text-cocoa',
  input: [
    'mt-1.5 block w-full rounded-xl border border-cocoa-soft/45 bg-white px-3.5 py-2.5',
    // 16 px text keeps iOS Safari from zooming into the field at 390 px.
    'text-base text-cocoa shadow-sm placeholder:text-cocoa-soft/60',
    'transition-colors focus:border-berry focus:outline-none focus:ring-2 focus:ring-berry/25',
    'aria-[invalid=true]:border-danger aria-[invalid=true]:focus:ring-danger/25',
    '[&[readonly]]:bg-cream [&[readonly]]:text-cocoa-soft disabled:cursor-not-allowed disabled:bg-cream-deep',
  ].join(' '),
  hint: 'text-sm text-cocoa-soft',
  error: 'text-sm font-medium text-danger',
  success: 'text-sm font-medium text-success',
  heading: 'text-2xl font-semibold tracking-tight text-cocoa sm:text-3xl',
  lead: 'mt-2 text-base leading-relaxed text-cocoa-soft',
  card: 'rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-8',
  link: 'font-medium text-berry underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry',
} as const;

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-berry text-white shadow-soft hover:bg-berry-dark active:bg-berry-dark',
  secondary: 'border border-cocoa-soft/45 bg-white text-cocoa shadow-sm hover:bg-cream active:bg-cream-deep',
  quiet: 'text-berry hover:bg-berry-soft active:bg-berry-soft',
  danger: 'border border-danger/25 bg-white text-danger hover:bg-danger-soft active:bg-danger-soft',
};

export type ButtonSize = 'md' | 'sm';

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2.5 text-base',
  // Still a 36 px target: small, not fiddly (inside alerts and cards).
  sm: 'min-h-9 px-4 py-1.5 text-sm',
};

/** Classes for a button, or for a link that looks like one. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = '', size: ButtonSize = 'md'): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold',
    sizes[size],
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
