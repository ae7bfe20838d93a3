import type { TProductStatus } from '@upahar/contract';
import { Gift } from '~/components/icon';

// Small pieces the product list and editor share.

const STATUS_LOOK: Record<TProductStatus, { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'bg-cream-deep text-cocoa' },
  live: { label: 'Live', className: 'bg-success-soft text-success' },
  archived: { label: 'Archived', className: 'bg-danger-soft text-danger' },
};

export const STATUS_LABEL: Record<TProductStatus, string> = {
  draft: 'Draft',
  live: 'Live',
  archived: 'Archived',
};

export function StatusBadge({ status }: { status: TProductStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.className}`}>
      {look.label}
    </span>
  );
}

export function ProductThumb({ src, size = 'md' }: { src: string | null; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-14' : 'size-20';
  return src ? (
    <img
      src={src}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      className={`${box} shrink-0 rounded-2xl bg-cream object-cover`}
    />
  ) : (
    <span className={`grid ${box} shrink-0 place-items-center rounded-2xl bg-cream text-cocoa-soft`}>
      <Gift aria-hidden="true" className="size-6" />
    </span>
  );
}
