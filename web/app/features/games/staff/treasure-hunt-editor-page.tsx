import {
  formatDate,
  type TPrize,
  type TStaffTreasureHunt,
  type TStaffTreasureHuntBody,
  ZStaffTreasureHuntBody,
} from '@upahar/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass, FormAlert, SubmitButton, TextField, ui } from '~/components/form';
import { ArrowLeft, Plus, Trash2 } from '~/components/icon';
import { toast } from '~/components/toast';
import { fetchPrizeChoices, fetchStaffHunt, fetchStaffHunts, saveHunt } from '~/features/games';
import { ForbiddenScreen, useStaffLoad } from '~/features/staff-shell';
import { ApiError, errorMessage } from '~/lib/api';
import { GameTextFields, GameTimeFields } from './game-bits';
import { type Spot, SpotPicker } from './spot-picker';

// /dashboard/treasure-hunts/:id (or new): the campaign, dates and digs, the products to dig
// under, which prize hides under which product, and who has found what.

type Campaign = { id: number; slug: string; name: string };
type Draft = Omit<TStaffTreasureHuntBody, 'spotIds' | 'treasures' | 'campaignId' | 'digsPerUser'> & {
  campaignId: string;
  digsPerUser: string;
  spots: Spot[];
  treasures: { key: number; productId: string; prizeId: string }[];
};

let nextKey = 1;

const DAY = 86_400_000;

function draftOf(h: TStaffTreasureHunt | null, campaigns: Campaign[]): Draft {
  if (!h)
    return {
      campaignId: campaigns[0] ? String(campaigns[0].id) : '',
      title: '',
      description: '',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 14 * DAY).toISOString(),
      isPublished: false,
      digsPerUser: '3',
      spots: [],
      treasures: [],
    };
  return {
    campaignId: String(h.campaign.id),
    title: h.title,
    description: h.description,
    startsAt: h.startsAt,
    endsAt: h.endsAt,
    isPublished: h.isPublished,
    digsPerUser: String(h.digsPerUser),
    spots: h.spots.map((s) => ({ id: s.id, name: s.name })),
    treasures: h.buried.map((b) => ({ key: nextKey++, productId: b.productId, prizeId: String(b.prizeId) })),
  };
}

const bodyOf = (d: Draft): TStaffTreasureHuntBody => {
  const { spots, treasures, ...rest } = d;
  return {
    ...rest,
    spotIds: spots.map((s) => s.id),
    treasures: treasures.map((t) => ({ productId: t.productId, prizeId: t.prizeId })),
  };
};

export function DashboardTreasureHuntEditorPage({ id }: { id: number | null }) {
  const load = useCallback(
    async (signal: AbortSignal) => {
      const [hunt, list, prizes] = await Promise.all([
        id === null ? Promise.resolve(null) : fetchStaffHunt(id, signal),
        fetchStaffHunts(signal),
        fetchPrizeChoices(signal),
      ]);
      return { hunt, campaigns: list.campaigns, prizes: prizes.filter((p) => p.isActive) };
    },
    [id],
  );
  const { state, reload } = useStaffLoad(load, true);
  if (state.status === 'forbidden') return <ForbiddenScreen />;
  if (state.status === 'loading')
    return (
      <p role="status" className="mx-auto max-w-4xl px-4 py-12 text-cocoa-soft sm:px-6">
        Loading the treasure hunt…
      </p>
    );
  if (state.status !== 'ready')
    return (
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-12 sm:px-6">
        <FormAlert tone="error">
          {state.status === 'error' ? state.message : 'That treasure hunt does not exist.'}
        </FormAlert>
        <button type="button" className={buttonClass('secondary')} onClick={reload}>
          Try again
        </button>
      </div>
    );
  return <HuntForm key={state.data.hunt?.id ?? 'new'} {...state.data} />;
}

