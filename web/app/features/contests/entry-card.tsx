import { formatNumber, type TContestEntry } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { Link } from 'react-router';
import { Eye } from '~/components/icon';
import { PlaceBadge } from './contest-bits';
import { VoteButton, type VoteState } from './vote-button';

/** One entry in a contest's grid: the photo or the text, who sent it, votes and a vote button. */
export function EntryCard({ entry: e, vote }: { entry: TContestEntry; vote: VoteState }) {
  const label =
    e.type === 'photo' ? (e.caption ?? m.contests_photo_entry()) : (e.title ?? m.contests_entry());
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
      <Link
        to={`/contest/detail/${e.id}`}
        className="group block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-berry"
      >
        {e.type === 'photo' && e.image ? (
          <img
            src={e.image}
            alt={label}
            loading="lazy"
            className="aspect-square w-full bg-cream object-cover"
          />
        ) : (
          <div className="aspect-square overflow-hidden bg-cream p-5">
            <p className="font-display text-lg font-semibold text-cocoa group-hover:underline">{e.title}</p>
            <p className="mt-2 line-clamp-6 text-sm leading-relaxed whitespace-pre-line text-cocoa">
              {e.text}
            </p>
          </div>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {e.place !== null && <PlaceBadge place={e.place} />}
        {e.type === 'photo' && <p className="line-clamp-2 text-sm text-cocoa">{e.caption}</p>}
        <p className="text-xs text-cocoa-soft">
          {m.contests_by_author({ name: e.author })} ·{' '}
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-3.5" /> {formatNumber(e.views)}
          </span>
        </p>
        <div className="mt-auto pt-1">
          <VoteButton entry={e} vote={vote} />
        </div>
      </div>
    </article>
  );
}
