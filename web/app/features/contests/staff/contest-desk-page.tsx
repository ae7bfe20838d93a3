import {
  CONTEST_MAX_PLACES,
  CONTEST_STATE_LABEL,
  formatDate,
  formatNumber,
  type TStaffContest,
  type TStaffEntry,
} from '@upahar/contract';
import { m } from '@upahar/contract/messages';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ExternalLink, Eye, EyeOff, Pencil, Trophy } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { LOCALE } from '~/lib/locale';
import { mineOrNull } from '~/lib/route-data';
import { placeName } from '../contest-bits';
import { ContestFrame, ContestLoading, ContestMissing } from './contest-frame';
import { fetchStaffContest, publishResults, savePlaces, setEntryHidden } from './contests-api';

type Desk = { contest: TStaffContest; entries: TStaffEntry[] };

const FRAME = {
  width: 'max-w-5xl',
  back: { to: '/dashboard/contests', label: m.contests_all_contests() },
} as const;

/** The contest of a desk address with its entries; null when it is not there. */
export async function loadContestDesk(id: number, signal: AbortSignal) {
  return { desk: id === 0 ? null : await mineOrNull(fetchStaffContest(id, signal)) };
}

/** The desk route's HydrateFallback. */
export const ContestDeskLoading = () => (
  <ContestLoading {...FRAME} text={m.contests_staff_loading_contest()} />
);

/** /dashboard/contests/:id: the contest's entries with votes, hiding, places and publishing. */
export function DashboardContestDeskPage({ desk }: Awaited<ReturnType<typeof loadContestDesk>>) {
  if (!desk) return <ContestMissing {...FRAME} />;
  return (
    <ContestFrame {...FRAME}>
      <DeskView desk={desk} />
    </ContestFrame>
  );
}

