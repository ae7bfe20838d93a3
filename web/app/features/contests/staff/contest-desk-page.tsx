import {
  CONTEST_MAX_PLACES,
  formatDate,
  placeLabel,
  type TStaffContest,
  type TStaffEntry,
} from '@upahar/contract';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { buttonClass, FormAlert, ui } from '~/components/form';
import { ExternalLink, Eye, EyeOff, Pencil, Trophy } from '~/components/icon';
import { toast } from '~/components/toast';
import { errorMessage } from '~/lib/api';
import { mineOrNull } from '~/lib/route-data';
import { ContestFrame, ContestLoading, ContestMissing } from './contest-frame';
import { fetchStaffContest, publishResults, savePlaces, setEntryHidden } from './contests-api';

type Desk = { contest: TStaffContest; entries: TStaffEntry[] };

const FRAME = { width: 'max-w-5xl', back: { to: '/dashboard/contests', label: 'All contests' } } as const;

/** The contest of a desk address with its entries; null when it is not there. */
export async function loadContestDesk(id: number, signal: AbortSignal) {
  return { desk: id === 0 ? null : await mineOrNull(fetchStaffContest(id, signal)) };
}

/** The desk route's HydrateFallback. */
export const ContestDeskLoading = () => <ContestLoading {...FRAME} text="Loading the contest…" />;

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
      toast.success(res.message ?? 'Done');
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
            {c.entryType === 'photo' ? 'Photos' : 'Texts'} ·{' '}
            {c.judging === 'votes' ? 'Most votes win' : 'Staff pick the winners'}
          </p>
          <p className="text-sm text-cocoa-soft">
            {c.entries} visible entries · {c.hiddenEntries} hidden · {c.votes} votes ·{' '}
            {c.resultsPublished
              ? 'Results published'
              : c.state === 'ended'
                ? 'Ended, results not out'
                : c.state}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/contest/${c.slug}`} className={buttonClass('secondary', '', 'sm')}>
            <ExternalLink aria-hidden="true" className="size-4" /> Public page
          </Link>
          <Link to={`/dashboard/contests/${c.id}/edit`} className={buttonClass('secondary', '', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" /> Edit
          </Link>
          {canPublish && (
            <button
              type="button"
              className={buttonClass('primary', '', 'sm')}
              disabled={busy !== null}
              onClick={() => {
                if (!window.confirm('Publish the results now? Prizes go to the winners at once.')) return;
                void act('publish', () => publishResults(c.id), refresh);
              }}
            >
              <Trophy aria-hidden="true" className="size-4" /> Publish results
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
          Prizes: {c.prizes.map((p) => `${placeLabel(p.place)} ${p.title}`).join(' · ')}
        </p>
      )}
      {c.winners.length > 0 && (
        <FormAlert tone="success" className="mt-4">
          Winners: {c.winners.map((w) => `${placeLabel(w.place)} ${w.name}`).join(' · ')}
        </FormAlert>
      )}
      {picking && desk.entries.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-cream p-4 text-sm">
          <p className="flex-1">
            Choose a place for the winning entries, save, and publish once the contest ends.
          </p>
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
            Save places
          </button>
        </div>
      )}
      {desk.entries.length === 0 ? (
        <p className="mt-6 text-cocoa-soft">No entries yet.</p>
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
                    {e.votes} {e.votes === 1 ? 'vote' : 'votes'} · {e.views}{' '}
                    {e.views === 1 ? 'view' : 'views'}
                    {e.hidden && <span className="ml-2 text-danger">Hidden</span>}
                    {!picking && e.place !== null && (
                      <span className="ml-2 text-berry">{placeLabel(e.place)} place</span>
                    )}
                  </p>
                  <div className="mt-auto flex flex-wrap items-end gap-2 pt-1">
                    {picking && !e.hidden && (
                      <label className="text-xs font-medium">
                        Place
                        <select
                          className={`${ui.input} mt-1 py-1.5`}
                          value={places[e.id] ?? ''}
                          onChange={(ev) => {
                            const value = ev.currentTarget.value;
                            setPlaces((p) => ({ ...p, [e.id]: value }));
                          }}
                        >
                          <option value="">None</option>
                          {Array.from({ length: CONTEST_MAX_PLACES }, (_, i) => i + 1).map((p) => (
                            <option key={p} value={p}>
                              {placeLabel(p)}
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
                          <Eye aria-hidden="true" className="size-4" /> Restore
                        </>
                      ) : (
                        <>
                          <EyeOff aria-hidden="true" className="size-4" /> Hide
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
