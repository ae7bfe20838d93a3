import {
  CONTEST_STATE_LABEL,
  formatDate,
  formatNumber,
  placeLabel,
  type TContestCard,
  type TContestState,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Countdown } from '~/components/countdown';
import { buttonClass, LoadFailed } from '~/components/form';
import { CalendarDays, LoaderCircle, Timer, Trophy } from '~/components/icon';
import { ProblemCard } from '~/components/layout/problem-card';
import { LOCALE } from '~/lib/locale';

const NEPALI_PLACES = ['प्रथम', 'दोस्रो', 'तेस्रो', 'चौथो', 'पाँचौं'];

/** A prize place as the page's language writes it: "1st", or "प्रथम" in Nepali. */
export const placeName = (n: number) =>
  LOCALE === 'ne' ? (NEPALI_PLACES[n - 1] ?? `${formatNumber(n)}औं`) : placeLabel(n);

const STATE_TONE: Record<TContestState, string> = {
  running: 'bg-success-soft text-success',
  upcoming: 'bg-cream-deep text-cocoa',
  ended: 'bg-line text-cocoa-soft',
};

export function StateBadge({ state }: { state: TContestState }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONE[state]}`}>
      {CONTEST_STATE_LABEL[state]}
    </span>
  );
}

export function PlaceBadge({ place }: { place: number }) {
  return (
    <span className="inline-flex items-center gap-1 self-start rounded-full bg-berry px-2.5 py-0.5 text-xs font-semibold text-white">
      <Trophy aria-hidden="true" className="size-3.5" /> {m.contests_place({ place: placeName(place) })}
    </span>
  );
}

/**
 * When it runs, and the time left to the next moment that matters. `now` is when the server read
 * the contest, so the countdown renders the same there and in the browser.
 */
export function ContestTiming({
  contest: c,
  now,
  onDone,
}: {
  contest: TContestCard;
  now: number;
  onDone?: () => void;
}) {
  return (
    <div className="space-y-1 text-sm text-cocoa-soft">
      <p className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {formatDate(c.startsAt, 'day', { bs: true })} – {formatDate(c.endsAt, 'day', { bs: true })}
      </p>
      {c.state !== 'ended' && (
        <p className="flex items-center gap-1.5 font-medium text-cocoa">
          <Timer aria-hidden="true" className="size-4 shrink-0" />
          {c.state === 'running' ? m.contests_ends_in() : m.contests_starts_in()}
          <Countdown until={c.state === 'running' ? c.endsAt : c.startsAt} now={now} onEnd={onDone} />
        </p>
      )}
    </div>
  );
}

/** One contest in the list: banner, state, dates, countdown and entries. */
export function ContestCard({ contest: c, now }: { contest: TContestCard; now: number }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-white shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-berry hover:shadow-lift">
      {c.banner ? (
        <img src={c.banner} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      ) : (
        <div className="grid aspect-[16/9] place-items-center bg-gradient-to-br from-berry-soft to-cream-deep text-berry">
          <Trophy aria-hidden="true" className="size-12" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge state={c.state} />
          <span className="text-xs font-medium text-cocoa-soft">
            {c.entryType === 'photo' ? m.contests_photo_contest() : m.contests_writing_contest()}
          </span>
        </div>
        <h2 className="font-display text-xl font-semibold text-cocoa">
          <Link to={`/contest/${c.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {c.title}
          </Link>
        </h2>
        <ContestTiming contest={c} now={now} />
        <p className="mt-auto text-sm text-cocoa-soft">
          {m.contests_entries({ count: formatNumber(c.entries) })}
          {c.state === 'ended' &&
            (c.resultsPublished ? m.contests_winners_announced() : m.contests_winners_counting())}
        </p>
      </div>
    </article>
  );
}

/** "More …" under a list of contests or entries; a failed page is said in place with "Try again". */
export function MoreButton({
  more,
  hasMore,
  onMore,
  children,
}: {
  more: { busy: boolean; error: string | null };
  hasMore: boolean;
  onMore: () => void;
  children: ReactNode;
}) {
  if (more.error) return <LoadFailed message={more.error} onRetry={onMore} />;
  if (!hasMore) return null;
  return (
    <button type="button" className={buttonClass('secondary')} onClick={onMore} disabled={more.busy}>
      {more.busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  );
}

/** A contest or an entry that could not be shown: why, and the way back to all contests. */
export function ContestMissing({
  title,
  detail,
  width,
}: {
  title: string;
  detail: string | null;
  width: string;
}) {
  return (
    <div className={`mx-auto w-full ${width} px-4 py-8 sm:px-6 sm:py-12`}>
      <ProblemCard
        as="h1"
        className="mx-auto max-w-xl"
        title={title}
        detail={detail}
        action={{ to: '/contests', label: m.contests_see_all() }}
      />
    </div>
  );
}