function DeskView({ desk }: { desk: Desk }) {
  const { revalidate } = useRevalidator();
  const c = desk.contest;
  const picking = c.judging === 'staff' && !c.resultsPublished;
  const [places, setPlaces] = useState<Record<number, string>>(() =>
    Object.fromEntries(desk.entries.filter((e) => e.place).map((e) => [e.id, String(e.place)])),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function act(
    key: string,
    run: () => Promise<{ message?: string }>,
    after: () => Promise<void> | void,
  ) {
    setBusy(key);
    setProblem(null);
    try {
      const res = await run();
      toast.success(res.message ?? m.contests_staff_done());
      await after();
    } catch (e) {
      setProblem(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }
  const refresh = () => revalidate();

  const canPublish = c.state === 'ended' && !c.resultsPublished;
  return (
    <>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className={ui.heading}>{c.title}</h1>
          <p className="mt-1 text-sm text-cocoa-soft">
            {formatDate(c.startsAt, 'date-time')} – {formatDate(c.endsAt, 'date-time')} ·{' '}
            {c.entryType === 'photo' ? m.contests_staff_photos() : m.contests_staff_texts()} ·{' '}
            {c.judging === 'votes' ? m.contests_most_votes_win() : m.contests_staff_staff_pick()}
          </p>
          <p className="text-sm text-cocoa-soft">
            {m.contests_staff_visible_entries({ count: formatNumber(c.entries) })} ·{' '}
            {m.contests_staff_hidden({ count: formatNumber(c.hiddenEntries) })} ·{' '}
            {m.contests_staff_votes({ count: formatNumber(c.votes) })} ·{' '}
            {c.resultsPublished
              ? m.contests_staff_results_published()
              : c.state === 'ended'
                ? m.contests_staff_ended_not_out()
                : LOCALE === 'en'
                  ? c.state
                  : CONTEST_STATE_LABEL[c.state]}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/contest/${c.slug}`} className={buttonClass('secondary', '', 'sm')}>
            <ExternalLink aria-hidden="true" className="size-4" /> {m.contests_staff_public_page()}
          </Link>
          <Link to={`/dashboard/contests/${c.id}/edit`} className={buttonClass('secondary', '', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" /> {m.contests_staff_edit()}
          </Link>
          {canPublish && (
            <button
              type="button"
              className={buttonClass('primary', '', 'sm')}
              disabled={busy !== null}
              onClick={() => {
                if (!window.confirm(m.contests_staff_publish_confirm())) return;
                void act('publish', () => publishResults(c.id), refresh);
              }}
            >
              <Trophy aria-hidden="true" className="size-4" /> {m.contests_staff_publish()}
            </button>
          )}
        </div>
      </header>
      {problem && (
        <FormAlert tone="error" className="mt-4">
          {problem}
        </FormAlert>
      )}
      {c.prizes.length > 0 && (
        <p className="mt-4 text-sm text-cocoa">
          {m.contests_staff_prizes_line({
            list: c.prizes.map((p) => `${placeName(p.place)} ${p.title}`).join(' · '),
          })}
        </p>
      )}
      {c.winners.length > 0 && (
        <FormAlert tone="success" className="mt-4">
          {m.contests_staff_winners_line({
            list: c.winners.map((w) => `${placeName(w.place)} ${w.name}`).join(' · '),
          })}
        </FormAlert>
      )}
      {picking && desk.entries.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-cream p-4 text-sm">
          <p className="flex-1">{m.contests_staff_choose_places()}</p>
          <button
            type="button"
            className={buttonClass('secondary', '', 'sm')}
            disabled={busy !== null}
            onClick={() =>
              act(
                'places',
                () =>
                  savePlaces(c.id, {
                    places: Object.entries(places)
                      .filter(([, p]) => p)
                      .map(([entryId, place]) => ({ entryId: Number(entryId), place: Number(place) })),
                  }),
                refresh,
              )
            }
          >
            {m.contests_staff_save_places()}
          </button>
        </div>
      )}
      {desk.entries.length === 0 ? (
        <p className="mt-6 text-cocoa-soft">{m.contests_no_entries()}</p>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {desk.entries.map((e) => (
            <li key={e.id}>
              <article
                className={`flex h-full flex-col overflow-hidden rounded-3xl border bg-white shadow-soft ${e.hidden ? 'border-danger/40 opacity-75' : 'border-line'}`}
              >
                {e.type === 'photo' && e.image ? (
                  <img
                    src={e.image}
                    alt={e.caption ?? ''}
                    className="aspect-[4/3] w-full bg-cream object-cover"
                  />
                ) : (
                  <div className="bg-cream p-4">
                    <p className="font-semibold">{e.title}</p>
                    <p className="mt-1 line-clamp-4 text-sm whitespace-pre-line">{e.text}</p>
                  </div>
                )}
                <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
                  {e.type === 'photo' && <p className="line-clamp-2">{e.caption}</p>}
                  <p className="text-cocoa-soft">
                    {e.author} · <span className="break-all">{e.email}</span>
                  </p>
                  <p className="font-semibold">
                    {m.contests_votes({ count: formatNumber(e.votes) })} ·{' '}
                    {m.contests_views({ count: formatNumber(e.views) })}
                    {e.hidden && <span className="ml-2 text-danger">{m.contests_staff_hidden_tag()}</span>}
                    {!picking && e.place !== null && (
                      <span className="ml-2 text-berry">
                        {m.contests_place({ place: placeName(e.place) })}
                      </span>
                    )}
                  </p>
                  <div className="mt-auto flex flex-wrap items-end gap-2 pt-1">
                    {picking && !e.hidden && (
                      <label className="text-xs font-medium">
                        {m.contests_staff_place()}
                        <select
                          className={`${ui.input} mt-1 py-1.5`}
                          value={places[e.id] ?? ''}
                          onChange={(ev) => {
                            const value = ev.currentTarget.value;
                            setPlaces((p) => ({ ...p, [e.id]: value }));
                          }}
                        >
                          <option value="">{m.contests_staff_none_place()}</option>
                          {Array.from({ length: CONTEST_MAX_PLACES }, (_, i) => i + 1).map((p) => (
                            <option key={p} value={p}>
                              {placeName(p)}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                    <button
                      type="button"
                      className={buttonClass(e.hidden ? 'secondary' : 'danger', '', 'sm')}
                      disabled={busy !== null}
                      onClick={() => act(`hide-${e.id}`, () => setEntryHidden(e.id, !e.hidden), refresh)}
                    >
                      {e.hidden ? (
                        <>
                          <Eye aria-hidden="true" className="size-4" /> {m.contests_staff_restore()}
                        </>
                      ) : (
                        <>
                          <EyeOff aria-hidden="true" className="size-4" /> {m.contests_staff_hide()}
                        </>
                      )}
                    </button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
