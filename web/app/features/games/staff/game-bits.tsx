import type { TGameState } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { TextAreaField, TextField } from '~/components/form';
import { instantOfKathmanduInput, toKathmanduInput } from '~/features/staff-shell';

// Small pieces the admins' roulette and treasure-hunt screens share: their title, description and
// time fields (times typed and shown in Kathmandu whatever the browser's zone), and the state badge.

const STATE_LOOK: Record<TGameState, { label: string; tone: string }> = {
  upcoming: { label: m.games_staff_not_started(), tone: 'bg-cream-deep text-cocoa' },
  running: { label: m.games_staff_running(), tone: 'bg-success-soft text-success' },
  ended: { label: m.games_staff_ended(), tone: 'bg-cream-deep text-cocoa-soft' },
};

export function GameStateBadge({ state, published }: { state: TGameState; published: boolean }) {
  const look = published
    ? STATE_LOOK[state]
    : { label: m.games_staff_draft(), tone: 'bg-caramel/30 text-cocoa' };
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.tone}`}>{look.label}</span>
  );
}

type GameText = { title: string; description?: string | null };
type GameTimes = { startsAt: string; endsAt?: string | null };

/** A game's title and optional description, with any field that belongs between them. */
export function GameTextFields(p: {
  draft: GameText;
  between?: ReactNode;
  set: (key: 'title' | 'description', value: string) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextField
        name="title"
        label={m.games_staff_title()}
        value={p.draft.title}
        maxLength={80}
        onValueChange={(v) => p.set('title', v)}
        error={p.errors.title}
      />
      {p.between}
      <TextAreaField
        name="description"
        label={m.games_staff_description()}
        optional
        value={p.draft.description ?? ''}
        maxLength={500}
        onValueChange={(v) => p.set('description', v)}
        error={p.errors.description}
      />
    </>
  );
}

/** When a game starts and ends, typed in Nepal time. */
export function GameTimeFields(p: {
  draft: GameTimes;
  set: (key: 'startsAt' | 'endsAt', value: string) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
      <TextField
        name="startsAt"
        type="datetime-local"
        label={m.games_staff_starts()}
        value={toKathmanduInput(p.draft.startsAt)}
        onValueChange={(v) => p.set('startsAt', instantOfKathmanduInput(v))}
        error={p.errors.startsAt}
      />
      <TextField
        name="endsAt"
        type="datetime-local"
        label={m.games_staff_ends()}
        value={p.draft.endsAt ? toKathmanduInput(p.draft.endsAt) : ''}
        onValueChange={(v) => p.set('endsAt', instantOfKathmanduInput(v))}
        error={p.errors.endsAt}
      />
    </>
  );
}
