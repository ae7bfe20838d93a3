import { formatDate, formatNumber, type TMyEntry } from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ArrowLeft, EyeOff, Trophy } from '~/components/icon';
import { LoadingLine } from '~/components/layout/loading-line';
import { PlaceBadge, placeName, StateBadge } from './contest-bits';

const STATE_TEXT: Record<TMyEntry['state'], string> = {
  in_contest: m.contests_state_in_contest(),
  winner: m.contests_state_winner(),
  hidden: m.contests_state_hidden(),
  not_placed: m.contests_state_not_placed(),
};

function EntryState({ entry: e }: { entry: TMyEntry }) {
  if (e.state === 'winner' && e.place !== null) return <PlaceBadge place={e.place} />;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        e.state === 'hidden' ? 'bg-danger-soft text-danger' : 'bg-cream-deep text-cocoa'
      }`}
    >
      {e.state === 'hidden' && <EyeOff aria-hidden="true" className="size-3.5" />}
      {STATE_TEXT[e.state]}
    </span>
  );
}

function Thumb({ entry: e }: { entry: TMyEntry }) {
  return e.type === 'photo' && e.image ? (
    <img src={e.image} alt="" className="size-20 shrink-0 rounded-2xl bg-cream object-cover" />
  ) : (
    <span className="grid size-20 shrink-0 place-items-center rounded-2xl bg-cream text-berry">
      <Trophy aria-hidden="true" className="size-8" />
    </span>
  );
}

/** /profile/contests: the shopper's entries, newest first, with where each stands. */
export function MyEntriesPage({ entries }: { entries: TMyEntry[] }) {
  return (
    <EntriesFrame>
      {entries.length === 0 && (
        <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-12 text-center shadow-soft">
          <span className="grid size-20 place-items-center rounded-full bg-berry-soft text-berry">
            <Trophy aria-hidden="true" className="size-9" />
          </span>
          <h2 className="mt-5 font-display text-2xl font-semibold">{m.contests_my_none()}</h2>
          <p className="mt-2 max-w-sm text-cocoa-soft">{m.contests_my_none_lead()}</p>
          <Link to="/contests?state=running" className={buttonClass('primary', 'mt-6')}>
            {m.contests_see_running()}
          </Link>
        </div>
      )}
      {entries.length > 0 && (
        <ul className="space-y-3">
          {entries.map((e) => (
            <li key={e.id}>
              <article className="relative flex gap-4 rounded-3xl border border-line bg-white p-4 shadow-soft focus-within:border-berry hover:border-berry">
                <Thumb entry={e} />
                <div className="min-w-0 space-y-1">
                  <h2 className="font-display text-lg font-semibold text-cocoa">
                    <Link
                      to={`/profile/contests/${e.id}`}
                      className="after:absolute after:inset-0 focus:outline-none"
                    >
                      {e.contest.title}
                    </Link>
                  </h2>
                  <p className="truncate text-sm text-cocoa">{e.caption ?? e.title}</p>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-cocoa-soft">
                    <EntryState entry={e} />
                    <span>
                      {m.contests_votes({ count: formatNumber(e.votes) })} ·{' '}
                      {m.contests_views_plain({ count: formatNumber(e.views) })}
                    </span>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </EntriesFrame>
  );
}

/** What the list shows while the entries are on their way. */
export function MyEntriesLoading() {
  return (
    <EntriesFrame>
      <LoadingLine>{m.contests_loading_entries()}</LoadingLine>
    </EntriesFrame>
  );
}

function EntriesFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className={ui.heading}>{m.contests_my_entries_title()}</h1>
      <p className={ui.lead}>{m.contests_my_entries_lead()}</p>
      <div className="mt-6 space-y-4">{children}</div>
    </div>
  );
}

/** /profile/contests/:id: one of the shopper's entries; another person's is not found (null). */
export function MyEntryPage({ entry }: { entry: TMyEntry | null }) {
  return (
    <EntryFrame>
      {entry ? (
        <MyEntry entry={entry} />
      ) : (
        <FormAlert tone="error" className="mt-4">
          {m.contests_my_not_found()}
        </FormAlert>
      )}
    </EntryFrame>
  );
}

/** What the page shows while the entry is on its way. */
export function MyEntryLoading() {
  return (
    <EntryFrame>
      <LoadingLine className="mt-4">{m.contests_loading_entry()}</LoadingLine>
    </EntryFrame>
  );
}

function EntryFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/profile/contests"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-berry hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.contests_your_entries()}
      </Link>
      {children}
    </div>
  );
}

function MyEntry({ entry: e }: { entry: TMyEntry }) {
  return (
    <article className="mt-2 overflow-hidden rounded-3xl border border-line bg-white shadow-soft">
      {e.type === 'photo' && e.image && (
        <img
          src={e.image}
          alt={e.caption ?? m.contests_your_photo()}
          className="max-h-[60vh] w-full bg-cream object-contain"
        />
      )}
      <div className="space-y-3 p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <EntryState entry={e} />
          <StateBadge state={e.contest.state} />
        </div>
        <h1 className="font-display text-2xl font-semibold text-cocoa">{e.caption ?? e.title}</h1>
        {e.type === 'text' && <p className="leading-relaxed whitespace-pre-line text-cocoa">{e.text}</p>}
        <p className="text-sm text-cocoa-soft">
          {m.contests_sent_on({ date: formatDate(e.createdAt, 'day') })}{' '}
          <Link to={`/contest/${e.contest.slug}`} className={ui.link}>
            {e.contest.title}
          </Link>{' '}
          · {m.contests_votes({ count: formatNumber(e.votes) })} ·{' '}
          {m.contests_views_plain({ count: formatNumber(e.views) })}
        </p>
        {e.state === 'winner' && e.place !== null && (
          <FormAlert tone="success">
            {m.contests_took_place({ place: placeName(e.place) })}{' '}
            {e.prize ? m.contests_prize_waiting({ prize: e.prize }) : m.contests_congratulations()}
          </FormAlert>
        )}
        {e.state === 'hidden' && <FormAlert tone="info">{m.contests_hidden_note()}</FormAlert>}
        {e.state !== 'hidden' && (
          <Link to={`/contest/detail/${e.id}`} className={buttonClass('secondary')}>
            {m.contests_see_in_contest()}
          </Link>
        )}
      </div>
    </article>
  );
}
