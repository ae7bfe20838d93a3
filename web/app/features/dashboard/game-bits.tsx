import { kathmanduInstant, type TGameState } from '@upahar/contract';

// Small pieces the admins' roulette and treasure-hunt screens share: times typed and shown in
// Kathmandu whatever the browser's zone, and the state badge.

/** An instant as a datetime-local value on Kathmandu's clock. */
export { toKathmanduInput as toLocalInput } from './blog-form';

/** A datetime-local value read on Kathmandu's clock, as an instant; '' stays '' for the form's message. */
export function fromLocalInput(v: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(v);
  return m ? kathmanduInstant(m[1], Number(m[2]), Number(m[3])).toISOString() : '';
}

export const shortWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kathmandu',
  });

const STATE_LOOK: Record<TGameState, { label: string; tone: string }> = {
  upcoming: { label: 'Not started', tone: 'bg-cream-deep text-cocoa' },
  running: { label: 'Running', tone: 'bg-success-soft text-success' },
  ended: { label: 'Ended', tone: 'bg-cream-deep text-cocoa-soft' },
};

export function GameStateBadge({ state, published }: { state: TGameState; published: boolean }) {
  const look = published ? STATE_LOOK[state] : { label: 'Draft', tone: 'bg-caramel/30 text-cocoa' };
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.tone}`}>{look.label}</span>
  );
}
