import {
  INFLUENCER_TEXT,
  REACTION_KINDS,
  REACTION_LABEL,
  type TReactionCounts,
  type TReactionKind,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Heart, Sparkles, ThumbsUp } from '~/components/icon';
import { ApiError } from '~/lib/api';
import { sendReaction } from './influencers-api';

const ICONS = { like: ThumbsUp, love: Heart, wow: Sparkles } as const;

export function ReactionIcon({ kind, className }: { kind: TReactionKind; className?: string }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" className={className} />;
}

/** A reaction's failure: the reason in words, and the server's own message under it. */
export function reactionError(e: unknown): string {
  if (e instanceof ApiError && e.status === 401) return m.text_not_authenticated();
  const detail = e instanceof ApiError && e.status > 0 ? e.message : INFLUENCER_TEXT.errorOccurred;
  return `${INFLUENCER_TEXT.reactionFailed}\n${detail}`;
}

/** Like, love and wow with their counts; each is a toggle the reader gives once. */
export function ReactionButtons({
  influencerId,
  reactions,
  mine,
  onChange,
}: {
  influencerId: string;
  reactions: TReactionCounts;
  mine: TReactionKind[];
  onChange: (next: { reactions: TReactionCounts; mine: TReactionKind[] }) => void;
}) {
  const [busy, setBusy] = useState<TReactionKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const location = useLocation();
  const login = `/login?referrer=${encodeURIComponent(location.pathname)}`;

  async function toggle(kind: TReactionKind) {
    setBusy(kind);
    setProblem(null);
    try {
      const res = await sendReaction(influencerId, kind, !mine.includes(kind));
      onChange({ reactions: res.reactions, mine: res.mine });
    } catch (e) {
      setProblem(reactionError(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{m.influencers_reactions()}</legend>
        {REACTION_KINDS.map((k) => {
          const pressed = mine.includes(k);
          return (
            <button
              key={k}
              type="button"
              aria-pressed={pressed}
              disabled={busy !== null}
              onClick={() => toggle(k)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry disabled:opacity-70 ${
                pressed
                  ? 'border-berry bg-berry text-white shadow-soft'
                  : 'border-cocoa-soft/40 bg-white text-cocoa hover:bg-berry-soft'
              }`}
            >
              <ReactionIcon kind={k} className={`size-5 ${pressed && k === 'love' ? 'fill-current' : ''}`} />
              {REACTION_LABEL[k]}
              <span className={pressed ? 'text-white/90' : 'text-cocoa-soft'} data-testid={`count-${k}`}>
                {reactions[k]}
              </span>
            </button>
          );
        })}
      </fieldset>
      {problem && (
        <div role="alert" className="mt-3 rounded-2xl bg-danger-soft px-4 py-3 text-sm text-danger">
          {problem.split('\n').map((line, n) => (
            <p key={line} className={n === 0 ? 'font-semibold' : ''}>
              {line}
            </p>
          ))}
          {problem === m.text_not_authenticated() && (
            <Link to={login} className="mt-1 inline-block font-semibold underline underline-offset-4">
              {m.influencers_log_in_to_react()}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

/** The owner's view of their own profile: the counts, not buttons, since nobody reacts to themselves. */
export function ReactionTally({ reactions }: { reactions: TReactionCounts }) {
  return (
    <div data-testid="own-reactions">
      <ul className="flex flex-wrap gap-2" aria-label={m.influencers_reactions_to_yours()}>
        {REACTION_KINDS.map((k) => (
          <li
            key={k}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-cream-deep px-4 py-2 text-sm font-semibold text-cocoa"
          >
            <ReactionIcon kind={k} className="size-5 text-berry" />
            {REACTION_LABEL[k]}
            <span className="text-cocoa-soft" data-testid={`count-${k}`}>
              {reactions[k]}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-cocoa-soft">{m.influencers_cannot_react_own()}</p>
    </div>
  );
}
