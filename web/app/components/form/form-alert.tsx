import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from '~/components/icon';

export type AlertTone = 'error' | 'success' | 'info';

const tones: Record<AlertTone, { box: string; Icon: typeof Info }> = {
  error: { box: 'border-danger/25 bg-danger-soft text-danger', Icon: CircleAlert },
  success: { box: 'border-success/25 bg-success-soft text-success', Icon: CircleCheck },
  info: { box: 'border-caramel/50 bg-cream-deep text-cocoa', Icon: Info },
};

/** A message about the whole form; errors interrupt screen readers, other tones wait politely. */
export function FormAlert({
  tone,
  children,
  className,
}: {
  tone: AlertTone;
  children: ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-2xl border px-4 py-3 text-sm leading-relaxed ${box} ${className ?? ''}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-2">{children}</div>
    </div>
  );
}