function HuntForm({
  hunt,
  campaigns,
  prizes,
}: {
  hunt: TStaffTreasureHunt | null;
  campaigns: Campaign[];
  prizes: TPrize[];
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(hunt, campaigns));
  const [saved, setSaved] = useState(hunt);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const found = new Map((saved?.buried ?? []).filter((b) => b.finder).map((b) => [b.productId, b]));

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setAlert(null);
    const checked = ZStaffTreasureHuntBody.safeParse(bodyOf(draft));
    if (!checked.success) {
      const out: Record<string, string> = {};
      for (const i of checked.error.issues) out[String(i.path[0] ?? '')] ??= i.message;
      setErrors(out);
      setAlert('Some fields need a look: the messages are next to them.');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const next = await saveHunt(saved?.id ?? null, bodyOf(draft));
      toast.success('Treasure hunt saved');
      setSaved(next);
      if (!saved) navigate(`/dashboard/treasure-hunts/${next.id}`, { replace: true });
    } catch (err) {
      const out: Record<string, string> = {};
      if (err instanceof ApiError)
        for (const [k, m] of Object.entries(err.errors ?? {})) if (m[0]) out[k.split('.')[0]] = m[0];
      setErrors(out);
      setAlert(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const spotName = new Map(draft.spots.map((s) => [s.id, s.name]));
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/dashboard/treasure-hunts" className={`${ui.link} inline-flex items-center gap-1.5 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" /> All treasure hunts
      </Link>
      <h1 className={`${ui.heading} mt-3`}>{saved ? saved.title : 'New treasure hunt'}</h1>
      {saved && (
        <p className="mt-1 text-cocoa-soft">
          {saved.found} of {saved.treasures} treasures found · {saved.digs}{' '}
          {saved.digs === 1 ? 'dig' : 'digs'} · shown on /campaign/
          {saved.campaign.slug}
        </p>
      )}
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        {alert && <FormAlert tone="error">{alert}</FormAlert>}
        <label className={ui.label}>
          Campaign
          <select
            className={ui.input}
            value={draft.campaignId}
            onChange={(e) => set('campaignId', e.currentTarget.value)}
            aria-invalid={errors.campaignId ? true : undefined}
          >
            {campaigns.length === 0 && <option value="">No campaigns yet</option>}
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {errors.campaignId && <span className={ui.error}>{errors.campaignId}</span>}
        </label>
        <GameTextFields draft={draft} set={set} errors={errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <GameTimeFields draft={draft} set={set} errors={errors} />
          <TextField
            name="digsPerUser"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            label="Digs per shopper"
            hint="For the whole hunt"
            value={draft.digsPerUser}
            onValueChange={(v) => set('digsPerUser', v)}
            error={errors.digsPerUser}
          />
        </div>
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-berry"
            checked={draft.isPublished}
            onChange={(e) => set('isPublished', e.currentTarget.checked)}
          />
          <span>Published: shown on the campaign page between its dates</span>
        </label>

        <SpotPicker value={draft.spots} onChange={(v) => set('spots', v)} error={errors.spotIds} />

        <fieldset className="space-y-3">
          <legend className="font-display text-xl font-semibold">Treasures</legend>
          <p className={ui.hint}>
            One prize under a product; the first shopper to dig there wins it. A found treasure stays found.
          </p>
          {errors.treasures && <p className={ui.error}>{errors.treasures}</p>}
          {draft.treasures.map((t, i) => {
            const finder = found.get(t.productId);
            return (
              <div
                key={t.key}
                className="grid gap-3 rounded-2xl border border-line bg-white p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
              >
                <label className={ui.label}>
                  Under
                  <select
                    className={ui.input}
                    value={t.productId}
                    disabled={!!finder}
                    onChange={(e) =>
                      set(
                        'treasures',
                        draft.treasures.map((x, j) =>
                          j === i ? { ...x, productId: e.currentTarget.value } : x,
                        ),
                      )
                    }
                  >
                    <option value="">Choose a product</option>
                    {draft.spots.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                    {t.productId && !spotName.has(t.productId) && (
                      <option value={t.productId}>(not a spot any more)</option>
                    )}
                  </select>
                </label>
                <label className={ui.label}>
                  Prize
                  <select
                    className={ui.input}
                    value={t.prizeId}
                    disabled={!!finder}
                    onChange={(e) =>
                      set(
                        'treasures',
                        draft.treasures.map((x, j) =>
                          j === i ? { ...x, prizeId: e.currentTarget.value } : x,
                        ),
                      )
                    }
                  >
                    <option value="">Choose a prize</option>
                    {prizes.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.title}
                      </option>
                    ))}
                  </select>
                </label>
                {finder?.finder ? (
                  <p className="text-sm text-success">
                    Found by {finder.finder.name} ({finder.finder.email})
                    {finder.foundAt ? `, ${formatDate(finder.foundAt, 'date-time')}` : ''}
                  </p>
                ) : (
                  <button
                    type="button"
                    className={buttonClass('danger', '', 'sm')}
                    onClick={() =>
                      set(
                        'treasures',
                        draft.treasures.filter((_, j) => j !== i),
                      )
                    }
                  >
                    <Trash2 aria-hidden="true" className="size-4" /> Remove
                  </button>
                )}
              </div>
            );
          })}
          <button
            type="button"
            className={buttonClass('secondary', '', 'sm')}
            disabled={draft.spots.length === 0}
            onClick={() =>
              set('treasures', [...draft.treasures, { key: nextKey++, productId: '', prizeId: '' }])
            }
          >
            <Plus aria-hidden="true" className="size-4" /> Bury a treasure
          </button>
        </fieldset>
        <div className="sticky bottom-0 -mx-4 border-t border-line bg-cream/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          <SubmitButton busy={busy}>Save treasure hunt</SubmitButton>
        </div>
      </form>
    </div>
  );
}
